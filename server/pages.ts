import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { runAsRequest } from "~/domains/auth/actor.server";
import type { PageCache, StoredResponse } from "./page-cache";

/** Public responses may be kept briefly by a CDN too, unless the route says otherwise. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const MAX_CACHED_BYTES = 1024 * 1024;
// Never from the cache: the admin and the login (per person), the health check, the newsletter's answers, the photo
// albums and their API (per visitor's access), and React Router's route discovery, which the browser revalidates in
// the background.
const UNCACHED = /^\/(admin|api\/auth|api\/albums|api\/fotos|healthz|nieuwsbrief|fotos|__manifest)(?=[/.?]|$)/;
// Pages, their data for client-side navigation (text/x-script), API JSON, the sitemap, robots.txt and calendars.
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json|application\/xml|text\/plain|text\/calendar)/;
// Copied from the stored response to each answer; the security and request headers are each request's own.
const PER_REQUEST = new Set(["set-cookie", "date", "x-request-id", "content-length", "content-encoding", "transfer-encoding"]);

export interface PagesOptions {
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
  cache: PageCache;
  /** The content generation at the moment a render starts (see db/client.server.ts). */
  generation: () => number;
}

function isCacheableRequest(req: Request): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !UNCACHED.test(req.path);
}

/**
 * Answers from the page cache what it holds, as stored (already compressed): in front of the compression middleware,
 * which only the responses React Router renders anew need.
 */
export function cachedPages(cache: PageCache): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const hit = isCacheableRequest(req) ? cache.get(req.originalUrl) : undefined;
    if (hit) return sendStored(req, res, hit, "HIT");
    next();
  };
}

/**
 * React Router's own request handler behind Express. The Response it returns for a cacheable request is what the page
 * cache stores (status, headers, body), keyed by the URL.
 */
export function pages(options: PagesOptions): RequestHandler {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  // Cacheable renders under way, by URL: visitors asking the same page meanwhile wait for that one render instead of
  // starting their own (after a write, fifty visitors would otherwise render the page fifty times at once).
  const rendering = new Map<string, Promise<StoredResponse | null>>();

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = req.originalUrl;
      const shared = req.method === "GET" && isCacheableRequest(req);
      if (shared) {
        const pending = rendering.get(key);
        const stored = pending && (await pending);
        if (stored) return sendStored(req, res, stored, "MISS");
      }

      const build = await options.build();
      if (current?.build !== build) current = { build, handle: createRequestHandler(build, options.mode) };
      const generation = options.generation();
      const handle = current.handle;
      // Each request gets its own slot for the account that makes it (permissions and the audit log read it).
      const answer = runAsRequest(() => handle(toFetchRequest(req, res), { clientAddress: req.ip ?? req.socket.remoteAddress ?? "" }));
      const result = shared ? storeable(answer) : answer.then((response) => ({ response, stored: null }));
      if (shared) {
        const pending = result.then(({ stored }) => stored, () => null);
        rendering.set(key, pending);
        void pending.finally(() => rendering.delete(key));
      }
      const { response, stored } = await result;
      if (stored) {
        if (stored.body.length <= MAX_CACHED_BYTES) void options.cache.store(key, generation, stored);
        return sendStored(req, res, stored, "MISS");
      }
      await sendStreamed(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The response as the cache keeps it (body read in full), or null when it may not be stored. */
async function storeable(answer: Promise<globalThis.Response>): Promise<{ response: globalThis.Response; stored: StoredResponse | null }> {
  const response = await answer;
  if (!isStorable(response)) return { response, stored: null };
  const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name));
  if (!response.headers.has("cache-control")) headers.push(["cache-control", PUBLIC_CACHE_CONTROL]);
  return { response, stored: { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) } };
}

function isStorable(response: globalThis.Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (/no-store|private/.test(response.headers.get("cache-control") ?? "")) return false;
  return CACHEABLE_TYPE.test(response.headers.get("content-type") ?? "");
}

/** A stored answer: Brotli or gzip as made once when stored, or as it is for a client that takes neither. */
function sendStored(req: Request, res: Response, stored: StoredResponse, cache: string) {
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

async function sendStreamed(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/** The Fetch request React Router reads, from Express's (its host and protocol follow the `trust proxy` setting). */
function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const port = (req.app.enabled("trust proxy") && req.get("X-Forwarded-Host")?.split(":")[1]) || req.get("host")?.split(":")[1];
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port && /^\d+$/.test(port) ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  // An empty header (e.g. "Origin:") counts as not sent, as with React Router's own Express adapter.
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of [value ?? []].flat()) if (v) headers.append(name, v);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new globalThis.Request(url, init);
}
