// Starts the site: `node server.js` serves the production build; NODE_ENV=development serves through Vite.
import http from "node:http";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
if (!DEVELOPMENT) process.env.NODE_ENV = "production";

const app = express();
app.disable("x-powered-by");
// TRUST_PROXY: how many reverse proxies (e.g. a TLS proxy) stand before the server; off by default.
const trustProxy = process.env.TRUST_PROXY;
if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
app.use(compression());

let server;
/** What answers the requests: the Express app, behind the front door in production. */
let handler = app;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  const source = await viteDevServer.ssrLoadModule("./server/app.ts");
  await source.prepare();
  app.use(source.requestLogger);
  app.use(source.headers);
  app.use(viteDevServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const mod = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await mod.app(req, res, next);
    } catch (error) {
      if (typeof error === "object" && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const mod = await import("./build/server/index.js");
  await mod.prepare();
  // The front door (below) has logged the request, set the security headers and answered what it could from the
  // cache; the rest arrives here.
  app.use(mod.cachedPages);
  // Hashed file names never change content: cache them for a year. The build wrote Brotli and gzip copies of each.
  app.use(
    "/assets",
    expressStaticGzip("build/client/assets", {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false },
    }),
  );
  // Other public files (icons, logos, manifest) all have an extension: page requests skip the file-system look-up.
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false, redirect: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(mod.app);
  handler = mod.frontDoor(app);
  process.once("SIGTERM", () => stop(mod));
  process.once("SIGINT", () => stop(mod));
}

server = http.createServer(handler);
server.listen(PORT, () => {
  // Plain line on purpose: it is what a person starting the site looks for.
  console.log(`Server luistert op http://localhost:${PORT}`);
});

function stop(mod) {
  // Stop listening and let the requests in flight finish; then close the database so the WAL is checkpointed.
  server.close(async () => {
    try {
      await mod.shutdown();
    } catch (error) {
      console.error("Afsluiten mislukt", error);
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
