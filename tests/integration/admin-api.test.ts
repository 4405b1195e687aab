import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { action as geschiedenisIdAction } from "~/routes/api.geschiedenis.$id";
import { action as geschiedenisAction } from "~/routes/api.geschiedenis";
import { action as artikelAction } from "~/routes/api.geschiedenis.articles";
import { action as leidingIdAction } from "~/routes/api.leiding.$id";
import { action as leidingAction } from "~/routes/api.leiding";
import { action as leidingtakIdAction } from "~/routes/api.leidingtak.$id";
import { action as leidingtakAction } from "~/routes/api.leidingtak";
import { action as boekjeAction } from "~/routes/api.takken.boekje.$id";
import { action as takkenIdAction } from "~/routes/api.takken.$id";
import { action as takkenAction } from "~/routes/api.takken";
import * as takPage from "~/routes/takken.$id";
import { setNow } from "~/lib/clock.server";
import { BASE, bearer, count, form, ownerToken, prepareAdminDb } from "../helpers/admin";
import { callRoute } from "../helpers/route";
import { startImageServer } from "../helpers/image-server";
import { withTempDataDir } from "../helpers/temp-data";

const data = withTempDataDir();
let token = "";
beforeAll(async () => {
  token = await prepareAdminDb();
});

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: "#3d8b37" } })
    .jpeg()
    .withExif({ IFD0: { Make: "GeheimeCamera", Copyright: "Locatie Demostad" } })
    .toBuffer();
}

const pdf = () => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2000, 32), Buffer.from("\n%%EOF\n")]);
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

function mediaIds(): string[] {
  const dir = path.join(data.dir(), "media");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith(".")) : [];
}

function req(url: string, init: RequestInit = {}) {
  return new Request(`${BASE}${url}`, bearer(token, init));
}

async function createLeider(name = "Testleider"): Promise<{ id: number; imagename: string; takken: { tak_leiding_id: number }[] }> {
  const body = form({ name, tel: "0470 00 00 00", functie: "1", image: file(await jpegWithExif(), "foto.jpg", "image/jpeg") });
  const response = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body }));
  expect(response.status).toBe(201);
  return response.json();
}

describe("write API authorisation", () => {
  it("answers 401 on every write without a session or token", async () => {
    const anonymous = (url: string, method: string) => new Request(`${BASE}${url}`, { method, body: new URLSearchParams({}) });
    const calls: Array<[() => Promise<Response>, string]> = [
      [() => callRoute(leidingAction, anonymous("/api/leiding", "POST")), "POST leiding"],
      [() => callRoute(leidingIdAction, anonymous("/api/leiding/1", "PUT"), { id: "1" }), "PUT leiding"],
      [() => callRoute(leidingIdAction, anonymous("/api/leiding/1", "DELETE"), { id: "1" }), "DELETE leiding"],
      [() => callRoute(takkenAction, anonymous("/api/takken", "POST")), "POST takken"],
      [() => callRoute(takkenIdAction, anonymous("/api/takken/1", "PUT"), { id: "1" }), "PUT takken"],
      [() => callRoute(takkenIdAction, anonymous("/api/takken/1", "DELETE"), { id: "1" }), "DELETE takken"],
      [() => callRoute(boekjeAction, anonymous("/api/takken/boekje/1", "PUT"), { id: "1" }), "PUT boekje"],
      [() => callRoute(leidingtakAction, anonymous("/api/leidingtak", "POST")), "POST leidingtak"],
      [() => callRoute(leidingtakIdAction, anonymous("/api/leidingtak/1", "PUT"), { id: "1" }), "PUT leidingtak"],
      [() => callRoute(leidingtakIdAction, anonymous("/api/leidingtak/1", "DELETE"), { id: "1" }), "DELETE leidingtak"],
      [() => callRoute(geschiedenisAction, anonymous("/api/geschiedenis", "POST")), "POST geschiedenis"],
      [() => callRoute(geschiedenisIdAction, anonymous("/api/geschiedenis/x", "PUT"), { id: "x" }), "PUT geschiedenis"],
      [() => callRoute(geschiedenisIdAction, anonymous("/api/geschiedenis/x", "DELETE"), { id: "x" }), "DELETE geschiedenis"],
      [() => callRoute(artikelAction, anonymous("/api/geschiedenis/articles", "POST")), "POST artikel"],
    ];
    for (const [call, name] of calls) {
      const response = await call();
      expect(response.status, name).toBe(401);
      expect(response.headers.get("Cache-Control"), name).toBe("no-store");
    }
    const bad = await callRoute(leidingAction, new Request(`${BASE}/api/leiding`, bearer("verzonnen", { method: "POST" })));
    expect(bad.status).toBe(401);
  });

  it("refuses a cookie-carried write from another site (403) but accepts one from our own origin", async () => {
    const cookie = { Cookie: `scouts_admin=${token}` };
    const crossSite = await callRoute(leidingtakIdAction, new Request(`${BASE}/api/leidingtak/999`, { method: "DELETE", headers: { ...cookie, "Sec-Fetch-Site": "cross-site" } }), { id: "999" });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await callRoute(leidingtakIdAction, new Request(`${BASE}/api/leidingtak/999`, { method: "DELETE", headers: { ...cookie, Origin: "https://evil.example" } }), { id: "999" });
    expect(otherOrigin.status).toBe(403);
    const sameOrigin = await callRoute(leidingtakIdAction, new Request(`${BASE}/api/leidingtak/999`, { method: "DELETE", headers: { ...cookie, Origin: BASE } }), { id: "999" });
    expect(sameOrigin.status).toBe(404);
  });
});

