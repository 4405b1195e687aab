import type { ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { now as clockNow } from "~/lib/clock.server";

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Below this size compression saves nothing worth a header (the `compression` middleware's own threshold).
const COMPRESS_MIN_BYTES = 1024;
const MAX_CACHED_BYTES = 1024 * 1024;

/** Public responses may be kept briefly by a CDN too, unless the route says otherwise. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
// Never from the cache: the admin and the login (per person), the health check, the newsletter's answers, the photo
// albums and their API (per visitor's access), and React Router's route discovery, which the browser revalidates in
// the background.
const UNCACHED = /^\/(admin|api\/auth|api\/albums|api\/fotos|healthz|nieuwsbrief|fotos|__manifest)(?=[/.?]|$)/;
// Pages, their data for client-side navigation (text/x-script), API JSON, the sitemap, robots.txt and calendars.
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json|application\/xml|text\/plain|text\/calendar)/;
// Never stored even when the renderer set them: each response has its own.
const PER_RESPONSE = new Set(["set-cookie", "date", "content-length", "content-encoding", "transfer-encoding", "vary"]);

export interface StoredResponse {
  status: number;
  /** The headers the renderer set; those of the middleware before it (security headers, request id) are each request's own. */
  headers: [string, string][];
  body: Buffer;
  /** Copies made once, when stored; none for a small body. */
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry extends StoredResponse {
  generation: number;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The content generation: raised by every write. An entry of an older generation is never served. */
  generation: () => number;
  /** The next moment the content changes by itself (an announcement ends, a new year is revealed), or Infinity. */
  nextChange: (now: number) => Promise<number>;
}

/**
 * (Time is the site's clock, lib/clock.server.ts, which a test may set: an entry then expires at a reveal on that clock.)
 *
 * Rendered responses in memory, by URL: a busy page is rendered once, not per visitor, and compressed once, not per
 * response. An entry serves until its TTL, the next scheduled change of the content, or the next write, whichever
 * comes first; a response rendered before a write (an older generation) is never stored.
 */
export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();

  return {
    get(key: string, now: number = clockNow()): StoredResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== options.generation() || now >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last, so the oldest is evicted first.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** Stores a response rendered under `generation`, unless a write came after it (also while compressing). */
    async store(key: string, generation: number, response: Omit<StoredResponse, "br" | "gzip">, now: number = clockNow()): Promise<void> {
      if (generation !== options.generation()) return;
      const expiresAt = Math.min(now + options.ttlMs, await options.nextChange(now));
      const compressible = response.body.length >= COMPRESS_MIN_BYTES;
      // On libuv's thread pool, once: every later visitor gets these bytes as they are.
      const [br, gz] = compressible
        ? await Promise.all([
            brotliCompress(response.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: response.body.length } }),
            gzip(response.body, { level: 9 }),
          ])
        : [undefined, undefined];
      if (generation !== options.generation() || expiresAt <= clockNow()) return;
      entries.set(key, { ...response, br, gzip: gz, generation, expiresAt });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    },

    clear(): void {
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },

    /** The content generation now: taken when a render starts. */
    generation: options.generation,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

function isCacheableRequest(req: Request): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !UNCACHED.test(req.path);
}

/**
 * The page cache as two Express middlewares around the renderer (React Router), with the compression middleware
 * between them:
 * - `serve` answers what the cache holds, as stored (compressed once, when stored), so it comes before compression;
 * - `keep` stores what the renderer sends for a cacheable request, as the renderer wrote it, so it comes after
 *   compression (which would otherwise hand it compressed bytes). Visitors asking a page while it is being rendered
 *   wait for that render instead of starting their own (after a write, fifty visitors would otherwise render the page
 *   fifty times at once).
 */
export function pageCacheMiddleware(cache: PageCache): { serve: RequestHandler; keep: RequestHandler } {
  const rendering = new Map<string, Promise<StoredResponse | null>>();

  const serve = (req: Request, res: Response, next: NextFunction) => {
    const hit = isCacheableRequest(req) ? cache.get(req.originalUrl) : undefined;
    if (hit) return sendStored(req, res, hit, "HIT");
    next();
  };

  const keep = async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheableRequest(req)) return next();
    res.setHeader("X-Cache", "MISS");
    if (req.method !== "GET") return next();
    const key = req.originalUrl;
    const pending = rendering.get(key);
    if (pending) {
      const stored = await pending;
      if (stored) return sendStored(req, res, stored, "MISS");
    }
    const generation = cache.generation();
    const rendered = capture(res);
    rendering.set(key, rendered);
    void rendered.then((stored) => {
      if (rendering.get(key) === rendered) rendering.delete(key);
      if (stored) void cache.store(key, generation, stored);
    });
    next();
  };

  return { serve, keep };
}

/**
 * What the renderer sends on this response, as the cache keeps it: resolves when the response is sent in full, with
 * null when it may not be stored (not a 200, a cookie, private, too large, not a page or data, or cut off).
 */
function capture(res: Response): Promise<StoredResponse | null> {
  const before = new Map(Object.entries(res.getHeaders()).map(([name, value]) => [name, headerText(value)]));
  let storable = true;
  let size = 0;
  const chunks: Buffer[] = [];
  const take = (chunk: unknown, encoding: unknown) => {
    if (!storable || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > MAX_CACHED_BYTES) storable = false;
    else chunks.push(bytes);
  };

  onHeaders(res, function (this: ServerResponse) {
    storable &&= isStorable(res);
    if (storable && !res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  });
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];

  return new Promise((resolve) => {
    res.once("close", () => {
      if (!storable || !res.writableFinished) return resolve(null);
      // The renderer's own headers: what it added or changed after the middleware before it ran.
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || PER_RESPONSE.has(name) || name === "x-cache") continue;
        const text = headerText(value);
        if (before.get(name) !== text) headers.push([name, text]);
      }
      resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
    });
  });
}

function headerText(value: string | number | string[] | undefined): string {
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function isStorable(res: Response): boolean {
  if (res.statusCode !== 200 || res.hasHeader("Set-Cookie")) return false;
  if (/no-store|private/.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  return CACHEABLE_TYPE.test(String(res.getHeader("Content-Type") ?? ""));
}

/** A stored answer: Brotli or gzip as made once when stored, or as it is for a client that takes neither. */
function sendStored(req: Request, res: Response, stored: StoredResponse, cache: "HIT" | "MISS") {
  res.status(stored.status);
  for (const [name, value] of stored.headers) res.setHeader(name, value);
  res.setHeader("X-Cache", cache);
  let body = stored.body;
  if (stored.br || stored.gzip) {
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = req.acceptsEncodings(stored.br ? "br" : "", stored.gzip ? "gzip" : "", "identity");
    if (encoding === "br" && stored.br) body = stored.br;
    else if (encoding === "gzip" && stored.gzip) body = stored.gzip;
    if (body !== stored.body) res.setHeader("Content-Encoding", encoding as string);
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
