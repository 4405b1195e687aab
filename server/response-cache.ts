import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { ResponseWithLocals } from "./security";

/**
 * Keeps rendered public GET responses in memory so that a busy page is rendered once, not per visitor.
 * Any successful write (a non-GET request answered below 400) empties the cache, so an admin change shows at once;
 * entries also expire after TTL_MS because the news comes from outside. The CSP nonce inside a cached page is
 * swapped for the current response's nonce, so every response still carries its own nonce. An entry without a nonce
 * (JSON, XML, calendars) is also kept Brotli- and gzip-compressed, so that it is compressed once, not per response.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 300;
const MAX_BODY_BYTES = 1024 * 1024;
// /__manifest is React Router's route discovery: the browser revalidates it in the background, never cache it here.
// Static files (/assets, uploads) are served from disk with their own cache headers.
const UNCACHED_PREFIXES = ["/admin", "/api/auth", "/healthz", "/nieuwsbrief", "/__manifest", "/assets", "/media", "/boekjes"];
const CACHEABLE_TYPES = /^(text\/html|application\/json|application\/xml|text\/plain|text\/calendar)/;
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
// Below this size compression saves nothing worth a header (the `compression` middleware's default threshold).
const COMPRESS_MIN_BYTES = 1024;

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Byte offsets of the nonce that rendered the page; every response gets its own nonce written there. */
  noncePositions: number[];
  storedAt: number;
  /** Compressed copies of a body without nonce, filled in in the background once the entry is stored. */
  encoded: { br?: Buffer; gzip?: Buffer };
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

/** The fresh cache entry for this request, if any (and its place in the LRU order refreshed). */
function freshEntry(req: Request): Entry | undefined {
  if (!isCacheableRequest(req)) return undefined;
  const key = req.originalUrl ?? req.url;
  const hit = entries.get(key);
  if (!hit || Date.now() - hit.storedAt >= TTL_MS) return undefined;
  entries.delete(key);
  entries.set(key, hit);
  return hit;
}

/**
 * Which stored bytes to send: a compressed copy the client accepts, the page as stored for a client that accepts
 * no compression or when it is too small to compress, or undefined when it has to be compressed for this response.
 */
function storedVariant(req: Request, hit: Entry): { encoding?: "br" | "gzip"; body: Buffer } | undefined {
  if (hit.body.length < COMPRESS_MIN_BYTES || !req.headers["accept-encoding"]) return { body: hit.body };
  const br = req.acceptsEncodings("br") === "br";
  const gzip = req.acceptsEncodings("gzip") === "gzip";
  if (!br && !gzip) return { body: hit.body };
  // Brotli whenever it is accepted, as the compression middleware does: browsers list it after gzip.
  if (br && hit.encoded.br) return { encoding: "br", body: hit.encoded.br };
  if (gzip && hit.encoded.gzip) return { encoding: "gzip", body: hit.encoded.gzip };
  return undefined;
}

function sendHit(req: Request, res: ResponseWithLocals, hit: Entry, variant: { encoding?: "br" | "gzip"; body: Buffer }) {
  res.statusCode = hit.status;
  for (const name in hit.headers) res.setHeader(name, hit.headers[name] as string);
  res.setHeader("X-Cache", "HIT");
  if (variant.encoding) {
    res.setHeader("Content-Encoding", variant.encoding);
    res.setHeader("Vary", "Accept-Encoding");
  }
  const nonce = String(res.locals.nonce ?? "");
  const withNonce = !variant.encoding && hit.noncePositions.length > 0 && nonce;
  res.setHeader("Content-Length", variant.body.length);
  if (req.method === "HEAD") return res.end();
  if (!withNonce) return res.end(variant.body);
  // The stored page is sent in pieces with this response's nonce between them (nonces all have the same length):
  // no copy of the page and no text decoding on the busiest path.
  res.cork();
  let from = 0;
  for (const at of hit.noncePositions) {
    res.write(hit.body.subarray(from, at));
    res.write(nonce, "latin1");
    from = at + nonce.length;
  }
  res.end(hit.body.subarray(from));
  res.uncork();
}

/**
 * For the server's front door (`server/app.ts`): answers from the cache when that needs no compression for this
 * response and returns true; returns false to let the app answer (and compress).
 */
export function serveFromCache(req: Request, res: ResponseWithLocals): boolean {
  const hit = freshEntry(req);
  const variant = hit && storedVariant(req, hit);
  if (!hit || !variant) return false;
  sendHit(req, res, hit, variant);
  return true;
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
    const hit = freshEntry(req);
    // Without a stored compressed copy the page is sent as stored; the compression middleware compresses it.
    if (hit) return sendHit(req, res, hit, storedVariant(req, hit) ?? { body: hit.body });

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
      const entry: Entry = { status: 200, headers, body, noncePositions: positionsOf(body, nonce), storedAt: Date.now(), encoded: {} };
      entries.set(key, entry);
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      if (entry.noncePositions.length === 0 && body.length >= COMPRESS_MIN_BYTES) compressInBackground(entry);
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

/** Compressed once, on libuv's thread pool, while the entry is already served (compressed per response until then). */
function compressInBackground(entry: Entry): void {
  const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } };
  zlib.brotliCompress(entry.body, brotli, (error, result) => {
    if (!error) entry.encoded.br = result;
  });
  zlib.gzip(entry.body, { level: 9 }, (error, result) => {
    if (!error) entry.encoded.gzip = result;
  });
}