describe("leiding", () => {
  it("validates and names the wrong fields", async () => {
    const response = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body: form({ name: " ", tel: "" }) }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields).toMatchObject({ name: "Naam is verplicht", tel: "Telefoon is verplicht", image: "Foto is verplicht" });
    const noPhoto = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body: form({ name: "A", tel: "1", functie: "1" }) }));
    expect(noPhoto.status).toBe(400);
    expect((await noPhoto.json()).fields).toEqual({ image: "Foto is verplicht" });
  });

  it("stores the photo re-encoded without EXIF, with the branch assignment and an audit row, in one go", async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const auditBefore = await count("audit");
    const leider = await createLeider("Fotograaf");
    expect(leider.takken).toHaveLength(1);
    const dir = path.join(data.dir(), "media", leider.imagename);
    for (const f of fs.readdirSync(dir)) {
      const bytes = fs.readFileSync(path.join(dir, f));
      expect((await sharp(bytes).metadata()).exif, f).toBeUndefined();
      expect(bytes.includes(Buffer.from("GeheimeCamera")), f).toBe(false);
    }
    expect(await count("audit")).toBe(auditBefore + 1);
  });

  it("refuses a renamed text file as image and stores nothing", async () => {
    const before = { rows: await count("leiding"), media: mediaIds().length };
    const body = form({ name: "Tekst", tel: "1", functie: "1", image: file(Buffer.from("dit is geen foto"), "foto.jpg", "image/jpeg") });
    const response = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/geen (geldige )?afbeelding/);
    expect({ rows: await count("leiding"), media: mediaIds().length }).toEqual(before);
  });

  it("answers 413 for a photo over 10 MB", async () => {
    const body = form({ name: "Groot", tel: "1", functie: "1", image: file(Buffer.alloc(11 * 1024 * 1024, 1), "groot.jpg", "image/jpeg") });
    const response = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body }));
    expect(response.status).toBe(413);
  });

  it("removes the new photo again when the write fails (unknown branch) and leaves the data as it was", async () => {
    const before = { rows: await count("leiding"), media: mediaIds().length };
    const photo = await jpegWithExif();
    const body = form({ name: "Verkeerd", tel: "1", functie: "999", image: file(photo, "f.jpg", "image/jpeg") });
    const response = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ functie: "Deze tak bestaat niet." });
    expect({ rows: await count("leiding"), media: mediaIds().length }).toEqual(before);
  });

  it("replaces the photo only on success and then deletes the old one", async () => {
    const leider = await createLeider("Vervanger");
    const oldDir = path.join(data.dir(), "media", leider.imagename);

    const refused = await callRoute(leidingIdAction, req(`/api/leiding/${leider.id}`, { method: "PUT", body: form({ name: "Nieuw", image: file(Buffer.from("tekst"), "x.png", "image/png") }) }), { id: String(leider.id) });
    expect(refused.status).toBe(400);
    expect(fs.existsSync(oldDir)).toBe(true);
    const [row] = (await getDb().$client.execute({ sql: "SELECT name, imagename FROM leiding WHERE id = ?", args: [leider.id] })).rows;
    expect(row).toMatchObject({ name: "Vervanger", imagename: leider.imagename });

    const photo = await jpegWithExif();
    const replaced = await callRoute(leidingIdAction, req(`/api/leiding/${leider.id}`, { method: "PUT", body: form({ tel: "0499", image: file(photo, "n.jpg", "image/jpeg") }) }), { id: String(leider.id) });
    expect(replaced.status).toBe(200);
    const updated = await replaced.json();
    expect(updated).toMatchObject({ name: "Vervanger", tel: "0499" });
    expect(updated.imagename).not.toBe(leider.imagename);
    expect(fs.existsSync(oldDir)).toBe(false);
    expect(fs.existsSync(path.join(data.dir(), "media", updated.imagename))).toBe(true);
  });

  it("accepts JSON, answers 404 for an unknown leader and deletes with the photo", async () => {
    const leider = await createLeider("Json");
    const renamed = await callRoute(leidingIdAction, req(`/api/leiding/${leider.id}`, { method: "PUT", body: JSON.stringify({ name: "Json Hernoemd" }), headers: { "Content-Type": "application/json" } }), { id: String(leider.id) });
    expect((await renamed.json()).name).toBe("Json Hernoemd");
    const missing = await callRoute(leidingIdAction, req("/api/leiding/99999", { method: "DELETE" }), { id: "99999" });
    expect(missing.status).toBe(404);
    const deleted = await callRoute(leidingIdAction, req(`/api/leiding/${leider.id}`, { method: "DELETE" }), { id: String(leider.id) });
    expect(deleted.status).toBe(200);
    expect(fs.existsSync(path.join(data.dir(), "media", leider.imagename))).toBe(false);
    const again = await callRoute(leidingIdAction, req(`/api/leiding/${leider.id}`, { method: "DELETE" }), { id: String(leider.id) });
    expect(again.status).toBe(404);
  });

  it("adds, moves and removes branch assignments", async () => {
    const leider = await createLeider("Takwisselaar");
    const added = await callRoute(leidingtakAction, req("/api/leidingtak", { method: "POST", body: form({ leiding_id: String(leider.id), tak_id: "2" }) }));
    expect(added.status).toBe(201);
    const { id } = await added.json();
    const moved = await callRoute(leidingtakIdAction, req(`/api/leidingtak/${id}`, { method: "PUT", body: form({ tak_id: "3" }) }), { id: String(id) });
    expect(moved.status).toBe(200);
    const [row] = (await getDb().$client.execute({ sql: "SELECT tak_id FROM leiding_tak WHERE id = ?", args: [id] })).rows;
    expect(Number(row?.tak_id)).toBe(3);
    const badTak = await callRoute(leidingtakIdAction, req(`/api/leidingtak/${id}`, { method: "PUT", body: form({ tak_id: "abc" }) }), { id: String(id) });
    expect(badTak.status).toBe(400);
    expect((await badTak.json()).fields).toHaveProperty("tak_id");
    const invalid = await callRoute(leidingtakAction, req("/api/leidingtak", { method: "POST", body: form({ tak_id: "1" }) }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields).toHaveProperty("leiding_id");
    const removed = await callRoute(leidingtakIdAction, req(`/api/leidingtak/${id}`, { method: "DELETE" }), { id: String(id) });
    expect(removed.status).toBe(200);
    const gone = await callRoute(leidingtakIdAction, req(`/api/leidingtak/${id}`, { method: "DELETE" }), { id: String(id) });
    expect(gone.status).toBe(404);
  });
});

