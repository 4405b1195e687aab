import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import { changedSince, contentVersion, readingInto, type Tag } from "~/db/tags.server";
import { now as clockNow } from "~/lib/clock.server";
import { groupOrUndefined } from "~/group/context.server";
import { logger } from "~/lib/logger.server";
import { pageCacheAnswers } from "~/lib/metrics.server";

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

// Below this size compression saves nothing worth a header (the `compression` middleware's own threshold).
const COMPRESS_MIN_BYTES = 1024;
/** A larger answer (a feed asked over years) is sent as it is rendered, not kept. */
const MAX_CACHED_BYTES = 1024 * 1024;
/**
 * Compression levels a refresh can afford: it is paid once per refresh, while visitors wait. Measured on this site's
 * pages (ADR 0026): Brotli 5 makes a 50-65 KB page in about 1 ms, 5-15% larger than Brotli 11, which takes 90-150 ms;
 * gzip 6 is as small as gzip 9 within 2%. The build's own files keep Brotli 11 (scripts/compress-assets.mjs): made
 * once, never while anyone waits.
 */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

/** Public responses may be kept briefly by a CDN too, unless the route says otherwise. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
// Pages, their data for client-side navigation (text/x-script), API JSON, the sitemap, robots.txt and calendars.
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json|application\/xml|text\/plain|text\/calendar)/;
// Never stored even when the renderer set them: each response has its own.
const PER_RESPONSE = new Set(["set-cookie", "date", "content-length", "content-encoding", "transfer-encoding", "vary", "x-cache"]);

/** How a stored body is sent: Brotli, gzip, or as rendered (`identity`). */
export type Encoding = "br" | "gzip" | "identity";

/** What the renderer sent, as the cache keeps it. */
export interface Rendered {
  status: number;
  /** The headers the renderer set; those of the middleware before it (security headers, request id) are each request's own. */
  headers: [string, string][];
  body: Buffer;
}

export interface Entry {
  status: number;
  headers: [string, string][];
  /**
   * The body as kept, compressed with Brotli (how every browser asks for it), or as rendered when it is too small;
   * undefined while it is only on disk (`file`).
   */
  stored?: Buffer;
  storedAs: "br" | "identity";
  /** The kept body's length. */
  storedSize: number;
  /** Where the kept body waits on disk once memory had no room for it. */
  file?: string;
  /** The body's length as rendered. */
  size: number;
  /** What the render read (tags.server.ts): the entry is stale once a write changes one of them. */
  tags: Tag[];
  /** The content's version when the render began. */
  version: number;
  /** When it was stored. */
  storedAt: number;
  /** Until then the entry is answered as it is; after it, one visitor refreshes it while the others get this copy. */
  freshUntil: number;
  /** Never answered from this moment on: the content changes by itself then (an activity begins, midnight, a year is revealed). */
  validUntil: number;
  /**
   * The body in each encoding a client asked for: Brotli as kept; gzip, and the body as rendered for a client that
   * takes neither, made once when first asked for (on libuv's thread pool, never on the event loop). `made` holds
   * each copy once it is there, for the answers sent without waiting (server/cached-answers.ts).
   */
  copies: Partial<Record<Encoding, Promise<Buffer>>>;
  made: Partial<Record<Encoding, Buffer>>;
  /** The headers of a stored answer as sent, per encoding and protocol, made once (server/cached-answers.ts). */
  sent?: Map<string, string[]>;
  /** The bytes it holds in memory: the body as kept and its copies. */
  bytes: number;
  /** The body being read back from disk. */
  reading?: Promise<Buffer>;
}

