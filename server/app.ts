import "react-router";
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import type { IncomingMessage, RequestListener } from "node:http";
import type { TLSSocket } from "node:tls";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { demoContentEnabled, fakeNow, hostingDomain, installationDataDir, pageCacheDiskMb, siteUrlConfigured, trustProxy, writeRateLimit } from "~/config/env.server";
import { siteUrl } from "~/group/context.server";
import { closeDatabase, prepareDatabase } from "~/db/client.server";
import { writesLastSecond } from "~/db/tags.server";
import { loadBaseData } from "~/domains/takken/basis.server";
import { downloadNaam, kampDocumentenDir } from "~/domains/activiteiten/kamp-files.server";
import { seedInstellingen } from "~/domains/instellingen/instellingen.server";
import { neutraleInstellingen } from "~/domains/instellingen/defaults";
import { DEMO_INSTELLINGEN } from "~/demo/groep";
import { sweepAudit } from "~/domains/audit/audit.server";
import { runAsSystem } from "~/domains/auth/actor.server";
import { authenticate, SESSION_COOKIE } from "~/domains/auth/auth.server";
import { initAuthSecrets } from "~/domains/auth/secrets.server";
import { volgendeOmslag } from "~/domains/activiteiten/activiteiten.server";
import { getActieveMededeling } from "~/domains/mededeling/mededeling.server";
import { volgendeJaarwissel } from "~/domains/scoutsjaar/scoutsjaar.server";
import { hosterAuthenticated } from "~/domains/hosting/toegang.server";
import { startHosting, stopHosting } from "~/group/installation.server";
import { removeUnfinishedGroupFiles, startGroupJobs, stopGroupJobs } from "~/group/lifecycle.server";
import { stopImageWork } from "~/lib/images.server";
import { startReplication, stopReplication } from "~/lib/replication.server";
import { currentGroup } from "~/group/context.server";
import { closeMailTransport } from "~/lib/mail.server";
import { createPageCache, pageCacheMiddleware } from "./page-cache";
import { cacheablePaths } from "./route-kinds";
import { createLoadMonitor } from "./load";
import { measureRequest, metricsEndpoint, watchProcess } from "./metrics";
import { pages, type PagesOptions } from "./pages";
import { closeUnreadBodies, smallBodiesUntilAuthenticated } from "./body-limit";
import { groupDatabase, groupFiles, groupOfRequest, groupRouting, isHosterRequest, storageLimit } from "~/group/requests.server";
import { cachedAnswers } from "./cached-answers";
import { requestLogger } from "./request-log";
import { writeLimit } from "./write-limit";
import { markRunning, markStopped } from "./running";
import { knownMethods, oneHost, securityHeaders } from "./security";

import { logger, logPlainLine } from "~/lib/logger.server";

export { logger };
export { checkEnvironment, listenAddress } from "~/config/env.server";

/** What the start-up has to tell the person who started it, once the server listens (`announce`). */
export interface StartNotes {
  /** The owner's password generated on a first start without ADMIN_PASSWORD, or null. */
  generatedPassword: string | null;
}

/**
 * Everything that must be ready before the server listens: migrations, base data and demo content. It runs as the
 * system (no request, no account), as do the jobs it starts. In hosting mode (HOSTING_DOMAIN): the installation's
 * registry of groups; each group's database is made ready when it is first opened, and its jobs start meanwhile.
 */
export function prepare(): Promise<StartNotes> {
  // From here on the database is this process's: `npm run restore` refuses to replace it.
  markRunning();
  return runAsSystem(hostingDomain() ? prepareHosting : prepareAsSystem);
}

/** In hosting mode each group's owner password is made by its invitation: nothing to say at start. */
async function prepareHosting(): Promise<StartNotes> {
  await startHosting();
  return { generatedPassword: null };
}

async function prepareAsSystem(): Promise<StartNotes> {
  const notes: StartNotes = { generatedPassword: null };
  // A moved clock on a real server would reveal (or hide) a scouting year at the wrong moment.
  const fakeStart = fakeNow();
  if (fakeStart !== undefined) logger.warn({ FAKE_NOW: new Date(fakeStart).toISOString() }, "FAKE_NOW is gezet: de klok van de scoutsjaren is verzet (enkel voor tests)");
  if (!siteUrlConfigured()) {
    // Canonical URLs, the sitemap, calendar links and the links in mails would point at this machine.
    logger.warn(
      { SITE_URL: null, gebruikt: siteUrl() },
      `SITE_URL is niet ingesteld: de site gebruikt ${siteUrl()} als publiek adres. Zet SITE_URL op het echte adres, bv. https://www.mijnscouts.be`,
    );
  }
  // What a crash or a kill left half-written: nothing is being written before the server listens.
  await removeUnfinishedGroupFiles();
  const group = currentGroup();
  // A database made by this start: the bucket's copies, if any, are of the site as it was (ADR 0042).
  const fresh = group.databaseUrl.startsWith("file:") && !fs.existsSync(group.databaseUrl.slice("file:".length));
  await prepareDatabase();
  // The demo group has the specification's nine takken; a clean start has none until the group chooses (issue 47).
  if (demoContentEnabled()) await (await import("~/demo/takken.server")).loadSpecTakken();
  await loadBaseData();
  // A clean start names no group: neutral starting values; with the demo, the demo group's.
  await seedInstellingen(demoContentEnabled() ? DEMO_INSTELLINGEN : neutraleInstellingen());
  // Loaded only when wanted: the demo's 1,800 lines stay out of the server's request path (their own chunk). An
  // installation with the demo also gets the demo markers on rows it loaded before demo content was marked.
  if (demoContentEnabled()) {
    const demo = await import("~/demo/seed.server");
    await demo.loadDemoContent();
    await demo.markeerOudeDemo();
  }
  await initAuthSecrets((line) => {
    notes.generatedPassword = line;
  });
  await sweepAudit();
  await startGroupJobs();
  // In the background: the server listens meanwhile (the bucket may be slow to answer, or away).
  void startReplication({ fresh, groups: [group], installation: false });
  return notes;
}