describe("takken and booklets", () => {
  it("creates, changes and deletes a tak; a duplicate name answers 409", async () => {
    const created = await callRoute(takkenAction, req("/api/takken", { method: "POST", body: form({ name: "Akabe", leeftijd: "8-18" }) }));
    expect(created.status).toBe(201);
    const tak = await created.json();
    const duplicate = await callRoute(takkenAction, req("/api/takken", { method: "POST", body: form({ name: "akabe" }) }));
    expect(duplicate.status).toBe(409);
    const invalid = await callRoute(takkenIdAction, req(`/api/takken/${tak.id}`, { method: "PUT", body: form({ color: "groen" }) }), { id: String(tak.id) });
    expect(invalid.status).toBe(400);
    const changed = await callRoute(takkenIdAction, req(`/api/takken/${tak.id}`, { method: "PUT", body: form({ color: "#123456" }) }), { id: String(tak.id) });
    expect((await changed.json()).color).toBe("#123456");
    const deleted = await callRoute(takkenIdAction, req(`/api/takken/${tak.id}`, { method: "DELETE" }), { id: String(tak.id) });
    expect(deleted.status).toBe(200);
  });

  it("stores a PDF under a new name, replaces the old one only on success and refuses a renamed text file", async () => {
    const dir = path.join(data.dir(), "boekjes");
    const first = await callRoute(boekjeAction, req("/api/takken/boekje/2", { method: "PUT", body: form({ boekje: file(pdf(), "welpen.pdf", "application/pdf") }) }), { id: "2" });
    expect(first.status).toBe(200);
    const tak = await first.json();
    expect(tak.boekjeUrl).toMatch(/^\/boekjes\/welpen-\d{4}-\d{2}-\d+-[a-f0-9]+\.pdf$/);
    const firstFile = path.join(dir, tak.boekje);
    expect(fs.readFileSync(firstFile).subarray(0, 5).toString()).toBe("%PDF-");

    const fake = await callRoute(boekjeAction, req("/api/takken/boekje/2", { method: "PUT", body: form({ boekje: file(Buffer.from("geen pdf"), "boekje.pdf", "application/pdf") }) }), { id: "2" });
    expect(fake.status).toBe(400);
    expect((await fake.json()).error).toBe("Alleen PDF bestanden zijn toegestaan");
    expect(fs.existsSync(firstFile)).toBe(true);

    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(21 * 1024 * 1024, 32)]);
    const tooBig = await callRoute(boekjeAction, req("/api/takken/boekje/2", { method: "PUT", body: form({ boekje: file(big, "b.pdf", "application/pdf") }) }), { id: "2" });
    expect(tooBig.status).toBe(413);
    expect(fs.existsSync(firstFile)).toBe(true);

    const second = await callRoute(boekjeAction, req("/api/takken/boekje/2", { method: "PUT", body: form({ boekje: file(pdf(), "nieuw.pdf", "application/pdf") }) }), { id: "2" });
    const replaced = await second.json();
    expect(replaced.boekje).not.toBe(tak.boekje);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(".tmp"))).toEqual([]);

    const noBooklet = await callRoute(boekjeAction, req("/api/takken/boekje/8", { method: "PUT", body: form({ boekje: file(pdf(), "b.pdf", "application/pdf") }) }), { id: "8" });
    expect(noBooklet.status).toBe(400);
    const unknown = await callRoute(boekjeAction, req("/api/takken/boekje/77", { method: "PUT", body: form({ boekje: file(pdf(), "b.pdf", "application/pdf") }) }), { id: "77" });
    expect(unknown.status).toBe(404);
  });

  it("puts next month's booklet up in advance: the tak page shows it from the 25th, each labelled with its own month", async () => {
    const dir = path.join(data.dir(), "boekjes");
    const put = (fields: Record<string, string | Blob>) =>
      callRoute(boekjeAction, req("/api/takken/boekje/3", { method: "PUT", body: form({ boekje: file(pdf(), "b.pdf", "application/pdf"), ...fields }) }), { id: "3" });
    const takPagina = async () =>
      ((await (await callRoute(takPage.loader, "http://localhost/takken/pioniers", { id: "pioniers" })).json()) as { boekjes: { label: string }[] }).boekjes.map((b) => b.label);
    try {
      setNow(Date.parse("2026-11-10T12:00:00Z"));
      const november = await put({});
      expect(november.status).toBe(200);
      expect(await november.json()).toMatchObject({ boekjeMaand: "2026-11" });
      const december = await put({ maand: "2026-12" });
      expect(december.status).toBe(200);
      // The API's current booklet stays November's until December.
      const answer = await december.json();
      expect(answer).toMatchObject({ boekjeMaand: "2026-11" });
      const refused = await put({ maand: "2027-01" });
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields.maand).toBe("Kies november of december (2026-11 of 2026-12).");
      expect(await takPagina()).toEqual(["Boekje Pioniers (november)"]);

      setNow(Date.parse("2026-11-25T08:00:00Z"));
      expect(await takPagina()).toEqual(["Boekje Pioniers (november)", "Boekje Pioniers (december)"]);

      // In December, a new December booklet replaces the one put up in advance; November's goes with it.
      setNow(Date.parse("2026-12-02T12:00:00Z"));
      // A login of that day: sessions follow the clock.
      token = await ownerToken();
      expect(await takPagina()).toEqual(["Boekje Pioniers (december)"]);
      const files = () => fs.readdirSync(dir).filter((f) => f.startsWith("pioniers-"));
      expect(files()).toHaveLength(2);
      const vervangen = await put({ maand: "2026-12" });
      expect(vervangen.status).toBe(200);
      expect(files()).toEqual([expect.stringMatching(/^pioniers-2026-12-\d+-[a-f0-9]+\.pdf$/)]);
      expect(await takPagina()).toEqual(["Boekje Pioniers (december)"]);
    } finally {
      setNow(undefined);
      token = await ownerToken();
    }
  });
});

