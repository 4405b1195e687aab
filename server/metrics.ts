import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import client from "prom-client";
import fs from "node:fs";
import { hostingDomain, hostingOpslagMb, installationDataDir } from "~/config/env.server";
import { kiesHost } from "~/group/registry.server";
import { hostingStatus } from "~/group/installation.server";
import { noteerMetricsLezing } from "~/domains/hosting/groepen.server";
import { hosterAuthenticated } from "~/domains/hosting/toegang.server";
import { metrics, requestDuration, requestSecondsTotal, requestsTotal, storageLimitBytes } from "~/lib/metrics.server";
import type { LoadMonitor } from "./load";
import type { PageCache } from "./page-cache";

/** The kind of route a path is, for the request duration's histogram. */
function kind(path: string): string {
  if (path.startsWith("/api/")) return "api";
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.")) return "admin";
  if (path === "/fotos" || path.startsWith("/fotos/")) return "fotos";
  if (/^\/(assets|media|boekjes|kampdocumenten)\/|\.[a-z0-9]+$/i.test(path)) return "bestand";
  return "pagina";
}

/** Which site a request is for, as a label: a group's slug, "site" (one group), "hoster", or "onbekend". */
function siteLabel(req: IncomingMessage): string {
  if (!hostingDomain()) return "site";
  const keuze = kiesHost(req.headers.host ?? "");
  return keuze.soort === "groep" ? keuze.regel.slug : keuze.soort === "hoster" ? "hoster" : "onbekend";
}

/** Counts a request once its response is closed: per group and status class, its time per group and per kind. */
export function measureRequest(req: IncomingMessage, res: ServerResponse): void {
  const start = performance.now();
  res.once("close", () => {
    const seconds = (performance.now() - start) / 1000;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const groep = siteLabel(req);
    requestsTotal.inc({ groep, status: res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : "afgebroken" });
    requestSecondsTotal.inc({ groep }, seconds);
    requestDuration.observe({ soort: kind(query === -1 ? url : url.slice(0, query)) }, seconds);
  });
}

/** The process's own figures, read when Prometheus asks. */
export function watchProcess(pageCache: PageCache, load: LoadMonitor): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new client.Gauge({
      name,
      help,
      registers: [metrics],
      collect() {
        this.set(read());
      },
    });
  gauge("scouts_page_cache_bytes", "Bytes of the stored answers in memory, with their copies in other encodings.", () => pageCache.bytes);
  gauge("scouts_page_cache_disk_bytes", "Bytes of the stored answers waiting on disk (no room in memory).", () => pageCache.diskBytes);
  gauge("scouts_page_cache_entries", "Stored answers.", () => pageCache.size);
  gauge("scouts_open_databases", "Group databases open now (hosting: at most HOSTING_MAX_OPEN unless that many are in use).", () =>
    hostingDomain() ? hostingStatus().open : 1,
  );
  gauge("scouts_groups", "Groups the installation serves.", () => (hostingDomain() ? hostingStatus().groepen : 1));
  gauge("scouts_event_loop_utilization", "Share of the last 250 ms the event loop spent working.", () => load.utilization);
  gauge("scouts_requests_in_flight", "Requests being answered now.", () => load.inFlight);
  gauge("scouts_data_disk_free_bytes", "Free space on the disk of DATA_DIR, for this user.", () => disk().free);
  gauge("scouts_data_disk_size_bytes", "Size of the disk of DATA_DIR.", () => disk().size);
  if (hostingDomain()) storageLimitBytes.set(hostingOpslagMb() * 1024 * 1024);
}

/** The disk that holds DATA_DIR. */
function disk(): { free: number; size: number } {
  const stats = fs.statfsSync(installationDataDir());
  return { free: stats.bavail * stats.bsize, size: stats.blocks * stats.bsize };
}

/** A request from this machine itself, not through the proxy (which names the client in X-Forwarded-For). */
function fromThisMachine(req: Request): boolean {
  const address = req.socket.remoteAddress ?? "";
  return (address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1") && req.headers["x-forwarded-for"] === undefined;
}

/**
 * GET /metrics: the figures in Prometheus's text format, for this machine itself (`curl http://127.0.0.1:3000/metrics`,
 * a Prometheus on the same machine) or, in hosting mode, on the installation's host with the hoster's token. Anyone
 * else gets the site's 404 (the request goes on to the app).
 */
export async function metricsEndpoint(req: Request, res: Response, next: NextFunction): Promise<void> {
  if (req.path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return next();
  const domain = hostingDomain();
  const hoster = domain !== undefined && kiesHost(req.headers.host ?? "").soort === "hoster";
  const local = fromThisMachine(req);
  if (!local && !(hoster && (await hosterAuthenticated(tokenOnly(req))))) return next();
  // The hoster's reads are on record (ADR 0047): once a day per reader, in the installation's log.
  if (domain !== undefined) await noteerMetricsLezing(local ? "Deze machine" : "API (token)");
  res.setHeader("Content-Type", metrics.contentType);
  res.setHeader("Cache-Control", "no-store");
  res.end(req.method === "HEAD" ? undefined : await metrics.metrics());
}

/** The request's Authorization header alone: the hoster's token, never a session cookie (a cookie travels with any page). */
function tokenOnly(req: Request): globalThis.Request {
  const headers = new Headers();
  if (req.headers.authorization) headers.set("Authorization", req.headers.authorization);
  return new globalThis.Request("http://localhost/", { headers });
}
