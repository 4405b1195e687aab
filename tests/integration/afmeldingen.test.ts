import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { changedSince, contentVersion } from "~/db/tags.server";
import * as activiteiten from "~/domains/activiteiten/mutations.server";
import { activiteit } from "~/domains/activiteiten/schema";
import { activiteitTag, ALLE_ACTIVITEITEN, KOMENDE_WEEK, takActiviteiten } from "~/domains/activiteiten/tags.server";
import { activiteitInput } from "~/domains/activiteiten/validation";
import { afmeldingenPerClient } from "~/domains/afmeldingen/afmeldingen.server";
import * as lijst from "~/domains/afmeldingen/lijst.server";
import { AFMELDEN_TEKSTEN as T } from "~/domains/afmeldingen/rules";
import { afmelding } from "~/domains/afmeldingen/schema";
import { audit } from "~/domains/audit/schema";
import { runAsSystem } from "~/domains/auth/actor.server";
import { account, accountTak } from "~/domains/auth/schema";
import { ownerAccountId } from "~/domains/auth/secrets.server";
import { createSession } from "~/domains/auth/session.server";
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
import { action as afmeldAction, loader as afmeldLoader } from "~/routes/afmelden.$id";
import { action as intrekAction, loader as intrekLoader } from "~/routes/afmelden.intrekken.$token";
import { loader as afmeldingenApi } from "~/routes/api.activiteiten.$id.afmeldingen";
import { loader as kalenderLoader } from "~/routes/kalender";
import { loader as kalenderIcs } from "~/routes/kalender.ics";
import { loader as takLoader } from "~/routes/takken.$id";
import { BASE, prepareAdminDb } from "../helpers/admin";
import { freePort } from "../helpers/free-port";
import { callRoute } from "../helpers/route";
import { createTestSmtp, type ReceivedMail } from "../helpers/smtp";
import { withTempDataDir } from "../helpers/temp-data";

// 'Afmelden' (issue 39) in-process, on a real SQLite database and a real SMTP server on 127.0.0.1; time is moved with the
// site's clock (setNow), never waited for.

withTempDataDir();

const SITE_URL = "https://www.scoutsdemostad.be";
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const saved = { ...process.env };
let smtp: ReturnType<typeof createTestSmtp>;
let beheerder = "";

const createActiviteit = (input: Record<string, unknown>) => runAsSystem(() => activiteiten.createActiviteit(parseInput(activiteitInput, input)));
const setAfgelast = (id: number) => runAsSystem(() => activiteiten.setAfgelast(id, true, "storm"));
const stuurLijsten = (now: number) => runAsSystem(() => lijst.stuurLijsten(now));
const wisNamen = (now: number) => runAsSystem(() => lijst.wisNamen(now));
const runOutboxTick = () => runAsSystem(() => worker.runOutboxTick());

beforeAll(async () => {
  Object.assign(process.env, { SITE_URL, MAIL_FROM: "website@scoutsdemostad.be", MELDING_STILTE: "" });
  delete process.env.AFMELDINGEN_VOORAF;
  beheerder = await prepareAdminDb();
  await seedInstellingen();
  smtp = createTestSmtp(await freePort());
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
  // The takken's own addresses, where the lists go.
  for (const [id, email] of [[1, "kapoenen@example.be"], [2, "welpen@example.be"]] as const) await getDb().update(tak).set({ email }).where(eq(tak.id, id));
});
afterAll(async () => {
  await smtp.stop();
  closeMailTransport();
  setNow(undefined);
  process.env = { ...saved };
});
beforeEach(async () => {
  for (const table of [outbox, afmelding, activiteit, audit]) await getDb().delete(table);
  smtp.received.length = 0;
  afmeldingenPerClient.reset();
  setNow(undefined);
});

// --- Helpers ---

/** Next Saturday (at least a day ahead), as "YYYY-MM-DD". */
function volgendeZaterdag(now: number): string {
  const today = brusselsDateKey(now);
  return addDays(today, ((6 - weekdayOf(today) + 7) % 7) || 7);
}

async function activiteitOp(takken: string[], dag: string, extra: Record<string, unknown> = {}): Promise<number> {
  return (await createActiviteit({ titel: "Bosspel", takken, start: `${dag}T14:00`, einde: `${dag}T17:00`, plaats: "Het bos", geenMelding: true, ...extra })).id;
}

