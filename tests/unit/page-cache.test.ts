import { describe, expect, test } from "vitest";
import { createPageCache } from "../../server/page-cache";

function setup(nextChange = Number.POSITIVE_INFINITY) {
  let generation = 1;
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2, generation: () => generation, nextChange: async () => nextChange });
  return { cache, write: () => generation++, generation: () => generation };
}

const page = (text: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], body: Buffer.from(text.repeat(400)) });

describe("the page cache", () => {
  test("a response rendered before a write is never stored, also when the write lands while it is compressed", async () => {
    const { cache, write, generation } = setup();
    const startedAt = generation();
    write();
    await cache.store("/a", startedAt, page("oud"));
    expect(cache.get("/a")).toBeUndefined();

    const rendered = generation();
    const storing = cache.store("/b", rendered, page("bijna"));
    write(); // the write commits while the copies are being compressed
    await storing;
    expect(cache.get("/b")).toBeUndefined();
  });

  test("a write makes what was stored stale; it is compressed once, in both encodings", async () => {
    const { cache, write, generation } = setup();
    await cache.store("/c", generation(), page("nieuw"));
    const hit = cache.get("/c");
    expect(hit?.br?.length).toBeGreaterThan(0);
    expect(hit?.gzip?.length).toBeGreaterThan(0);
    expect(cache.get("/c")?.br).toBe(hit?.br);
    write();
    expect(cache.get("/c")).toBeUndefined();
  });

  test("an entry never outlives its TTL nor the next scheduled change of the content", async () => {
    const now = Date.now();
    const { cache, generation } = setup(now + 5_000);
    await cache.store("/d", generation(), page("tot straks"), now);
    expect(cache.get("/d", now + 4_999)).toBeDefined();
    expect(cache.get("/d", now + 5_000)).toBeUndefined();
    const plain = setup();
    await plain.cache.store("/e", plain.generation(), page("een minuut"), now);
    expect(plain.cache.get("/e", now + 59_999)).toBeDefined();
    expect(plain.cache.get("/e", now + 60_000)).toBeUndefined();
  });

  test("keeps at most maxEntries, dropping the least recently used", async () => {
    const { cache, generation } = setup();
    await cache.store("/1", generation(), page("1"));
    await cache.store("/2", generation(), page("2"));
    cache.get("/1");
    await cache.store("/3", generation(), page("3"));
    expect(cache.get("/2")).toBeUndefined();
    expect(cache.get("/1")).toBeDefined();
    expect(cache.get("/3")).toBeDefined();
  });
});