export interface PageCacheOptions {
  /** How long an answer is fresh (60 s on the site). */
  ttlMs: number;
  /** At most this many bytes of answers (bodies and their compressed copies) are kept in memory; the least recently used go first. */
  maxBytes: number;
  /** The next moment the content changes by itself (an activity begins, midnight, an announcement ends), or Infinity. */
  nextChange: (now: number) => Promise<number>;
  /**
   * Where the bodies that memory has no room for wait (ADR 0048), at most `maxBytes` of them, the least recently used
   * going first; without it such an answer is forgotten. The folder is this process's own: what an earlier process
   * left there is removed.
   */
  disk?: { dir: string; maxBytes: number };
}

/**
 * (Time is the site's clock, lib/clock.server.ts, which a test may set: an entry then expires at a reveal on that clock.)
 *
 * Rendered answers by URL: a busy page is rendered once, not per visitor, and compressed once, not per response. An
 * entry is kept as Brotli, as every browser asks for it (a fifth to a tenth of the page); a client that takes no Brotli
 * gets it decompressed, or its gzip copy made once. An entry is answered until a write changes what it shows (its tags)
 * or the content changes by itself; after its TTL it is refreshed by one visitor while the others still get it.
 *
 * The bodies of the most recently used entries are in memory; the others wait on disk (ADR 0048), read back when asked
 * for. What an entry is (its tags, versions and moments) stays in memory, so a stale one is known without reading
 * the disk. A thousand groups' pages fit in memory; ten thousand groups' do not (ADR 0028).
 */
