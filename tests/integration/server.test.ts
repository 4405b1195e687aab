import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, ADMIN_PASSWORD, jsonWrite, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// The built server (`node server.js`) as a client sees it: one Express pipeline, the page cache in front of React
// Router, hash-based CSP, refused methods.

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request that returns the bytes as sent (fetch would decompress them). */
function raw(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method: options.method ?? "GET", headers: options.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

function decoded(response: Raw): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(response.body).toString();
  return response.body.toString();
}

/** The Brussels day `n` days from now, "YYYY-MM-DD". */
function brusselsDay(n: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Brussels" }).format(new Date(Date.now() + n * 24 * 3600_000));
}

/** Whether each of these paths is answered from the cache now ("HIT") or rendered ("MISS"). */
async function cacheStates(base: string, paths: readonly string[]): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (const path of paths) answers.set(path, String((await raw(`${base}${path}`)).headers["x-cache"]));
  return answers;
}

/** A page the cache holds: asked once (rendered and stored), then answered from the cache the next time. */
async function stored(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  await raw(url, { headers });
  const response = await raw(url, { headers });
  expect(response.headers["x-cache"], url).toBe("HIT");
  return response;
}

describe("the production server", () => {
  let server: ServerProcess;
  let token = "";

  beforeAll(async () => {
    server = await startServer(tempDataDir(), { LOG_LEVEL: "info" });
    token = await adminToken(server.url);
  });

  afterAll(async () => {
    await stopServer(server);
  });

  it("allows exactly the page's own inline scripts, by their SHA-256 hash, and sends the other security headers", async () => {
    for (const path of ["/", "/kalender", "/takken/welpen", "/admin"]) {
      const response = await raw(`${server.url}${path}`);
      const policy = String(response.headers["content-security-policy"]);
      const html = response.body.toString();
      const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/ld\+json/.test(attrs!));
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [, , body] of scripts) {
        expect(policy, path).toContain(`'sha256-${crypto.createHash("sha256").update(body!).digest("base64")}'`);
      }
      expect(policy.match(/'sha256-/g)?.length ?? 0, path).toBe(new Set(scripts.map(([, , b]) => b)).size);
      expect(policy, path).not.toMatch(/unsafe-inline[^;]*;.*script-src|script-src[^;]*unsafe-inline|nonce-/);
      expect(policy, path).toMatch(/frame-ancestors 'none'/);
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("sends the admin's React app without modulepreload hints, so a slow phone gets the stylesheet first (decision 0011)", async () => {
    const html = (await raw(`${server.url}/admin`)).body.toString();
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(html).toMatch(/<script type="module"[^>]*>[^<]*import\("\/assets\/entry\.client-[^"]+\.js"\)/);
    expect(html).not.toMatch(/modulepreload/i);
  });

  it("sends public pages as documents: the stylesheet, one small script after the page, no React (decision 0027)", async () => {
    for (const path of ["/", "/takken/kapoenen", "/kalender", "/contact", "/bestaat-niet"]) {
      const html = (await raw(`${server.url}${path}`)).body.toString();
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/root-[^"]+\.css"/);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/application\/ld\+json/.test(attributes!));
      // The only script that runs is the loader of the page's own, once the page has loaded and painted.
      expect(scripts.map(([, attributes]) => attributes), path).toEqual([' type="module"']);
      expect(scripts[0]![2], path).toMatch(/^addEventListener\("load",.*import\("\/assets\/enhance-[^"]+\.js"\)/);
      expect(html, path).not.toMatch(/__reactRouterContext|entry\.client|modulepreload/);
    }
  });

  it("stores a page once, compressed once, and answers it as stored in every encoding, with its own policy", async () => {
    const url = `${server.url}/takken`;
    const brotli = await stored(url, { "Accept-Encoding": "br, gzip" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    const gzip = await raw(url, { headers: { "Accept-Encoding": "gzip" } });
    const plain = await raw(url);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers["x-cache"]).toBe("HIT");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.headers["content-security-policy"]).toBe(brotli.headers["content-security-policy"]);
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    }
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decoded(brotli)).toBe(plain.body.toString());
    expect(decoded(gzip)).toBe(plain.body.toString());
    // The same bytes every time: compressed when stored, not per response.
    expect((await raw(url, { headers: { "Accept-Encoding": "br" } })).body.equals(brotli.body)).toBe(true);
    // Every response keeps its own request id.
    expect(brotli.headers["x-request-id"]).not.toBe(gzip.headers["x-request-id"]);
    const head = await raw(url, { method: "HEAD" });
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.body.length).toBe(0);
  });

  it("a fresh stored page sent before the app runs carries the app's headers, its own request id and one log line (ADR 0036)", async () => {
    const url = `${server.url}/geschiedenis`;
    // Rendered by the app, then asked in each encoding: the first answer in an encoding goes through the app (which
    // makes that copy), the second is sent before the app runs.
    const rendered = await raw(url, { headers: { "Accept-Encoding": "br" } });
    expect(rendered.headers["x-cache"]).toBe("MISS");
    const viaApp = await raw(url, { headers: { "Accept-Encoding": "gzip" } });
    const mark = server.written();
    const early = await raw(url, { headers: { "Accept-Encoding": "gzip" } });
    const perResponse = new Set(["date", "x-request-id", "connection", "keep-alive"]);
    const comparable = (answer: Raw) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !perResponse.has(name)));
    expect(comparable(early)).toEqual(comparable(viaApp));
    expect(early.headers["x-cache"]).toBe("HIT");
    expect(early.body.equals(viaApp.body)).toBe(true);
    expect(early.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(early.headers["x-request-id"]).not.toBe(viaApp.headers["x-request-id"]);
    await vi.waitFor(() => expect(server.outputSince(mark)).toContain(early.headers["x-request-id"] as string));
    const line = JSON.parse(server.outputSince(mark).split("\n").find((l) => l.includes(early.headers["x-request-id"] as string))!);
    expect(line).toMatchObject({ req: { method: "GET", path: "/geschiedenis" }, res: { statusCode: 200 }, msg: "request completed" });
    // HEAD: the headers without the body.
    const head = await raw(url, { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(head.headers["content-length"]).toBe(viaApp.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("a write makes stale the pages that show what it changed, and only those", async () => {
    const paths = [
      "/",
      "/kalender",
      "/takken/welpen",
      "/takken/jin",
      "/takken/welpen/kalender.ics",
      "/takken/jin/kalender.ics",
      "/kalender.ics",
      "/api/activiteiten?tak=welpen",
      "/api/activiteiten?tak=jin",
      "/geschiedenis",
      "/about",
      "/kamp",
    ];
    const cached = () => cacheStates(server.url, paths);
    for (const path of paths) await stored(`${server.url}${path}`);

    // An activity of the Welpen in a month (not this week: 'Deze week' on the start page), not on the news page: the
    // calendar, the Welpen's page, feed and list, nothing else.
    const welpen = await fetch(`${server.url}/api/activiteiten`, jsonWrite(token, "POST", { titel: "Nieuw voor de Welpen", takken: ["welpen"], start: `${brusselsDay(30)}T14:00` }));
    expect(welpen.status).toBe(201);
    const afterWelpen = await cached();
    for (const path of ["/kalender", "/takken/welpen", "/takken/welpen/kalender.ics", "/kalender.ics", "/api/activiteiten?tak=welpen"]) {
      expect(afterWelpen.get(path), path).toBe("MISS");
    }
    for (const path of ["/", "/takken/jin", "/takken/jin/kalender.ics", "/api/activiteiten?tak=jin", "/geschiedenis", "/about", "/kamp"]) {
      expect(afterWelpen.get(path), path).toBe("HIT");
    }
    expect((await raw(`${server.url}/api/activiteiten?tak=welpen`)).body.toString()).toContain("Nieuw voor de Welpen");

    // For the whole group and on the news page: every tak's pages and the news, still not the history, 'Over ons' or
    // the camps.
    const groep = await fetch(`${server.url}/api/activiteiten`, jsonWrite(token, "POST", { titel: "Groepsfeest", takken: ["hele-groep"], start: `${brusselsDay(31)}T14:00`, nieuws: true }));
    expect(groep.status).toBe(201);
    const afterGroep = await cached();
    const unchanged = ["/geschiedenis", "/about", "/kamp"];
    for (const path of paths.filter((p) => !unchanged.includes(p))) expect(afterGroep.get(path), path).toBe("MISS");
    for (const path of unchanged) expect(afterGroep.get(path), path).toBe("HIT");
    const { id } = (await groep.json()) as { id: number };
    expect(decoded(await stored(`${server.url}/nieuws/activiteit-${id}`))).toContain("Groepsfeest");

    // Changing it (its news page shows it) makes that page stale too; another news page stays.
    const nieuws = (await (await fetch(`${server.url}/api/nieuws`)).json()) as { id: string }[];
    const other = nieuws.find((n) => n.id.startsWith("activiteit-") && n.id !== `activiteit-${id}`)!.id;
    await stored(`${server.url}/nieuws/${other}`);
    const changed = await fetch(`${server.url}/api/activiteiten/${id}`, jsonWrite(token, "PUT", { titel: "Groepsfeest (verplaatst)" }));
    expect(changed.status).toBe(200);
    const detail = await raw(`${server.url}/nieuws/activiteit-${id}`);
    expect(detail.headers["x-cache"]).toBe("MISS");
    expect(detail.body.toString()).toContain("Groepsfeest (verplaatst)");
    expect((await raw(`${server.url}/nieuws/${other}`)).headers["x-cache"]).toBe("HIT");
  });

  it("a camp's write makes stale the camp pages and its tak's pages, not another tak's camp or the history", async () => {
    const paths = ["/kamp", "/kamp/welpen", "/kamp/jin", "/takken/welpen", "/takken/jin", "/kalender", "/geschiedenis", "/about"];
    for (const path of paths) await stored(`${server.url}${path}`);
    const created = await fetch(
      `${server.url}/api/activiteiten`,
      jsonWrite(token, "POST", { titel: "Welpenkamp aan zee", takken: ["welpen"], start: `${brusselsDay(60)}T10:00`, einde: `${brusselsDay(65)}T15:00`, kamp: { paklijst: ["Slaapzak"] } }),
    );
    expect(created.status).toBe(201);
    const afterKamp = await cacheStates(server.url, paths);
    for (const path of ["/kamp", "/kamp/welpen", "/takken/welpen", "/kalender"]) expect(afterKamp.get(path), path).toBe("MISS");
    for (const path of ["/kamp/jin", "/takken/jin", "/geschiedenis", "/about"]) expect(afterKamp.get(path), path).toBe("HIT");
    expect(decoded(await stored(`${server.url}/kamp/welpen`))).toContain("Welpenkamp aan zee");

    // A document for that camp: its camp page shows it (the other tak's camp stays).
    const { id } = (await created.json()) as { id: number };
    await stored(`${server.url}/kamp/jin`);
    const form = new FormData();
    form.append("document", new File([Buffer.from("%PDF-1.4\n%%EOF\n")], "medische-fiche.pdf", { type: "application/pdf" }));
    form.append("titel", "Medische fiche");
    const upload = await fetch(`${server.url}/api/activiteiten/${id}/documenten`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBe(201);
    const page = await raw(`${server.url}/kamp/welpen`);
    expect(page.headers["x-cache"]).toBe("MISS");
    expect(page.body.toString()).toContain("Medische fiche");
    expect((await raw(`${server.url}/kamp/jin`)).headers["x-cache"]).toBe("HIT");
  });

  it("a settings write makes every page stale (each shows the group's name), not the API's lists", async () => {
    const pages = ["/", "/kalender", "/takken/welpen", "/takken/jin", "/geschiedenis", "/about", "/kamp", "/contact", "/kalender.ics"];
    const lists = ["/api/geschiedenis", "/api/activiteiten?tak=jin"];
    for (const path of [...pages, ...lists]) await stored(`${server.url}${path}`);
    const saved = await fetch(`${server.url}/api/instellingen`, jsonWrite(token, "PUT", { naam: "Scouts Tagtest" }));
    expect(saved.status).toBe(200);
    const after = await cacheStates(server.url, [...pages, ...lists]);
    for (const path of pages) expect(after.get(path), path).toBe("MISS");
    for (const path of lists) expect(after.get(path), path).toBe("HIT");
    for (const path of pages) expect(decoded(await stored(`${server.url}${path}`)), path).toContain("Scouts Tagtest");
  });

  it("never serves a page past the moment its content changes by itself (the announcement's end)", async () => {
    // Log in as a leader.
    const login = await fetch(`${server.url}/admin`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "login", password: ADMIN_PASSWORD }),
    });
    const cookie = String(login.headers.get("set-cookie")).split(";")[0]!;
    const url = `${server.url}/about`;
    // The server's clock is this machine's (no FAKE_NOW). An announcement that ends a little ahead on it, and the page
    // stored with it before that end: on a busy machine the save and the two requests may take longer than the
    // margin, so the margin doubles until the cache held the page with the announcement (no window to be on time for).
    let end = 0;
    for (let marginMs = 2_000; ; marginMs *= 2) {
      expect(marginMs, "the page was never stored with the announcement before its end").toBeLessThanOrEqual(64_000);
      end = Math.ceil((Date.now() + marginMs) / 1000) * 1000;
      const local = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Brussels", dateStyle: "short", timeStyle: "medium" }).format(end).replace(" ", "T");
      const saved = await fetch(`${server.url}/admin?sectie=activiteiten`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
        body: new URLSearchParams({ intent: "mededeling-opslaan", tekst: "Vandaag geen vergadering.", zichtbaarTot: local }),
      });
      const answer = await saved.text();
      if (Date.now() >= end) continue;
      expect(saved.status, answer).toBe(200);
      expect(answer).toContain("De mededeling is opgeslagen.");
      await raw(url);
      const cached = await raw(url);
      if (Date.now() < end) {
        // Answered before the end: from the cache, with the announcement.
        expect(cached.headers["x-cache"]).toBe("HIT");
        expect(decoded(cached)).toContain("Vandaag geen vergadering.");
        break;
      }
    }
    // Once the moment has passed on the server's clock, the page comes without it: not from the cache, where it was
    // an instant before.
    while (Date.now() < end) await new Promise((r) => setTimeout(r, Math.max(1, end - Date.now())));
    const after = await raw(url);
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body.toString()).not.toContain("Vandaag geen vergadering.");
  });

  it("refuses a method it never answers with 405, before anything else, in one log line without a stack", async () => {
    const trace = await raw(`${server.url}/`, { method: "TRACE" });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(trace.headers["x-content-type-options"]).toBe("nosniff");
    // A form post from another site: React Router refuses it; the log says so in one line.
    const before = server.written();
    const crossSite = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ name: "x" }),
    });
    expect(crossSite.status).toBe(400);
    await vi.waitFor(() => expect(server.outputSince(before)).toMatch(/request refused/));
    const logged = server.outputSince(before);
    expect(logged).not.toMatch(/\n\s+at /);
    expect(logged).toMatch(/request refused/);
    expect(server.output()).not.toMatch(/TypeError|\n {4}at /);
  });

  it("a missing file under /assets is a plain 404 with nosniff, not the not-found page", async () => {
    const missing = await raw(`${server.url}/assets/bestaat-niet-1234.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^text\/plain/);
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("hashed assets are cached for a year and sent precompressed; robots.txt and the sitemap are there", async () => {
    const page = (await raw(`${server.url}/about`)).body.toString();
    const asset = /import\("(\/assets\/enhance-[^"]+\.js)"\)/.exec(page)?.[1];
    expect(asset).toBeTruthy();
    const plain = await raw(`${server.url}${asset}`);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const encoding of ["br", "gzip"]) {
      const compressed = await raw(`${server.url}${asset}`, { headers: { "Accept-Encoding": encoding } });
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
    }
    const robots = (await raw(`${server.url}/robots.txt`)).body.toString();
    expect(robots).toMatch(/Disallow: \/admin/);
    const sitemap = (await raw(`${server.url}/sitemap.xml`)).body.toString();
    expect(sitemap).toContain("/takken/kapoenen</loc>");
    expect(sitemap).toContain("/kalender</loc>");
    expect(sitemap).toMatch(/\/nieuws\/activiteit-\d+<\/loc>/);
  });
});