function afmelden(id: number, fields: Record<string, string>, client = "198.51.100.7") {
  const body = new URLSearchParams(fields);
  return callRoute(afmeldAction, new Request(`${BASE}/afmelden/${id}`, { method: "POST", body }), { id: String(id) }, client);
}

async function leider(naam: string, takId: number): Promise<string> {
  const [row] = await getDb().insert(account).values({ naam, email: `${naam.toLowerCase()}-${Date.now()}@example.be`, rol: "takleiding", createdAt: Date.now() }).returning();
  await getDb().insert(accountTak).values({ accountId: row!.id, takId });
  return (await createSession(row!.id, "token")).id;
}

type Rij = { id: number; titel: string; afmeldingen: { aantal: number; lijst: { naam: string | null; reden: string | null; tak: string }[] } | null };

async function adminRijen(token: string, query = ""): Promise<Rij[]> {
  const res = await callRoute(adminLoader, new Request(`${BASE}/admin?sectie=activiteiten${query}`, { headers: { Cookie: `scouts_admin=${token}` } }));
  return ((await res.json()) as { section: { activiteiten: Rij[] } }).section.activiteiten;
}

const api = (id: number, token?: string) =>
  callRoute(afmeldingenApi, new Request(`${BASE}/api/activiteiten/${id}/afmeldingen`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }), { id: String(id) });

const mailsTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));

function tochAanwezig(mail: ReceivedMail): string {
  const found = /https:\/\/www\.scoutsdemostad\.be\/afmelden\/intrekken\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? "");
  if (!found) throw new Error(`no 'Toch aanwezig' link in:\n${mail.parsed.text}`);
  return found[1]!;
}

// --- The tests ---