export function createPageCache(options: PageCacheOptions) {
  /** Every entry, least recently used first. */
  const entries = new Map<string, Entry>();
  /** The entries with their body in memory, least recently used first. */
  const inMemory = new Map<string, Entry>();
  let bytes = 0;
  let diskBytes = 0;
  let files = 0;
  let folder: string | undefined;

  /** The process's own folder, made on the first body that goes to disk; folders of processes that ended are removed. */
  function diskFolder(dir: string): string {
    if (folder) return folder;
    fs.mkdirSync(dir, { recursive: true });
    for (const name of fs.readdirSync(dir)) if (!processRuns(Number(name))) void fsp.rm(path.join(dir, name), { recursive: true, force: true });
    folder = path.join(dir, String(process.pid));
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder);
    return folder;
  }

  /** Out of memory (the body and its copies); still in `entries` when it is on disk or being written there. */
  function unload(key: string, entry: Entry): void {
    if (inMemory.get(key) !== entry) return;
    inMemory.delete(key);
    bytes -= entry.bytes;
    entry.bytes = 0;
    entry.copies = {};
    entry.made = {};
    entry.sent = undefined;
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    unload(key, entry);
    if (entry.file) {
      diskBytes -= entry.storedSize;
      void fsp.rm(entry.file, { force: true });
      entry.file = undefined;
    }
  }

  /** Memory has no room for this entry: its body goes to disk (once; it stays there when read back), or it is forgotten. */
  function evict(key: string, entry: Entry): void {
    const body = entry.stored;
    if (!options.disk || !body || clockNow() >= entry.validUntil) return remove(key);
    unload(key, entry);
    if (entry.file) {
      entry.stored = undefined;
      return;
    }
    // Until it is written the body stays reachable from the entry (not counted: a few writes at a time).
    const file = path.join(diskFolder(options.disk.dir), String(++files));
    fsp.writeFile(file, body).then(
      () => {
        if (entries.get(key) !== entry) return void fsp.rm(file, { force: true });
        entry.file = file;
        diskBytes += entry.storedSize;
        if (inMemory.get(key) !== entry) entry.stored = undefined;
        trimDisk(options.disk!.maxBytes);
      },
      (error: unknown) => {
        logger.warn({ err: error }, "Pagina-cache: een pagina kon niet op schijf");
        if (inMemory.get(key) !== entry) remove(key);
      },
    );
  }

  function trimDisk(maxBytes: number): void {
    for (const [oldest, entry] of entries) {
      if (diskBytes <= maxBytes) break;
      if (entry.file && inMemory.get(oldest) !== entry) remove(oldest);
    }
  }

  /** Counts `by` more bytes of an entry in memory, and makes room for them. */
  function grow(key: string, entry: Entry, by: number): void {
    if (inMemory.get(key) !== entry) return;
    entry.bytes += by;
    bytes += by;
    // Least recently used first (Map order); never the one just grown.
    for (const [oldest, other] of inMemory) {
      if (bytes <= options.maxBytes || oldest === key) break;
      evict(oldest, other);
    }
  }

  /** The body as kept: from memory, or read back from disk into memory. */
  function keptBody(key: string, entry: Entry): Promise<Buffer> {
    const promote = (body: Buffer) => {
      if (entries.get(key) !== entry || inMemory.get(key) === entry) return;
      entry.stored = body;
      inMemory.set(key, entry);
      grow(key, entry, body.length);
    };
    if (entry.stored) {
      promote(entry.stored);
      return Promise.resolve(entry.stored);
    }
    if (!entry.file) return Promise.reject(new Error("Pagina-cache: de pagina is niet meer bewaard"));
    entry.reading ??= fsp.readFile(entry.file).then(
      (body) => {
        entry.reading = undefined;
        promote(body);
        return body;
      },
      (error: unknown) => {
        entry.reading = undefined;
        remove(key);
        throw error;
      },
    );
    return entry.reading;
  }

  return {
    /**
     * The entry for `key` when it may still be answered: `fresh`, or past its TTL, or `changed` by a write since its
     * render began (then it is answered only while its refresh is rendered, ADR 0026). An entry past the next change
     * of the content by itself (an activity begins, midnight, a year is revealed) is never answered again.
     */
    lookup(key: string, now: number = clockNow()): { entry: Entry; fresh: boolean; changed: boolean } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now >= entry.validUntil) {
        remove(key);
        return undefined;
      }
      // Most recently used last, so the oldest is evicted first.
      entries.delete(key);
      entries.set(key, entry);
      if (inMemory.get(key) === entry) {
        inMemory.delete(key);
        inMemory.set(key, entry);
      }
      const changed = changedSince(entry.tags, entry.version);
      return { entry, fresh: !changed && now < entry.freshUntil, changed };
    },

    /**
     * Keeps what a render made. When a write changed what it read since it began (`version`), it is kept as `changed`:
     * newer than the copy it replaces, answered only while the next render runs. A copy never replaces a newer one (a
     * render dropped at the flight's limit may end after the next).
     */
    async store(key: string, rendered: Rendered, version: number, tags: Tag[], now: number = clockNow()): Promise<Entry> {
      const [validUntil, stored] = await Promise.all([
        options.nextChange(now),
        rendered.body.length >= COMPRESS_MIN_BYTES ? compress(rendered.body, "br") : Promise.resolve(rendered.body),
      ]);
      const entry: Entry = {
        status: rendered.status,
        headers: rendered.headers,
        stored,
        storedAs: stored === rendered.body ? "identity" : "br",
        storedSize: stored.length,
        size: rendered.body.length,
        tags,
        version,
        storedAt: now,
        freshUntil: now + options.ttlMs,
        validUntil,
        copies: {},
        made: {},
        bytes: 0,
      };
      const current = entries.get(key);
      if (validUntil <= clockNow() || (current && current.version > version)) return entry;
      remove(key);
      entries.set(key, entry);
      inMemory.set(key, entry);
      grow(key, entry, stored.length);
      return entry;
    },

    /** The body in `encoding`: Brotli as kept, another encoding made once for this entry (every later visitor gets the same bytes). */
    encoded(key: string, entry: Entry, encoding: Encoding): Promise<Buffer> {
      if (entry.storedAs === "identity" || (encoding === "br" && entry.storedAs === "br")) return keptBody(key, entry);
      let copy = entry.copies[encoding];
      if (!copy) {
        const made = keptBody(key, entry).then(async (body) => ownBytes(await brotliDecompress(body)));
        const own: Promise<Buffer> = encoding === "gzip" ? made.then((body) => compress(body, "gzip")) : made;
        copy = own;
        entry.copies[encoding] = own;
        void own.then(
          (bytes) => {
            if (entry.copies[encoding] !== own) return;
            entry.made[encoding] = bytes;
            grow(key, entry, bytes.length);
          },
          () => {
            if (entry.copies[encoding] === own) delete entry.copies[encoding];
          },
        );
      }
      return copy;
    },

    /** An entry's body in `encoding` if it is in memory now (Brotli as kept, or a copy already made); else undefined. */
    made(entry: Entry, encoding: Encoding): Buffer | undefined {
      return entry.storedAs === "identity" || (encoding === "br" && entry.storedAs === "br") ? entry.stored : entry.made[encoding];
    },

    /** Stored answers, in memory or on disk. */
    get size(): number {
      return entries.size;
    },

    /** Bytes of the answers in memory, with their copies in other encodings. */
    get bytes(): number {
      return bytes;
    },

    /** Bytes of the answers on disk. */
    get diskBytes(): number {
      return diskBytes;
    },
  };
}

