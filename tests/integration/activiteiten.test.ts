import { RouterContextProvider } from "react-router";
import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import sharp from "sharp";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { loader as rootLoader } from "~/root";
import { action as adminAction } from "~/routes/admin";
import { action as activiteitFormAction, loader as activiteitFormLoader } from "~/routes/admin.activiteit";
import { action as reeksAction, loader as reeksLoader } from "~/routes/admin.activiteit.reeks";
import { action as apiIdAction, loader as apiIdLoader } from "~/routes/api.activiteiten.$id";
import { action as apiAction, loader as apiLoader } from "~/routes/api.activiteiten";
import { loader as nieuwsItemApi } from "~/routes/api.nieuws.$id";
import { loader as nieuwsApi } from "~/routes/api.nieuws";
import { loader as homeLoader } from "~/routes/home";
import { loader as kalenderPage } from "~/routes/kalender";
import { loader as alleKalender } from "~/routes/kalender.ics";
import { loader as nieuwsLoader } from "~/routes/nieuws.$id";
import { loader as takLoader } from "~/routes/takken.$id";
import { loader as takKalender } from "~/routes/takken.$id.kalender.ics";
import { BASE, bearer, count, prepareAdminDb } from "../helpers/admin";
import { STANDAARD_NAAM } from "~/domains/instellingen/defaults";
import { callRoute } from "../helpers/route";
import { refusedForm } from "../helpers/admin-requests";
import { withDateAt } from "../helpers/clock";
import { withTempDataDir } from "../helpers/temp-data";
import { siteUrl } from "~/group/context.server";

// Calendar UIDs carry the host of the public address (SITE_URL; unset in these tests).
const SITE_HOST = new URL(siteUrl()).hostname;

const data = withTempDataDir();
let token = "";
const NOW = Date.parse("2026-11-23T10:00:00Z");

beforeAll(async () => {
  token = await prepareAdminDb();
});
withDateAt(NOW);

function api(url: string, init: RequestInit = {}, auth: "bearer" | "none" = "bearer"): Request {
  return new Request(`${BASE}${url}`, auth === "bearer" ? bearer(token, init) : init);
}