describe("an absence", () => {
  it("is stored, confirmed by mail, and shown to the tak's leaders and the Beheerder only", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const id = await activiteitOp(["welpen"], zaterdag);
    const versie = contentVersion();
    const res = await afmelden(id, { naam: "Lotte Peeters", tak: "welpen", reden: "Ze is ziek", email: "Ouder@Example.be" });
    expect(res.status).toBe(200);
    const dag = `zaterdag ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}`;
    expect(await res.json()).toEqual({ status: "afgemeld", naam: "Lotte Peeters", titel: "Bosspel", dag, email: "ouder@example.be" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");

    // An absence changes no public page: nothing cached goes stale.
    expect(changedSince([ALLE_ACTIVITEITEN, activiteitTag(id), KOMENDE_WEEK, ...takActiviteiten(2)], versie)).toBe(false);
    // ... and no public page, feed or API names the child.
    for (const page of [
      await callRoute(kalenderLoader, `${BASE}/kalender`),
      await callRoute(takLoader, `${BASE}/takken/welpen`, { id: "welpen" }),
      await callRoute(kalenderIcs, `${BASE}/kalender.ics`),
      await callRoute(afmeldLoader, `${BASE}/afmelden/${id}`, { id: String(id) }),
    ]) {
      expect(await page.text()).not.toContain("Lotte");
    }
    // The audit log says that it was made, not by whom.
    const [log] = (await getDb().select().from(audit)).filter((r) => r.action.startsWith("afmelding"));
    expect(log).toMatchObject({ action: "afmelding-gemaakt", entity: "activiteit", entityId: String(id), accountNaam: null });
    expect(JSON.stringify(log)).not.toContain("Lotte");

    // The parent's confirmation, with 'Toch aanwezig'.
    expect(await runOutboxTick()).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailsTo("ouder@example.be");
    expect(mail!.parsed.subject).toBe("Afgemeld voor Bosspel");
    expect(mail!.parsed.text).toContain(`Lotte Peeters (Welpen) is afgemeld voor Bosspel op ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}/${zaterdag.slice(0, 4)}, 14:00 - 17:00.`);
    expect(mail!.parsed.html).toContain("Toch aanwezig");
    expect(mail!.parsed.html).not.toMatch(/<img/i);
    expect(tochAanwezig(mail!)).toHaveLength(43);
    // Sent: the outbox keeps the subject (no name) for the admin's list, not the mail.
    const [row] = await getDb().select().from(outbox);
    expect(row).toMatchObject({ kind: "afmelding", state: "sent", content: null, takken: ",2," });
    expect(row!.subject).not.toContain("Lotte");

    // The leaders see it where they plan: 'Afmeldingen (1)' with the name, the reason and the tak.
    const welpenLeider = await leider("Akela", 2);
    const kapoenenLeider = await leider("Bever", 1);
    for (const token of [beheerder, welpenLeider]) {
      const rij = (await adminRijen(token)).find((r) => r.id === id)!;
      expect(rij.afmeldingen).toMatchObject({ aantal: 1, lijst: [{ naam: "Lotte Peeters", reden: "Ze is ziek", tak: "Welpen" }] });
    }
    // Another tak's leader, even with every tak shown: nothing of it.
    expect((await adminRijen(kapoenenLeider, "&alle=1")).find((r) => r.id === id)!.afmeldingen).toBeNull();

    // The API: a leader's token, of the activity's tak, or the Beheerder.
    expect((await api(id)).status).toBe(401);
    expect((await api(id, kapoenenLeider)).status).toBe(403);
    for (const token of [welpenLeider, beheerder]) {
      const answer = await api(id, token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect(await answer.json()).toMatchObject({ activiteit: id, aantal: 1, afmeldingen: [{ naam: "Lotte Peeters", reden: "Ze is ziek", tak: "Welpen", op: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }] });
    }
  });

  it("of an activity for several takken or the whole group names the child's tak: each tak's leaders see their own", async () => {
    const id = await activiteitOp(["hele-groep"], volgendeZaterdag(Date.now()), { titel: "Groepsdag" });
    const zonderTak = await afmelden(id, { naam: "Jan" });
    expect(zonderTak.status).toBe(400);
    expect(await zonderTak.json()).toMatchObject({ status: "ongeldig", antwoord: { error: { tak: [T.kiesTak] } } });
    // The leaders' takken are no choice ('Naam van je kind').
    expect((await afmelden(id, { naam: "Jan", tak: "leiding" })).status).toBe(400);
    expect((await afmelden(id, { naam: "Jan", tak: "kapoenen" })).status).toBe(200);
    expect((await afmelden(id, { naam: "Mila", tak: "welpen" })).status).toBe(200);
    const welpenLeider = await leider("Raksha", 2);
    expect((await adminRijen(welpenLeider)).find((r) => r.id === id)!.afmeldingen).toMatchObject({ aantal: 1, lijst: [{ naam: "Mila", tak: "Welpen" }] });
    expect((await adminRijen(beheerder)).find((r) => r.id === id)!.afmeldingen!.aantal).toBe(2);
    // The form offers the six age takken; an activity of the leaders only takes no absences.
    const form = (await (await callRoute(afmeldLoader, `${BASE}/afmelden/${id}?tak=welpen`, { id: String(id) })).json()) as { keuze: { takken: { slug: string }[]; tak: string } };
    expect(form.keuze.takken.map((t) => t.slug)).toEqual(["kapoenen", "welpen", "pioniers", "jongverkenners", "verkenners", "jin"]);
    expect(form.keuze.tak).toBe("welpen");
    const leiding = await activiteitOp(["leiding"], volgendeZaterdag(Date.now()), { titel: "Leidingsvergadering" });
    expect((await callRoute(afmeldLoader, `${BASE}/afmelden/${leiding}`, { id: String(leiding) })).status).toBe(404);
    expect((await afmelden(leiding, { naam: "Jan" })).status).toBe(404);
  });

  it("is refused with a clear message: begun, cancelled, no or too long a name, a wrong address, a honeypot, too many", async () => {
    const now = Date.now();
    const vandaag = brusselsDateKey(now);
    const begonnen = await activiteitOp(["welpen"], vandaag, { start: new Date(now - 30 * MIN).toISOString(), einde: new Date(now + 2 * 60 * MIN).toISOString() });
    const afgelast = await activiteitOp(["welpen"], volgendeZaterdag(now), { titel: "Zwemmen" });
    await setAfgelast(afgelast);
    const id = await activiteitOp(["welpen"], volgendeZaterdag(now));
    const geweigerd = async (res: Response, status: number, body: unknown) => {
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject(body as object);
    };
    await geweigerd(await afmelden(begonnen, { naam: "Lotte" }), 409, { status: "geweigerd", bericht: T.begonnen });
    await geweigerd(await afmelden(afgelast, { naam: "Lotte" }), 409, { status: "geweigerd", bericht: T.afgelast });
    await geweigerd(await afmelden(id, { naam: "   " }), 400, { status: "ongeldig", antwoord: { error: { naam: [T.naamLeeg] } } });
    await geweigerd(await afmelden(id, { naam: "x".repeat(81) }), 400, { antwoord: { error: { naam: [T.naamTeLang] }, initialValue: { naam: "x".repeat(81) } } });
    await geweigerd(await afmelden(id, { naam: "Lotte", reden: "r".repeat(301) }), 400, { antwoord: { error: { reden: [T.redenTeLang] } } });
    await geweigerd(await afmelden(id, { naam: "Lotte", email: "geen-adres" }), 400, { antwoord: { error: { email: [T.emailOngeldig] } } });
    await geweigerd(await afmelden(id, { naam: "Lotte", website: "https://spam.example" }), 400, { status: "geweigerd", bericht: T.honeypot });
    // The page itself says so too, instead of the form.
    expect(await (await callRoute(afmeldLoader, `${BASE}/afmelden/${begonnen}`, { id: String(begonnen) })).json()).toMatchObject({ dicht: "begonnen" });
    expect(await (await callRoute(afmeldLoader, `${BASE}/afmelden/${afgelast}`, { id: String(afgelast) })).json()).toMatchObject({ dicht: "afgelast" });
    expect(await getDb().select().from(afmelding)).toHaveLength(0);

    // 20 an hour from one client address; the 21st is refused, another address goes on; an hour later again.
    for (let i = 0; i < 20; i++) expect((await afmelden(id, { naam: `Kind ${i}` }, "203.0.113.5")).status).toBe(200);
    await geweigerd(await afmelden(id, { naam: "Kind 21" }, "203.0.113.5"), 429, { status: "geweigerd", bericht: T.teVeel, antwoord: { initialValue: { naam: "Kind 21" } } });
    expect((await afmelden(id, { naam: "Broer" }, "203.0.113.6")).status).toBe(200);
    expect(await getDb().select().from(afmelding)).toHaveLength(21);
  });

  it("is withdrawn with one click on the mail's 'Toch aanwezig', while the activity has not begun", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const id = await activiteitOp(["welpen"], zaterdag);
    await afmelden(id, { naam: "Lotte", email: "ouder@example.be" });
    await runOutboxTick();
    const token = tochAanwezig(mailsTo("ouder@example.be")[0]!);
    // Opening the link (a mail scanner does) changes nothing; the page names the child only for the link's holder.
    const page = await callRoute(intrekLoader, `${BASE}/afmelden/intrekken/${token}`, { token });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await page.json()).toMatchObject({ afmelding: { naam: "Lotte", titel: "Bosspel", open: true } });
    expect(await getDb().select().from(afmelding)).toHaveLength(1);

    const post = () => callRoute(intrekAction, new Request(`${BASE}/afmelden/intrekken/${token}`, { method: "POST" }), { token });
    expect((await post()).status).toBe(200);
    expect(await getDb().select().from(afmelding)).toHaveLength(0);
    expect((await getDb().select().from(audit)).map((r) => r.action).filter((a) => a.startsWith("afmelding"))).toEqual(["afmelding-gemaakt", "afmelding-ingetrokken"]);
    expect((await post()).status).toBe(404);

    // Once the activity has begun, withdrawing is too late (the leaders may have counted already).
    await afmelden(id, { naam: "Mila", email: "ander@example.be" });
    await runOutboxTick();
    const laat = tochAanwezig(mailsTo("ander@example.be")[0]!);
    setNow(brusselsInstant(zaterdag, "14:05"));
    const te = await callRoute(intrekAction, new Request(`${BASE}/afmelden/intrekken/${laat}`, { method: "POST" }), { token: laat });
    expect(te.status).toBe(409);
    expect(await getDb().select().from(afmelding)).toHaveLength(1);
  });
});

