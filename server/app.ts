import "react-router";
import { createRequestHandler } from "@react-router/express";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import express, { type Express, type Request } from "express";
import { dataDir } from "~/config/env.server";
import { closeDatabase, prepareDatabase } from "~/db/client.server";
import { demoContentEnabled } from "~/config/env.server";
import { loadBaseData, loadDemoContent } from "~/demo/seed.server";
import { initAuthSecrets } from "~/domains/auth/secrets.server";
import { startMailWorker, stopMailWorker } from "~/domains/contact/mail-queue.server";
import { startFacebookSync, stopFacebookSync } from "~/domains/nieuws/facebook.server";
import { closeMailTransport } from "~/lib/mail.server";
import { logRequest } from "./request-log";
import { responseCache, serveFromCache } from "./response-cache";
import { applySecurityHeaders, securityHeaders, type ResponseWithLocals } from "./security";

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
  // The Facebook page's events are read into the database in the background; the server does not wait for it.
  startFacebookSync();
}

/** Run by server.js on SIGTERM/SIGINT once the requests in flight are answered. */
export async function shutdown(): Promise<void> {
  await stopMailWorker();
  await stopFacebookSync();
  closeMailTransport();
  await closeDatabase();
}

export { requestLogger } from "./request-log";

const production = process.env.NODE_ENV === "production";

/** The development server applies them before everything else, static files included. */
export const headers = securityHeaders({ production });

/**
 * The production server's request handler, in front of the Express `site` (server.js): every request gets its
 * access-log line and security headers here; a cached page or answer that needs no compression for this response
 * is sent straight from memory, without routing; everything else goes on to the site.
 */
export function frontDoor(site: Express) {
  return (req: IncomingMessage, outgoing: ServerResponse) => {
    const res = outgoing as ResponseWithLocals;
    res.locals = Object.create(null) as Record<string, unknown>;
    const view = expressView(site, req);
    logRequest(req, res);
    applySecurityHeaders(view, res, production);
    if (!serveFromCache(view, res)) site(req, res);
  };
}

/**
 * Express's request getters (`path`, `secure` with the site's `trust proxy`, `acceptsEncodings`) over a plain Node
 * request, on a new object. Express itself changes the request's and response's prototypes, which V8 makes slow
 * for the rest of the response (a cached answer went from about 30 000 to 10 000 per second on this machine): the
 * front door leaves them alone and only the site, behind it, does so.
 */
function expressView(site: Express, req: IncomingMessage): Request {
  const view = Object.create(site.request as object) as Request;
  view.method = req.method ?? "GET";
  view.url = req.url ?? "/";
  view.headers = req.headers;
  view.socket = req.socket;
  return view;
}

export const app = express();
app.disable("x-powered-by");

// Uploaded files never change under their name (a new upload gets a new name), so they are cached for a year.
const uploadCache = { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: true } as const;
app.use("/media", express.static(path.join(dataDir(), "media"), uploadCache));
// A booklet is an uploaded PDF, which may carry JavaScript: a CSP sandbox (added to the page policy) keeps anything in
// it off the site's origin, while browsers still show it in their PDF viewer (checked in Chromium).
app.use(
  "/boekjes",
  express.static(path.join(dataDir(), "boekjes"), {
    ...uploadCache,
    setHeaders: (res) => res.append("Content-Security-Policy", "sandbox"),
  }),
);

/**
 * Mounted by server.js right after compression: serves cached pages the front door left to it (those compressed per
 * response, because of their nonce) and stores what the site renders.
 */
export const cachedPages = responseCache();

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      return { nonce: String(res.locals.nonce ?? ""), clientAddress: req.ip ?? req.socket.remoteAddress ?? "" };
    },
  }),
);
