import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { beforeAll, describe, expect, test } from "vitest";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { getDb } from "~/db/client.server";
import { createSession } from "~/domains/auth/session.server";
import { action as activiteitFormAction, loader as activiteitFormLoader } from "~/routes/admin.activiteit";
import { action as apiIdAction, loader as apiIdLoader } from "~/routes/api.activiteiten.$id";
import { action as apiAction } from "~/routes/api.activiteiten";
import { action as documentAction } from "~/routes/api.activiteiten.$id.documenten";
import { action as documentDeleteAction } from "~/routes/api.activiteiten.$id.documenten.$docId";
import { loader as homeLoader } from "~/routes/home";
import { loader as kampLoader } from "~/routes/kamp.$tak";
import { loader as kampenLoader } from "~/routes/kamp._index";
import { loader as takLoader } from "~/routes/takken.$id";
import { loader as takKalender } from "~/routes/takken.$id.kalender.ics";
import { BASE, bearer, count, prepareAdminDb } from "../helpers/admin";
import { callRoute } from "../helpers/route";
import { refusedForm } from "../helpers/admin-requests";
import { withDateAt } from "../helpers/clock";
import { withTempDataDir } from "../helpers/temp-data";

// The kamp (issue 28): its fields through the API and the admin form, its documents, the pages that show it, and
// 'Deze week' on the start page. In-process, with a real database and real files in a temporary DATA_DIR.

const data = withTempDataDir();
let token = "";
const NOW = Date.parse("2026-11-23T10:00:00Z"); // Monday 23 November 2026, 11:00 in Brussels

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

beforeAll(async () => {
  token = await prepareAdminDb();
});
withDateAt(NOW);

function api(url: string, init: RequestInit = {}, as: string | null = token): Request {
  return new Request(`${BASE}${url}`, as ? bearer(as, init) : init);
}