describe("the same child twice (issue 52)", () => {
  it("is one absence: the second report says so, changes the reason, and the tak's list names the child once", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const start = brusselsInstant(zaterdag, "14:00");
    const id = await activiteitOp(["welpen"], zaterdag, { titel: "Zwemmen" });
    const dag = `zaterdag ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}`;
    expect((await (await afmelden(id, { naam: "Lotte Peeters", tak: "welpen" })).json()).status).toBe("afgemeld");
    const tweede = await afmelden(id, { naam: " lotte  peeters ", tak: "welpen", reden: "Oorontsteking" });
    expect(tweede.status).toBe(200);
    expect(await tweede.json()).toEqual({ status: "afgemeld", naam: "lotte  peeters", titel: "Zwemmen", dag, email: null, al: { redenAangepast: true } });
    const derde = await (await afmelden(id, { naam: "Lotte Peeters", tak: "welpen" })).json();
    expect(derde.al).toEqual({ redenAangepast: false });
    const rows = await getDb().select().from(afmelding).where(eq(afmelding.activiteitId, id));
    expect(rows.map((r) => [r.naam, r.reden])).toEqual([["Lotte Peeters", "Oorontsteking"]]);

    // From another address too (the page's post, as a parent's second phone sends it): the reason follows the latest.
    const page = await callRoute(afmeldAction, new Request(`${BASE}/afmelden/${id}`, { method: "POST", body: new URLSearchParams({ naam: "Lotte Peeters", tak: "welpen", reden: "Koorts" }) }), { id: String(id) }, "198.51.100.8");
    expect(page.status).toBe(200);

    // A sibling with another name is a second absence; a report stored twice before issue 52 is listed once.
    await afmelden(id, { naam: "Mila Peeters", tak: "welpen" });
    await getDb().insert(afmelding).values({ activiteitId: id, takId: 2, naam: "Mila Peeters", reden: "Feest", aangemaaktOp: Date.now() });
    setNow(start - 3 * 60 * MIN + MIN);
    expect(await stuurLijsten(start - 3 * 60 * MIN + MIN)).toBe(1);
    await runOutboxTick();
    const [lijstMail] = mailsTo("welpen@example.be");
    expect(lijstMail!.parsed.subject).toBe("Afmeldingen voor Zwemmen (Welpen): 2");
    expect(lijstMail!.parsed.text).toContain("2 kinderen zijn afgemeld voor Zwemmen");
    expect(lijstMail!.parsed.text).toContain("- Lotte Peeters: Koorts\n- Mila Peeters: Feest\n");
  });
});

