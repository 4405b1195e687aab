import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { changedSince, contentVersion } from "~/db/tags.server";
import * as activiteiten from "~/domains/activiteiten/mutations.server";
import { dagLabel } from "~/domains/activiteiten/rules";
import { activiteit } from "~/domains/activiteiten/schema";
import { activiteitTag, takActiviteiten } from "~/domains/activiteiten/tags.server";
import { activiteitInput } from "~/domains/activiteiten/validation";
import { afmeldingenPerClient } from "~/domains/afmeldingen/afmeldingen.server";
import * as lijst from "~/domains/afmeldingen/lijst.server";
import { afmelding } from "~/domains/afmeldingen/schema";
import { audit } from "~/domains/audit/schema";
import { runAsSystem } from "~/domains/auth/actor.server";
import { account, accountTak } from "~/domains/auth/schema";
import { ownerAccountId } from "~/domains/auth/secrets.server";
import { createSession } from "~/domains/auth/session.server";
import { INSCHRIJVEN_TEKSTEN as T } from "~/domains/inschrijvingen/rules";
import { inschrijving } from "~/domains/inschrijvingen/schema";
import { seedInstellingen } from "~/domains/instellingen/instellingen.server";
import { outbox } from "~/domains/outbox/schema";
import * as worker from "~/domains/outbox/worker.server";
import { tak } from "~/domains/takken/schema";
import { setNow } from "~/lib/clock.server";
import { brusselsInstant } from "~/lib/dates";
import { addDays, brusselsDateKey, weekdayOf } from "~/lib/days";
import { closeMailTransport } from "~/lib/mail.server";
import { parseInput } from "~/lib/validate";
import { loader as adminLoader } from "~/routes/admin";
import { action as afmeldAction } from "~/routes/afmelden.$id";
import { loader as activiteitApi } from "~/routes/api.activiteiten.$id";
import { loader as inschrijvingenApi } from "~/routes/api.activiteiten.$id.inschrijvingen";
import { action as inschrijfAction, loader as inschrijfLoader } from "~/routes/inschrijven.$id";
import { action as annuleerAction, loader as annuleerLoader } from "~/routes/inschrijven.annuleren.$token";
import { loader as kalenderLoader } from "~/routes/kalender";
import { loader as kalenderIcs } from "~/routes/kalender.ics";
import { loader as takLoader } from "~/routes/takken.$id";
import { BASE, prepareAdminDb } from "../helpers/admin";
import { freePort } from "../helpers/free-port";
import { callRoute } from "../helpers/route";
import { createTestSmtp, type ReceivedMail } from "../helpers/smtp";
import { withTempDataDir } from "../helpers/temp-data";

// 'Inschrijven' (issue 51) in-process, on a real SQLite database and a real SMTP server on 127.0.0.1, over the routes'
// plain form posts (what a browser without JavaScript sends); time is moved with the site's clock (setNow).

withTempDataDir();

const SITE_URL = "https://www.scoutsdemostad.be";
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const saved = { ...process.env };
let smtp: ReturnType<typeof createTestSmtp>;
let beheerder = "";

const runOutboxTick = () => runAsSystem(() => worker.runOutboxTick());

beforeAll(async () => {
  Object.assign(process.env, { SITE_URL, MAIL_FROM: "website@scoutsdemostad.be", MELDING_STILTE: "" });
  delete process.env.AFMELDINGEN_VOORAF;
  beheerder = await prepareAdminDb();
  await seedInstellingen();
  smtp = createTestSmtp(await freePort());
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
  await getDb().update(tak).set({ email: "welpen@example.be" }).where(eq(tak.id, 2));
});
afterAll(async () => {
  await smtp.stop();
  closeMailTransport();
  setNow(undefined);
  process.env = { ...saved };
});
beforeEach(async () => {
  for (const table of [outbox, inschrijving, afmelding, activiteit, audit]) await getDb().delete(table);
  smtp.received.length = 0;
  afmeldingenPerClient.reset();
  setNow(undefined);
});

/** The day after tomorrow (in 'Deze week' of the leaders), as "YYYY-MM-DD". */
const overmorgen = () => addDays(brusselsDateKey(Date.now()), 2);