/** Whether a process with this id runs (a folder named after a process that ended is left over). */
function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type PageCache = ReturnType<typeof createPageCache>;

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === "gzip") return ownBytes(await gzip(body, { level: GZIP_LEVEL }));
  // A window just large enough for the body: Brotli's memory grows with it (a 4 MB window for a 50 KB page is waste).
  const window = Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.min(22, Math.ceil(Math.log2(body.length + 1))));
  const compressed = await brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return ownBytes(compressed);
}

/**
 * The bytes in memory of their own. zlib answers a result that fits one output chunk as a slice of that 16 KB chunk:
 * kept as it is, a 7 KB page would hold 16 KB of memory, twice what the cache counts against its bound.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * Whether the answers for a path may be kept: false for what the route tree says is each person's or each visitor's
 * own (the React apps, the login, the photo albums' API, the health check, the newsletter's answers: server/route-kinds.ts)
 * and React Router's route discovery.
 */
export type CacheablePath = (path: string) => boolean;

/**
 * The cache key of a request that may be answered from the cache: its group's and its URL (one cache for every group
 * of an installation, ADR 0028); undefined for anything else (a write, a page per visitor, the hoster's own pages).
 */
function cacheKey(req: Request, cacheable: CacheablePath): string | undefined {
  if ((req.method !== "GET" && req.method !== "HEAD") || !cacheable(req.path)) return undefined;
  const group = groupOrUndefined();
  return group ? `${group.key} ${req.originalUrl}` : undefined;
}

/** One render of a URL in progress: the visitors asking meanwhile wait for it instead of rendering themselves. */
interface Flight {
  promise: Promise<FlightResult>;
  settle: (result: FlightResult) => void;
  /** The content's version when the render began. */
  version: number;
}

/** The entry made; or `own`: the answer may not be kept (each visitor renders it); or `again`: the render was cut off. */
type FlightResult = Entry | "own" | "again";

function flight(version: number): Flight {
  let settle!: (result: FlightResult) => void;
  const promise = new Promise<FlightResult>((resolve) => (settle = resolve));
  return { promise, settle, version };
}

export interface PageCacheMiddlewareOptions {
  /**
   * Requests that must see their own writes (a leader's session, an API token): they never get a copy from before a
   * write, and do not wait for a render that began before they asked either; they render for themselves.
   */
  seesOwnWrites?: (req: IncomingMessage) => boolean;
  /** A render not ended by then is no longer waited for: logged, and the next visitor renders (default 30 s). */
  flightLimitMs?: number;
  /**
   * Whether a storm of saves leaves the process no time to spare (server/app.ts, asked in the request's group): then a
   * page changed by a write is rendered again at most once per `busyRefreshMs` (default 1 s), and meanwhile answered
   * as it was (except to who must see their own writes). Otherwise a write shows on the next visit.
   */
  busy?: () => boolean;
  busyRefreshMs?: number;
}

