import type { IncomingMessage } from "node:http";
import path from "node:path";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { ServeStaticOptions } from "serve-static";
import { hostingDomain } from "~/config/env.server";
import { groepContext, kiesHost } from "./registry.server";
import { opslagWeigering, UPLOAD_BYTES } from "~/domains/hosting/opslag.server";
import { isVerhuizend, stuurDoor, telSchrijven, verhuisdNaar, weigerSchrijven } from "~/domains/hosting/verhuizing.server";
import { dataDir, enterGroup, groupOrUndefined, groupCache, runInGroup, singleGroup, type GroupContext } from "./context.server";
import { logger } from "~/lib/logger.server";
import { escapeHtml } from "~/lib/text";

// Which group a request is for (ADR 0028, decision 0043: the one middleware that chooses it). A single-group installation serves its one group on every host. In hosting
// mode the host chooses: `{slug}.{HOSTING_DOMAIN}` or one of a group's own domains is that group's site, the hosting
// domain itself is the hoster's (the front door, the console, the hoster's API), and any other host is nobody's.

/**
 * The installation's own answers: the health check (on a group's host it answers for that group's database instead)
 * and Caddy's question before a certificate (on every host).
 */
const INSTALLATION_PATHS = /^\/(healthz|api\/hosting\/tls)$/;
/** The hoster's own site: its pages are the route subtree /hosting, served at the root of the hosting domain. */
const HOSTER_PATHS = /^\/api\/hosting(\/|$)/;

export function isHosterRequest(res: Response): boolean {
  return res.locals.hoster === true;
}

/**
 * The group whose site a request is for, chosen by its Host header as `groupRouting` chooses it, for the answers sent
 * before the app runs (server/cached-answers.ts); undefined for anything the app must judge itself: the hoster's
 * site, an unknown host, a suspended group, a host named by a proxy.
 */
export function groupOfRequest(req: IncomingMessage): GroupContext | undefined {
  if (!hostingDomain()) return groupOrUndefined();
  if (req.headers["x-forwarded-host"] !== undefined) return undefined;
  const keuze = kiesHost(req.headers.host ?? "");
  if (keuze.soort !== "groep" || keuze.regel.geschorst) return undefined;
  return groepContext(keuze.regel.slug);
}

/**
 * The request's group, for everything after this middleware (its database is opened by `groupDatabase`, only when the
 * request needs it: a page from the cache does not). An unknown host gets the installation's own 404 page, a
 * suspended group a 503 notice.
 */
export function groupRouting(): RequestHandler {
  const domain = hostingDomain();
  // A single-group installation takes the same path: its one group (the null object) for every request.
  if (!domain) return (_req, _res, next) => runInGroup(singleGroup, next);
  return async (req: Request, res: Response, next: NextFunction) => {
    const keuze = kiesHost(req.hostname);
    if (keuze.soort === "hoster") {
      res.locals.hoster = true;
      if (!HOSTER_PATHS.test(req.path) && !INSTALLATION_PATHS.test(req.path)) {
        // The hoster's pages live under /hosting in the route tree; on the hosting domain they are its root.
        const mapped = `/hosting${req.url === "/" || req.url.startsWith("/?") ? req.url.slice(1) : req.url}`;
        req.url = mapped;
        req.originalUrl = mapped;
      }
      return next();
    }
    if (req.path === "/api/hosting/tls" || (req.path === "/healthz" && keuze.soort === "onbekend")) return next();
    // A group that moved to another installation (ADR 0050): its requests go there until the proxy sends them itself.
    const verhuisd = keuze.soort === "onbekend" ? verhuisdNaar(req.hostname) : undefined;
    if (verhuisd) return stuurDoor(req, res, verhuisd);
    if (keuze.soort === "onbekend" || HOSTER_PATHS.test(req.path) || /^\/hosting(\/|$)/.test(req.path)) {
      return installationPage(res, 404, "Geen site op dit adres", "Op dit adres staat (nog) geen site van een scoutsgroep. Controleer het adres.");
    }
    if (keuze.regel.geschorst) {
      return installationPage(res, 503, "Site tijdelijk niet beschikbaar", `De site van ${keuze.regel.naam} is tijdelijk niet beschikbaar. Probeer het later opnieuw.`);
    }
    const group = groepContext(keuze.regel.slug);
    if (!group) return installationPage(res, 404, "Geen site op dit adres", "Op dit adres staat (nog) geen site van een scoutsgroep.");
    if (req.method !== "GET" && req.method !== "HEAD") {
      // While the group moves its writes wait outside; reads go on. A move waits for the writes already under way.
      if (isVerhuizend(keuze.regel.slug)) return weigerSchrijven(req, res);
      telSchrijven(keuze.regel.slug, res);
    }
    runInGroup(group, next);
  };
}