function json(body: unknown): RequestInit {
  return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

async function post(body: unknown) {
  return callRoute(apiAction, api("/api/activiteiten", { method: "POST", ...json(body) }));
}

async function put(id: number, body: unknown) {
  return callRoute(apiIdAction, api(`/api/activiteiten/${id}`, { method: "PUT", ...json(body) }), { id: String(id) });
}

/** An admin page's form post, with the session cookie of a logged-in leader. */
function adminForm(url: string, fields: Record<string, string | string[]>): Request {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
  return new Request(`${BASE}${url}`, { method: "POST", headers: { Cookie: `scouts_admin=${token}` }, body: form });
}

async function rowOf(id: number) {
  const rs = await getDb().$client.execute({ sql: "SELECT * FROM activiteit WHERE id = ?", args: [id] });
  return rs.rows[0] as unknown as { sequence: number; titel: string; afgelast: number; reden: string | null; afbeelding: string | null } | undefined;
}

const zaterdag = {
  titel: "Bosspel",
  takken: ["welpen"],
  start: "2026-11-28T14:00",
  einde: "2026-11-28T17:00",
  plaats: "Het lokaal",
  beschrijving: "Eerste regel\nTweede regel",
  meebrengen: "Uniform en regenjas",
};

describe("the activities API", () => {
  test("every write needs a session or token (401), and a cookie from another site is refused (403)", async () => {
    for (const [name, call] of [
      ["POST", () => callRoute(apiAction, api("/api/activiteiten", { method: "POST", ...json(zaterdag) }, "none"))],
      ["PUT", () => callRoute(apiIdAction, api("/api/activiteiten/1", { method: "PUT", ...json(zaterdag) }, "none"), { id: "1" })],
      ["DELETE", () => callRoute(apiIdAction, api("/api/activiteiten/1", { method: "DELETE" }, "none"), { id: "1" })],
    ] as const) {
      const response = await call();
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toMatchObject({ error: expect.stringContaining("Niet aangemeld") });
    }
    const crossSite = new Request(`${BASE}/api/activiteiten`, {
      method: "POST",
      headers: { Cookie: `scouts_admin=${token}`, Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify(zaterdag),
    });
    expect((await callRoute(apiAction, crossSite)).status).toBe(403);
    expect(await count("activiteit")).toBe(0);
  });

  test("bad input answers 400 with a Dutch error per field, and nothing is stored", async () => {
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toEqual({ titel: "Titel is verplicht", takken: "Kies minstens één tak", start: "Datum is verplicht" });
    const backwards = await post({ ...zaterdag, einde: "2026-11-28T13:00" });
    expect((await backwards.json()).fields).toEqual({ einde: "Het einde ligt voor het begin" });
    const unknownTak = await post({ ...zaterdag, takken: ["bevers"] });
    expect(unknownTak.status).toBe(400);
    expect((await unknownTak.json()).fields).toEqual({ takken: "Onbekende tak: bevers" });
    // 'Plaats' holds a pasted map link (issue 52): 1,000 characters.
    const tooLong = await post({ ...zaterdag, titel: "x".repeat(121), plaats: "y".repeat(1001), meebrengen: "z".repeat(1001) });
    expect((await tooLong.json()).fields).toEqual({
      titel: "Titel mag maximaal 120 tekens lang zijn",
      plaats: "Plaats mag maximaal 1000 tekens lang zijn",
      meebrengen: "Mee te nemen mag maximaal 1000 tekens lang zijn",
    });
    const badDate = await post({ ...zaterdag, start: "31/02/2026" });
    expect((await badDate.json()).fields).toEqual({ start: "Ongeldige datum" });
    const nested = await post({ ...zaterdag, titel: { $ne: 1 } });
    expect(nested.status).toBe(400);
    expect(await count("activiteit")).toBe(0);
  });

  test("creates, reads, changes only what a PUT sends (raising the sequence), and deletes", async () => {
    const created = await post(zaterdag);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      titel: "Bosspel",
      takken: ["welpen"],
      start: "2026-11-28T14:00:00+01:00",
      einde: "2026-11-28T17:00:00+01:00",
      plaats: "Het lokaal",
      beschrijving: "Eerste regel\nTweede regel",
      meebrengen: "Uniform en regenjas",
      afbeelding: null,
      nieuws: false,
      afgelast: false,
      reden: null,
      vervangenDoor: null,
      kamp: null,
      inschrijven: false,
      plaatsen: null,
      inschrijvenTot: null,
    });
    const id = body.id as number;
    const got = await callRoute(apiIdLoader, api(`/api/activiteiten/${id}`), { id: String(id) });
    expect(await got.json()).toEqual(body);
    expect((await rowOf(id))?.sequence).toBe(0);

    const changed = await put(id, { titel: "Groot bosspel", einde: null });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ...body, titel: "Groot bosspel", einde: null });
    expect((await rowOf(id))?.sequence).toBe(1);

    const refused = await put(id, { einde: "2026-11-28T09:00:00+01:00" });
    expect(refused.status).toBe(400);
    expect((await rowOf(id))?.titel).toBe("Groot bosspel");
    expect((await rowOf(id))?.sequence).toBe(1);

    const audit = await getDb().$client.execute({ sql: "SELECT action FROM audit WHERE entity = 'activiteit' AND entity_id = ? ORDER BY id", args: [String(id)] });
    expect(audit.rows.map((r) => r.action)).toEqual(["activiteit.create", "activiteit.update"]);

    const deleted = await callRoute(apiIdAction, api(`/api/activiteiten/${id}`, { method: "DELETE" }), { id: String(id) });
    expect(await deleted.json()).toEqual({ deleted: id });
    expect((await callRoute(apiIdLoader, api(`/api/activiteiten/${id}`), { id: String(id) })).status).toBe(404);
    expect((await callRoute(apiIdAction, api(`/api/activiteiten/${id}`, { method: "DELETE" }), { id: String(id) })).status).toBe(404);
  });

  test("a picture goes through the image pipeline and is removed with `afbeelding: null`", async () => {
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#4EBDB6" } }).png().toBuffer();
    const created = await post({ ...zaterdag, afbeelding: `data:image/png;base64,${png.toString("base64")}` });
    const body = await created.json();
    expect(body.afbeelding).toMatch(/^\/media\/[a-f0-9]+-\d+\/640\.webp$/);
    const dir = path.join(data.dir(), "media", body.afbeelding.split("/")[2]);
    expect(fs.existsSync(path.join(dir, "640.webp"))).toBe(true);
    // Sending the URL back (GET, change, PUT) keeps the picture.
    expect((await (await put(body.id, { ...body, titel: "Met foto" })).json()).afbeelding).toBe(body.afbeelding);
    const removed = await put(body.id, { afbeelding: null });
    expect((await removed.json()).afbeelding).toBeNull();
    expect(fs.existsSync(dir)).toBe(false);
    const refused = await put(body.id, { afbeelding: "https://evil.example/x.png" });
    expect(refused.status).toBe(400);
    await callRoute(apiIdAction, api(`/api/activiteiten/${body.id}`, { method: "DELETE" }), { id: String(body.id) });
  });

  test("a multipart form with several takken, and the list filters on tak (whole group included), van and tot", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ titel: "Samen met de welpen", start: "2026-12-05T14:00", einde: "2026-12-05T17:00" })) form.append(k, v);
    form.append("takken", "kapoenen");
    form.append("takken", "welpen");
    const multi = await callRoute(apiAction, api("/api/activiteiten", { method: "POST", body: form }));
    expect(multi.status).toBe(201);
    expect((await multi.json()).takken).toEqual(["kapoenen", "welpen"]);
    await post({ ...zaterdag, titel: "Groepsfeest", takken: ["hele-groep"], start: "2026-12-12T14:00", einde: null });
    await post({ ...zaterdag, titel: "Pioniershike", takken: ["pioniers"], start: "2027-01-09T10:00", einde: null });

    const list = async (query: string) => {
      const response = await callRoute(apiLoader, api(`/api/activiteiten${query}`));
      return { status: response.status, body: await response.json() };
    };
    const welpen = await list("?tak=welpen");
    expect(welpen.body.map((a: { titel: string }) => a.titel)).toEqual(["Samen met de welpen", "Groepsfeest"]);
    const december = await list("?van=2026-12-01&tot=2026-12-12");
    expect(december.body.map((a: { titel: string }) => a.titel)).toEqual(["Samen met de welpen", "Groepsfeest"]);
    expect((await list("?tot=2026-12-11")).body.map((a: { titel: string }) => a.titel)).toEqual(["Samen met de welpen"]);
    const bad = await list("?tak=bevers&van=morgen");
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ tak: "Onbekende tak", van: "Gebruik een datum als JJJJ-MM-DD" });
  });
});