/**
 * Said by server.js once the server listens, so it is the last thing of the start-up (after the build's output and
 * the log lines of the start): the owner's generated password (a first start without ADMIN_PASSWORD), on one plain
 * line of its own between the JSON log lines, easy to find (`journalctl -u scouts | grep Admin-wachtwoord`); the JSON
 * log itself never holds the password.
 */
export function announce(notes: StartNotes): void {
  if (!notes.generatedPassword) return;
  logger.warn("Er werd een wachtwoord voor Beheerder gemaakt: het staat op de regel met '*** Admin-wachtwoord' hieronder.");
  // Through the log's own stream, which writes in the background: the line follows what was logged before it.
  logPlainLine(`\n*** ${notes.generatedPassword} ***\n`);
}

/**
 * Run by server.js on SIGTERM/SIGINT as soon as it stops listening: the images of the requests in flight get a few
 * seconds, then their worker is stopped, so that no image (an SVG too heavy to draw) keeps a request, and with it the
 * shutdown, waiting (ADR 0030).
 */
export function stopping(): void {
  stopImageWork(IMAGE_STOP_GRACE_MS);
}

/** Of the 10 seconds server.js gives the requests in flight, what their images may take. */
const IMAGE_STOP_GRACE_MS = 3_000;

/** Run by server.js on SIGTERM/SIGINT once the requests in flight are answered. */
export async function shutdown(): Promise<void> {
  stopImageWork(0);
  await stopReplication();
  if (hostingDomain()) await stopHosting();
  else {
    await stopGroupJobs();
    await closeDatabase();
  }
  closeMailTransport();
  markStopped();
}

/** The moments the public pages change by themselves: a cached page never outlives them. */
async function nextChange(now: number): Promise<number> {
  const [mededeling, jaarwissel, activiteiten] = await Promise.all([getActieveMededeling(now), volgendeJaarwissel(now), volgendeOmslag(now)]);
  // The reveal of a new scouting year changes the leaders on every tak page, the API and the sitemap.
  return Math.min(mededeling ? mededeling.zichtbaarTot : Number.POSITIVE_INFINITY, jaarwissel, activiteiten);
}

/** React Router's build, bundled with this file by `npm run build` (development loads it through Vite instead). */
export function serverBuild(): Promise<ServerBuild> {
  return import("virtual:react-router/server-build") as Promise<ServerBuild>;
}

/**
 * At most this much memory for stored answers (kept as Brotli, a fifth to a tenth of a page); the least recently used
 * wait on disk (PAGE_CACHE_DISK_MB, ADR 0048). One cache for every group of a hosting installation (ADR 0028). A page
 * is answered until a write changes what it read or the clock reaches a moment at which its content changes by itself
 * (`nextChange`); the TTL after which one visitor renders it again anyway is a safety net for what nothing tags, an
 * hour in hosting mode, so that ten thousand groups' pages are not rendered again every few minutes.
 */
export const pageCache = createPageCache({
  nextChange,
  disk: pageCacheDiskMb() > 0 ? { dir: path.join(installationDataDir(), ".cache", "paginas"), maxBytes: pageCacheDiskMb() * 1024 * 1024 } : undefined,
  ...(hostingDomain() ? { ttlMs: 60 * 60_000, maxBytes: 64 * 1024 * 1024 } : { ttlMs: 60_000, maxBytes: 16 * 1024 * 1024 }),
});

/** The event loop's load: a busy process skips renders it can (the page cache). */
export const load = createLoadMonitor();

export interface AppOptions {
  mode: "development" | "production";
  /** The built browser files (production) or Vite's development server (development). */
  assets: RequestHandler;
  build: PagesOptions["build"];
}

/**
 * The whole site as one Express app, the same in development and production, in this order: access log, the one host
 * of a request, security headers, refused methods, large bodies of strangers (and closing the connection after a body that was not read),
 * files, the page cache's stored answers, compression, then React Router (pages, API, feeds), whose cacheable answers
 * the page cache stores. In development there is no page cache: Vite reloads the code after every edit, and a stored
 * page would show the code before it.
 */
