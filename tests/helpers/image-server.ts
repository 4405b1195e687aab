import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A real HTTP server on 127.0.0.1 for badge links: /kenteken.png (a PNG), /pagina.html (HTML, no image), /hangt (never
 * answers), /traag.png (stops half-way), /groot.png (11 MB), /doorverwijzing (a redirect to the PNG), anything else 404.
 * The server that downloads from it needs IMAGE_FETCH_ALLOW_PRIVATE=true (127.0.0.1 is a loopback address).
 */
export async function startImageServer() {
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#730ccd" } }).png().toBuffer();
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const waiting: Array<{ url: string; count: number; resolve: () => void }> = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    for (const wait of waiting.splice(0)) {
      if (requests.filter((u) => u === wait.url).length >= wait.count) wait.resolve();
      else waiting.push(wait);
    }
    switch (req.url) {
      case "/kenteken.png":
        res.writeHead(200, { "Content-Type": "image/png", "Content-Length": png.length });
        res.end(png);
        return;
      case "/pagina.html":
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end("<!doctype html><title>Geen afbeelding</title><p>Dit is een webpagina.</p>");
        return;
      case "/doorverwijzing":
        res.writeHead(302, { Location: "/kenteken.png" });
        res.end();
        return;
      case "/groot.png":
        // Over 10 MB, sent without a Content-Length: only counting the bytes can stop it.
        res.writeHead(200, { "Content-Type": "image/png" });
        for (let i = 0; i < 11; i++) res.write(Buffer.alloc(1024 * 1024));
        res.end();
        return;
      case "/hangt":
        hanging.add(res);
        return;
      case "/traag.png":
        // The headers and a first piece of the picture, then nothing more.
        res.writeHead(200, { "Content-Type": "image/png", "Content-Length": png.length });
        res.write(png.subarray(0, 16));
        hanging.add(res);
        return;
      default:
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("niet gevonden");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    png,
    requests,
    /** Resolves once `url` was asked `count` times: the requests that asked it are then certainly under way. */
    arrived(url: string, count: number): Promise<void> {
      if (requests.filter((u) => u === url).length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ url, count, resolve }));
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