/** Whether the client of this response is gone (or it has been answered): nothing more can be sent on it. */
function gone(res: Response): boolean {
  return res.destroyed || res.writableEnded;
}

/** Runs `done` once the response is closed: at once when it already is (its 'close' event will not come again). */
function whenClosed(res: Response, done: () => void): void {
  if (res.destroyed || res.writableFinished) process.nextTick(done);
  else res.once("close", done);
}

/**
 * The page cache as two Express middlewares around the renderer (React Router), with the compression middleware
 * between them:
 * - `serve` answers what the cache holds, compressed once per encoding, so it comes before compression. When an entry
 *   is missing or stale, the first visitor renders it; the others wait for that render (a missing or changed entry)
 *   or get the previous copy meanwhile (an entry past its TTL). A render is never started twice at once for a URL.
 * - `keep` takes what the renderer sends for the visitor who renders, as the renderer wrote it (so it comes after
 *   compression), stores it with the tags the render read, and answers it from the entry: the one compression serves
 *   this visitor and every later one. An answer that may not be kept (not a 200, a cookie, private, too large, not a
 *   page or data) is passed on as it is written.
 */
export function pageCacheMiddleware(
  cache: PageCache,
  cacheable: CacheablePath,
  options: PageCacheMiddlewareOptions = {},
): { serve: RequestHandler; keep: RequestHandler; early: EarlyAnswer } {
  const flights = new Map<string, Flight>();
  const flightLimitMs = options.flightLimitMs ?? 30_000;
  const busyRefreshMs = options.busyRefreshMs ?? 1000;
  const busy = options.busy ?? (() => false);

  /** Makes this request the one that renders `key`; its flight is settled however the request ends. */
  function startFlight(key: string, res: Response): void {
    const own = flight(contentVersion());
    flights.set(key, own);
    const limit = setTimeout(() => {
      logger.error({ path: key, limitMs: flightLimitMs }, "Pagina-cache: een render liep te lang; bezoekers wachten er niet meer op");
      own.settle("again");
    }, flightLimitMs);
    limit.unref();
    void own.promise.then(() => {
      clearTimeout(limit);
      if (flights.get(key) === own) flights.delete(key);
    });
    res.locals.pageCacheFlight = own;
    // If the visitor leaves before the renderer answers (also before this line), another visitor renders instead.
    whenClosed(res, () => own.settle("again"));
  }

  /**
   * What may be answered for `key` right now, without waiting: a fresh copy (HIT); or, while the page is rendered
   * again, the copy before it (STALE: past its TTL, or from before a write, except to those who must see their own
   * writes); or, when a storm of saves makes a page stale again and again while the process is busy, the copy of less
   * than busyRefreshMs ago (ADR 0036). The same answer for the app's middleware and the early door.
   */
  function answerNow(key: string, ownWrites: boolean): { entry: Entry; state: "HIT" | "STALE" } | undefined {
    const found = cache.lookup(key);
    if (!found) return undefined;
    if (found.fresh) return { entry: found.entry, state: "HIT" };
    if (found.changed && ownWrites) return undefined;
    if (flights.has(key)) return { entry: found.entry, state: "STALE" };
    if (found.changed && clockNow() - found.entry.storedAt < busyRefreshMs && busy()) return { entry: found.entry, state: "STALE" };
    return undefined;
  }

  const serve = async (req: Request, res: Response, next: NextFunction) => {
    const key = cacheKey(req, cacheable);
    if (key === undefined) return next();
    const ownWrites = options.seesOwnWrites?.(req) ?? false;
    const asked = contentVersion();
    for (;;) {
      // A visitor who left while waiting renders nothing: the render would have nobody to go to.
      if (gone(res)) return;
      // An entry whose body could not be read back from disk is gone: then the loop starts again without it.
      const now = answerNow(key, ownWrites);
      if (now) {
        if (await sendEntry(cache, key, req, res, now.entry, now.state)) return;
        continue;
      }
      const running = flights.get(key);
      if (running) {
        if (ownWrites && running.version < asked) return next();
        const result = await running.promise;
        if (result === "own") return next();
        if (result !== "again" && (await sendEntry(cache, key, req, res, result, "HIT"))) return;
        continue;
      }
      // A HEAD has no body to keep: it is answered from an entry, or rendered for itself.
      const found = cache.lookup(key);
      if (req.method === "HEAD") return found && !found.changed ? void sendEntry(cache, key, req, res, found.entry, "STALE") : next();
      startFlight(key, res);
      return next();
    }
  };

  /**
   * For the early door (server/cached-answers.ts): what `serve` would answer at once for this key, when its bytes in
   * `encoding` are already made; undefined for anything that needs the app (a render, a wait, a copy to make).
   */
  const early = (key: string, ownWrites: boolean, encoding: (entry: Entry) => Encoding): { entry: Entry; state: "HIT" | "STALE"; body: Buffer; encoding: Encoding } | undefined => {
    const now = answerNow(key, ownWrites);
    if (!now) return undefined;
    const chosen = encoding(now.entry);
    const body = cache.made(now.entry, chosen);
    return body ? { ...now, body, encoding: chosen } : undefined;
  };

  const keep = (req: Request, res: Response, next: NextFunction) => {
    const key = cacheKey(req, cacheable);
    if (key !== undefined) res.setHeader("X-Cache", "MISS");
    const own = res.locals.pageCacheFlight as Flight | undefined;
    if (!own || key === undefined) return next();
    const version = own.version;
    const tags = new Set<Tag>();
    void capture(res, tags)
      .then(async (rendered) => {
        if (!rendered) return own.settle("own");
        const entry = await cache.store(key, rendered.response, version, rendered.tags);
        own.settle(entry);
        if (!(await sendEntry(cache, key, req, res, entry, "MISS"))) res.destroy();
      })
      .catch((error: unknown) => {
        own.settle("again");
        if (res.headersSent) res.destroy();
        else next(error);
      });
    readingInto(tags, () => next());
  };

  return { serve, keep, early };
}