/** The iCalendar events of a feed response, with the raw text checked for RFC 5545 line ends. */
async function feed(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((v) => ({
      uid: String(v.getFirstPropertyValue("uid")),
      summary: String(v.getFirstPropertyValue("summary")),
      status: String(v.getFirstPropertyValue("status")),
      sequence: Number(v.getFirstPropertyValue("sequence") ?? 0),
      start: (v.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
      end: v.hasProperty("dtend") ? (v.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString() : null,
      location: v.getFirstPropertyValue("location"),
      description: String(v.getFirstPropertyValue("description") ?? ""),
    })),
  };
}

describe("a weekly series from the admin", () => {
  test("10 Saturdays at 14:00 Brussels time, across the change to winter time, the skipped one left out: listed first, then made", async () => {
    const before = await count("activiteit");
    const reeks = {
      titel: "Vergadering",
      takken: ["jin"],
      weekdag: "6",
      beginuur: "14:00",
      einduur: "17:00",
      eersteDatum: "2026-10-01",
      laatsteDatum: "2026-12-12",
      plaats: "Het lokaal",
      overslaan: "21/11/2026",
    };
    // 'Data bekijken' lists the days and stores nothing.
    const preview = await callRoute(reeksAction, adminForm("/admin/activiteit/reeks", { ...reeks, intent: "voorbeeld" }));
    expect(preview.status).toBe(200);
    const { voorbeeld } = (await preview.json()) as { voorbeeld: { dagen: { dag: string; label: string; aangevinkt: boolean }[] } };
    expect(voorbeeld.dagen.map((d) => d.dag)).toEqual(["2026-10-03", "2026-10-10", "2026-10-17", "2026-10-24", "2026-10-31", "2026-11-07", "2026-11-14", "2026-11-28", "2026-12-05", "2026-12-12"]);
    expect(voorbeeld.dagen[0]).toMatchObject({ label: "za 03/10/2026, 14:00 - 17:00", aangevinkt: true });
    expect(await count("activiteit")).toBe(before);

    const response = await callRoute(reeksAction, adminForm("/admin/activiteit/reeks", { ...reeks, intent: "opslaan", dagen: voorbeeld.dagen.map((d) => d.dag) }));
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/activiteit\/reeks\?toegevoegd=(\d+,){9}\d+$/);
    expect(await count("activiteit")).toBe(before + 10);
    const result = await (await callRoute(reeksLoader, new Request(`${BASE}${location}`, { headers: { Cookie: `scouts_admin=${token}` } }))).json();
    expect(result.gemaakt).toHaveLength(10);
    expect(result.gemaakt[0]).toMatchObject({ titel: "Vergadering", wanneer: "03/10/2026, 14:00 - 17:00" });
    const jin = await (await callRoute(apiLoader, api("/api/activiteiten?tak=jin&van=2026-10-01&tot=2026-12-31"))).json();
    const vergaderingen = jin.filter((a: { titel: string }) => a.titel === "Vergadering");
    expect(vergaderingen.map((a: { start: string }) => a.start)).toEqual([
      "2026-10-03T14:00:00+02:00",
      "2026-10-10T14:00:00+02:00",
      "2026-10-17T14:00:00+02:00",
      "2026-10-24T14:00:00+02:00",
      "2026-10-31T14:00:00+01:00",
      "2026-11-07T14:00:00+01:00",
      "2026-11-14T14:00:00+01:00",
      "2026-11-28T14:00:00+01:00",
      "2026-12-05T14:00:00+01:00",
      "2026-12-12T14:00:00+01:00",
    ]);
    expect(vergaderingen.every((a: { einde: string; plaats: string }) => a.einde.includes("T17:00:00") && a.plaats === "Het lokaal")).toBe(true);
  });

  test("collisions with the same tak at overlapping hours are named and unticked; a changed series is shown again before it is saved", async () => {
    const avond = (await (await post({ ...zaterdag, titel: "Avondtocht", takken: ["verkenners"], start: "2027-03-06T16:00", einde: "2027-03-06T20:00" })).json()) as { id: number };
    await post({ ...zaterdag, titel: "Andere tak", takken: ["kapoenen"], start: "2027-03-13T14:00", einde: "2027-03-13T17:00" });
    await post({ ...zaterdag, titel: "Groepsdag", takken: ["hele-groep"], start: "2027-03-20T10:00", einde: "2027-03-20T15:00" });
    await post({ ...zaterdag, titel: "Afgelast", takken: ["verkenners"], start: "2027-03-27T14:00", einde: "2027-03-27T17:00", afgelast: true });
    const reeks = { titel: "Vergadering", takken: ["verkenners"], weekdag: "6", beginuur: "14:00", einduur: "17:00", eersteDatum: "2027-03-01", laatsteDatum: "2027-03-31" };
    const preview = (await (await callRoute(reeksAction, adminForm("/admin/activiteit/reeks", { ...reeks, intent: "voorbeeld" }))).json()) as {
      voorbeeld: { dagen: { dag: string; aangevinkt: boolean; botsingen: string[] }[] };
    };
    expect(preview.voorbeeld.dagen.map((d) => [d.dag, d.aangevinkt, d.botsingen])).toEqual([
      ["2027-03-06", false, ["Avondtocht (16:00 - 20:00)"]],
      ["2027-03-13", true, []],
      ["2027-03-20", false, ["Groepsdag (10:00 - 15:00)"]],
      ["2027-03-27", true, []],
    ]);
    // Saved with the days of another series (the dates changed since the preview): shown again, nothing stored.
    const before = await count("activiteit");
    const stale = await callRoute(reeksAction, adminForm("/admin/activiteit/reeks", { ...reeks, eersteDatum: "2027-03-10", intent: "opslaan", dagen: ["2027-03-06", "2027-03-13"] }));
    expect(stale.status).toBe(400);
    expect((await stale.json()).error).toBe("De reeks is gewijzigd sinds je de data bekeek: bekijk ze hieronder opnieuw.");
    expect(await count("activiteit")).toBe(before);
    const saved = await callRoute(reeksAction, adminForm("/admin/activiteit/reeks", { ...reeks, intent: "opslaan", dagen: ["2027-03-13", "2027-03-27"] }));
    expect(saved.status).toBe(302);
    expect(await count("activiteit")).toBe(before + 2);
    expect((await rowOf(avond.id))?.titel).toBe("Avondtocht");
  });

  test("more than 60 is refused at 'Laatste datum' and nothing is stored", async () => {
    const before = await count("activiteit");
    const response = await callRoute(
      reeksAction,
      adminForm("/admin/activiteit/reeks", {
        titel: "Te veel",
        takken: ["jin"],
        weekdag: "6",
        beginuur: "14:00",
        eersteDatum: "2026-01-03",
        laatsteDatum: "2027-12-25",
      }),
    );
    expect(response.status).toBe(400);
    const body = refusedForm(await response.json());
    expect(body.fields.laatsteDatum).toBe("Een reeks telt hoogstens 60 activiteiten; deze zou er 104 tellen");
    expect(body.values.titel).toBe("Te veel");
    expect(await count("activiteit")).toBe(before);
  });
});

