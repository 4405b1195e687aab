import { promisify } from "node:util";
import zlib from "node:zlib";
import { now as clockNow } from "~/lib/clock.server";

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Below this size compression saves nothing worth a header (the `compression` middleware's own threshold).
const COMPRESS_MIN_BYTES = 1024;

export interface StoredResponse {
  status: number;
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
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
