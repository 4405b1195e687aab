import http from "node:http";
import https from "node:https";
import type { Request, Response } from "express";

// A group that moves to another installation (ADR 0050), as the requests see it: while it moves its writes wait
// outside (503, 'even geduld'), and once it has gone this installation forwards its requests to the one that holds it
// now, until the proxy in front sends them there itself. The installation's state, not a group's: one per process.

export const VERHUIST = "De site verhuist naar een andere server. Even geduld: probeer het over enkele seconden opnieuw; wat je invulde, blijft staan.";

/** Groups whose writes are refused now: they are being moved. */
const verhuizend = new Set<string>();
/** Writes of a group under way (started, not yet answered): a move waits for them before its last copy. */
const schrijvend = new Map<string, { aantal: number; klaar: Set<() => void> }>();
/** Hosts of groups that moved away → the origin of the installation that holds them now. */
const verhuisd = new Map<string, string>();

export function isVerhuizend(slug: string): boolean {
  return verhuizend.has(slug);
}

export function begintVerhuizing(slug: string): void {
  verhuizend.add(slug);
}

export function eindigtVerhuizing(slug: string): void {
  verhuizend.delete(slug);
}

/** A write of a group passes (not refused): counted until its answer has gone (or its client left). */
export function telSchrijven(slug: string, res: Response): void {
  let stand = schrijvend.get(slug);
  if (!stand) schrijvend.set(slug, (stand = { aantal: 0, klaar: new Set() }));
  const huidige = stand;
  huidige.aantal++;
  res.once("close", () => {
    huidige.aantal--;
    if (huidige.aantal > 0) return;
    if (schrijvend.get(slug) === huidige) schrijvend.delete(slug);
    for (const klaar of huidige.klaar) klaar();
  });
}

/** Resolves once no write of the group is under way; false when some still are after `withinMs`. */
export function schrijversKlaar(slug: string, withinMs: number): Promise<boolean> {
  const stand = schrijvend.get(slug);
  if (!stand || stand.aantal === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const klaar = () => {
      clearTimeout(timer);
      stand.klaar.delete(klaar);
      resolve(true);
    };
    const timer = setTimeout(() => {
      stand.klaar.delete(klaar);
      resolve(false);
    }, withinMs);
    stand.klaar.add(klaar);
  });
}

/** The group's refused write: 503 with Retry-After, the Dutch 'even geduld' (JSON on the API, text else, as writeLimit). */
export function weigerSchrijven(req: Request, res: Response): void {
  res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) res.json({ error: VERHUIST });
  else res.type("text/plain").send(VERHUIST);
}

export function zetVerhuisd(hosts: readonly string[], origin: string): void {
  for (const host of hosts) verhuisd.set(host, origin);
}

export function vergeetVerhuisd(hosts: readonly string[]): void {
  for (const host of hosts) verhuisd.delete(host);
}

/** Where a host's group went, or undefined. */
export function verhuisdNaar(host: string): string | undefined {
  return verhuisd.size === 0 ? undefined : verhuisd.get(host);
}

/**
 * Forwards a request of a group that moved away to the installation that holds it now, as it came (method, path,
 * headers, body): the proxy in front may still send it here for a moment after the move.
 */
export function stuurDoor(req: Request, res: Response, origin: string): void {
  const doel = new URL(origin);
  const client = doel.protocol === "https:" ? https : http;
  const upstream = client.request(
    { protocol: doel.protocol, hostname: doel.hostname, port: doel.port, method: req.method, path: req.originalUrl, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (res.headersSent) res.destroy();
    else res.status(502).set({ "Retry-After": "5", "Cache-Control": "no-store" }).type("text/plain").send(VERHUIST);
  });
  req.pipe(upstream);
}