describe("cancelling shows everywhere", () => {
  test("tak page, calendar page and feed (STATUS:CANCELLED with a higher SEQUENCE); 'Terugzetten' undoes it", async () => {
    const created = await (await post({ ...zaterdag, titel: "Zwemnamiddag", takken: ["kapoenen"], start: "2026-11-28T14:00", einde: "2026-11-28T16:30" })).json();
    const id = created.id as number;
    const uid = `activiteit-${id}@${SITE_HOST}`;
    const before = (await feed(await callRoute(takKalender, new Request(`${BASE}/takken/kapoenen/kalender.ics`), { id: "kapoenen" }))).events.find((e) => e.uid === uid);
    expect(before).toMatchObject({ status: "CONFIRMED", sequence: 0 });

    const cancel = await callRoute(adminAction, adminForm("/admin?sectie=activiteiten", { intent: "activiteit-afgelasten", id: String(id), reden: "Het zwembad is dicht" }));
    expect(await cancel.json()).toEqual({ ok: true, melding: "activiteit-afgelast" });

    const tak = (await (await callRoute(takLoader, new Request(`${BASE}/takken/kapoenen`), { id: "kapoenen" })).json()) as { activiteiten: { titel: string; afgelast: boolean; reden: string | null }[] };
    expect(tak.activiteiten.find((a) => a.titel === "Zwemnamiddag")).toMatchObject({ afgelast: true, reden: "Het zwembad is dicht" });
    const kalender = (await (await callRoute(kalenderPage, new Request(`${BASE}/kalender?tak=kapoenen`))).json()) as { weken: { items: { id: number; afgelast: boolean }[] }[] };
    expect(kalender.weken.flatMap((w) => w.items).find((a) => a.id === id)).toMatchObject({ afgelast: true });
    const cancelled = (await feed(await callRoute(alleKalender, "http://localhost/kalender.ics"))).events.find((e) => e.uid === uid);
    expect(cancelled).toMatchObject({ status: "CANCELLED", sequence: 1, summary: "Afgelast: Zwemnamiddag" });
    expect(cancelled?.description).toContain("Afgelast: Het zwembad is dicht");

    await callRoute(adminAction, adminForm("/admin?sectie=activiteiten", { intent: "activiteit-terugzetten", id: String(id) }));
    const restored = (await feed(await callRoute(alleKalender, "http://localhost/kalender.ics"))).events.find((e) => e.uid === uid);
    expect(restored).toMatchObject({ status: "CONFIRMED", sequence: 2, summary: "Zwemnamiddag" });
    expect((await rowOf(id))?.reden).toBeNull();
  });
});

