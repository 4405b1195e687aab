import "react-router";
import { createRequestHandler } from "@react-router/express";
import path from "node:path";
import express from "express";
import { dataDir } from "~/config/env.server";
import { closeDatabase, prepareDatabase } from "~/db/client.server";
import { demoContentEnabled } from "~/config/env.server";
import { loadBaseData, loadDemoContent } from "~/demo/seed.server";
import { initAuthSecrets } from "~/domains/auth/secrets.server";
import { startMailWorker, stopMailWorker } from "~/domains/contact/mail-queue.server";
import { closeMailTransport } from "~/domains/contact/mail.server";
import { responseCache } from "./response-cache";
import { securityHeaders } from "./security";

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    /** The client's address as Express computes it with the `trust proxy` setting; keys the rate limits (login, contact, newsletter). */
    clientAddress: string;
  }
}

/** Everything that must be ready before the server listens: migrations, base data and demo content. */
export async function prepare(): Promise<void> {
  await prepareDatabase();
  await loadBaseData();
  if (demoContentEnabled()) await loadDemoContent();
  await initAuthSecrets();
  // Contact messages waiting for (another) mail attempt are sent from here, in the background.
  await startMailWorker();
}

/** Run by server.js on SIGTERM/SIGINT once the requests in flight are answered. */
export async function shutdown(): Promise<void> {
  await stopMailWorker();
  closeMailTransport();
  await closeDatabase();
}

export { requestLogger } from "./request-log";

/** Applied by server.js before everything else, static files included. */
export const headers = securityHeaders({ production: process.env.NODE_ENV === "production" });

export const app = express();
app.disable("x-powered-by");

// Uploaded files never change under their name (a new upload gets a new name), so they are cached for a year.
const uploadCache = { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: true } as const;
app.use("/media", express.static(path.join(dataDir(), "media"), uploadCache));
app.use("/boekjes", express.static(path.join(dataDir(), "boekjes"), uploadCache));

/** Mounted by server.js right after the security headers: a cached page is answered before any other routing. */
export const cachedPages = responseCache();

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      return { nonce: String(res.locals.nonce ?? ""), clientAddress: req.ip ?? req.socket.remoteAddress ?? "" };
    },
  }),
);