export type EarlyAnswer = (
  key: string,
  ownWrites: boolean,
  encoding: (entry: Entry) => Encoding,
) => { entry: Entry; state: "HIT" | "STALE"; body: Buffer; encoding: Encoding } | undefined;

/**
 * Takes what the renderer writes on this response, as the cache keeps it: resolves with it (and the tags the render
 * read by then) when the renderer ends it, without sending it. An answer that may not be kept is sent as it is written,
 * and resolves with null; so does a response whose client left.
 */
function capture(res: Response, tags: Set<Tag>): Promise<{ response: Rendered; tags: Tag[] } | null> {
  const before = new Map(Object.entries(res.getHeaders()).map(([name, value]) => [name, headerText(value)]));
  const write = res.write;
  const end = res.end;
  const chunks: Buffer[] = [];
  let size = 0;
  let mode: "undecided" | "keep" | "pass" = "undecided";

  return new Promise((resolve, reject) => {
    const restore = () => {
      res.write = write;
      res.end = end;
    };
    /** From here on the renderer writes to the client itself; what was taken so far goes first. */
    const pass = () => {
      mode = "pass";
      restore();
      for (const chunk of chunks.splice(0)) (write as (chunk: Buffer) => boolean).call(res, chunk);
      resolve(null);
    };
    const take = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      chunks.push(bytes);
      if (size > MAX_CACHED_BYTES) pass();
    };
    const decide = () => {
      if (mode === "undecided") {
        if (isStorable(res)) mode = "keep";
        else pass();
      }
      return mode === "keep";
    };
    const callback = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === "function");

    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      if (!decide()) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      take(chunk, rest[0]);
      const done = callback(rest);
      if (done) process.nextTick(done);
      return true;
    } as Response["write"];

    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      if (!decide()) return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
      take(chunk, rest[0]);
      const done = callback([chunk, ...rest]);
      if (mode === "pass") return (end as (...args: unknown[]) => Response).call(this, done);
      restore();
      try {
        resolve({ response: rendered(res, before, Buffer.concat(chunks)), tags: [...tags] });
      } catch (error) {
        reject(error);
      }
      if (done) process.nextTick(done);
      return this;
    } as Response["end"];

    whenClosed(res, () => {
      restore();
      resolve(null);
    });
  });
}