describe("a cancelled activity and its replacement", () => {
  test("the cancelled one names its replacement, both pages link them; deleting the replacement unlinks; nonsense is refused", async () => {
    const oud = (await (await post({ ...zaterdag, titel: "Bosspel", takken: ["jin"], start: "2026-11-28T14:00", einde: "2026-11-28T17:00" })).json()) as { id: number };
    const nieuw = (await (await post({ ...zaterdag, titel: "Bosspel (nieuwe datum)", takken: ["jin"], start: "2026-12-05T14:00", einde: "2026-12-05T17:00" })).json()) as { id: number };
    const zelf = await callRoute(adminAction, adminForm("/admin?sectie=activiteiten", { intent: "activiteit-afgelasten", id: String(oud.id), vervangenDoor: String(oud.id) }));
    expect(zelf.status).toBe(400);
    expect((await rowOf(oud.id))?.afgelast).toBe(0);

    const cancel = await callRoute(adminAction, adminForm("/admin?sectie=activiteiten", { intent: "activiteit-afgelasten", id: String(oud.id), reden: "Storm", vervangenDoor: String(nieuw.id) }));
    expect(await cancel.json()).toEqual({ ok: true, melding: "activiteit-afgelast" });
    const viaApi = (await (await callRoute(apiIdLoader, new Request(`${BASE}/api/activiteiten/${oud.id}`), { id: String(oud.id) })).json()) as { vervangenDoor: number | null };
    expect(viaApi.vervangenDoor).toBe(nieuw.id);

    type Item = { id: number; vervangenDoor: { id: number; titel: string; href: string } | null; vervangt: { id: number; titel: string }[] };
    const tak = (await (await callRoute(takLoader, new Request(`${BASE}/takken/jin`), { id: "jin" })).json()) as { activiteiten: Item[] };
    const afgelast = tak.activiteiten.find((a) => a.id === oud.id)!;
    expect(afgelast.vervangenDoor).toMatchObject({ id: nieuw.id, titel: "Bosspel (nieuwe datum)", href: `/kalender#activiteit-${nieuw.id}` });
    expect(tak.activiteiten.find((a) => a.id === nieuw.id)!.vervangt).toEqual([expect.objectContaining({ id: oud.id, titel: "Bosspel" })]);

    // 'Terugzetten' and cancelling again without one: no replacement any more.
    expect((await callRoute(apiIdAction, api(`/api/activiteiten/${nieuw.id}`, { method: "DELETE" }), { id: String(nieuw.id) })).status).toBe(200);
    const na = (await (await callRoute(apiIdLoader, new Request(`${BASE}/api/activiteiten/${oud.id}`), { id: String(oud.id) })).json()) as { afgelast: boolean; vervangenDoor: number | null };
    expect(na).toMatchObject({ afgelast: true, vervangenDoor: null });
  });
});

