import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STANDAARD_NAAM } from "~/domains/instellingen/defaults";
import { STANDAARD_KLEUR } from "~/domains/instellingen/rules";
import { adminToken, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { specTakkenViaApi } from "../helpers/takken";

// What a social network and a browser get from the BUILT server: every shared page names a PNG or JPEG of at least
// 1200 x 630 with its true size and a text alternative, and srcset names only files as wide as their descriptor.

const SITE_URL = "https://www.scoutsdemostad.be";
let server: ServerProcess;
let db: Client;
let token = "";
const dataDir = tempDataDir();

beforeAll(async () => {
  server = await startServer(dataDir, { DEMO_CONTENT: "false", SITE_URL });
  // A neutral start has no takken (issue 47): the specification's nine, as a script of the Beheerder adds them.
  await specTakkenViaApi(server.url);
  db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}` });
  token = await adminToken(server.url);
});
afterAll(async () => {
  db?.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function picture(width: number, height: number, color = "#4ebdb6"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

async function post(url: string, fields: Record<string, string | File>): Promise<Response> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return fetch(`${server.url}${url}`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body });
}

const file = (bytes: Buffer, name: string, type = "image/png") => new File([new Uint8Array(bytes)], name, { type });

/** A history period with an uploaded badge of `size` px in `color`, through the API; answers the response. */
async function postPeriode(titel: string, beginjaar: number, size: number, color?: string): Promise<Response> {
  return post("/api/geschiedenis", {
    titel,
    beginjaar: String(beginjaar),
    eindjaar: String(beginjaar + 3),
    aalmoezenier: "E.H. Peeters",
    groepsleiding: "An",
    kentekenBestand: file(await picture(size, size, color), "kenteken.png"),
  });
}

/** The og:image tags of a page as the server renders it. */
async function ogImage(pagePath: string) {
  const response = await fetch(`${server.url}${pagePath}`);
  expect(response.status, pagePath).toBe(200);
  const html = await response.text();
  const meta = (property: string) =>
    new RegExp(`<meta property="${property.replace(/:/g, ":")}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
  return {
    url: meta("og:image"),
    width: meta("og:image:width"),
    height: meta("og:image:height"),
    alt: meta("og:image:alt"),
  };
}

/** Fetches an og:image (an absolute URL on the site's public address) from the test server. */
async function fetchShared(url: string) {
  const onSite = new URL(url);
  expect(onSite.origin).toBe(SITE_URL);
  const response = await fetch(`${server.url}${onSite.pathname}`);
  expect(response.status, url).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { type: response.headers.get("Content-Type"), meta: await sharp(bytes).metadata() };
}

async function expectRasterShareImage(pagePath: string, alt: string | RegExp) {
  const og = await ogImage(pagePath);
  expect(og.url, pagePath).toBeDefined();
  expect(og.alt, pagePath).toMatch(alt);
  const { type, meta } = await fetchShared(og.url!);
  expect(["image/png", "image/jpeg"], `${pagePath}: ${type}`).toContain(type);
  expect(["png", "jpeg"], pagePath).toContain(meta.format);
  expect(meta.width, pagePath).toBeGreaterThanOrEqual(1200);
  expect(meta.height, pagePath).toBeGreaterThanOrEqual(630);
  // The stated size is the real one.
  expect(og.width, pagePath).toBe(String(meta.width));
  expect(og.height, pagePath).toBe(String(meta.height));
  return og;
}

describe("share images", () => {
  it("every page shares a PNG or JPEG of at least 1200 x 630 with its size and alt text", async () => {
    for (const page of ["/", "/nieuws", "/takken", "/about", "/contact", "/geschiedenis"]) {
      await expectRasterShareImage(page, new RegExp(`^Logo van ${STANDAARD_NAAM}$`));
    }
  });

  it("the site's share image and web manifest come from the group's starting settings", async () => {
    const og = await ogImage("/");
    const response = await fetch(`${server.url}${new URL(og.url!).pathname}`);
    const corner = await sharp(Buffer.from(await response.arrayBuffer())).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(`#${[...corner.subarray(0, 3)].map((c) => c.toString(16).padStart(2, "0")).join("")}`).toBe(STANDAARD_KLEUR.toLowerCase());

    const manifest = await fetch(`${server.url}/site.webmanifest`);
    expect(manifest.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: STANDAARD_NAAM, short_name: "Scouts", theme_color: STANDAARD_KLEUR, lang: "nl-BE" });
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain(`<meta name="theme-color" content="${STANDAARD_KLEUR}"/>`);
  });

  it("a tak page shares its logo on its colour, not the SVG logo", async () => {
    for (const tak of ["kapoenen", "welpen", "leiding", "mastworp"]) {
      const og = await expectRasterShareImage(`/takken/${tak}`, /^Logo van /);
      expect(og.url).not.toMatch(/\.svg$/);
    }
    const kapoenen = await ogImage("/takken/kapoenen");
    // The tak's colour fills the picture around the logo (Kapoenen: #DCEF07).
    const response = await fetch(`${server.url}${new URL(kapoenen.url!).pathname}`);
    const corner = await sharp(Buffer.from(await response.arrayBuffer())).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([0xdc, 0xef, 0x07]);
  });

  it("a history period with an uploaded badge shares a 1200 x 630 JPEG made from it, also for badges stored before", async () => {
    const created = await postPeriode("Deelbare periode", 2001, 400, "#b1031c");
    expect(created.status).toBe(201);
    const og = await expectRasterShareImage("/geschiedenis/deelbare-periode", "Kenteken van Deelbare periode");
    expect(new URL(og.url!).pathname).toMatch(/^\/media\/[^/]+\/og\.jpg$/);

    // A badge stored by an earlier version: a media id without its width, every standard width on disk.
    const legacyId = "00112233445566778899aabb";
    fs.mkdirSync(path.join(dataDir, "media", legacyId), { recursive: true });
    for (const width of [160, 320, 640, 960, 1280]) {
      await sharp(await picture(Math.min(width, 300), Math.min(width, 300), "#296b07"))
        .webp()
        .toFile(path.join(dataDir, "media", legacyId, `${width}.webp`));
    }
    const older = await postPeriode("Oude periode", 1990, 300);
    expect(older.status).toBe(201);
    await db.execute({ sql: "UPDATE geschiedenis SET kenteken = ? WHERE id = ?", args: [`/media/${legacyId}/640.webp`, "oude-periode"] });
    const legacy = await expectRasterShareImage("/geschiedenis/oude-periode", "Kenteken van Oude periode");
    expect(new URL(legacy.url!).pathname).toBe(`/media/${legacyId}/og.jpg`);
  });

  it("a page whose stored picture is gone shares the site's own image, not a link that answers 404", async () => {
    const created = await postPeriode("Verloren kenteken", 1980, 400, "#1d4ed8");
    expect(created.status).toBe(201);
    const stored = await ogImage("/geschiedenis/verloren-kenteken");
    const folder = path.join(dataDir, "media", new URL(stored.url!).pathname.split("/")[2]!);
    fs.rmSync(folder, { recursive: true, force: true });
    // A write's page is rendered again after it: touch the period so the cached page is refreshed.
    const touched = await fetch(`${server.url}/api/geschiedenis/verloren-kenteken`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ aalmoezenier: "E.H. Janssens-Peeters" }),
    });
    expect(touched.status).toBe(200);
    await expectRasterShareImage("/geschiedenis/verloren-kenteken", new RegExp(`^Logo van ${STANDAARD_NAAM}$`));
  });
});

