import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { changes, contentVersion, markingChanges, reads } from "~/db/tags.server";
import { setNow } from "~/lib/clock.server";
import { createPageCache, pageCacheMiddleware, type Rendered } from "../../server/page-cache";

const page = (text: string): Rendered => ({ status: 200, headers: [["content-type", "text/html"]], body: Buffer.from(text.repeat(400)) });

/** A write that changes these tags, as a domain's mutation does it inside `transaction`. */
const write = (...tags: [string, ...string[]]) => markingChanges(async () => changes(...tags));

function setup(options: { nextChange?: number; maxBytes?: number } = {}) {
  return createPageCache({ ttlMs: 60_000, maxBytes: options.maxBytes ?? 1024 * 1024, nextChange: async () => options.nextChange ?? Number.POSITIVE_INFINITY });
}

afterEach(() => setNow(undefined));

describe("the page cache", () => {
  test("a write makes stale only the entries that read one of its tags", async () => {
    const cache = setup();
    await cache.store("/takken/welpen", page("welpen"), contentVersion(), ["activiteiten:tak:2", "takken"]);
    await cache.store("/geschiedenis", page("geschiedenis"), contentVersion(), ["geschiedenis"]);
    await cache.store("/about", page("about"), contentVersion(), ["mededeling"]);
    await write("activiteiten", "activiteiten:tak:2");
    expect(cache.lookup("/takken/welpen")).toMatchObject({ fresh: false, changed: true });
    expect(cache.lookup("/geschiedenis")?.fresh).toBe(true);
    expect(cache.lookup("/about")?.fresh).toBe(true);
  });

  test("a write that names no tags makes everything stale; one that changes no public page nothing", async () => {
    const cache = setup();
    await cache.store("/about", page("about"), contentVersion(), ["mededeling"]);
    await markingChanges(async () => {
      const { changesNoPublicPage } = await import("~/db/tags.server");
      changesNoPublicPage();
    });
    expect(cache.lookup("/about")?.fresh).toBe(true);
    await markingChanges(async () => undefined);
    expect(cache.lookup("/about")?.changed).toBe(true);
  });

  test("counts the writes that change a page of about the last second (a storm of saves is five or more)", async () => {
    const { writesLastSecond } = await import("~/db/tags.server");
    const { changesNoPublicPage } = await import("~/db/tags.server");
    const before = writesLastSecond();
    for (let i = 0; i < 6; i++) await markingChanges(async () => changesNoPublicPage());
    expect(writesLastSecond()).toBeLessThanOrEqual(before);
    for (let i = 0; i < 6; i++) await write("teller");
    expect(writesLastSecond()).toBeGreaterThanOrEqual(5);
    expect(writesLastSecond(Date.now() + 2_500)).toBe(0);
  });

  test("a write that fails changes nothing", async () => {
    const cache = setup();
    await cache.store("/about", page("about"), contentVersion(), ["mededeling"]);
    await expect(markingChanges(async () => {
      changes("mededeling");
      throw new Error("rolled back");
    })).rejects.toThrow("rolled back");
    expect(cache.lookup("/about")?.fresh).toBe(true);
  });

  test("what a render made before a write to its tags is answered and kept as changed (a copy for the next render's time), also when the write lands while it is stored", async () => {
    const cache = setup();
    const before = contentVersion();
    await write("activiteiten");
    const entry = await cache.store("/kalender", page("oud"), before, ["activiteiten"]);
    expect((await cache.encoded("/kalender", entry, "identity")).toString()).toContain("oud");
    expect(cache.lookup("/kalender")).toMatchObject({ fresh: false, changed: true });
    // A render of other content is kept as fresh.
    await cache.store("/about", page("about"), before, ["mededeling"]);
    expect(cache.lookup("/about")?.fresh).toBe(true);
    // An older render never replaces a newer copy.
    await cache.store("/kalender", page("nieuwer"), contentVersion(), ["activiteiten"]);
    await cache.store("/kalender", page("ouder"), before, ["activiteiten"]);
    const kept = cache.lookup("/kalender");
    expect(kept?.fresh).toBe(true);
    expect((await cache.encoded("/kalender", kept!.entry, "identity")).toString()).toContain("nieuwer");
  });

  test("an entry is fresh for its TTL, then stale (refreshed by one visitor), and never answered past the next change of the content", async () => {
    const now = Date.now();
    const cache = setup({ nextChange: now + 120_000 });
    await cache.store("/d", page("tot straks"), contentVersion(), [], now);
    expect(cache.lookup("/d", now + 59_999)?.fresh).toBe(true);
    expect(cache.lookup("/d", now + 60_000)?.fresh).toBe(false);
    expect(cache.lookup("/d", now + 119_999)).toBeDefined();
    expect(cache.lookup("/d", now + 120_000)).toBeUndefined();
  });

  test("keeps a page as Brotli, makes gzip once on first demand, and counts what it keeps in its bytes", async () => {
    const cache = setup();
    const rendered = page("nieuw");
    const entry = await cache.store("/c", rendered, contentVersion(), []);
    const br = await cache.encoded("/c", entry, "br");
    expect(await cache.encoded("/c", entry, "br")).toBe(br);
    expect(zlib.brotliDecompressSync(br).equals(rendered.body)).toBe(true);
    expect(br.length).toBeLessThan(rendered.body.length / 5);
    expect(cache.bytes).toBe(br.length);
    const plain = await cache.encoded("/c", entry, "identity");
    expect(plain.equals(rendered.body)).toBe(true);
    expect(cache.bytes).toBe(br.length + plain.length);
    const gz = await cache.encoded("/c", entry, "gzip");
    expect(await cache.encoded("/c", entry, "gzip")).toBe(gz);
    expect(zlib.gunzipSync(gz).equals(rendered.body)).toBe(true);
    expect(cache.bytes).toBe(br.length + plain.length + gz.length);
    // What it counts is what it holds: each body in memory of its own, not a slice of zlib's 16 KB output chunk.
    for (const bytes of [br, plain, gz]) expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  test("keeps at most maxBytes, dropping the least recently used", async () => {
    const probe = setup();
    await probe.store("/1", page("1"), contentVersion(), []);
    const size = probe.bytes;
    const cache = setup({ maxBytes: size * 2 });
    await cache.store("/1", page("1"), contentVersion(), []);
    await cache.store("/2", page("2"), contentVersion(), []);
    cache.lookup("/1");
    await cache.store("/3", page("3"), contentVersion(), []);
    expect(cache.lookup("/2")).toBeUndefined();
    expect(cache.lookup("/1")).toBeDefined();
    expect(cache.lookup("/3")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(size * 2);
  });

  test("with a folder on disk, what memory has no room for waits there and is answered from it; the disk keeps at most its own bound", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-paginas-"));
    // Left by a process that ended: removed when this cache first writes to disk.
    fs.mkdirSync(path.join(dir, "2147480000"));
    const body = (n: number) => page(`pagina ${n} `);
    const probe = setup();
    await probe.store("/1", body(1), contentVersion(), []);
    const size = probe.bytes;
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: size * 2, nextChange: async () => Number.POSITIVE_INFINITY, disk: { dir, maxBytes: size * 2 } });
    for (const n of [1, 2, 3]) await cache.store(`/${n}`, body(n), contentVersion(), []);
    await vi.waitFor(() => expect(cache.diskBytes).toBe(size));
    expect(cache.bytes).toBeLessThanOrEqual(size * 2);
    expect(fs.readdirSync(dir)).toEqual([String(process.pid)]);
    const own = path.join(dir, String(process.pid));
    expect(fs.readdirSync(own)).toHaveLength(1);

    // Asked again, /1 comes back from disk, as it was rendered, into memory (and /2, now the least used there, goes to disk).
    const found = cache.lookup("/1");
    expect(found?.fresh).toBe(true);
    expect((await cache.encoded("/1", found!.entry, "identity")).toString()).toBe(body(1).body.toString());
    expect(cache.made(found!.entry, "br")).toBeDefined();
    await vi.waitFor(() => expect(cache.diskBytes).toBe(size * 2));

    // One more page: /3 goes to disk, past the disk's bound, so the least recently used on disk (/2) is forgotten.
    await cache.store("/4", body(4), contentVersion(), []);
    await vi.waitFor(() => expect(cache.lookup("/2")).toBeUndefined());
    expect(cache.diskBytes).toBeLessThanOrEqual(size * 2);
    for (const n of [1, 3, 4]) expect(cache.lookup(`/${n}`)?.fresh).toBe(true);
    await vi.waitFor(() => expect(fs.readdirSync(own)).toHaveLength(2));

    // A body removed from under the cache: the entry is gone, and the page is rendered again.
    const onDisk = cache.lookup("/3")!.entry;
    for (const file of fs.readdirSync(own)) fs.rmSync(path.join(own, file));
    await expect(cache.encoded("/3", onDisk, "identity")).rejects.toThrow();
    expect(cache.lookup("/3")).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

// The middlewares on a real Express app and HTTP server, with a renderer that waits until the test lets it answer.
describe("the page cache in front of a renderer", () => {
  let server: http.Server;
  let base = "";
  let arrivals = 0;
  let closed = 0;
  let renders = 0;
  let content = "eerste versie";
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024, nextChange: async () => Number.POSITIVE_INFINITY });

  function hold() {
    gate = new Promise<void>((resolve) => (open = resolve));
  }

  beforeAll(async () => {
    const app = express();
    const { serve, keep } = pageCacheMiddleware(cache, () => true, { seesOwnWrites: (req) => req.headers.cookie !== undefined });
    app.use((_req, res, next) => {
      arrivals++;
      res.once("close", () => closed++);
      next();
    });
    app.use(serve);
    app.use(compression());
    app.use(keep);
    app.get("/pagina", async (_req, res) => {
      renders++;
      reads("pagina");
      const text = content;
      await gate;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(`<p>${text}</p>`);
      res.end("x".repeat(5000));
    });
    // As React Router's Express adapter answers (@react-router/express, sendRemixResponse): a response whose client has
    // gone is left as it is, never ended.
    app.get("/verlaten", async (_req, res) => {
      renders++;
      await gate;
      if (res.destroyed || res.writableEnded) return;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(`<p>${content}</p>${"x".repeat(5000)}`);
    });
    app.get("/niet-bewaard", async (_req, res) => {
      renders++;
      await gate;
      res.status(404).type("html").end(`<p>${content}</p>`);
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function get(path: string, encoding = "br, gzip", signal?: AbortSignal) {
    const response = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": encoding }, signal });
    return { status: response.status, cache: response.headers.get("x-cache"), encoding: response.headers.get("content-encoding"), text: await response.text() };
  }

  /** Starts `count` requests and waits until the server has them all (not for a time). */
  async function concurrent(path: string, count: number) {
    const start = arrivals;
    const answers = Array.from({ length: count }, () => get(path));
    await vi.waitFor(() => expect(arrivals - start).toBe(count));
    return answers;
  }

  /** `count` visitors ask `path` while its render is held; answers what they got once it is let go. */
  async function askedDuringRender(path: string, count: number) {
    hold();
    renders = 0;
    const answers = await concurrent(path, count);
    open();
    return Promise.all(answers);
  }

  test("visitors asking a page while it is rendered wait for that one render; the next visitor gets it stored", async () => {
    const results = await askedDuringRender("/pagina", 20);
    expect(renders).toBe(1);
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.text).toContain("eerste versie");
      expect(result.encoding).toBe("br");
    }
    expect(results.filter((r) => r.cache === "MISS")).toHaveLength(1);
    expect((await get("/pagina")).cache).toBe("HIT");
    expect(renders).toBe(1);
  });

  test("after a write to what it shows, the next visitor renders it again while the others get the copy from before the write, except a leader, who gets the new one", async () => {
    content = "voor de wijziging";
    await write("pagina");
    expect((await get("/pagina")).text).toContain("voor de wijziging");
    content = "na de wijziging";
    await write("pagina");
    hold();
    renders = 0;
    const refresh = get("/pagina");
    await vi.waitFor(() => expect(renders).toBe(1));
    const during = await Promise.all(Array.from({ length: 5 }, () => get("/pagina")));
    for (const result of during) {
      expect(result.cache).toBe("STALE");
      expect(result.text).toContain("voor de wijziging");
    }
    // A leader who just saved waits for the render that began after the save rather than get the old copy.
    const arrived = arrivals;
    const leader = fetch(`${base}/pagina`, { headers: { Cookie: "sessie=1" } }).then((r) => r.text());
    await vi.waitFor(() => expect(arrivals).toBe(arrived + 1));
    // A save while the page is rendered: a leader asking after it renders for themselves.
    content = "na de tweede wijziging";
    await write("pagina");
    const secondLeader = fetch(`${base}/pagina`, { headers: { Cookie: "sessie=1" } }).then((r) => r.text());
    await vi.waitFor(() => expect(renders).toBe(2));
    open();
    expect(await leader).toContain("na de wijziging");
    expect(await secondLeader).toContain("na de tweede wijziging");
    expect((await refresh).text).toContain("na de wijziging");
    const after = await get("/pagina");
    expect(after.text).toContain("na de tweede wijziging");
    expect(renders).toBe(3);
  });

  test("past its TTL, one visitor refreshes the page while the others get the previous copy at once", async () => {
    content = "voor de vervaldag";
    await write("pagina");
    expect((await get("/pagina")).text).toContain("voor de vervaldag");
    content = "na de vervaldag";
    setNow(Date.now() + 61_000);
    hold();
    renders = 0;
    const refresh = get("/pagina");
    await vi.waitFor(() => expect(renders).toBe(1));
    // Answered while the refresh still waits for its renderer.
    const stale = await Promise.all(Array.from({ length: 5 }, () => get("/pagina")));
    for (const result of stale) {
      expect(result.cache).toBe("STALE");
      expect(result.text).toContain("voor de vervaldag");
    }
    open();
    expect((await refresh).text).toContain("na de vervaldag");
    expect((await get("/pagina")).text).toContain("na de vervaldag");
    expect(renders).toBe(1);
  });

  test("an answer that may not be kept (a 404) is sent as rendered by each visitor's own render, and never stored", async () => {
    for (const result of await askedDuringRender("/niet-bewaard", 3)) {
      expect(result.status).toBe(404);
      expect(result.cache).toBe("MISS");
    }
    expect(renders).toBe(3);
    expect((await get("/niet-bewaard")).cache).toBe("MISS");
  });

  test("visitors who leave while a page is rendered, the renderer among them, never leave the page waiting for a render nobody finishes", async () => {
    hold();
    renders = 0;
    const left = closed;
    const renderer = new AbortController();
    const waiter = new AbortController();
    const first = get("/verlaten", "br, gzip", renderer.signal).catch(() => "weg");
    await vi.waitFor(() => expect(renders).toBe(1));
    const start = arrivals;
    const second = get("/verlaten", "br, gzip", waiter.signal).catch(() => "weg");
    await vi.waitFor(() => expect(arrivals - start).toBe(1));
    // The waiting visitor goes first, then the one whose render it waits for.
    waiter.abort();
    await vi.waitFor(() => expect(closed - left).toBe(1));
    renderer.abort();
    await vi.waitFor(() => expect(closed - left).toBe(2));
    expect(await Promise.all([first, second])).toEqual(["weg", "weg"]);
    open();
    // A minute is far more than the render takes: before, this visitor waited for ever.
    const next = await get("/verlaten", "br, gzip", AbortSignal.timeout(60_000));
    expect(next.status).toBe(200);
    expect(next.text).toContain(content);
  });

  test("a render that never ends holds its visitors back only until the flight's limit; then the next visitor renders", async () => {
    const limited = express();
    const stuck = createPageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024, nextChange: async () => Number.POSITIVE_INFINITY });
    const { serve, keep } = pageCacheMiddleware(stuck, () => true, { flightLimitMs: 200 });
    let started = 0;
    let release = () => {};
    const never = new Promise<void>((resolve) => (release = resolve));
    limited.use(serve, compression(), keep);
    limited.get("/vast", async (_req, res) => {
      const render = ++started;
      // The first render hangs until the test lets it go; the next one answers.
      if (render === 1) await never;
      res.type("html").end(`<p>render ${render}</p>`);
    });
    const other = limited.listen(0, "127.0.0.1");
    await new Promise((resolve) => other.once("listening", resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/vast`;
    try {
      const hanging = fetch(url).then((r) => r.text());
      await vi.waitFor(() => expect(started).toBe(1));
      const waiting = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      expect(await waiting.text()).toContain("render 2");
      release();
      expect(await hanging).toContain("render 1");
    } finally {
      release();
      await new Promise((resolve) => other.close(resolve));
    }
  });

  test("while the process is busy, a page changed by one save after another is rendered again at most once a second; idle, every save shows at once", async () => {
    const busyApp = express();
    const kept = createPageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024, nextChange: async () => Number.POSITIVE_INFINITY });
    let busy = false;
    const { serve, keep } = pageCacheMiddleware(kept, () => true, { busy: () => busy, busyRefreshMs: 1000, seesOwnWrites: (req) => req.headers.cookie !== undefined });
    let version = 0;
    let rendered = 0;
    busyApp.use(serve, compression(), keep);
    busyApp.get("/druk", (_req, res) => {
      rendered++;
      reads("druk");
      res.type("html").end(`<p>versie ${version}</p>`);
    });
    const other = busyApp.listen(0, "127.0.0.1");
    await new Promise((resolve) => other.once("listening", resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/druk`;
    const text = (headers: Record<string, string> = {}) => fetch(url, { headers }).then((r) => r.text());
    const save = async () => {
      version++;
      await write("druk");
    };
    try {
      expect(await text()).toContain("versie 0");
      await save();
      expect(await text()).toContain("versie 1");
      busy = true;
      await save();
      // Rendered less than a second ago: the copy from before the save, no render.
      expect(await text()).toContain("versie 1");
      expect(rendered).toBe(2);
      // A leader sees their save.
      expect(await text({ Cookie: "sessie=1" })).toContain("versie 2");
      setNow(Date.now() + 1_001);
      expect(await text()).toContain("versie 2");
      busy = false;
      await save();
      expect(await text()).toContain("versie 3");
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
