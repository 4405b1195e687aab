import "react-router";
import path from "node:path";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { dataDir, demoContentEnabled } from "~/config/env.server";
import { closeDatabase, contentGeneration, prepareDatabase } from "~/db/client.server";
import { loadBaseData } from "~/domains/takken/basis.server";
import { sweepAudit } from "~/domains/audit/audit.server";
import { runAsSystem } from "~/domains/auth/actor.server";
import { authenticate } from "~/domains/auth/auth.server";
import { initAuthSecrets } from "~/domains/auth/secrets.server";
import { startMailWorker, stopMailWorker } from "~/domains/contact/mail-queue.server";
import { getActieveMededeling } from "~/domains/mededeling/mededeling.server";
import { volgendeJaarwissel } from "~/domains/scoutsjaar/scoutsjaar.server";
import { startFacebookSync, stopFacebookSync } from "~/domains/nieuws/facebook.server";
import { closeMailTransport } from "~/lib/mail.server";
import { createPageCache } from "./page-cache";
import { cachedPages, pages } from "./pages";
import { smallBodiesUntilAuthenticated } from "./body-limit";
import { requestLogger } from "./request-log";
import { knownMethods, securityHeaders } from "./security";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as Express computes it with the `trust proxy` setting; keys the rate limits (login, contact, newsletter). */
    clientAddress: string;
  }
}

import { logger } from "~/lib/logger.server";

export { logger };

/**
 * Everything that must be ready before the server listens: migrations, base data and demo content. It runs as the
 * system (no request, no account), as do the jobs it starts.
 */
export function prepare(): Promise<void> {
  return runAsSystem(prepareAsSystem);
}

async function prepareAsSystem(): Promise<void> {
  // A moved clock on a real server would reveal (or hide) a scouting year at the wrong moment.
  if (process.env.FAKE_NOW) logger.warn({ FAKE_NOW: process.env.FAKE_NOW }, "FAKE_NOW is gezet: de klok van de scoutsjaren is verzet (enkel voor tests)");
  await prepareDatabase();
  await loadBaseData();
  // Loaded only when wanted: the demo's 1,800 lines stay out of the server's request path (their own chunk).
  if (demoContentEnabled()) await (await import("~/demo/seed.server")).loadDemoContent();
  await initAuthSecrets();
  await sweepAudit();
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

/** The moments the public pages change by themselves: a cached page never outlives them. */
async function nextChange(now: number): Promise<number> {
  const [mededeling, jaarwissel] = await Promise.all([getActieveMededeling(now), volgendeJaarwissel(now)]);
  // The reveal of a new scouting year changes the leaders on every tak page, the API and the sitemap.
  return Math.min(mededeling ? mededeling.zichtbaarTot : Number.POSITIVE_INFINITY, jaarwissel);
}

/** React Router's build, bundled with this file by `npm run build` (development loads it through Vite instead). */
export function serverBuild(): Promise<ServerBuild> {
  return import("virtual:react-router/server-build") as Promise<ServerBuild>;
}

export const pageCache = createPageCache({ ttlMs: 60_000, maxEntries: 200, generation: contentGeneration, nextChange });

export interface AppOptions {
  mode: "development" | "production";
  /** The built browser files (production) or Vite's development server (development). */
  assets: RequestHandler;
  /** React Router's server build; in development Vite loads it anew after every edit. */
  build: () => Promise<ServerBuild>;
}

/**
 * The whole site as one Express app, the same in development and production, in this order: access log, security
 * headers, refused methods, large bodies of strangers, files, the page cache's stored answers, compression, then React Router (pages, API,
 * feeds), whose cacheable answers the page cache stores.
 */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY: how many reverse proxies (e.g. a TLS proxy) stand before the server; off by default.
  const trustProxy = process.env.TRUST_PROXY;
  if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);

  app.use(requestLogger);
  app.use(securityHeaders);
  app.use(knownMethods);
  app.use(smallBodiesUntilAuthenticated(async (req) => (await authenticate(headersOnly(req))) !== null));
  app.use(options.assets);
  // Uploaded files never change under their name (a new upload gets a new name), so they are cached for a year.
  const uploads = { immutable: true, maxAge: "1y", index: false, redirect: false } as const;
  app.use("/media", express.static(path.join(dataDir(), "media"), uploads));
  // A booklet is an uploaded PDF, which may carry JavaScript: a CSP sandbox (added to the policy) keeps anything in it
  // off the site's origin, while browsers still show it in their PDF viewer.
  app.use(
    "/boekjes",
    express.static(path.join(dataDir(), "boekjes"), { ...uploads, setHeaders: (res) => res.append("Content-Security-Policy", "sandbox") }),
  );
  // Stored responses go out as they were stored (compressed once); what React Router renders is compressed per response.
  app.use(cachedPages(pageCache));
  app.use(compression());
  app.use(pages({ build: options.build, mode: options.mode, cache: pageCache, generation: contentGeneration }));
  return app;
}

/** Only what authentication reads of a request: its cookie and Authorization headers. */
function headersOnly(req: express.Request): Request {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("Cookie", req.headers.cookie);
  if (req.headers.authorization) headers.set("Authorization", req.headers.authorization);
  return new Request("http://localhost/", { headers });
}