describe("srcset", () => {
  it("names only files that exist, each described by its real pixel width", async () => {
    const name = "Kleine Foto";
    const created = await post("/api/leiding", { name, tel: "0470 00 00 01", functie: "1", image: file(await picture(400, 400), "foto.png") });
    expect(created.status).toBe(201);
    const html = await (await fetch(`${server.url}/takken/kapoenen`)).text();
    const img = new RegExp(`<img[^>]*alt="Foto van ${name}"[^>]*>`).exec(html)?.[0];
    expect(img).toBeDefined();
    const srcset = /srcSet="([^"]*)"/i.exec(img!)?.[1];
    expect(srcset).toBeDefined();
    const candidates = srcset!.split(",").map((part) => {
      const [url, descriptor] = part.trim().split(/\s+/);
      return { url: url!, width: Number(descriptor!.replace(/w$/, "")) };
    });
    expect(candidates.map((c) => c.width)).toEqual([160, 320, 400]);
    for (const candidate of candidates) {
      const response = await fetch(`${server.url}${candidate.url}`);
      expect(response.status, candidate.url).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width, candidate.url).toBe(candidate.width);
    }
    const src = /src="([^"]*)"/.exec(img!)?.[1];
    expect(candidates.map((c) => c.url)).toContain(src);
  });
});

describe("a group's own logo", () => {
  it("keeps its own shape: a square logo sits whole on a white tile, in the share image and in the header", async () => {
    const square = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#c0392b" } }).png().toBuffer();
    const body = new FormData();
    body.append("logo", new Blob([new Uint8Array(square)], { type: "image/png" }), "logo.png");
    const uploaded = await fetch(`${server.url}/api/instellingen/logo`, { method: "PUT", headers: { Authorization: `Bearer ${token}` }, body });
    expect(uploaded.status).toBe(200);
    try {
      const og = await ogImage("/");
      const png = Buffer.from(await (await fetch(`${server.url}${new URL(og.url!).pathname}${new URL(og.url!).search}`)).arrayBuffer());
      const pixel = async (left: number, top: number) => [...(await sharp(png).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()).subarray(0, 3)];
      // The logo (400 x 400 in the middle of 1200 x 630) is whole: its corner is its own colour (give or take the
      // scaling's rounding)...
      const corner = await pixel(410, 125);
      [0xc0, 0x39, 0x2b].forEach((c, i) => expect(Math.abs(corner[i]! - c)).toBeLessThanOrEqual(4));
      // ...and just outside that corner lies the white tile, not the page's colour (a disc left the corners bare).
      expect(await pixel(810, 525)).toEqual([255, 255, 255]);
      expect(await pixel(5, 5)).toEqual([0x3d, 0x8b, 0x37]);
      // The header shows it on a rounded tile, not cut to a circle.
      const home = await (await fetch(`${server.url}/`)).text();
      expect(/<header[\s\S]*?<img [^>]*class="([^"]*)"/.exec(home)?.[1]).toMatch(/\brounded-md\b/);
    } finally {
      expect((await fetch(`${server.url}/api/instellingen/logo`, { method: "DELETE", headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    }
  });
});