describe("the calendar feeds", () => {
  test("every event has DTSTART and DTEND (an activity without an end lasts until midnight), LOCATION, what to bring and a stable UID", async () => {
    const created = await (await post({ ...zaterdag, titel: "Avondspel", takken: ["verkenners"], start: "2026-12-19T19:00", einde: null })).json();
    const { name, events } = await feed(await callRoute(takKalender, new Request(`${BASE}/takken/verkenners/kalender.ics`), { id: "verkenners" }));
    expect(name).toBe(`${STANDAARD_NAAM} – Verkenners`);
    expect(events.every((e) => e.end !== null)).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const avondspel = events.find((e) => e.uid === `activiteit-${created.id}@${SITE_HOST}`);
    expect(avondspel).toMatchObject({ start: "2026-12-19T18:00:00.000Z", end: "2026-12-19T23:00:00.000Z", location: "Het lokaal" });
    expect(avondspel?.description).toContain("Eerste regel\nTweede regel");
    expect(avondspel?.description).toContain("Mee te nemen: Uniform en regenjas");
    // The whole group's activities are in every tak's feed; another tak's are not.
    expect(events.map((e) => e.summary)).toContain("Groepsfeest");
    expect(events.map((e) => e.summary)).not.toContain("Pioniershike");
    await put(created.id, { titel: "Groot avondspel" });
    const again = (await feed(await callRoute(alleKalender, "http://localhost/kalender.ics"))).events.find((e) => e.uid === avondspel?.uid);
    expect(again).toMatchObject({ summary: "Groot avondspel", sequence: 1 });
    expect((await feed(await callRoute(alleKalender, "http://localhost/kalender.ics"))).name).toBe(STANDAARD_NAAM);
  });
});

