import type { NextFunction, Request, Response } from "express";

/**
 * Keeps rendered public GET responses in memory so that a busy page is rendered once, not per visitor.
 * Any successful write (a non-GET request answered below 400) empties the cache, so an admin change shows at once;
 * entries also expire after TTL_MS because the news comes from outside. The CSP nonce inside a cached page is
 * swapped for the current response's nonce, so every response still carries its own nonce.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 300;
const MAX_BODY_BYTES = 1024 * 1024;
// /__manifest is React Router's route discovery: the browser revalidates it in the background, never cache it here.
// Static files (/assets, uploads) are served from disk with their own cache headers.
const UNCACHED_PREFIXES = ["/admin", "/api/auth", "/healthz", "/nieuwsbrief", "/__manifest", "/assets", "/media", "/boekjes"];
const CACHEABLE_TYPES = /^(text\/html|application\/json|application\/xml|text\/plain|text\/calendar)/;
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Byte offsets of the nonce that rendered the page; every response gets its own nonce written there. */
  noncePositions: number[];
  storedAt: number;
}

const entries = new Map<string, Entry>();

export function clearResponseCache(): void {
  entries.clear();
}

function isCacheableRequest(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.authorization) return false;
  return !UNCACHED_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`) || req.path.startsWith(`${p}.`));
}

/** Nonces are base64 (ASCII) and all of the same length, so one can be written over another in place. */
function positionsOf(body: Buffer, nonce: string): number[] {
  const positions: number[] = [];
  if (!nonce) return positions;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, at + nonce.length)) positions.push(at);
  return positions;
}

export function responseCache() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheableRequest(req)) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.on("finish", () => {
          if (res.statusCode < 400) clearResponseCache();
        });
      }
      return next();
    }

    const key = req.originalUrl;
    const nonce = String(res.locals.nonce ?? "");
    const hit = entries.get(key);
    if (hit && Date.now() - hit.storedAt < TTL_MS) {
      // Refresh its place in the LRU order.
      entries.delete(key);
      entries.set(key, hit);
      res.status(hit.status).set(hit.headers).set("X-Cache", "HIT");
      if (req.method === "HEAD") return res.end();
      if (hit.noncePositions.length === 0 || !nonce) return res.end(hit.body);
      // The stored page is sent in pieces with this response's nonce between them (nonces all have the same
      // length): no copy of the page and no text decoding on the busiest path.
      res.setHeader("Content-Length", hit.body.length);
      res.cork();
      let from = 0;
      for (const at of hit.noncePositions) {
        res.write(hit.body.subarray(from, at));
        res.write(nonce, "latin1");
        from = at + nonce.length;
      }
      res.end(hit.body.subarray(from));
      res.uncork();
      return;
    }

    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      const buf = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buf.length;
      if (size <= MAX_BODY_BYTES) chunks.push(buf);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      store();
      return end(chunk, ...rest);
    }) as Response["end"];

    const store = () => {
      const type = String(res.getHeader("content-type") ?? "");
      if (req.method !== "GET" || res.statusCode !== 200 || size > MAX_BODY_BYTES) return;
      if (res.getHeader("set-cookie") || !CACHEABLE_TYPES.test(type)) return;
      if (/no-store|private/.test(String(res.getHeader("cache-control") ?? ""))) return;
      const headers: Record<string, string> = {};
      for (const name of ["content-type", "cache-control", "content-security-policy", "vary", "link"]) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      // The CSP header is set per response by the security middleware, not replayed from the cache.
      delete headers["content-security-policy"];
      const body = Buffer.concat(chunks);
      entries.set(key, { status: 200, headers, body, noncePositions: positionsOf(body, nonce), storedAt: Date.now() });
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    };

    // Public pages may be kept by a CDN briefly, unless the route set its own Cache-Control (the adapter appends,
    // so the default is added only at the last moment, when none is there).
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.getHeader("cache-control")) res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      return writeHead(...args);
    }) as Response["writeHead"];
    next();
  };
}
