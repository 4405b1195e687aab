// Renders the PNG icons from public/logo.svg (run by hand after changing the logo), as palette PNGs: a browser fetches
// the manifest's icon while the first page loads, so it is kept small. The share image and the web
// manifest are made by the server from app/config/group.ts.
import fs from "node:fs";
import sharp from "sharp";

const logo = fs.readFileSync("public/logo.svg");
await sharp(logo, { density: 600 }).resize(180, 180).flatten({ background: "#ffffff" }).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile("public/apple-touch-icon.png");
for (const size of [192, 512]) {
  await sharp(logo, { density: 600 }).resize(size, size).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(`public/icon-${size}.png`);
}