describe("the admin form", () => {
  test("'Dupliceren' opens the form filled in, one week later and not cancelled", async () => {
    const created = await (await post({ ...zaterdag, titel: "Kookwedstrijd", afgelast: true, reden: "ziek" })).json();
    const loaded = await callRoute(activiteitFormLoader, new Request(`${BASE}/admin/activiteit/add?kopie=${created.id}`, { headers: { Cookie: `scouts_admin=${token}` } }), { type: "add" });
    const body = await loaded.json();
    expect(body.title).toBe("Nieuwe Activiteit Toevoegen");
    expect(body.values).toMatchObject({ titel: "Kookwedstrijd", takken: ["welpen"], start: "2026-12-05T14:00", einde: "2026-12-05T17:00", afgelast: false, reden: "" });
    const edit = await callRoute(activiteitFormLoader, new Request(`${BASE}/admin/activiteit/${created.id}`, { headers: { Cookie: `scouts_admin=${token}` } }), { type: String(created.id) });
    expect((await edit.json()).title).toBe("Bewerken: Kookwedstrijd");
  });

  test("a refused form keeps what was typed and stores nothing; a good one redirects", async () => {
    const before = await count("activiteit");
    const refused = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { titel: "", plaats: "Bos" }), { type: "add" });
    expect(refused.status).toBe(400);
    const body = refusedForm(await refused.json());
    expect(body.fields).toEqual({ titel: "Titel is verplicht", takken: "Kies minstens één tak", start: "Datum is verplicht" });
    expect(body.values.plaats).toBe("Bos");
    expect(await count("activiteit")).toBe(before);
    const ok = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { titel: "Dropping", takken: ["pioniers", "jongverkenners"], start: "2027-01-16T20:00", nieuws: "on" }), { type: "add" });
    expect(ok.headers.get("Location")).toBe("/admin?sectie=activiteiten&melding=activiteit-toegevoegd");
    expect(await count("activiteit")).toBe(before + 1);
  });
});

describe("a deleted activity", () => {
  test("its edit form and every list action answer 404 with the not-found message, not 500", async () => {
    const { id } = await (await post({ ...zaterdag, titel: "Verdwenen" })).json();
    expect((await callRoute(apiIdAction, api(`/api/activiteiten/${id}`, { method: "DELETE" }), { id: String(id) })).status).toBe(200);
    const form = await callRoute(activiteitFormAction, adminForm(`/admin/activiteit/${id}`, { ...zaterdag, takken: ["welpen"] }), { type: String(id) });
    expect(form.status).toBe(404);
    expect(await form.json()).toBe("Activiteit niet gevonden");
    for (const intent of ["activiteit-afgelasten", "activiteit-terugzetten", "activiteit-verwijderen"]) {
      const list = await callRoute(adminAction, adminForm("/admin", { intent, id: String(id), reden: "regen" }));
      expect(list.status, intent).toBe(404);
      expect((await list.json()).error, intent).toBe("Deze activiteit bestaat niet.");
    }
    expect(await rowOf(id)).toBeUndefined();
  });
});