export function createApp(options: AppOptions): RequestListener {
  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY: how many reverse proxies (e.g. a TLS proxy) stand before the server; off by default.
  const proxies = trustProxy();
  if (proxies !== undefined) app.set("trust proxy", proxies);
  // The route tree the cache reads is the build's, loaded once in production.
  const cacheable = options.mode === "production" && typeof options.build !== "function" ? cacheablePaths(options.build) : undefined;
  const cache = cacheable ? pageCacheMiddleware(pageCache, cacheable, { seesOwnWrites, busy: stormOfSaves }) : undefined;

  app.use(requestLogger);
  app.use(oneHost);
  app.use(securityHeaders);
  app.use(knownMethods);
  app.use(metricsEndpoint);
  app.use(closeUnreadBodies);
  // The build's files are the installation's, the same on every host.
  app.use(options.assets);
  // From here on a request is its group's (hosting mode: chosen by its host; else the one group). A write opens the
  // group's database here (its authentication reads it); a read only once it is not answered from the cache.
  app.use(groupRouting());
  app.use(writeLimit(writeRateLimit));
  app.use(groupDatabase((req) => req.method !== "GET" && req.method !== "HEAD"));
  app.use(
    smallBodiesUntilAuthenticated(async (req, res) =>
      isHosterRequest(res) ? hosterAuthenticated(headersOnly(req)) : (await authenticate(headersOnly(req))) !== null,
    ),
  );
  app.use(storageLimit());
  // Uploaded files never change under their name (a new upload gets a new name), so they are cached for a year.
  const uploads = { immutable: true, maxAge: "1y", index: false, redirect: false } as const;
  app.use("/media", groupFiles("media", uploads));
  // A booklet is an uploaded PDF, which may carry JavaScript: a CSP sandbox (added to the policy) keeps anything in it
  // off the site's origin, while browsers still show it in their PDF viewer.
  app.use("/boekjes", groupFiles("boekjes", { ...uploads, setHeaders: (res) => res.append("Content-Security-Policy", "sandbox") }));
  // A camp's documents are uploaded PDFs too (same sandbox), and downloads: saved under a readable name.
  app.use(
    "/kampdocumenten",
    groupFiles(kampDocumentenDir, {
      ...uploads,
      setHeaders: (res, file) => {
        res.append("Content-Security-Policy", "sandbox");
        res.setHeader("Content-Disposition", `attachment; filename="${downloadNaam(path.basename(file)) ?? "document.pdf"}"`);
      },
    }),
  );
  // Stored responses go out as they were stored (compressed once per encoding); what React Router renders for the
  // cache is taken as rendered (so the cache keeps it behind compression) and answered from the cache too; anything
  // else is compressed per response.
  if (cache) app.use(cache.serve);
  // The API's answer to a write (a record's JSON, streamed, so its size is not known in advance) is sent as it is:
  // compressing it saved a few hundred bytes at the cost of a compressor made and freed per answer, a twentieth of
  // what a save cost the process.
  app.use(compression({ filter: (req, res) => (req.method === "GET" || req.method === "HEAD" || !req.path.startsWith("/api/")) && compression.filter(req, res) }));
  if (cache) app.use(cache.keep);
  app.use(groupDatabase());
  app.use(pages({ build: options.build, mode: options.mode }));
  // A fresh stored page goes out before Express runs (ADR 0036); everything else through the app above.
  const answered =
    cache && cacheable
      ? cachedAnswers({ early: cache.early, cacheable, group: groupOfRequest, seesOwnWrites, secure: secureRequest(app.get("trust proxy fn")) })
      : () => false;
  watchProcess(pageCache, load);
  return (req, res) => {
    load.track(res);
    measureRequest(req, res);
    if (!answered(req, res)) app(req, res);
  };
}

/**
 * Whether a request came over https, as Express's `req.secure` decides it (express/lib/request.js `protocol`): the
 * connection's own TLS, or the first X-Forwarded-Proto of a proxy trusted with TRUST_PROXY.
 */
function secureRequest(trust: (address: string, hop: number) => boolean): (req: IncomingMessage) => boolean {
  return (req) => {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (!trust(req.socket.remoteAddress ?? "", 0)) return false;
    const header = req.headers["x-forwarded-proto"];
    return (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim() === "https";
  };
}

/**
 * A storm of saves (ADR 0036): the process has no time to spare while the request's group saves five times a second or
 * more. One visitor (or a test) asking page after page can keep the event loop working most of the time; a storm is
 * both.
 */
function stormOfSaves(): boolean {
  return load.busy() && writesLastSecond() >= 5;
}

/**
 * A leader (a session) or a script (a token) sees what it saved on the next page it asks, also while others get the
 * copy from before the save. Whether the credentials are valid does not matter here: it only costs a render.
 */
function seesOwnWrites(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined || (req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false);
}

/** Only what authentication reads of a request: its cookie and Authorization headers. */
function headersOnly(req: express.Request): Request {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("Cookie", req.headers.cookie);
  if (req.headers.authorization) headers.set("Authorization", req.headers.authorization);
  return new Request("http://localhost/", { headers });
}