/** Next Saturday (at least a day ahead), as "YYYY-MM-DD". */
function volgendeZaterdag(now: number): string {
  const today = brusselsDateKey(now);
  return addDays(today, ((6 - weekdayOf(today) + 7) % 7) || 7);
}

async function activiteitOp(dag: string, extra: Record<string, unknown> = {}): Promise<number> {
  const input = parseInput(activiteitInput, { titel: "Sinterklaas", takken: ["welpen"], start: `${dag}T14:00`, einde: `${dag}T17:00`, inschrijven: "on", geenMelding: true, ...extra });
  return (await runAsSystem(() => activiteiten.createActiviteit(input))).id;
}

function inschrijven(id: number, fields: Record<string, string>, client = "198.51.100.7") {
  return callRoute(inschrijfAction, new Request(`${BASE}/inschrijven/${id}`, { method: "POST", body: new URLSearchParams(fields) }), { id: String(id) }, client);
}

async function leider(naam: string, takId: number): Promise<string> {
  const [row] = await getDb().insert(account).values({ naam, email: `${naam.toLowerCase()}-${Date.now()}@example.be`, rol: "takleiding", createdAt: Date.now() }).returning();
  await getDb().insert(accountTak).values({ accountId: row!.id, takId });
  return (await createSession(row!.id, "token")).id;
}

const api = (id: number, token?: string) =>
  callRoute(inschrijvingenApi, new Request(`${BASE}/api/activiteiten/${id}/inschrijvingen`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }), { id: String(id) });

const mailsTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));

function annuleerToken(mail: ReceivedMail): string {
  const found = /https:\/\/www\.scoutsdemostad\.be\/inschrijven\/annuleren\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? "");
  if (!found) throw new Error(`no cancel link in:\n${mail.parsed.text}`);
  return found[1]!;
}

type Week = { section: { takken: { slug: string; activiteiten: { id: number; inschrijvingen: { aantal: number; plaatsen: number | null; lijst: { naam: string | null; opmerking: string | null; wachtlijst: number | null }[] } | null }[] }[] } };

async function week(token: string, id: number) {
  const res = await callRoute(adminLoader, new Request(`${BASE}/admin?sectie=week`, { headers: { Cookie: `scouts_admin=${token}` } }));
  const body = (await res.json()) as Week;
  return body.section.takken.flatMap((t) => t.activiteiten).find((a) => a.id === id)?.inschrijvingen;
}