function json(body: unknown): RequestInit {
  return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

async function post(body: unknown, as: string | null = token) {
  return callRoute(apiAction, api("/api/activiteiten", { method: "POST", ...json(body) }, as));
}

async function put(id: number, body: unknown, as: string | null = token) {
  return callRoute(apiIdAction, api(`/api/activiteiten/${id}`, { method: "PUT", ...json(body) }, as), { id: String(id) });
}

async function get(id: number) {
  return (await callRoute(apiIdLoader, api(`/api/activiteiten/${id}`), { id: String(id) })).json();
}

function upload(id: number, file: Buffer, titel?: string, as: string | null = token) {
  const form = new FormData();
  form.append("document", new File([new Uint8Array(file)], "Kampboekje_Welpen.pdf", { type: "application/pdf" }));
  if (titel !== undefined) form.append("titel", titel);
  return callRoute(documentAction, api(`/api/activiteiten/${id}/documenten`, { method: "POST", body: form }, as), { id: String(id) });
}

/** An admin page's form post with the session cookie of the Beheerder. */
function adminForm(url: string, fields: Record<string, string>): Request {
  return new Request(`${BASE}${url}`, { method: "POST", headers: { Cookie: `scouts_admin=${token}` }, body: new URLSearchParams(fields) });
}

/** A Takleiding of one tak (by id), with an API token. */
async function takleiding(takId: number, email: string): Promise<string> {
  const client = getDb().$client;
  const rs = await client.execute({ sql: "INSERT INTO account (naam, email, rol, created_at) VALUES (?, ?, 'takleiding', ?) RETURNING id", args: [email, email, NOW] });
  const accountId = Number(rs.rows[0]!.id);
  await client.execute({ sql: "INSERT INTO account_tak (account_id, tak_id) VALUES (?, ?)", args: [accountId, takId] });
  return (await createSession(accountId, "token")).id;
}

const welpenkamp = {
  titel: "Welpenkamp",
  takken: ["welpen"],
  start: "2027-07-18T10:00",
  einde: "2027-07-24T15:00",
  plaats: "Gedinne",
  kamp: {
    vertrek: { plaats: "Aan het scoutslokaal" },
    terugkeer: { plaats: "Aan het scoutslokaal" },
    adres: "Kamphuis Zonnedauw\nRue de la Croix 8\n5575 Gedinne",
    prijs: 165.5,
    inschrijving: { url: "https://inschrijven.example.be/welpenkamp", deadline: "2027-06-15" },
    paklijst: ["Slapen:", "Slaapzak", "Matje", "Kleren:", "Regenjas"],
    contact: "0470 11 22 32",
  },
};

describe("the kamp's fields", () => {
  test("are refused with a Dutch message at the field: price below 0, a link that is not https, a deadline not before departure, no end", async () => {
    const before = { activiteit: await count("activiteit"), kamp: await count("activiteit_kamp") };
    const cases: [unknown, Record<string, string>][] = [
      [{ ...welpenkamp, kamp: { ...welpenkamp.kamp, prijs: -5 } }, { "kamp.prijs": "De prijs kan niet negatief zijn" }],
      [{ ...welpenkamp, kamp: { ...welpenkamp.kamp, prijs: "gratis" } }, { "kamp.prijs": "Geef de prijs in euro, bijvoorbeeld 185 of 185,50" }],
      [{ ...welpenkamp, kamp: { ...welpenkamp.kamp, inschrijving: { url: "http://inschrijven.example.be/kamp" } } }, { "kamp.inschrijving.url": "Geef een link die begint met https://" }],
      [{ ...welpenkamp, kamp: { ...welpenkamp.kamp, inschrijving: { url: "javascript:alert(1)" } } }, { "kamp.inschrijving.url": "Geef een link die begint met https://" }],
      [
        { ...welpenkamp, kamp: { ...welpenkamp.kamp, inschrijving: { url: welpenkamp.kamp.inschrijving.url, deadline: "2027-07-18" } } },
        { "kamp.inschrijving.deadline": "De inschrijvingsdeadline moet voor de dag van vertrek liggen" },
      ],
      [{ ...welpenkamp, einde: null }, { einde: "Een kamp heeft een einde: de dag en het uur van de terugkeer" }],
      // Every refusal at once (issue 38: first the link, and only on the next post the deadline and the end).
      [
        { ...welpenkamp, einde: null, kamp: { ...welpenkamp.kamp, prijs: -5, inschrijving: { url: "http://x.example.be", deadline: "2027-07-18" } } },
        {
          einde: "Een kamp heeft een einde: de dag en het uur van de terugkeer",
          "kamp.prijs": "De prijs kan niet negatief zijn",
          "kamp.inschrijving.url": "Geef een link die begint met https://",
          "kamp.inschrijving.deadline": "De inschrijvingsdeadline moet voor de dag van vertrek liggen",
        },
      ],
      [{ ...welpenkamp, kamp: { ...welpenkamp.kamp, contact: "bel Akela" } }, { "kamp.contact": "Geef een telefoonnummer, bijvoorbeeld 0470 12 34 56" }],
      [{ ...welpenkamp, kamp: { ...welpenkamp.kamp, paklijst: [{ ding: "slaapzak" }] } }, { "kamp.paklijst": "Verwacht een lijst van teksten" }],
      [{ ...welpenkamp, kamp: { ...welpenkamp.kamp, vertrek: "lokaal" } }, { "kamp.vertrek": "Verwacht een object" }],
    ];
    for (const [body, fields] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await response.json()).fields).toEqual(fields);
    }
    expect(await count("activiteit")).toBe(before.activiteit);
    expect(await count("activiteit_kamp")).toBe(before.kamp);
  });

  test("are stored and answered as `kamp`; a PUT changes only the kamp fields it sends; `kamp: null` removes the kamp", async () => {
    const created = await post(welpenkamp);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.kamp).toEqual({
      vertrek: { moment: "2027-07-18T10:00:00+02:00", plaats: "Aan het scoutslokaal" },
      terugkeer: { moment: "2027-07-24T15:00:00+02:00", plaats: "Aan het scoutslokaal" },
      adres: "Kamphuis Zonnedauw\nRue de la Croix 8\n5575 Gedinne",
      prijs: 165.5,
      steun: null,
      inschrijving: { url: "https://inschrijven.example.be/welpenkamp", deadline: "2027-06-15" },
      paklijst: ["Slapen:", "Slaapzak", "Matje", "Kleren:", "Regenjas"],
      documenten: [],
      contact: "0470 11 22 32",
    });
    const id = body.id as number;

    const changed = await put(id, { kamp: { prijs: "170" } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).kamp).toEqual({ ...body.kamp, prijs: 170 });
    // Moving the camp moves its departure and return: they are the activity's start and end.
    const moved = await (await put(id, { start: "2027-07-19T10:00", einde: "2027-07-25T15:00" })).json();
    expect(moved.kamp).toMatchObject({ vertrek: { moment: "2027-07-19T10:00:00+02:00" }, terugkeer: { moment: "2027-07-25T15:00:00+02:00" }, prijs: 170 });
    // A PUT that does not mention the kamp keeps it; the GET answers the same.
    expect((await get(id)).kamp).toEqual(moved.kamp);
    // A deadline that the new start makes too late is refused, also in a PUT.
    expect((await (await put(id, { start: "2027-06-10T10:00" })).json()).fields).toEqual({ "kamp.inschrijving.deadline": "De inschrijvingsdeadline moet voor de dag van vertrek liggen" });

    const upload1 = await upload(id, PDF);
    expect(upload1.status).toBe(201);
    const file = path.join(data.dir(), (await upload1.json()).url);
    expect(fs.existsSync(file)).toBe(true);
    const removed = await put(id, { kamp: null });
    expect((await removed.json()).kamp).toBeNull();
    expect(await count("kamp_document")).toBe(0);
    expect(fs.existsSync(file)).toBe(false);
    await callRoute(apiIdAction, api(`/api/activiteiten/${id}`, { method: "DELETE" }), { id: String(id) });
  });

  test("the admin form: 'Kamp' ticked stores the fields; unticked, the (hidden) kamp fields are not read", async () => {
    const velden = {
      titel: "Pionierskamp",
      takken: "pioniers",
      start: "2027-07-21T09:30",
      einde: "2027-07-30T16:00",
      plaats: "Vresse-sur-Semois",
      // The box 'Kamp' (the camp's fields are `kamp.prijs`, ...: one nested value to Conform)
      isKamp: "on",
      "kamp.vertrek.plaats": "Station Demostad",
      "kamp.terugkeer.plaats": "",
      "kamp.adres": "Kampterrein Les Hêtres",
      "kamp.prijs": "195,50",
      "kamp.steun": "",
      "kamp.paklijst": "Slapen:\n- Slaapzak\n\n• Matje\nZakmes",
      "kamp.inschrijving.url": "https://inschrijven.example.be/pioniers",
      "kamp.inschrijving.deadline": "15/06/2027",
      "kamp.contact": "0470 11 22 33",
    };
    const refused = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { ...velden, "kamp.prijs": "-1" }), { type: "add" });
    expect(refused.status).toBe(400);
    const failure = refusedForm(await refused.json());
    expect(failure.fields).toEqual({ "kamp.prijs": "De prijs kan niet negatief zijn" });
    expect(failure.values.kamp).toMatchObject({ adres: "Kampterrein Les Hêtres", vertrek: { plaats: "Station Demostad" } });

    const saved = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", velden), { type: "add" });
    expect(saved.status).toBe(302);
    const [row] = (await getDb().$client.execute("SELECT a.id, k.* FROM activiteit a JOIN activiteit_kamp k ON k.activiteit_id = a.id WHERE a.titel = 'Pionierskamp'")).rows;
    expect(row).toMatchObject({ prijs_cent: 19550, paklijst: JSON.stringify(["Slapen:", "Slaapzak", "Matje", "Zakmes"]), inschrijving_deadline: "2027-06-15", terugkeer_plaats: null });
    const id = Number(row!.id);
    const edit = await (await callRoute(activiteitFormLoader, new Request(`${BASE}/admin/activiteit/${id}`, { headers: { Cookie: `scouts_admin=${token}` } }), { type: String(id) })).json();
    expect(edit.values).toMatchObject({ kamp: true, kampVelden: { "kamp.prijs": "195,50", "kamp.paklijst": "Slapen:\nSlaapzak\nMatje\nZakmes" } });
    expect(edit.documenten).toEqual([]);

    const plain = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { ...velden, titel: "Gewone vergadering", isKamp: "", "kamp.prijs": "-1", "kamp.inschrijving.url": "ftp://x" }), { type: "add" });
    expect(plain.status).toBe(302);
    expect((await getDb().$client.execute("SELECT count(*) AS n FROM activiteit a JOIN activiteit_kamp k ON k.activiteit_id = a.id WHERE a.titel = 'Gewone vergadering'")).rows[0]!.n).toBe(0);
  });
});

