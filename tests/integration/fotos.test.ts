import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { runAsSystem } from "~/domains/auth/actor.server";
import { account, accountTak } from "~/domains/auth/schema";
import { createSession } from "~/domains/auth/session.server";
import { listVerzoeken } from "~/domains/fotos/mutations.server";
import { ruimAlbumsOp } from "~/domains/fotos/opruimen.server";
import { FOTO_HEIC, FOTO_ONGELDIG, FOTO_TE_GROOT } from "~/domains/fotos/rules";
import { setNow } from "~/lib/clock.server";
import { activiteitNieuwsId } from "~/domains/nieuws/rules";
import { action as adminAction } from "~/routes/admin";
import { action as activiteitenAction } from "~/routes/api.activiteiten";
import { loader as nieuwsLoader } from "~/routes/nieuws.$id";
import { loader as albumsLoader, action as albumsAction } from "~/routes/api.albums";
import { action as albumAction } from "~/routes/api.albums.$id";
import { action as uploadAction } from "~/routes/api.albums.$id.fotos";
import { action as toegangAction, loader as toegangLoader } from "~/routes/api.albums.toegang.$tak";
import { action as fotoAction } from "~/routes/api.fotos.$id";
import { action as instellingenAction } from "~/routes/api.instellingen";
import { action as albumPageAction, loader as albumPage } from "~/routes/fotos.$id";
import { loader as downloadLoader } from "~/routes/fotos.$id.download";
import { loader as fotosPage } from "~/routes/fotos._index";
import { loader as bestandLoader } from "~/routes/fotos.bestand.$id.$breedte";
import { loader as openLinkLoader } from "~/routes/fotos.toegang.$token";
import { BASE, bearer, count, ownerToken, prepareAdminDb } from "../helpers/admin";
import { freePort } from "../helpers/free-port";
import { callRoute } from "../helpers/route";
import { createTestSmtp } from "../helpers/smtp";
import { withTempDataDir } from "../helpers/temp-data";

const data = withTempDataDir();
let owner = "";
let welpenLeiding = "";
const NO_ACCESS = "Je hebt geen toegang tot deze actie.";
// The scouting year 2026-2027; 1 September 2027 starts the next one.
const NOW = Date.parse("2026-11-23T10:00:00Z");

beforeAll(async () => {
  owner = await prepareAdminDb();
  setNow(NOW);
  welpenLeiding = await takleiding("Akela", "akela@example.be", 2);
});
afterAll(() => setNow(undefined));
afterEach(() => setNow(NOW));

/** A Takleiding account of one tak with an API token, made the way an accepted invitation leaves it. */
async function takleiding(naam: string, email: string, takId: number): Promise<string> {
  const [row] = await getDb().insert(account).values({ naam, email, rol: "takleiding", createdAt: Date.now() }).returning({ id: account.id });
  await getDb().insert(accountTak).values({ accountId: row!.id, takId });
  return (await createSession(row!.id, "token")).id;
}

function api(url: string, token: string | null, init: RequestInit = {}): Request {
  return new Request(`${BASE}${url}`, token ? bearer(token, init) : init);
}

