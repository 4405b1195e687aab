import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FULL, generateFullDatabase } from "../../bench/generate-data.mjs";
import { startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// Issue 24: no public page's HTML grows with the database. The built server with the demo content topped up to the
// bench's full database (2,000 activities over five years, 300 leaders, 100 periods): every public page, and every
// page 'Meer weken tonen' leads to, stays under 150 KB.

const LIMIT = 150 * 1024;

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  // The first start loads the demo content; the generator then fills the database while the server is down.
  await stopServer(await startServer(dataDir), "SIGTERM");
  const added = await generateFullDatabase(dataDir);
  expect(added.activiteiten).toBeGreaterThan(1000);
  server = await startServer(dataDir);
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function html(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "identity" } });
  expect(response.status, path).toBe(200);
  return response.text();
}

async function json<T>(path: string): Promise<T> {
  return (await fetch(`${server.url}${path}`)).json() as Promise<T>;
}

describe("on the full database", () => {
  it("holds what the bench asks", async () => {
    const counts = (await json<{ history: unknown[] }>("/api/geschiedenis")).history.length;
    expect(counts).toBe(FULL.periodes);
  });

  it("every public page's HTML stays under 150 KB, the calendar's next weeks included", async () => {
    const takken = ["kapoenen", "welpen", "pioniers", "jongverkenners", "verkenners", "jin", "leiding", "groepsleiding", "mastworp"];
    const periodes = (await json<{ history: { id: string }[] }>("/api/geschiedenis")).history;
    const nieuws = await json<{ id: string }[]>("/api/nieuws");
    const jaren = (await json<{ archief: string[] }>("/api/scoutsjaar")).archief;
    const paths = [
      "/",
      "/nieuws",
      "/nieuws?q=kamp",
      "/takken",
      ...takken.map((t) => `/takken/${t}`),
      "/kalender",
      "/kalender?weken=52",
      ...takken.map((t) => `/kalender?tak=${t}`),
      "/geschiedenis",
      "/geschiedenis?toon=100",
      ...periodes.map((p) => `/geschiedenis/${encodeURIComponent(p.id)}`),
      ...jaren.map((j) => `/geschiedenis/leiding/${j}`),
      ...nieuws.map((n) => `/nieuws/${encodeURIComponent(n.id)}`),
      "/about",
      "/contact",
    ];
    const sizes = new Map<string, number>();
    for (const path of paths) sizes.set(path, Buffer.byteLength(await html(path)));
    // 'Meer weken tonen', followed to the last activity ever planned.
    let next: string | undefined = "/kalender";
    let pages = 0;
    while (next && pages < 60) {
      const page = await html(next);
      sizes.set(next, Buffer.byteLength(page));
      next = /href="(\/kalender\?vanaf=[^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, "&");
      pages++;
    }
    expect(pages, "the calendar goes on over several pages").toBeGreaterThan(3);
    const tooLarge = [...sizes].filter(([, size]) => size >= LIMIT).map(([path, size]) => `${path}: ${Math.round(size / 1024)} KB`);
    expect(tooLarge).toEqual([]);
    // The list the news page searches holds the newest items only.
    expect(nieuws.length).toBeLessThanOrEqual(25);
  });

  it("every public page carries at most 90 KB of JavaScript (Brotli), its scripts' imports included (decision 0027)", async () => {
    const paths = ["/", "/nieuws", "/takken", "/takken/welpen", "/takken/leiding", "/kalender", "/kamp", "/kamp/welpen", "/geschiedenis", "/about", "/contact"];
    const brotli = new Map<string, { bytes: number; imports: string[] }>();
    /** A script as a browser that asks for Brotli receives it, with the scripts it imports statically. */
    async function script(src: string): Promise<{ bytes: number; imports: string[] }> {
      if (!brotli.has(src)) {
        const bytes = await new Promise<number>((resolve, reject) =>
          http
            .get(`${server.url}${src}`, { headers: { "Accept-Encoding": "br" } }, (response) => {
              expect(response.headers["content-encoding"], src).toBe("br");
              let length = 0;
              response.on("data", (chunk: Buffer) => (length += chunk.length));
              response.on("end", () => resolve(length));
            })
            .on("error", reject),
        );
        const text = await (await fetch(`${server.url}${src}`)).text();
        const imports = [...text.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["'](\.\/[^"']+)["']/g)].map(([, file]) => new URL(file!, `${server.url}${src}`).pathname);
        brotli.set(src, { bytes, imports });
      }
      return brotli.get(src)!;
    }
    const tooMuch: string[] = [];
    for (const path of paths) {
      const page = await html(path);
      // The scripts a page names, and those its inline module scripts import (React Router's way of loading its app).
      const inline = [...page.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
      const queue = [
        ...[...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src!),
        ...inline.flatMap((body) => [...body.matchAll(/import\s*\(?\s*["'](\/[^"']+)["']/g)].map(([, src]) => src!)),
      ];
      const seen = new Set<string>();
      let total = 0;
      while (queue.length) {
        const src = queue.shift()!;
        if (seen.has(src)) continue;
        seen.add(src);
        const { bytes, imports } = await script(src);
        total += bytes;
        queue.push(...imports);
      }
      expect(seen.size, path).toBeGreaterThan(0);
      if (total > 90 * 1024) tooMuch.push(`${path}: ${Math.round(total / 1024)} KB`);
    }
    expect(tooMuch).toEqual([]);
  });
});
