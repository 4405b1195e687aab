// Run after `react-router build`: writes a Brotli (.br) and a gzip (.gz) copy of every text asset at the highest
// levels, once, so that the server sends the smallest file without compressing on each request. The gzip copy is
// made with Zopfli: still plain gzip for every client, about 3% smaller than zlib's level 9, slower only at build.
import { gzipAsync } from "@gfx/zopfli";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "build/client/assets");
const TEXT = /\.(js|css|svg|json|map)$/;
let before = 0;
let after = 0;
for (const name of fs.readdirSync(dir)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(dir, name);
  const data = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, await gzipAsync(data, { numiterations: 15 }));
  before += data.length;
  after += br.length;
}
console.log(`Compressed assets: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (Brotli)`);