describe("the list to the tak before the activity", () => {
  it("is mailed to each tak with absences AFMELDINGEN_VOORAF (3 hours) before, once", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const start = brusselsInstant(zaterdag, "14:00");
    const id = await activiteitOp(["hele-groep"], zaterdag, { titel: "Groepsdag" });
    const zonder = await activiteitOp(["welpen"], zaterdag, { titel: "Zonder afmeldingen", start: `${zaterdag}T10:00`, einde: `${zaterdag}T12:00` });
    await afmelden(id, { naam: "Lotte", tak: "welpen", reden: "ziek" });
    await afmelden(id, { naam: "Mila", tak: "welpen" });
    await afmelden(id, { naam: "Jan", tak: "kapoenen", reden: "familiefeest" });
    expect(zonder).toBeGreaterThan(0);
    expect(await runAsSystem(() => lijst.volgendeLijst(start - 4 * 60 * MIN))).toBe(start - 3 * 60 * MIN);

    expect(await stuurLijsten(start - 3 * 60 * MIN - MIN)).toBe(0);
    setNow(start - 3 * 60 * MIN + MIN);
    expect(await stuurLijsten(start - 3 * 60 * MIN + MIN)).toBe(2);
    await runOutboxTick();
    const [welpen] = mailsTo("welpen@example.be");
    expect(mailsTo("welpen@example.be")).toHaveLength(1);
    expect(welpen!.parsed.subject).toBe("Afmeldingen voor Groepsdag (Welpen): 2");
    expect(welpen!.parsed.text).toContain("2 kinderen zijn afgemeld voor Groepsdag");
    expect(welpen!.parsed.text).toContain("- Lotte: ziek\n- Mila\n");
    expect(welpen!.parsed.text).not.toContain("Jan");
    const [kapoenen] = mailsTo("kapoenen@example.be");
    expect(kapoenen!.parsed.text).toContain("Eén kind is afgemeld");
    expect(kapoenen!.parsed.text).toContain("- Jan: familiefeest");
    // Sent: the subject stays for the admin's list (no names), the list itself does not.
    const rows = await getDb().select().from(outbox).where(eq(outbox.kind, "afmeldingen"));
    expect(rows.map((r) => [r.state, r.content, r.takken])).toEqual(expect.arrayContaining([["sent", null, ",2,"], ["sent", null, ",1,"]]));

    // Once: the next passes before the start add nothing.
    smtp.received.length = 0;
    expect(await stuurLijsten(start - 60 * MIN)).toBe(0);
    setNow(start - MIN);
    expect(await stuurLijsten(start - MIN)).toBe(0);
    await runOutboxTick();
    expect(smtp.received).toHaveLength(0);
  });

  it("is not sent for an activity without absences, nor with AFMELDINGEN_VOORAF=0", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const start = brusselsInstant(zaterdag, "14:00");
    await activiteitOp(["welpen"], zaterdag);
    expect(await stuurLijsten(start - 60 * MIN)).toBe(0);
    const id = await activiteitOp(["welpen"], zaterdag, { titel: "Later", start: `${zaterdag}T15:00` });
    await afmelden(id, { naam: "Lotte" });
    process.env.AFMELDINGEN_VOORAF = "0";
    try {
      expect(await stuurLijsten(start - 60 * MIN)).toBe(0);
    } finally {
      delete process.env.AFMELDINGEN_VOORAF;
    }
    process.env.AFMELDINGEN_VOORAF = "0.5";
    try {
      expect(await stuurLijsten(start - 60 * MIN)).toBe(0);
      expect(await stuurLijsten(start + 60 * MIN - 29 * MIN)).toBe(1);
    } finally {
      delete process.env.AFMELDINGEN_VOORAF;
    }
  });
});