describe("the kamp's documents", () => {
  test("only PDFs (by their content), only for a kamp, only with a session or token; a refused upload leaves no file", async () => {
    const kamp = (await (await post(welpenkamp)).json()).id as number;
    const gewoon = (await (await post({ titel: "Vergadering", takken: ["welpen"], start: "2026-11-28T14:00" })).json()).id as number;
    const dir = path.join(data.dir(), "kampdocumenten");
    const filesBefore = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;

    const notPdf = await upload(kamp, Buffer.from("<html><script>alert(1)</script></html>"), "Kampboekje");
    expect(notPdf.status).toBe(400);
    expect(await notPdf.json()).toEqual({ error: "Alleen PDF bestanden zijn toegestaan", fields: { document: "Alleen PDF bestanden zijn toegestaan" } });
    const noKamp = await upload(gewoon, PDF);
    expect(noKamp.status).toBe(409);
    expect((await noKamp.json()).error).toContain("vink eerst 'Kamp' aan");
    const missing = await callRoute(documentAction, api(`/api/activiteiten/${kamp}/documenten`, { method: "POST", body: new FormData() }), { id: String(kamp) });
    expect(await missing.json()).toMatchObject({ fields: { document: "Kies een PDF-bestand" } });
    const longTitle = await upload(kamp, PDF, "x".repeat(81));
    expect(longTitle.status).toBe(400);
    expect(await longTitle.json()).toEqual({ error: "Ongeldige invoer: titel", fields: { titel: "Titel mag maximaal 80 tekens lang zijn" } });
    const loggedOut = await upload(kamp, PDF, "Kampboekje", null);
    expect(loggedOut.status).toBe(401);
    expect(await count("kamp_document")).toBe(0);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(filesBefore);
  });

  test("are added (title from the form or the file's name), listed on the activity, and removed with their file", async () => {
    const id = (await (await post(welpenkamp)).json()).id as number;
    const boekje = await upload(id, PDF, "Kampboekje Welpen");
    expect(boekje.status).toBe(201);
    const doc = await boekje.json();
    expect(doc).toEqual({ id: expect.any(Number), titel: "Kampboekje Welpen", url: expect.stringMatching(/^\/kampdocumenten\/kampboekje-welpen-[a-f0-9]{12}\.pdf$/), grootte: PDF.length });
    const named = await (await upload(id, PDF)).json();
    expect(named.titel).toBe("Kampboekje Welpen");
    expect((await get(id)).kamp.documenten).toEqual([doc, named]);
    expect(Buffer.compare(fs.readFileSync(path.join(data.dir(), doc.url)), PDF)).toBe(0);

    const del = (docId: number) => callRoute(documentDeleteAction, api(`/api/activiteiten/${id}/documenten/${docId}`, { method: "DELETE" }), { id: String(id), docId: String(docId) });
    expect(await (await del(doc.id)).json()).toEqual({ deleted: doc.id });
    expect(fs.existsSync(path.join(data.dir(), doc.url))).toBe(false);
    expect((await get(id)).kamp.documenten).toEqual([named]);
    expect((await del(doc.id)).status).toBe(404);
    // Deleting the activity removes its documents' files too.
    await callRoute(apiIdAction, api(`/api/activiteiten/${id}`, { method: "DELETE" }), { id: String(id) });
    expect(fs.existsSync(path.join(data.dir(), named.url))).toBe(false);
  });

  test("a Takleiding edits and adds documents to their own tak's camp only", async () => {
    const kapoenen = await takleiding(1, "kapoenenleiding@example.be");
    const welpen = (await (await post(welpenkamp)).json()).id as number;
    const eigen = await post({ ...welpenkamp, titel: "Kapoenenkamp", takken: ["kapoenen"] }, kapoenen);
    expect(eigen.status).toBe(201);
    const id = (await eigen.json()).id as number;
    expect((await put(id, { kamp: { prijs: 120 } }, kapoenen)).status).toBe(200);
    expect((await upload(id, PDF, "Medische fiche", kapoenen)).status).toBe(201);
    expect((await put(welpen, { kamp: { prijs: 1 } }, kapoenen)).status).toBe(403);
    expect((await upload(welpen, PDF, "Medische fiche", kapoenen)).status).toBe(403);
    expect((await get(welpen)).kamp.prijs).toBe(165.5);
  });
});

