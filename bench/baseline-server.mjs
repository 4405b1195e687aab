// The static baseline of the load test: a plain Node http server that answers every request with the same bytes.
// `node bench/baseline-server.mjs <port> <body file> <content type>`; prints "ready" once it listens.
import fs from "node:fs";
import http from "node:http";

const [port, file, type] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