describe("a sign-up", () => {
  it("is stored without JavaScript, confirmed by mail, cancelled with the mail's link, and named to the tak's leaders only", async () => {
    const datum = overmorgen();
    const id = await activiteitOp(datum, { plaatsen: "12" });
    const dag = dagLabel(brusselsInstant(datum, "14:00"));
    const versie = contentVersion();
    const res = await inschrijven(id, { naam: "Lotte Peeters", opmerking: "Geen noten", email: "Ouder@Example.be" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ingeschreven", naam: "Lotte Peeters", titel: "Sinterklaas", dag, email: "ouder@example.be", wachtlijst: null });
    // The count beside 'Inschrijven' changed: the pages that show it are rendered again.
    expect(changedSince([activiteitTag(id), ...takActiviteiten(2)], versie)).toBe(true);

    // Public pages and feeds show the count, never the name or the remark.
    const tak = await (await callRoute(takLoader, `${BASE}/takken/welpen`, { id: "welpen" })).text();
    expect(tak).toContain(`/inschrijven/${id}?tak=welpen`);
    expect(tak).toContain("nog 11 plaatsen");
    const form = await (await callRoute(inschrijfLoader, `${BASE}/inschrijven/${id}`, { id: String(id) })).json();
    expect(form).toMatchObject({ stand: { status: "open", dicht: null, plaatsen: "Nog 11 van de 12 plaatsen vrij." } });
    for (const page of [tak, JSON.stringify(form), await (await callRoute(kalenderLoader, `${BASE}/kalender`)).text(), await (await callRoute(kalenderIcs, `${BASE}/kalender.ics`)).text()]) {
      expect(page).not.toContain("Lotte");
      expect(page).not.toContain("noten");
    }
    const [log] = (await getDb().select().from(audit)).filter((r) => r.action.startsWith("inschrijving"));
    expect(log).toMatchObject({ action: "inschrijving-gemaakt", entityId: String(id) });
    expect(JSON.stringify(log)).not.toContain("Lotte");

    // The confirmation, with the link that cancels; its subject (kept in the outbox) names no child.
    expect(await runOutboxTick()).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailsTo("ouder@example.be");
    expect(mail!.parsed.subject).toBe("Ingeschreven voor Sinterklaas");
    expect(mail!.parsed.text).toContain(`Lotte Peeters (Welpen) is ingeschreven voor Sinterklaas op ${datum.slice(8, 10)}/${datum.slice(5, 7)}/${datum.slice(0, 4)}, 14:00 - 17:00.`);
    expect(mail!.parsed.html).toContain("Inschrijving annuleren");

    // The leaders: the tak's and the Beheerder see the name and the remark; another tak's leader sees nothing of it.
    const welpen = await leider("Akela", 2);
    const kapoenen = await leider("Bever", 1);
    for (const token of [welpen, beheerder]) {
      expect(await week(token, id)).toMatchObject({ aantal: 1, plaatsen: 12, lijst: [{ naam: "Lotte Peeters", opmerking: "Geen noten", wachtlijst: null }] });
    }
    expect(await week(kapoenen, id)).toBeUndefined();
    expect((await api(id)).status).toBe(401);
    expect((await api(id, kapoenen)).status).toBe(403);
    const antwoord = await api(id, welpen);
    expect(antwoord.headers.get("Cache-Control")).toBe("no-store");
    expect(await antwoord.json()).toMatchObject({ activiteit: id, inschrijven: true, plaatsen: 12, aantal: 1, inschrijvingen: [{ naam: "Lotte Peeters", opmerking: "Geen noten", tak: "Welpen", wachtlijst: null }] });

    // Cancelling: opening the link changes nothing (mail scanners open links); its button does.
    const token = annuleerToken(mail!);
    const page = await callRoute(annuleerLoader, `${BASE}/inschrijven/annuleren/${token}`, { token });
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await page.json()).toMatchObject({ inschrijving: { naam: "Lotte Peeters", titel: "Sinterklaas", open: true, wachtlijst: null } });
    const post = () => callRoute(annuleerAction, new Request(`${BASE}/inschrijven/annuleren/${token}`, { method: "POST" }), { token });
    expect((await post()).status).toBe(200);
    expect(await getDb().select().from(inschrijving)).toHaveLength(0);
    expect((await post()).status).toBe(404);
    expect(await (await callRoute(takLoader, `${BASE}/takken/welpen`, { id: "welpen" })).text()).toContain("nog 12 plaatsen");
  });

  it("fills the places, then the waiting list; a cancellation moves the first on it up and mails them", async () => {
    const id = await activiteitOp(overmorgen(), { plaatsen: "2" });
    expect((await (await inschrijven(id, { naam: "Jan", email: "jan@example.be" })).json()).wachtlijst).toBeNull();
    expect((await (await inschrijven(id, { naam: "Mila" })).json()).wachtlijst).toBeNull();
    // The same child twice is one sign-up: the second says so and changes the remark.
    const nogeens = await (await inschrijven(id, { naam: " mila ", opmerking: "Vegetarisch" })).json();
    expect(nogeens).toMatchObject({ status: "ingeschreven", wachtlijst: null, al: { opmerkingAangepast: true } });
    expect(await (await callRoute(inschrijfLoader, `${BASE}/inschrijven/${id}`, { id: String(id) })).json()).toMatchObject({ stand: { status: "volzet" } });
    expect(await (await callRoute(takLoader, `${BASE}/takken/welpen`, { id: "welpen" })).text()).toContain("Volzet: wachtlijst");
    const derde = await (await inschrijven(id, { naam: "Lotte", email: "lotte@example.be" })).json();
    expect(derde).toMatchObject({ status: "ingeschreven", wachtlijst: 1 });
    expect((await (await inschrijven(id, { naam: "Nina" })).json()).wachtlijst).toBe(2);
    await runOutboxTick();
    expect(mailsTo("lotte@example.be")[0]!.parsed.text).toContain("staat op de wachtlijst (plaats 1)");
    expect(await week(beheerder, id)).toMatchObject({
      aantal: 4,
      lijst: [{ naam: "Jan", wachtlijst: null }, { naam: "Mila", opmerking: "Vegetarisch", wachtlijst: null }, { naam: "Lotte", wachtlijst: 1 }, { naam: "Nina", wachtlijst: 2 }],
    });

    // Jan cancels: Lotte has his place, and a mail says so.
    const token = annuleerToken(mailsTo("jan@example.be")[0]!);
    smtp.received.length = 0;
    expect((await callRoute(annuleerAction, new Request(`${BASE}/inschrijven/annuleren/${token}`, { method: "POST" }), { token })).status).toBe(200);
    await runOutboxTick();
    const [vrij] = mailsTo("lotte@example.be");
    expect(vrij!.parsed.subject).toBe("Er is een plaats vrij voor Sinterklaas");
    expect(vrij!.parsed.text).toContain("Lotte (Welpen) staat niet meer op de wachtlijst en is ingeschreven voor Sinterklaas");
    expect((await (await api(id, beheerder)).json()).inschrijvingen.map((r: { naam: string; wachtlijst: number | null }) => [r.naam, r.wachtlijst])).toEqual([
      ["Mila", null],
      ["Lotte", null],
      ["Nina", 1],
    ]);
  });

  it("closes at its closing moment and when cancelled; refuses bad input, a honeypot and a 21st post an hour from one address", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const start = brusselsInstant(zaterdag, "14:00");
    const id = await activiteitOp(zaterdag, { inschrijvenTot: `${zaterdag}T10:00` });
    // The closing moment lies before the start, or the form says so.
    expect(() => parseInput(activiteitInput, { titel: "X", takken: ["welpen"], start: `${zaterdag}T14:00`, inschrijven: "on", inschrijvenTot: `${zaterdag}T15:00` })).toThrow();
    expect(() => parseInput(activiteitInput, { titel: "X", takken: ["welpen"], start: `${zaterdag}T14:00`, inschrijven: "on", plaatsen: "nul" })).toThrow();
    const geweigerd = async (res: Response, status: number, body: object) => {
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject(body);
    };
    await geweigerd(await inschrijven(id, { naam: "  " }), 400, { status: "ongeldig", antwoord: { error: { naam: [T.naamLeeg] } } });
    await geweigerd(await inschrijven(id, { naam: "Lotte", opmerking: "x".repeat(301) }), 400, { antwoord: { error: { opmerking: [T.opmerkingTeLang] } } });
    await geweigerd(await inschrijven(id, { naam: "Lotte", website: "https://spam.example" }), 400, { status: "geweigerd", bericht: T.honeypot });

    setNow(brusselsInstant(zaterdag, "09:59"));
    expect((await inschrijven(id, { naam: "Net op tijd" })).status).toBe(200);
    setNow(brusselsInstant(zaterdag, "10:00"));
    await geweigerd(await inschrijven(id, { naam: "Te laat" }), 409, { status: "geweigerd", bericht: T.gesloten });
    expect(await (await callRoute(inschrijfLoader, `${BASE}/inschrijven/${id}`, { id: String(id) })).json()).toMatchObject({ stand: { status: "gesloten", dicht: T.gesloten } });
    expect(await (await callRoute(takLoader, `${BASE}/takken/welpen`, { id: "welpen" })).text()).toContain("Gesloten");
    // After the start: no 'Inschrijven' at all.
    setNow(start + MIN);
    expect(await (await callRoute(takLoader, `${BASE}/takken/welpen`, { id: "welpen" })).text()).not.toContain(`/inschrijven/${id}`);
    setNow(undefined);

    const afgelast = await activiteitOp(zaterdag, { titel: "Zwemmen" });
    await runAsSystem(() => activiteiten.setAfgelast(afgelast, true, "storm"));
    await geweigerd(await inschrijven(afgelast, { naam: "Lotte" }), 409, { bericht: T.afgelast });
    // An activity that asks for no sign-ups has no form.
    const zonder = await activiteitOp(zaterdag, { titel: "Gewoon", inschrijven: "" });
    expect((await callRoute(inschrijfLoader, `${BASE}/inschrijven/${zonder}`, { id: String(zonder) })).status).toBe(404);
    expect((await inschrijven(zonder, { naam: "Lotte" })).status).toBe(404);

    // 20 an hour from one address, absences and sign-ups together; another address goes on.
    const open = await activiteitOp(zaterdag, { titel: "Open" });
    for (let i = 0; i < 10; i++) expect((await inschrijven(open, { naam: `Kind ${i}` }, "203.0.113.5")).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await callRoute(afmeldAction, new Request(`${BASE}/afmelden/${open}`, { method: "POST", body: new URLSearchParams({ naam: `Afwezig ${i}` }) }), { id: String(open) }, "203.0.113.5");
      expect(res.status).toBe(200);
    }
    await geweigerd(await inschrijven(open, { naam: "Kind 21" }, "203.0.113.5"), 429, { bericht: T.teVeel, antwoord: { initialValue: { naam: "Kind 21" } } });
    expect((await inschrijven(open, { naam: "Broer" }, "203.0.113.6")).status).toBe(200);
  });
});