async function maakAlbum(token: string, body: Record<string, unknown>): Promise<Response> {
  return callRoute(albumsAction, api("/api/albums", token, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
}

async function album(tak: string, titel = `Album ${tak}`, datum = "2026-11-14"): Promise<number> {
  const response = await maakAlbum(owner, { titel, tak, datum });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function upload(albumId: number, files: { name: string; bytes: Buffer; type?: string }[], token = owner): Promise<Response> {
  const form = new FormData();
  for (const f of files) form.append("foto", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/jpeg" }), f.name);
  return callRoute(uploadAction, api(`/api/albums/${albumId}/fotos`, token, { method: "POST", body: form }), { id: String(albumId) });
}

async function foto(albumId: number, width = 640, height = 480): Promise<number> {
  const response = await upload(albumId, [{ name: "foto.jpg", bytes: await jpeg(width, height) }]);
  expect(response.status).toBe(201);
  return ((await response.json()) as { fotos: { id: number }[] }).fotos[0]!.id;
}

function jpeg(width: number, height: number, color = "#3d8b37"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

/** Random pixels: a photo that compresses as badly as a real one. */
function noise(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).jpeg({ quality: 90 }).toBuffer();
}

function fotoFiles(): string[] {
  const dir = path.join(data.dir(), "fotos");
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".webp"));
}

async function link(tak: string, token = owner): Promise<string> {
  const response = await callRoute(toegangLoader, api(`/api/albums/toegang/${tak}`, token), { tak });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** Opens a parents' link as a browser would; answers the cookie it set ("name=value"), or null. */
async function open(url: string, scheme = "http"): Promise<{ response: Response; cookie: string | null }> {
  const token = url.split("/").pop()!;
  const response = await callRoute(openLinkLoader, new Request(`${scheme}://127.0.0.1:3999/fotos/toegang/${token}`), { token });
  const setCookie = response.headers.get("Set-Cookie");
  return { response, cookie: setCookie ? setCookie.split(";")[0]! : null };
}

function bestand(id: number, cookie: string | null, breedte = "480", ifNoneMatch?: string): Promise<Response> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (ifNoneMatch) headers["If-None-Match"] = ifNoneMatch;
  return callRoute(bestandLoader, new Request(`${BASE}/fotos/bestand/${id}/${breedte}`, { headers }), { id: String(id), breedte });
}

async function zichtbareAlbums(cookie: string | null): Promise<string[] | null> {
  const response = await callRoute(fotosPage, new Request(`${BASE}/fotos`, { headers: cookie ? { Cookie: cookie } : {} }));
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const body = (await response.json()) as { albums: { titel: string }[] | null };
  return body.albums && body.albums.map((a) => a.titel);
}

describe("albums through the API", () => {
  test("leaders only: 401 without a login; a Takleiding makes albums of their own tak, 403 for another tak or the whole group", async () => {
    expect((await callRoute(albumsLoader, api("/api/albums", null))).status).toBe(401);
    expect((await maakAlbum("", { titel: "x", tak: "welpen", datum: "2026-11-14" })).status).toBe(401);
    for (const tak of ["kapoenen", "hele-groep"]) {
      const refused = await maakAlbum(welpenLeiding, { titel: "Niet van mij", tak, datum: "2026-11-14" });
      expect(refused.status, tak).toBe(403);
      expect(await refused.json()).toEqual({ error: NO_ACCESS });
    }
    const eigen = await maakAlbum(welpenLeiding, { titel: "Welpenweekend", tak: "welpen", datum: "14/11/2026" });
    expect(eigen.status).toBe(201);
    const made = await eigen.json();
    expect(made).toEqual({ id: expect.any(Number), titel: "Welpenweekend", tak: "welpen", datum: "2026-11-14", activiteit: null, aantal: 0, url: `/fotos/${made.id}` });
    const list = await callRoute(albumsLoader, api("/api/albums", welpenLeiding));
    expect(list.headers.get("Cache-Control")).toBe("no-store");
    expect(((await list.json()) as { id: number }[]).map((a) => a.id)).toContain(made.id);

    const kapoenen = await album("kapoenen", "Kapoenendag");
    const kapoenenFoto = await foto(kapoenen);
    expect((await upload(kapoenen, [{ name: "a.jpg", bytes: await jpeg(100, 100) }], welpenLeiding)).status).toBe(403);
    expect((await callRoute(fotoAction, api(`/api/fotos/${kapoenenFoto}`, welpenLeiding, { method: "DELETE" }), { id: String(kapoenenFoto) })).status).toBe(403);
    expect((await callRoute(albumAction, api(`/api/albums/${kapoenen}`, welpenLeiding, { method: "DELETE" }), { id: String(kapoenen) })).status).toBe(403);
    expect((await callRoute(toegangLoader, api("/api/albums/toegang/kapoenen", welpenLeiding), { tak: "kapoenen" })).status).toBe(403);
    expect((await callRoute(toegangAction, api("/api/albums/toegang/kapoenen", welpenLeiding, { method: "POST" }), { tak: "kapoenen" })).status).toBe(403);

    const deleted = await callRoute(albumAction, api(`/api/albums/${made.id}`, welpenLeiding, { method: "DELETE" }), { id: String(made.id) });
    expect(deleted.status).toBe(200);
  });

  test("bad input answers 400 with a Dutch message per field, and stores nothing", async () => {
    const before = await count("album");
    const empty = await maakAlbum(owner, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toEqual({ titel: "Titel is verplicht", tak: "Kies een tak", datum: "Datum is verplicht" });
    const unknown = await maakAlbum(owner, { titel: "x", tak: "bevers", datum: "2026-02-30" });
    expect((await unknown.json()).fields).toEqual({ datum: "Ongeldige datum" });
    const unknownTak = await maakAlbum(owner, { titel: "x", tak: "bevers", datum: "2026-02-03" });
    expect((await unknownTak.json()).fields).toEqual({ tak: "Onbekende tak: bevers" });
    const noActivity = await maakAlbum(owner, { titel: "x", tak: "welpen", datum: "2026-02-03", activiteit: 9999 });
    expect((await noActivity.json()).fields).toEqual({ activiteit: "Deze activiteit bestaat niet." });
    expect(await count("album")).toBe(before);
  });
});

describe("an album of an activity", () => {
  test("the activity's page links to its album, naming no title", async () => {
    const made = await callRoute(
      activiteitenAction,
      api("/api/activiteiten", owner, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ titel: "Bosspel", takken: ["welpen"], start: "2026-11-14T14:00", nieuws: true }) }),
    );
    const { id: activiteit } = (await made.json()) as { id: number };
    const nieuwsId = activiteitNieuwsId(activiteit);
    const before = (await (await callRoute(nieuwsLoader, `${BASE}/nieuws/${nieuwsId}`, { id: nieuwsId })).json()) as { album: number | null };
    expect(before.album).toBeNull();
    const response = await maakAlbum(owner, { titel: "Foto's van het bosspel", tak: "welpen", datum: "2026-11-14", activiteit });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const after = (await (await callRoute(nieuwsLoader, `${BASE}/nieuws/${nieuwsId}`, { id: nieuwsId })).json()) as { album: number | null };
    expect(after.album).toBe(id);
  });
});