type KampPage = { tak: { slug: string }; kamp: null | { titel: string; steun: string; paklijst: string[]; documenten: unknown[]; prijsCent: number } };

describe("the kamp pages", () => {
  test("/kamp lists the coming camp of each age tak in tak order; /kamp/{tak} has everything; the tak page shows it", async () => {
    // Earlier tests left Welpen and Kapoenen camps; a Jin camp that is over by now is not listed.
    await post({ ...welpenkamp, titel: "Jinkamp vorig jaar", takken: ["jin"], start: "2026-07-01T10:00", einde: "2026-07-10T15:00", kamp: {} });
    await post({ ...welpenkamp, titel: "Groepsweekend", takken: ["hele-groep"], start: "2027-03-12T19:00", einde: "2027-03-14T16:00", kamp: undefined });
    const kampen = (await (await callRoute(kampenLoader, `${BASE}/kamp`)).json()) as { kampen: { tak: { slug: string }; titel: string }[] };
    expect(kampen.kampen.map((k) => [k.tak.slug, k.titel])).toEqual([
      ["kapoenen", "Kapoenenkamp"],
      ["welpen", "Welpenkamp"],
      ["pioniers", "Pionierskamp"],
    ]);

    const welpen = (await (await callRoute(kampLoader, `${BASE}/kamp/welpen`, { tak: "welpen" })).json()) as KampPage;
    expect(welpen.kamp).toMatchObject({ titel: "Welpenkamp", prijsCent: 16550, paklijst: welpenkamp.kamp.paklijst });
    // Without its own text the camp shows the group's line on financial support ('Instellingen' > 'Teksten').
    expect(welpen.kamp?.steun).toMatch(/^Geld mag geen drempel zijn/);
    expect((await getInstellingen()).teksten.kamp.steun).toBe(welpen.kamp?.steun);
    const jin = (await (await callRoute(kampLoader, `${BASE}/kamp/jin`, { tak: "jin" })).json()) as KampPage;
    expect(jin.kamp).toBeNull();
    for (const slug of ["leiding", "mastworp", "bevers"]) expect((await callRoute(kampLoader, `${BASE}/kamp/${slug}`, { tak: slug })).status, slug).toBe(404);

    const tak = (await (await callRoute(takLoader, `${BASE}/takken/welpen`, { id: "welpen" })).json()) as { kamp: { plaats: string } | null };
    expect(tak.kamp).toMatchObject({ plaats: "Gedinne" });
    expect(((await (await callRoute(takLoader, `${BASE}/takken/jin`, { id: "jin" })).json()) as { kamp: unknown }).kamp).toBeNull();
  });

  test("the kamp is an activity: in the tak's feed, linking to its page", async () => {
    const text = await (await callRoute(takKalender, `${BASE}/takken/welpen/kalender.ics`, { id: "welpen" })).text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const kamp = events.find((v) => v.getFirstPropertyValue("summary") === "Welpenkamp");
    // On the public address (SITE_URL, unset here: the address the server would listen on).
    expect(kamp?.getFirstPropertyValue("url")).toBe("http://localhost:3000/kamp/welpen");
  });
});