describe("geschiedenis", () => {
  let images: Awaited<ReturnType<typeof startImageServer>>;
  beforeAll(async () => {
    images = await startImageServer();
    process.env.IMAGE_FETCH_ALLOW_PRIVATE = "true";
    periode.kenteken = `${images.url}/kenteken.png`;
  });
  afterAll(async () => {
    delete process.env.IMAGE_FETCH_ALLOW_PRIVATE;
    await images.close();
  });
  const periode = {
    titel: "Testjaren 2030",
    kenteken: "",
    beginjaar: "2030",
    eindjaar: "2031",
    aalmoezenier: "E.H. Test",
    groepsleiding: "An, Bert",
    artikels: "Eerste alinea.\n\nTweede alinea.",
  };

  it("validates and names the wrong fields", async () => {
    const response = await callRoute(geschiedenisAction, req("/api/geschiedenis", { method: "POST", body: form({ beginjaar: "abc" }) }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toMatchObject({
      titel: "Titel is verplicht",
      kenteken: "Embleem link is verplicht",
      aalmoezenier: "Aalmoezenier is verplicht",
      groepsleiding: "Groepsleiding is verplicht",
      beginjaar: "Beginjaar moet een jaartal zijn",
    });
  });

  it("creates a period with its slug id and articles; the same title again answers 409", async () => {
    const created = await callRoute(geschiedenisAction, req("/api/geschiedenis", { method: "POST", body: form(periode) }));
    expect(created.status).toBe(201);
    expect((await created.json()).id).toBe("testjaren");
    const rows = await getDb().$client.execute("SELECT artikel FROM geschiedenis_artikel WHERE geschiedenis_id = 'testjaren' ORDER BY position");
    expect(rows.rows.map((r) => r.artikel)).toEqual(["Eerste alinea.", "Tweede alinea."]);
    const clash = await callRoute(geschiedenisAction, req("/api/geschiedenis", { method: "POST", body: form({ ...periode, titel: "Testjaren!" }) }));
    expect(clash.status).toBe(409);
    expect((await clash.json()).error).toBe("Er bestaat al een periode met deze titel");
  });

  it("adds an article and updates and deletes the period", async () => {
    const added = await callRoute(artikelAction, req("/api/geschiedenis/articles", { method: "POST", body: JSON.stringify({ artikel: "Derde.", geschiedenisId: "testjaren" }), headers: { "Content-Type": "application/json" } }));
    expect(added.status).toBe(201);
    const unknown = await callRoute(artikelAction, req("/api/geschiedenis/articles", { method: "POST", body: form({ artikel: "x", geschiedenisId: "bestaat-niet" }) }));
    expect(unknown.status).toBe(404);
    const updated = await callRoute(geschiedenisIdAction, req("/api/geschiedenis/testjaren", { method: "PUT", body: form({ eindjaar: "2032" }) }), { id: "testjaren" });
    expect(updated.status).toBe(200);
    const changed = await updated.json();
    expect(changed).toMatchObject({ id: "testjaren", eindjaar: 2032, beginjaar: 2030 });
  });

  it("refuses a period that ends before it begins, also when a PUT changes one year only", async () => {
    const before = await count("geschiedenis");
    const created = await callRoute(geschiedenisAction, req("/api/geschiedenis", { method: "POST", body: form({ ...periode, titel: "Achterstevoren", beginjaar: "2026", eindjaar: "2003" }) }));
    expect(created.status).toBe(400);
    expect((await created.json()).fields).toMatchObject({ eindjaar: "Eindjaar kan niet voor het beginjaar liggen" });
    expect(await count("geschiedenis")).toBe(before);
    const updated = await callRoute(geschiedenisIdAction, req("/api/geschiedenis/testjaren", { method: "PUT", body: form({ eindjaar: "2029" }) }), { id: "testjaren" });
    expect(updated.status).toBe(400);
    expect((await updated.json()).error).toBe("Eindjaar kan niet voor het beginjaar liggen");
    const stored = await getDb().$client.execute("SELECT beginjaar, eindjaar FROM geschiedenis WHERE id = 'testjaren'");
    expect(stored.rows[0]).toMatchObject({ beginjaar: 2030, eindjaar: 2032 });
  });

  it("writes a period and its articles in one transaction: a failing article leaves nothing behind", async () => {
    const client = getDb().$client;
    await client.execute(
      "CREATE TRIGGER test_weiger BEFORE INSERT ON geschiedenis_artikel WHEN NEW.artikel = 'BOEM' BEGIN SELECT RAISE(ABORT, 'test'); END",
    );
    const before = { periodes: await count("geschiedenis"), artikels: await count("geschiedenis_artikel"), audit: await count("audit") };
    const response = await callRoute(geschiedenisAction, req("/api/geschiedenis", { method: "POST", body: form({ ...periode, titel: "Mislukt", artikels: "Goed\nBOEM" }) }));
    expect(response.status).toBe(500);
    expect({ periodes: await count("geschiedenis"), artikels: await count("geschiedenis_artikel"), audit: await count("audit") }).toEqual(before);
    await client.execute("DROP TRIGGER test_weiger");
  });

  it("deletes a period with its articles", async () => {
    const deleted = await callRoute(geschiedenisIdAction, req("/api/geschiedenis/testjaren", { method: "DELETE" }), { id: "testjaren" });
    expect(deleted.status).toBe(200);
    expect(await count("geschiedenis_artikel")).toBe(0);
    const again = await callRoute(geschiedenisIdAction, req("/api/geschiedenis/testjaren", { method: "DELETE" }), { id: "testjaren" });
    expect(again.status).toBe(404);
  });
});

describe("JSON bodies", () => {
  it("accepts a photo as base64 in JSON and refuses an oversized JSON body with 413", async () => {
    const image = (await jpegWithExif()).toString("base64");
    const created = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body: JSON.stringify({ name: "Json Foto", tel: "1", functie: 2, image }), headers: { "Content-Type": "application/json" } }));
    expect(created.status).toBe(201);
    expect((await created.json()).takken[0].tak_id).toBe(2);

    const huge = JSON.stringify({ name: "x", tel: "1", functie: 1, image: "A".repeat(16 * 1024 * 1024) });
    const tooBig = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body: huge, headers: { "Content-Type": "application/json" } }));
    expect(tooBig.status).toBe(413);
    const broken = await callRoute(leidingAction, req("/api/leiding", { method: "POST", body: "{nee", headers: { "Content-Type": "application/json" } }));
    expect(broken.status).toBe(400);
  });
});