describe("uploading photos", () => {
  test("a JPEG with a GPS position and a turned orientation comes out upright, as WebP of 480/1280/2048, without any metadata", async () => {
    const id = await album("pioniers", "Met GPS");
    const input = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#296b07" } })
      .withExif({ IFD0: { Make: "Telefoon", Model: "X" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 50/1 3600/100", GPSLongitudeRef: "E", GPSLongitude: "4/1 21/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes(Buffer.from("GPS")) || inputMeta.exif?.includes(Buffer.from([0x88, 0x25])) || inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(inputMeta.orientation).toBe(6);

    const before = fotoFiles().length;
    const response = await upload(id, [{ name: "IMG_0001.jpg", bytes: input }]);
    expect(response.status).toBe(201);
    const [stored] = ((await response.json()) as { fotos: { id: number; breedte: number; hoogte: number }[] }).fotos;
    // Turned upright (the camera held sideways): portrait, its longest side 2048.
    expect(stored).toMatchObject({ breedte: 1365, hoogte: 2048 });
    const files = fotoFiles();
    expect(files.length - before).toBe(3);

    const row = await getDb().$client.execute({ sql: "SELECT album_id, bestand FROM foto WHERE id = ?", args: [stored!.id] });
    for (const breedte of [480, 1280, 2048]) {
      const file = path.join(data.dir(), "fotos", String(row.rows[0]!.album_id), `${row.rows[0]!.bestand}-${breedte}.webp`);
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta.format).toBe("webp");
      expect(Math.max(meta.width, meta.height)).toBe(breedte);
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // No original is kept: only the three versions are on disk.
    expect(files.every((f) => /-(480|1280|2048)\.webp$/.test(f))).toBe(true);
  });

  test("refused files name their reason (HEIC, too large, not an image, a decompression bomb); the photos of the batch that passed stay", async () => {
    const id = await album("jin", "Jin-weekend");
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    const bomb = pngHeaderOnly(30_000, 30_000);
    const response = await upload(id, [
      { name: "eerste.jpg", bytes: await jpeg(800, 600) },
      { name: "IMG_0002.HEIC", bytes: heic, type: "image/heic" },
      { name: "tekst.jpg", bytes: Buffer.from("dit is geen foto") },
      { name: "bom.png", bytes: bomb, type: "image/png" },
      { name: "laatste.png", bytes: await sharp({ create: { width: 300, height: 200, channels: 4, background: "#fff" } }).png().toBuffer(), type: "image/png" },
    ]);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe(`IMG_0002.HEIC: ${FOTO_HEIC}`);
    expect(body.fotos.map((f: { naam: string }) => f.naam)).toEqual(["eerste.jpg", "laatste.png"]);
    expect(body.geweigerd).toEqual([
      { naam: "IMG_0002.HEIC", error: FOTO_HEIC },
      { naam: "tekst.jpg", error: "Dit bestand is geen JPEG-, PNG- of WebP-foto." },
      { naam: "bom.png", error: FOTO_ONGELDIG },
    ]);
    const stored = await getDb().$client.execute({ sql: "SELECT count(*) AS n FROM foto WHERE album_id = ?", args: [id] });
    expect(Number(stored.rows[0]!.n)).toBe(2);

    const large = await upload(id, [{ name: "groot.jpg", bytes: Buffer.concat([await jpeg(100, 100), Buffer.alloc(26 * 1024 * 1024)]) }]);
    expect(large.status).toBe(413);
    expect((await large.json()).fields).toEqual({ foto: FOTO_TE_GROOT });
    expect(fs.readdirSync(path.join(data.dir(), "fotos", ".upload"))).toEqual([]);
  });

  test("an album holds at most 500 photos", async () => {
    const id = await album("verkenners", "Vol");
    const values = Array.from({ length: 499 }, (_, i) => `(${id}, 'vol${i}', 10, 10, 0)`).join(", ");
    await getDb().$client.execute(`INSERT INTO foto (album_id, bestand, breedte, hoogte, created_at) VALUES ${values}`);
    const response = await upload(id, [
      { name: "500.jpg", bytes: await jpeg(100, 100) },
      { name: "501.jpg", bytes: await jpeg(100, 100) },
    ]);
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.fotos.map((f: { naam: string }) => f.naam)).toEqual(["500.jpg"]);
    expect(body.geweigerd).toEqual([{ naam: "501.jpg", error: "Een album bevat hoogstens 500 foto's." }]);
    expect((await upload(id, [{ name: "502.jpg", bytes: await jpeg(100, 100) }])).status).toBe(409);
  });
});

/** A PNG whose header claims a canvas of width x height, with no pixels behind it: a decompression bomb's signature. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(Buffer.alloc(10))), chunk("IEND", Buffer.alloc(0))]);
}

describe("who sees the photos", () => {
  let kapoenen = 0;
  let welpen = 0;
  let groep = 0;
  let kapoenenFoto = 0;
  let welpenFoto = 0;
  let groepFoto = 0;

  beforeAll(async () => {
    await getDb().$client.execute("DELETE FROM album");
    kapoenen = await album("kapoenen", "Kapoenen in het bos");
    welpen = await album("welpen", "Welpen aan zee");
    groep = await album("hele-groep", "Groepsfeest");
    kapoenenFoto = await foto(kapoenen);
    welpenFoto = await foto(welpen);
    groepFoto = await foto(groep);
  });

  test("without a cookie: /fotos explains and lists nothing, every album and file is a 404", async () => {
    expect(await zichtbareAlbums(null)).toBeNull();
    for (const id of [kapoenenFoto, welpenFoto, groepFoto]) expect((await bestand(id, null)).status).toBe(404);
    const page = await callRoute(albumPage, `${BASE}/fotos/${welpen}`, { id: String(welpen) });
    expect(page.status).toBe(404);
    expect((await callRoute(downloadLoader, `${BASE}/fotos/${welpen}/download`, { id: String(welpen) })).status).toBe(404);
  });

  test("a Welpen link shows the Welpen and the whole group's albums, not the Kapoenen album; the cookie lasts until the year ends", async () => {
    const url = await link("welpen");
    expect(url).toMatch(/\/fotos\/toegang\/[\w-]{43}$/);
    // The same link again (copied twice), and only its hash is stored.
    expect(await link("welpen")).toBe(url);
    const stored = await getDb().$client.execute("SELECT token_hash, sleutel FROM foto_link");
    expect(JSON.stringify(stored.rows)).not.toContain(url.split("/").pop());

    const { response, cookie } = await open(url);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fotos");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^fotos_2=[\w-]{43}; Path=\/fotos; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    // Until 1 September 2027, 00:00 in Brussels.
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)![1]);
    // (The site's clock runs on from NOW while the test runs.)
    expect((Date.parse("2027-08-31T22:00:00Z") - NOW) / 1000 - maxAge).toBeLessThan(60);
    expect((await open(url, "https")).response.headers.get("Set-Cookie")).toMatch(/; Secure$/);

    expect(await zichtbareAlbums(cookie)).toEqual(["Groepsfeest", "Welpen aan zee"]);
    expect((await bestand(welpenFoto, cookie)).status).toBe(200);
    expect((await bestand(groepFoto, cookie)).status).toBe(200);
    expect((await bestand(kapoenenFoto, cookie)).status).toBe(404);
    expect((await callRoute(albumPage, new Request(`${BASE}/fotos/${kapoenen}`, { headers: { Cookie: cookie! } }), { id: String(kapoenen) })).status).toBe(404);
    const welpenPage = await callRoute(albumPage, new Request(`${BASE}/fotos/${welpen}`, { headers: { Cookie: cookie! } }), { id: String(welpen) });
    expect(welpenPage.status).toBe(200);
    expect((await welpenPage.json()).fotos).toHaveLength(1);
  });

  test("'Nieuwe link' ends the old link and the cookies it gave at once", async () => {
    const old = await link("welpen");
    const { cookie } = await open(old);
    const kept = await bestand(welpenFoto, cookie);
    expect(kept.status).toBe(200);
    // The browser keeps it with its validator; asking again with it: 304, no bytes, while the link works.
    const etag = kept.headers.get("ETag")!;
    const revalidated = await bestand(welpenFoto, cookie, "480", etag);
    expect(revalidated.status).toBe(304);
    expect(await revalidated.arrayBuffer()).toHaveProperty("byteLength", 0);
    expect(revalidated.headers.get("Cache-Control")).toBe("private, no-cache");
    const renewed = await callRoute(toegangAction, api("/api/albums/toegang/welpen", welpenLeiding, { method: "POST" }), { tak: "welpen" });
    expect(renewed.status).toBe(201);
    const { url } = (await renewed.json()) as { url: string };
    expect(url).not.toBe(old);
    expect(await link("welpen")).toBe(url);

    expect((await bestand(welpenFoto, cookie)).status).toBe(404);
    expect(await zichtbareAlbums(cookie)).toBeNull();
    // A browser that kept the photo asks again before it shows it (no-cache): the old cookie no longer opens it.
    expect((await bestand(welpenFoto, cookie, "480", etag)).status).toBe(404);
    const reopened = await open(old);
    expect(reopened.cookie).toBeNull();
    expect(reopened.response.headers.get("Location")).toBe("/fotos?link=ongeldig");
    const fresh = await open(url);
    expect((await bestand(welpenFoto, fresh.cookie)).status).toBe(200);
    const audit = await getDb().$client.execute("SELECT action, detail FROM audit WHERE entity = 'fotolink'");
    expect(audit.rows.map((r) => [r.action, r.detail])).toContainEqual(["fotolink.nieuw", "Welpen"]);
  });

  test("a link of last scouting year opens nothing: on 1 September its cookie and the link itself stop working", async () => {
    const { cookie } = await open(await link("welpen"));
    expect((await bestand(welpenFoto, cookie)).status).toBe(200);
    setNow(Date.parse("2027-08-31T21:59:00Z"));
    expect((await bestand(welpenFoto, cookie)).status).toBe(200);
    setNow(Date.parse("2027-08-31T22:00:00Z"));
    expect((await bestand(welpenFoto, cookie)).status).toBe(404);
    expect(await zichtbareAlbums(cookie)).toBeNull();
    const lastYear = await getDb().$client.execute("SELECT token_hash FROM foto_link WHERE doelgroep = '2'");
    expect(lastYear.rows).toHaveLength(1);
    // The leaders get this year's link on their first visit (with a login of that day: sessions follow the clock);
    // last year's opens nothing.
    const nieuw = await link("welpen", await ownerToken());
    expect((await open(nieuw)).cookie).not.toBeNull();
    // That login swept the sessions that had expired by then: the next tests, back on 23 November, log in again.
    setNow(NOW);
    owner = await ownerToken();
    const akela = await getDb().$client.execute("SELECT id FROM account WHERE email = 'akela@example.be'");
    welpenLeiding = (await createSession(Number(akela.rows[0]!.id), "token")).id;
  });

  test("a logged-in leader sees every album and file", async () => {
    const cookie = `scouts_admin=${owner}`;
    expect(await zichtbareAlbums(cookie)).toEqual(["Groepsfeest", "Welpen aan zee", "Kapoenen in het bos"]);
    for (const id of [kapoenenFoto, welpenFoto, groepFoto]) expect((await bestand(id, cookie)).status).toBe(200);
    expect(await zichtbareAlbums(`scouts_admin=${welpenLeiding}`)).toHaveLength(3);
  });

  test("the file route: WebP, private, not indexed, no referrer; a 404 carries the same headers", async () => {
    const cookie = `scouts_admin=${owner}`;
    for (const breedte of ["480", "1280", "2048"]) {
      const response = await bestand(welpenFoto, cookie, breedte);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(response.headers.get("ETag")).toMatch(new RegExp(`^"[a-f0-9]{32}-${breedte}"$`));
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, noimageindex");
      expect(response.headers.get("Referrer-Policy")).toBe("same-origin");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
    }
    for (const [id, breedte] of [[welpenFoto, "800"], [999999, "480"]] as const) {
      const missing = await bestand(id, cookie, breedte);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("Cache-Control")).toBe("private, no-store");
      expect(missing.headers.get("X-Robots-Tag")).toBe("noindex, noimageindex");
    }
  });
});

describe("'Vraag verwijdering aan'", () => {
  test("mails the tak's Takleiding and the Beheerder through SMTP; the admin removes the photo (files gone at once) or rejects", async () => {
    const server = createTestSmtp(await freePort());
    await server.start();
    process.env.SMTP_URL = server.url;
    try {
      const id = await album("welpen", "Welpen op kamp");
      const [eerste, tweede] = [await foto(id), await foto(id)];
      const { cookie } = await open(await link("welpen"));
      const ask = (fotoId: number, reden: string) =>
        callRoute(
          albumPageAction,
          new Request(`${BASE}/fotos/${id}?foto=${fotoId}`, { method: "POST", headers: { Cookie: cookie! }, body: new URLSearchParams({ foto: String(fotoId), reden }) }),
          { id: String(id) },
        );
      const nobody = await callRoute(
        albumPageAction,
        new Request(`${BASE}/fotos/${id}`, { method: "POST", body: new URLSearchParams({ foto: String(eerste), reden: "x" }) }),
        { id: String(id) },
      );
      expect(nobody.status).toBe(404);

      const asked = await ask(eerste, "Mijn zoon staat erop.");
      expect(asked.status).toBe(200);
      expect(await asked.json()).toEqual({ ok: true, foto: eerste });
      await expect.poll(() => server.received.length).toBe(1);
      const mail = server.received[0]!;
      // The tak's Takleiding; the group has no address of its own in this database (neutral settings).
      expect(mail.rcptTo.sort()).toEqual(["akela@example.be"]);
      expect(mail.parsed.subject).toBe("[Foto's] Verzoek om een foto te verwijderen uit 'Welpen op kamp'");
      expect(mail.parsed.text).toContain("Reden: Mijn zoon staat erop.");
      expect(mail.parsed.text).toContain("/admin?sectie=fotos");
      expect(await ask(tweede, "")).toHaveProperty("status", 200);
      const tooLong = await ask(tweede, "x".repeat(501));
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toEqual({ ok: false, foto: tweede, error: expect.stringMatching(/^Reden .*500/) });

      const verzoeken = await runAsSystem(() => listVerzoeken());
      expect(verzoeken.map((v) => [v.fotoId, v.reden])).toEqual([
        [tweede, null],
        [eerste, "Mijn zoon staat erop."],
      ]);
      const before = fotoFiles().length;
      const adminPost = (intent: string, verzoek: number) =>
        callRoute(adminAction, new Request(`${BASE}/admin?sectie=fotos`, { method: "POST", headers: { Cookie: `scouts_admin=${owner}` }, body: new URLSearchParams({ intent, id: String(verzoek) }) }));
      const removed = await adminPost("verzoek-uitvoeren", verzoeken[1]!.id);
      expect(await removed.json()).toEqual({ ok: true, melding: "foto-verwijderd" });
      expect(fotoFiles().length).toBe(before - 3);
      expect((await bestand(eerste, `scouts_admin=${owner}`)).status).toBe(404);
      const rejected = await adminPost("verzoek-afwijzen", verzoeken[0]!.id);
      expect(await rejected.json()).toEqual({ ok: true, melding: "verzoek-afgewezen" });
      expect(await listVerzoeken()).toEqual([]);
      expect((await bestand(tweede, `scouts_admin=${owner}`)).status).toBe(200);
    } finally {
      delete process.env.SMTP_URL;
      await server.stop();
    }
  });
});

describe("'Vraag verwijdering aan' is limited", () => {
  test("20 requests per client per 10 minutes: the 21st is a 429 that stores and mails nothing; another client still asks (issue 36)", async () => {
    const server = createTestSmtp(await freePort());
    await server.start();
    process.env.SMTP_URL = server.url;
    try {
      const id = await album("welpen", "Welpen in het bos");
      const fotoId = await foto(id);
      const { cookie } = await open(await link("welpen"));
      const ask = (client: string) =>
        callRoute(
          albumPageAction,
          new Request(`${BASE}/fotos/${id}`, { method: "POST", headers: { Cookie: cookie! }, body: new URLSearchParams({ foto: String(fotoId), reden: "" }) }),
          { id: String(id) },
          client,
        );
      const stored = async () => (await runAsSystem(() => listVerzoeken())).filter((v) => v.fotoId === fotoId).length;
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await ask("2001:db8:36:1::7")).status);
      expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(5).fill(429)]);
      const refused = await ask("2001:db8:36:1::8"); // the same /64 network: the same client
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ ok: false, error: "Te veel verzoeken. Probeer het later opnieuw." });
      expect(await stored()).toBe(20);
      await expect.poll(() => server.received.length).toBe(20);
      expect((await ask("198.51.100.36")).status).toBe(200);
      expect(await stored()).toBe(21);
    } finally {
      delete process.env.SMTP_URL;
      await server.stop();
    }
  });
});

describe("'Download album'", () => {
  test("is a ZIP of the 1280 px photos, streamed: its first bytes come before the last photo is read", async () => {
    const id = await album("jongverkenners", "Tocht naar Gent");
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await upload(id, [{ name: `${i}.jpg`, bytes: await noise(1300, 975) }]);
      ids.push(((await response.json()) as { fotos: { id: number }[] }).fotos[0]!.id);
    }
    const rows = await getDb().$client.execute({ sql: "SELECT bestand FROM foto WHERE album_id = ? ORDER BY id", args: [id] });
    const files = rows.rows.map((r) => path.join(data.dir(), "fotos", String(id), `${r.bestand}-1280.webp`));
    const sizes = files.map((f) => fs.statSync(f).size);
    // Together far more than the stream buffers between the files and the reader.
    expect(sizes.slice(0, -1).reduce((a, b) => a + b, 0)).toBeGreaterThan(1024 * 1024);

    const response = await callRoute(downloadLoader, new Request(`${BASE}/fotos/${id}/download`, { headers: { Cookie: `scouts_admin=${owner}` } }), { id: String(id) });
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="tocht-naar-gent.zip"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    // The last photo changes on disk now: a ZIP made in advance would still hold the old bytes.
    const last = files.at(-1)!;
    const original = fs.readFileSync(last);
    const replaced = Buffer.from(original).reverse();
    fs.writeFileSync(last, replaced);
    const chunks: Buffer[] = [Buffer.from(first.value!)];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
    }
    const zip = Buffer.concat(chunks);
    expect(zip.includes(replaced)).toBe(true);
    expect(zip.includes(original)).toBe(false);
    for (let i = 0; i < 4; i++) expect(zip.includes(fs.readFileSync(files[i]!))).toBe(true);
    for (let n = 1; n <= 5; n++) expect(zip.includes(Buffer.from(`tocht-naar-gent-${n}.webp`))).toBe(true);
  });
});

describe("'Albums bewaren'", () => {
  test("the daily job removes albums older than the kept scouting years with their files, one audit row each", async () => {
    const oud = await album("kapoenen", "Kamp 2024", "2025-07-20");
    const vorigJaar = await album("kapoenen", "Kamp 2025", "2026-07-20");
    await foto(oud);
    await foto(vorigJaar);
    const dir = (id: number) => path.join(data.dir(), "fotos", String(id));
    expect(fs.existsSync(dir(oud))).toBe(true);

    // 'Albums bewaren' is 2 scouting years by default: this year's and last year's albums stay.
    expect(await ruimAlbumsOp(NOW)).toEqual({ albums: 1 });
    expect(fs.existsSync(dir(oud))).toBe(false);
    expect(fs.existsSync(dir(vorigJaar))).toBe(true);
    const rows = await getDb().$client.execute("SELECT id FROM album WHERE titel LIKE 'Kamp 202%'");
    expect(rows.rows.map((r) => r.id)).toEqual([vorigJaar]);
    const audit = await getDb().$client.execute({ sql: "SELECT action, account_id FROM audit WHERE entity = 'album' AND entity_id = ?", args: [String(oud)] });
    expect(audit.rows.map((r) => [r.action, r.account_id])).toContainEqual(["album.opgeruimd", null]);

    // The Beheerder keeps one year ('Instellingen' > 'Groep' > 'Albums bewaren'); a value out of range is refused.
    const zet = (albumsBewaren: unknown) =>
      callRoute(instellingenAction, api("/api/instellingen", owner, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ albumsBewaren }) }));
    const refused = await zet(0);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.albumsBewaren).toBe("Albums bewaren: vul een aantal scoutsjaren in van 1 tot 10");
    expect((await zet(1)).status).toBe(200);
    expect(await ruimAlbumsOp(NOW)).toEqual({ albums: 1 });
    expect(fs.existsSync(dir(vorigJaar))).toBe(false);
  });
});