describe("the news page", () => {
  test("shows activities marked 'Toon op de nieuwspagina' (and only those), with their own detail page", async () => {
    const shown = await (await post({ ...zaterdag, titel: "Spaghettiavond", takken: ["hele-groep"], start: "2026-11-28T17:00", nieuws: true })).json();
    const hidden = await (await post({ ...zaterdag, titel: "Gewone vergadering" })).json();
    const home = (await (await callRoute(homeLoader, new Request(`${BASE}/`))).json()) as { nieuws: { id: string; name: string; bron: string }[] };
    expect(home.nieuws.find((n) => n.name === "Spaghettiavond")).toMatchObject({ id: `activiteit-${shown.id}`, bron: "site" });
    expect(home.nieuws.some((n) => n.name === "Gewone vergadering")).toBe(false);
    const detail = await callRoute(nieuwsLoader, new Request(`${BASE}/nieuws/activiteit-${shown.id}`), { id: `activiteit-${shown.id}` });
    expect((await detail.json()).item).toMatchObject({ name: "Spaghettiavond", place: { name: "Het lokaal" } });
    const notNews = await callRoute(nieuwsLoader, new Request(`${BASE}/nieuws/activiteit-${hidden.id}`), { id: `activiteit-${hidden.id}` });
    expect(notNews.status).toBe(404);
  });

  test("the news API answers Facebook's event fields, cacheable for a minute, and a JSON 404", async () => {
    const list = await callRoute(nieuwsApi, `${BASE}/api/nieuws`);
    expect(list.headers.get("Cache-Control")).toContain("public, max-age=60");
    const items = (await list.json()) as Record<string, unknown>[];
    expect(items.find((i) => i.name === "Spaghettiavond")).toMatchObject({ bron: "site", groep: null });
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(["bron", "cover", "description", "end_time", "groep", "id", "is_canceled", "name", "place", "start_time"]);
    }
    const missing = await callRoute(nieuwsItemApi, `${BASE}/api/nieuws/999999`, { id: "999999" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Nieuws niet gevonden" });
  });
});

describe("the announcement ('Mededeling')", () => {
  const root = async () => (await rootLoader({ context: new RouterContextProvider() } as never)) as { mededeling: { tekst: string } | null };
  const save = (fields: Record<string, string>) => callRoute(adminAction, adminForm("/admin?sectie=activiteiten", { intent: "mededeling-opslaan", ...fields }));

  test("is refused with Dutch messages when wrong, shown on public pages until its moment, then gone by itself", async () => {
    const wrong = await save({ tekst: "x".repeat(281), link: "javascript:alert(1)", zichtbaarTot: "2026-11-20T12:00" });
    expect(wrong.status).toBe(400);
    expect(refusedForm(await wrong.json()).fields).toEqual({
      tekst: "De mededeling mag maximaal 280 tekens lang zijn",
      link: "Geef een adres dat begint met https:// of met /",
      zichtbaarTot: "Dit moment ligt al voorbij",
    });
    const past = await save({ tekst: "Te laat", zichtbaarTot: "2026-11-20T12:00" });
    expect(refusedForm(await past.json()).fields).toEqual({ zichtbaarTot: "Dit moment ligt al voorbij" });
    expect((await root()).mededeling).toBeNull();

    const tekst = "Door de storm gaan alle activiteiten van zaterdag niet door.";
    const saved = await save({ tekst, link: "/kalender", zichtbaarTot: "2026-11-28T18:00" });
    expect(await saved.json()).toEqual({ ok: true, melding: "mededeling-opgeslagen" });
    expect((await root()).mededeling).toMatchObject({ tekst, link: "/kalender" });
    vi.setSystemTime(Date.parse("2026-11-28T17:00:01Z"));
    expect((await root()).mededeling).toBeNull();
  });

  test("'Mededeling Verwijderen' clears it at once", async () => {
    await save({ tekst: "Tijdelijk", zichtbaarTot: "2026-12-31T12:00" });
    expect((await root()).mededeling).not.toBeNull();
    await callRoute(adminAction, adminForm("/admin?sectie=activiteiten", { intent: "mededeling-verwijderen" }));
    expect((await root()).mededeling).toBeNull();
  });
});

describe("when the public pages change by the clock alone", () => {
  // A cached page is valid until this moment (server/app.ts `nextChange`): past it, the next visitor gets a new render.
  // In 2030 no other test's activities are near.
  const at = (iso: string) => Date.parse(iso);

  test("an activity entering the coming week, beginning, its sign-ups closing and ending, and every Brussels midnight", async () => {
    const { volgendeOmslag } = await import("~/domains/activiteiten/activiteiten.server");
    expect(await volgendeOmslag(at("2030-03-01T10:00:00Z"))).toBe(at("2030-03-01T23:00:00Z"));

    const made = await post({ titel: "Dagtocht", takken: ["welpen"], start: "2030-03-10T14:00", einde: "2030-03-10T17:00" });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    // Midnight comes before the week that holds it; once that day has begun, its entering the week (seven days ahead).
    expect(await volgendeOmslag(at("2030-03-01T10:00:00Z"))).toBe(at("2030-03-01T23:00:00Z"));
    expect(await volgendeOmslag(at("2030-03-03T02:00:00Z"))).toBe(at("2030-03-03T13:00:00Z"));
    expect(await volgendeOmslag(at("2030-03-10T10:00:00Z"))).toBe(at("2030-03-10T13:00:00Z"));
    expect(await volgendeOmslag(at("2030-03-10T13:30:00Z"))).toBe(at("2030-03-10T16:00:00Z"));

    expect((await put(id, { inschrijven: true, inschrijvenTot: "2030-03-08T20:00" })).status).toBe(200);
    expect(await volgendeOmslag(at("2030-03-08T10:00:00Z"))).toBe(at("2030-03-08T19:00:00Z"));
  });
});