describe("the leaders' list and the removal, with the clock", () => {
  it("mails the tak one list with the sign-ups, the waiting list and the absences; names go 7 days after the activity", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const start = brusselsInstant(zaterdag, "14:00");
    const einde = brusselsInstant(zaterdag, "17:00");
    const id = await activiteitOp(zaterdag, { plaatsen: "1" });
    await inschrijven(id, { naam: "Jan", opmerking: "Lactosevrij" });
    await inschrijven(id, { naam: "Mila", email: "mila@example.be" });
    await callRoute(afmeldAction, new Request(`${BASE}/afmelden/${id}`, { method: "POST", body: new URLSearchParams({ naam: "Lotte", reden: "ziek" }) }), { id: String(id) });
    expect(await runAsSystem(() => lijst.volgendeLijst(start - 4 * 60 * MIN))).toBe(start - 3 * 60 * MIN);
    setNow(start - 3 * 60 * MIN + MIN);
    expect(await runAsSystem(() => lijst.stuurLijsten(start - 3 * 60 * MIN + MIN))).toBe(1);
    await runOutboxTick();
    const [tak] = mailsTo("welpen@example.be");
    expect(tak!.parsed.subject).toBe("Inschrijvingen voor Sinterklaas (Welpen): 2, afmeldingen: 1");
    expect(tak!.parsed.text).toContain("Ingeschreven: 1 van de 1 plaatsen:\n- Jan: Lactosevrij\n");
    expect(tak!.parsed.text).toContain("Op de wachtlijst: 1\n1. Mila\n");
    expect(tak!.parsed.text).toContain("Eén kind is afgemeld voor Sinterklaas");
    expect(tak!.parsed.text).toContain("- Lotte: ziek");

    // 7 days after the end: names, remarks and addresses go; the count stays.
    expect(await runAsSystem(() => lijst.volgendeWis(start))).toBe(einde + 7 * DAY);
    expect(await runAsSystem(() => lijst.wisNamen(einde + 7 * DAY - MIN))).toBe(0);
    expect(await runAsSystem(() => lijst.wisNamen(einde + 7 * DAY + MIN))).toBe(3);
    const rijen = await getDb().select().from(inschrijving);
    expect(rijen.map((r) => [r.naam, r.opmerking, r.email, r.annuleerTokenHash])).toEqual([
      [null, null, null, null],
      [null, null, null, null],
    ]);
    setNow(einde + 7 * DAY + 2 * MIN);
    const weekLater = (await createSession(ownerAccountId(), "token")).id;
    expect(await (await api(id, weekLater)).json()).toMatchObject({ aantal: 2, inschrijvingen: [{ naam: null }, { naam: null }] });
    expect(await runAsSystem(() => lijst.volgendeWis(einde + 8 * DAY))).toBeUndefined();
  });

  it("keeps the activity's sign-up settings through the API", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const id = await activiteitOp(zaterdag, { plaatsen: "30", inschrijvenTot: `${zaterdag}T09:00` });
    const res = await callRoute(activiteitApi, `${BASE}/api/activiteiten/${id}`, { id: String(id) });
    expect(await res.json()).toMatchObject({ inschrijven: true, plaatsen: 30, inschrijvenTot: expect.stringMatching(new RegExp(`^${zaterdag}T09:00:00\\+0[12]:00$`)) });
  });
});
