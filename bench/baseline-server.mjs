// The static baseline of the load test: a plain Node http server that answers every request with the same bytes.
// `node bench/baseline-server.mjs <port> <body file> <content type> [content encoding]`; prints "ready" once it
// listens. With an encoding the file is a copy compressed once (as nginx's gzip_static / brotli_static would send it).
import fs from "node:fs";
import http from "node:http";

const [port, file, type, encoding] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = { "Content-Type": type, "Content-Length": body.length, ...(encoding ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {}) };
http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
