// Starts the site: `node server.js` serves the production build; NODE_ENV=development serves the sources through Vite.
// Both run the same Express app (server/app.ts); only where the browser's files come from differs.
import http from "node:http";
import express from "express";
import expressStaticGzip from "express-static-gzip";

const DEVELOPMENT = process.env.NODE_ENV === "development";
if (!DEVELOPMENT) process.env.NODE_ENV = "production";

const server = http.createServer();
let site;
let vite;
try {
  if (DEVELOPMENT) {
    // Vite's live reload runs over this same server, so the page's policy (connect-src 'self') lets it through.
    vite = await (await import("vite")).createServer({ server: { middlewareMode: true, hmr: { server } } });
    site = await vite.ssrLoadModule("./server/app.ts");
  } else {
    site = await import("./build/server/index.js");
  }
  // Every variable at once, before anything is prepared or listens (ADR 0034); a module that reads one while it
  // loads (the log's level) throws the same error.
  site.checkEnvironment();
} catch (error) {
  if (error?.name !== "EnvError") throw error;
  // One line per problem, plain text on stderr: what a person reading `journalctl` or a terminal needs.
  process.stderr.write(`${error.message}\nDe server start niet.\n`);
  await vite?.close();
  process.exit(1);
}
const notes = await site.prepare();
const app = DEVELOPMENT
  ? site.createApp({ mode: "development", assets: vite.middlewares, build: () => vite.ssrLoadModule("virtual:react-router/server-build") })
  : site.createApp({ mode: "production", assets: builtFiles(), build: await site.serverBuild() });
// PORT and HOST; behind a proxy (TRUST_PROXY set) only this machine by default (env.server.ts).
const { port: PORT, host: HOST } = site.listenAddress();

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
