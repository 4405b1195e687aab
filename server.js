// Starts the site: `node server.js` serves the production build; NODE_ENV=development serves the sources through Vite.
// Both run the same Express app (server/app.ts); only where the browser's files come from differs.
import http from "node:http";
import express from "express";
import expressStaticGzip from "express-static-gzip";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
// Behind a proxy (TRUST_PROXY set) only this machine by default: the TLS proxy runs here, and a port reachable from
// outside would let anyone pass the proxy and choose their own X-Forwarded-For. Without a proxy the site itself is what
// visitors reach (a laptop, a container), so it listens on every interface, as Node does when no host is given.
const HOST = process.env.HOST || (process.env.TRUST_PROXY ? "127.0.0.1" : undefined);
if (!DEVELOPMENT) process.env.NODE_ENV = "production";

const server = http.createServer();
let site;
let app;
let notes;
if (DEVELOPMENT) {
  // Vite's live reload runs over this same server, so the page's policy (connect-src 'self') lets it through.
  const vite = await (await import("vite")).createServer({ server: { middlewareMode: true, hmr: { server } } });
  site = await vite.ssrLoadModule("./server/app.ts");
  notes = await site.prepare();
  app = site.createApp({
    mode: "development",
    assets: vite.middlewares,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  });
} else {
  site = await import("./build/server/index.js");
  notes = await site.prepare();
  app = site.createApp({ mode: "production", assets: builtFiles(), build: await site.serverBuild() });
}

/** The build's browser files: hashed assets for a year (with the Brotli and gzip copies the build made), the rest an hour. */
function builtFiles() {
  const files = express.Router();
  files.use(
    "/assets",
    expressStaticGzip("build/client/assets", {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false },
    }),
  );
  // A missing asset is a plain 404, not the not-found page.
  files.use("/assets", (_req, res) => res.status(404).type("text/plain").send("Niet gevonden"));
  // Other public files (icons, logos, manifest) all have an extension: page requests skip the file-system look-up.
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false, redirect: false });
  files.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  return files;
}

server.on("request", app);
server.listen(PORT, HOST, () => {
  const shown = HOST === undefined ? "localhost" : HOST.includes(":") ? `[${HOST}]` : HOST;
  site.logger.info({ host: HOST ?? "*", port: PORT }, `Server luistert op http://${shown}:${PORT}`);
  // Last: the line the person who started the site must not miss (the generated password).
  site.announce(notes);
});
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

function stop() {
  // Stop listening and let the requests in flight finish; then close the database so the WAL is checkpointed.
  site.stopping();
  server.close(async () => {
    try {
      await site.shutdown();
    } catch (error) {
      site.logger.error({ err: error }, "Afsluiten mislukt");
      process.exit(1);
    }
    process.exit(0);
  });
  // A keep-alive connection would hold close() open until it times out: close each one as soon as it is idle,
  // i.e. right after its last response.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(1), 10_000).unref();
}