/** The renderer's own headers (what it added or changed after the middleware before it ran) and the body. */
function rendered(res: Response, before: Map<string, string>, body: Buffer): Rendered {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    const text = headerText(value);
    if (before.get(name) !== text) headers.push([name, text]);
  }
  if (!res.hasHeader("Cache-Control")) headers.push(["cache-control", PUBLIC_CACHE_CONTROL]);
  return { status: res.statusCode, headers, body };
}

function headerText(value: string | number | string[] | undefined): string {
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function isStorable(res: Response): boolean {
  if (res.statusCode !== 200 || res.hasHeader("Set-Cookie")) return false;
  if (/no-store|private/.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  return CACHEABLE_TYPE.test(String(res.getHeader("Content-Type") ?? ""));
}

/** Each Accept-Encoding header's choice: browsers send a handful of different ones. */
const ENCODING_CHOICES = new Map<string, Encoding>();

/** The encoding a stored answer goes out in for a request's Accept-Encoding (Brotli, gzip, or the body as rendered). */
export function encodingFor(entry: Entry, acceptEncoding: string | undefined): Encoding {
  if (entry.storedAs === "identity") return "identity";
  const header = acceptEncoding ?? "";
  let choice = ENCODING_CHOICES.get(header);
  if (!choice) {
    const best = new Negotiator({ headers: { "accept-encoding": header } }).encoding(["br", "gzip", "identity"]);
    choice = best === "br" || best === "gzip" ? best : "identity";
    if (ENCODING_CHOICES.size >= 100) ENCODING_CHOICES.clear();
    ENCODING_CHOICES.set(header, choice);
  }
  return choice;
}

/** The headers of a stored answer in `encoding`: the renderer's own, then the cache's. */
export function entryHeaders(entry: Entry, encoding: Encoding, state: "HIT" | "STALE" | "MISS", length: number): [string, string][] {
  const headers = [...entry.headers, ["X-Cache", state]] as [string, string][];
  if (entry.storedAs === "br") headers.push(["Vary", "Accept-Encoding"]);
  if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(length)]);
  return headers;
}

/**
 * A stored answer: in Brotli as kept, in gzip as compressed once for the entry, or as rendered for a client that takes
 * neither. False when its body is gone (a file of the cache removed from under it): nothing was sent.
 */
async function sendEntry(cache: PageCache, key: string, req: Request, res: Response, entry: Entry, state: "HIT" | "STALE" | "MISS"): Promise<boolean> {
  const encoding = encodingFor(entry, req.headers["accept-encoding"]);
  const head = req.method === "HEAD";
  let body: Buffer | undefined;
  try {
    // A HEAD as rendered needs no body, only its length.
    body = head && encoding === "identity" ? undefined : await cache.encoded(key, entry, encoding);
  } catch (error) {
    logger.warn({ err: error, path: key }, "Pagina-cache: een bewaarde pagina kon niet gelezen worden; ze wordt opnieuw gemaakt");
    return false;
  }
  if (res.headersSent || res.destroyed) return true;
  pageCacheAnswers.inc({ state });
  res.status(entry.status);
  for (const [name, value] of entryHeaders(entry, encoding, state, body?.length ?? entry.size)) res.setHeader(name, value);
  res.end(head ? undefined : body);
  return true;
}