describe("the children's names", () => {
  it("are removed 7 days after the activity ends; the count stays, the link and unsent mails go", async () => {
    const zaterdag = volgendeZaterdag(Date.now());
    const id = await activiteitOp(["welpen"], zaterdag);
    await afmelden(id, { naam: "Lotte", reden: "ziek", email: "ouder@example.be" });
    // Its confirmation never got out (the mail server refused it): it waits in the outbox with the name.
    await smtp.stop();
    await runOutboxTick();
    await smtp.start();
    closeMailTransport();
    const [wacht] = await getDb().select().from(outbox);
    expect(wacht!.state).toBe("failed");
    const einde = brusselsInstant(zaterdag, "17:00");
    // The background loop wakes for them (in hosting mode it would otherwise sleep up to 6 hours): first the mail's
    // moment, 7 days after it was made, then the name's, 7 days after the activity ended.
    expect(await runAsSystem(() => lijst.volgendeWis(wacht!.createdAt))).toBe(wacht!.createdAt + 7 * DAY + 1);

    expect(await wisNamen(einde + 7 * DAY - MIN)).toBe(0);
    expect(await runAsSystem(() => lijst.volgendeWis(einde + 7 * DAY - MIN))).toBe(einde + 7 * DAY);
    expect((await getDb().select().from(afmelding))[0]!.naam).toBe("Lotte");
    expect(await wisNamen(einde + 7 * DAY + MIN)).toBe(1);
    const [rij] = await getDb().select().from(afmelding);
    expect(rij).toMatchObject({ naam: null, reden: null, email: null, intrekTokenHash: null, gewistOp: einde + 7 * DAY + MIN });
    expect(await getDb().select().from(outbox)).toHaveLength(0);
    // The leaders keep the count (the API's; the admin's list shows absences while their names are kept).
    setNow(einde + 7 * DAY + 2 * MIN);
    // A session lasts a day on the site's clock: Beheerder logs in again, a week later.
    const weekLater = (await createSession(ownerAccountId(), "token")).id;
    expect((await adminRijen(weekLater)).find((r) => r.id === id)!.afmeldingen).toBeNull();
    const api7 = await (await api(id, weekLater)).json();
    expect(api7).toMatchObject({ aantal: 1, afmeldingen: [{ naam: null, reden: null, tak: "Welpen" }] });
    expect(await wisNamen(einde + 8 * DAY)).toBe(0);
    expect(await runAsSystem(() => lijst.volgendeWis(einde + 8 * DAY)), "nothing left to remove").toBeUndefined();
  });
});