describe("'Deze week' on the start page", () => {
  type Home = { dezeWeek: { tak: { slug: string }; titel: string; afgelast: boolean; reden: string | null; plaats: string | null; href: string }[]; kampen: { tak: { slug: string } }[] };
  const home = async () => (await (await callRoute(homeLoader, `${BASE}/`)).json()) as Home;

  test("one line per age tak with its next activity in the coming 7 days, cancelled ones with their reason; a tak with nothing is left out", async () => {
    await getDb().$client.execute("DELETE FROM activiteit");
    expect((await home()).dezeWeek).toEqual([]);

    const ids: Record<string, number> = {};
    for (const [titel, takken, start, extra] of [
      ["Later deze week", ["welpen"], "2026-11-28T14:00", {}],
      ["Eerst", ["welpen"], "2026-11-25T19:00", { afgelast: true, reden: "Het lokaal is niet vrij" }],
      ["Te laat", ["pioniers"], "2026-11-30T14:00", {}],
      ["Voorbij", ["jongverkenners"], "2026-11-22T14:00", {}],
      ["Groepsfeest", ["hele-groep"], "2026-11-29T17:00", {}],
      ["Leidingsvergadering", ["leiding"], "2026-11-24T20:00", {}],
    ] as const) {
      const response = await post({ titel, takken, start, plaats: "Het lokaal", ...extra });
      ids[titel] = (await response.json()).id;
    }
    const lines = (await home()).dezeWeek;
    expect(lines.map((l) => [l.tak.slug, l.titel])).toEqual([
      ["kapoenen", "Groepsfeest"],
      ["welpen", "Eerst"],
      ["pioniers", "Groepsfeest"],
      ["jongverkenners", "Groepsfeest"],
      ["verkenners", "Groepsfeest"],
      ["jin", "Groepsfeest"],
    ]);
    expect(lines[1]).toMatchObject({ afgelast: true, reden: "Het lokaal is niet vrij", plaats: "Het lokaal", href: `/kalender?tak=welpen#activiteit-${ids.Eerst}` });

    // A camp this week leads to its own page.
    await post({ ...welpenkamp, titel: "Pionierskamp", takken: ["pioniers"], start: "2026-11-27T19:00", einde: "2026-11-29T12:00", kamp: { paklijst: ["Slaapzak"] } });
    expect((await home()).dezeWeek[2]).toMatchObject({ titel: "Pionierskamp", href: "/kamp/pioniers" });
    expect((await home()).kampen.map((k) => k.tak.slug)).toEqual(["pioniers"]);
  });
});