/**
 * Hosting mode: opens the request's group's database (made ready first when it was closed) for the rest of the
 * request, and keeps it open until the answer has gone; `when` limits it to some requests (writes need it early, for
 * their authentication). A group whose database cannot be made ready (a failed migration) answers a 503 page and is
 * logged; the other groups are served as usual.
 */
export function groupDatabase(when: (req: Request) => boolean = () => true): RequestHandler {
  if (!hostingDomain()) return (_req, _res, next) => next();
  return async (req: Request, res: Response, next: NextFunction) => {
    const group = groupOrUndefined();
    if (!group || res.locals.groupDatabase || !when(req)) return next();
    let release: () => void;
    try {
      release = await enterGroup(group);
    } catch (error) {
      logger.error({ err: error, groep: group.slug }, "Groep niet beschikbaar: haar database kon niet klaargemaakt worden");
      return installationPage(res, 503, "Site tijdelijk niet beschikbaar", "Deze site is tijdelijk niet beschikbaar door onderhoud. Probeer het later opnieuw.");
    }
    res.locals.groupDatabase = true;
    res.once("close", release);
    next();
  };
}

/**
 * The installation's own answer (no group's data in it): a short Dutch page, or JSON on the API. Never cached: a host
 * may become a group's a minute later.
 */
function installationPage(res: Response, status: number, title: string, text: string): void {
  res.status(status).setHeader("Cache-Control", "no-store");
  if (status === 503) res.setHeader("Retry-After", "300");
  if (res.req.path.startsWith("/api/")) {
    res.json({ error: text });
    return;
  }
  res.type("html").send(
    `<!doctype html><html lang="nl-BE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
      `<style>body{font:1.125rem/1.6 system-ui,sans-serif;margin:0;padding:4rem 1.25rem;color:#1c2b24;background:#f6f8f6}` +
      `main{max-width:36rem;margin:0 auto}h1{font-size:1.75rem;line-height:1.25}</style></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
  );
}

/**
 * Hosting mode: an upload that would take a group past HOSTING_OPSLAG_MB is refused before it is read (413, with the
 * MB in use). Small bodies (forms, JSON) always pass.
 */
export function storageLimit(): RequestHandler {
  if (!hostingDomain()) return (_req, _res, next) => next();
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || !groupOrUndefined()) return next();
    const header = req.headers["content-length"];
    const length = header === undefined ? (req.headers["transfer-encoding"] ? UPLOAD_BYTES : 0) : Number(header);
    if (length < UPLOAD_BYTES) return next();
    let refusal: string | null;
    try {
      refusal = await opslagWeigering(length);
    } catch (error) {
      return next(error);
    }
    if (!refusal) return next();
    res.set("Connection", "close").status(413);
    if (req.path.startsWith("/api/")) res.json({ error: refusal });
    else res.type("text/plain").send(refusal);
  };
}

/** Per group, the file servers of its folders (one per folder, made when first asked). */
const fileServers = groupCache(() => new Map<string, RequestHandler>());

/** Serves files from a folder of the request's group: `media` (under its data folder), or a function naming the folder. */
export function groupFiles(folder: string | (() => string), options: ServeStaticOptions<Response>): RequestHandler {
  return (req, res, next) => {
    const root = typeof folder === "string" ? path.join(dataDir(), folder) : folder();
    const servers = fileServers();
    let serve = servers.get(root);
    if (!serve) {
      serve = express.static(root, options);
      servers.set(root, serve);
    }
    return serve(req, res, next);
  };
}
