import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { readMeta } from "~/db/meta.server";
import * as activiteiten from "~/domains/activiteiten/mutations.server";
import { activiteitInput } from "~/domains/activiteiten/validation";
import { account, accountTak } from "~/domains/auth/schema";
import { createSession } from "~/domains/auth/session.server";
import { seedInstellingen } from "~/domains/instellingen/instellingen.server";
import { DEMO_INSTELLINGEN } from "~/demo/groep";
import { inschrijvingPerClient, pushPerClient } from "~/domains/meldingen/inschrijving.server";
import { resetVapidCache } from "~/domains/meldingen/push.server";
import { meldingAanmelding, meldingBericht, meldingInschrijving, meldingWijziging } from "~/domains/meldingen/schema";
import * as weekoverzicht from "~/domains/meldingen/weekoverzicht.server";
import * as herinnering from "~/domains/meldingen/herinnering.server";
import { ruimBerichtenOp } from "~/domains/meldingen/archief.server";
import { takBerichten } from "~/domains/meldingen/tags.server";
import { changedSince, contentVersion } from "~/db/tags.server";
import { loader as takLoader } from "~/routes/takken.$id";
import { loader as berichtLoader } from "~/routes/berichten.$id";
import * as wijziging from "~/domains/meldingen/wijziging.server";
import { mailCap, outbox } from "~/domains/outbox/schema";
import * as worker from "~/domains/outbox/worker.server";
import { activiteit } from "~/domains/activiteiten/schema";
import { brusselsInstant } from "~/lib/dates";
import { addDays, brusselsDateKey, weekdayOf } from "~/lib/days";
import { closeMailTransport } from "~/lib/mail.server";
import { setNow } from "~/lib/clock.server";
import { parseInput } from "~/lib/validate";
import { loader as adminLoader, action as adminAction } from "~/routes/admin";
import { action as pushApi } from "~/routes/api.meldingen.push";
import { loader as vapidApi } from "~/routes/api.meldingen.vapid";
import { action as aanmelden } from "~/routes/meldingen";
import { action as beheerAction, loader as beheerLoader } from "~/routes/meldingen.beheer.$token";
import { action as bevestigAction, loader as bevestigLoader } from "~/routes/meldingen.bevestigen.$token";
import { BASE, prepareAdminDb } from "../helpers/admin";
import { freePort } from "../helpers/free-port";
import { startPushEndpoint, verifyVapid } from "../helpers/push-endpoint";
import { callRoute } from "../helpers/route";
import { createTestSmtp, type ReceivedMail } from "../helpers/smtp";
import { withTempDataDir } from "../helpers/temp-data";
import { alsSysteem } from "../helpers/als-systeem";

const createActiviteit = alsSysteem(activiteiten.createActiviteit);
const setAfgelast = alsSysteem(activiteiten.setAfgelast);
const updateActiviteit = alsSysteem(activiteiten.updateActiviteit);
const planWeekoverzicht = alsSysteem(weekoverzicht.planWeekoverzicht);
const planHerinnering = alsSysteem(herinnering.planHerinnering);
const verwerkWijzigingen = alsSysteem(wijziging.verwerkWijzigingen);
const runOutboxTick = alsSysteem(worker.runOutboxTick);

// Parents' messages in-process, on a real SQLite database, a real SMTP server and a real push service on 127.0.0.1
// (which decrypts what it gets and checks the VAPID signature itself). Time is passed to the planning as `now`.

withTempDataDir();

const SITE_URL = "https://www.scoutsdemostad.be";
const saved = { ...process.env };
let smtp: ReturnType<typeof createTestSmtp>;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let token = "";
const MIN = 60_000;
const WACHT = 600_000;

beforeAll(async () => {
  Object.assign(process.env, { SITE_URL, MAIL_FROM: "website@scoutsdemostad.be", PUSH_ALLOW_PRIVATE: "true", MELDING_STILTE: "", MELDING_WACHTTIJD_S: "600", FORM_RATE_LIMIT: "5" });
  delete process.env.VAPID_SUBJECT;
  delete process.env.MELDING_WEEKOVERZICHT;
  token = await prepareAdminDb();
  await seedInstellingen(DEMO_INSTELLINGEN);
  resetVapidCache();
  smtp = createTestSmtp(await freePort());
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
  push = await startPushEndpoint();
});
afterAll(async () => {
  await smtp.stop();
  await push.stop();
  closeMailTransport();
  setNow(undefined);
  process.env = { ...saved };
});
beforeEach(async () => {
  for (const table of [outbox, mailCap, meldingWijziging, meldingInschrijving, meldingAanmelding, meldingBericht, activiteit]) await getDb().delete(table);
  smtp.received.length = 0;
  push.received.length = 0;
  push.answer(201);
  for (const limiter of [inschrijvingPerClient, pushPerClient]) limiter.reset();
  setNow(undefined);
  process.env.MELDING_STILTE = "";
  process.env.PUSH_ALLOW_PRIVATE = "true";
  // The weekly message only where a test asks for it: on a Thursday evening it would otherwise join what a test sends.
  process.env.MELDING_WEEKOVERZICHT = "uit";
});

// --- Helpers: what a parent and a leader do ---

function formPost(url: string, fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return new Request(`${BASE}${url}`, { method: "POST", body });
}

async function inschrijven(email: string, takken: string[], client = "198.51.100.7", herinnering = true) {
  const res = await callRoute(aanmelden, formPost("/meldingen", { email, takken, _js: "1", redirectTo: "/kalender", ...(herinnering ? { herinnering: "1" } : {}) }), {}, client);
  return { status: res.status, ...((await res.json()) as { uitkomst: string; bericht: string }) };
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));

function link(mail: ReceivedMail, kind: "bevestigen" | "beheer"): string {
  const found = new RegExp(`https://www\\.scoutsdemostad\\.be/meldingen/${kind}/([A-Za-z0-9_-]{43})`).exec(mail.parsed.text ?? "");
  if (!found) throw new Error(`no ${kind} link in:\n${mail.parsed.text}`);
  return found[1]!;
}

/** Confirms through a mailed link's button; answers the manage token the page links to. */
async function bevestigVia(mail: ReceivedMail): Promise<string> {
  const res = await callRoute(bevestigAction, formPost(`/meldingen/bevestigen/x`, {}), { token: link(mail, "bevestigen") });
  expect(res.status).toBe(200);
  const { beheer } = (await res.json()) as { beheer: string };
  return beheer.split("/").at(-1)!;
}

/** Signs up and confirms through the mailed link's button: a confirmed e-mail subscriber; answers the manage token. */
async function ouderMetMail(email: string, takken: string[], velden: { herinnering?: boolean } = {}): Promise<string> {
  await inschrijven(email, takken, `203.0.113.${Math.floor(Math.random() * 200)}`, velden.herinnering ?? true);
  await runOutboxTick();
  const beheer = await bevestigVia(mailsTo(email).at(-1)!);
  smtp.received.length = 0;
  return beheer;
}

async function ouderMetPush(takken: string[]) {
  const sub = push.subscription();
  const res = await callRoute(
    pushApi,
    new Request(`${BASE}/api/meldingen/push`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ subscription: { endpoint: sub.endpoint, keys: sub.keys }, takken }) }),
  );
  expect(res.status).toBe(201);
  return sub;
}

/** Next Saturday (at least a day ahead) in Brussels, as "YYYY-MM-DD". */
function volgendeZaterdag(now: number): string {
  const today = brusselsDateKey(now);
  return addDays(today, ((6 - weekdayOf(today) + 7) % 7) || 7);
}

async function activiteitVoor(takken: string[], dag: string, extra: Record<string, unknown> = {}) {
  const input = parseInput(activiteitInput, {
    titel: "Bosspel",
    takken,
    start: `${dag}T14:00`,
    einde: `${dag}T17:00`,
    plaats: "Het Zoniënwoud",
    meebrengen: "Regenjas en stevige schoenen",
    ...extra,
  });
  return (await createActiviteit(input)).id;
}

async function bewerk(id: number, veranderd: Record<string, unknown>) {
  const [row] = await getDb().select().from(activiteit).where(eq(activiteit.id, id));
  const base = { titel: row!.titel, takken: ["welpen"], start: new Date(row!.start).toISOString(), einde: row!.einde ? new Date(row!.einde).toISOString() : "", plaats: row!.plaats ?? "", meebrengen: row!.meebrengen ?? "" };
  await updateActiviteit(id, parseInput(activiteitInput, { ...base, ...veranderd }));
}

/** Plans what is due at `now` and sends it all. */
async function verzendOp(now: number) {
  const queued = (await verwerkWijzigingen(now)) + (await planWeekoverzicht(now));
  const sent = await runOutboxTick({ now });
  return { queued, ...sent };
}

// --- The tests ---

describe("signing up (double opt-in)", () => {
  it("mails a link whose page changes nothing and whose button confirms; a second sign-up reveals nothing", async () => {
    const first = await inschrijven("ouder@example.be", ["welpen", "kapoenen"]);
    expect(first).toMatchObject({ status: 200, uitkomst: "ok", bericht: "Bevestig je inschrijving via de link in je mailbox." });
    expect(await runOutboxTick()).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailsTo("ouder@example.be");
    expect(mail!.parsed.subject).toBe("Bevestig je inschrijving voor de meldingen van Scouts Sint-Joris Demostad");
    expect(mail!.parsed.text).toContain("de Kapoenen en de Welpen");
    expect(mail!.parsed.html).toContain("Inschrijving bevestigen");
    // Nothing to manage yet: no manage link and no List-Unsubscribe, only what to do when it was not you.
    expect(mail!.parsed.text).toContain("Heb je je niet zelf ingeschreven? Dan hoef je niets te doen");
    expect(mail!.parsed.text).not.toContain("/meldingen/beheer/");
    expect(mail!.parsed.headers.get("list")).toBeUndefined();

    const bevestigToken = link(mail!, "bevestigen");
    // A mail scanner opening the link: the page shows a button, nobody is confirmed.
    const page = await callRoute(bevestigLoader, `/meldingen/bevestigen/${bevestigToken}`, { token: bevestigToken });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ email: "ouder@example.be", takken: ["Kapoenen", "Welpen"], herinnering: true });
    expect(await getDb().select().from(meldingInschrijving)).toHaveLength(0);

    // Only what is needed is kept while it waits: the address, the takken, the reminder, the hashed link and when it went.
    const [wacht] = await getDb().select().from(meldingAanmelding);
    expect(Object.keys(wacht!).sort()).toEqual(["adres", "herinnering", "id", "takken", "tokenHash", "verstuurdOp"]);
    expect(wacht!.tokenHash).not.toContain(bevestigToken);

    const confirmed = await callRoute(bevestigAction, formPost("/x", {}), { token: bevestigToken });
    const { beheer: beheerPad } = (await confirmed.json()) as { email: string; beheer: string };
    expect(beheerPad).toMatch(/^\/meldingen\/beheer\/[A-Za-z0-9_-]{43}$/);
    const [row] = await getDb().select().from(meldingInschrijving);
    expect(row).toMatchObject({ adres: "ouder@example.be", herinnering: true });
    expect(row!.bevestigdOp).toBeGreaterThan(0);
    expect(await getDb().select().from(meldingAanmelding)).toHaveLength(0);
    // The link works once.
    expect((await callRoute(bevestigAction, formPost("/x", {}), { token: bevestigToken })).status).toBe(404);
    const beheerToken = beheerPad.split("/").at(-1)!;

    // Signing up again (another tak) is not an error and says the same; the confirmed takken stay.
    const again = await inschrijven("ouder@example.be", ["jin"], "198.51.100.99");
    expect(again).toMatchObject({ status: 200, uitkomst: "ok", bericht: first.bericht });
    const stranger = await inschrijven("nieuw@example.be", ["jin"], "198.51.100.99");
    expect(stranger.bericht).toBe(first.bericht);
    const beheer = await callRoute(beheerLoader, "/x", { token: beheerToken });
    expect(((await beheer.json()) as { beheer: { takken: string[] } }).beheer.takken).toEqual(["kapoenen", "welpen"]);
  });

  it("limits sign-ups per client address (429) and mails one address at most three times a day, also after a restart", async () => {
    for (let i = 0; i < 5; i++) expect((await inschrijven(`a${i}@example.be`, ["welpen"], "198.51.100.1")).uitkomst).toBe("ok");
    const blocked = await inschrijven("a9@example.be", ["welpen"], "198.51.100.1");
    expect(blocked).toMatchObject({ status: 429, uitkomst: "te-veel" });

    // One address from many clients: the answer stays the same, but only three mails ever go (the resend pause is
    // 10 minutes; these sign-ups come 11 minutes apart).
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) {
      setNow(undefined);
      const res = await callRoute(aanmelden, formPost("/meldingen", { email: "doelwit@example.be", takken: "welpen", _js: "1" }), {}, `192.0.2.${i}`);
      expect(((await res.json()) as { uitkomst: string }).uitkomst).toBe("ok");
      await getDb().update(meldingAanmelding).set({ verstuurdOp: t0 - (i + 1) * 11 * MIN }).where(eq(meldingAanmelding.adres, "doelwit@example.be"));
    }
    await runOutboxTick();
    expect(mailsTo("doelwit@example.be")).toHaveLength(3);

    // A restart: the modules load again, with nothing in memory. The day's count is in the database (issue 36).
    vi.resetModules();
    const { action: naHerstart } = await import("~/routes/meldingen");
    const res = await callRoute(naHerstart, formPost("/meldingen", { email: "doelwit@example.be", takken: "welpen", _js: "1" }), {}, "192.0.2.77");
    expect(((await res.json()) as { uitkomst: string }).uitkomst).toBe("ok");
    await runOutboxTick();
    expect(mailsTo("doelwit@example.be")).toHaveLength(3);
    expect(await getDb().select({ kind: mailCap.kind, count: mailCap.count }).from(mailCap)).toContainEqual({ kind: "melding-inschrijving", count: 6 });
  });

  it("answers a wrong address or no tak at the field, and stores nothing", async () => {
    expect(await inschrijven("geen-adres", ["welpen"])).toMatchObject({ status: 400, uitkomst: "ongeldig", bericht: "Vul een geldig e-mailadres in." });
    expect(await inschrijven("ouder@example.be", [])).toMatchObject({ status: 400, uitkomst: "geen-tak", bericht: "Kies minstens één tak." });
    expect(await inschrijven("ouder@example.be", ["leiding"])).toMatchObject({ status: 400, uitkomst: "geen-tak" });
    expect(await getDb().select().from(meldingInschrijving)).toHaveLength(0);
    expect(await getDb().select().from(meldingAanmelding)).toHaveLength(0);
    // Without JavaScript the form goes back to its page with the outcome.
    const plain = await callRoute(aanmelden, formPost("/meldingen", { email: "x@example.be", takken: "welpen", redirectTo: "/takken/welpen" }));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe("/takken/welpen?meldingen=ok#op-de-hoogte");
    const outside = await callRoute(aanmelden, formPost("/meldingen", { email: "x@example.be", takken: "welpen", redirectTo: "https://evil.example/" }));
    expect(outside.headers.get("Location")).toBe("/kalender?meldingen=ok#op-de-hoogte");
  });
});

describe("a cancellation reaches the parents of that tak, once", () => {
  it("gives the Welpen parent exactly one mail and one push after the waiting time; the Kapoenen parent nothing", async () => {
    const welpenBeheer = await ouderMetMail("welp.ouder@example.be", ["welpen"]);
    await ouderMetMail("kapoen.ouder@example.be", ["kapoenen"]);
    const welpenToestel = await ouderMetPush(["welpen"]);
    const kapoenenToestel = await ouderMetPush(["kapoenen"]);

    const now = Date.now();
    setNow(now);
    const zaterdag = volgendeZaterdag(now);
    // Planned earlier without a message (as if the parents knew it), then cancelled for the storm.
    const id = await activiteitVoor(["welpen"], zaterdag, { geenMelding: true });
    expect(await getDb().select().from(meldingWijziging)).toHaveLength(0);
    await setAfgelast(id, true, "stormweer");

    // Within the waiting time nothing goes.
    expect(await verzendOp(now + WACHT - MIN)).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    const done = await verzendOp(now + WACHT + MIN);
    expect(done).toEqual({ queued: 2, sent: 2, failed: 0 });

    const dag = `${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}`;
    const regel = `Afgelast: Bosspel (za ${dag}, 14:00-17:00) - reden: stormweer`;
    expect(smtp.received).toHaveLength(1);
    const [mail] = mailsTo("welp.ouder@example.be");
    expect(mail!.parsed.subject).toBe(regel);
    const text = mail!.parsed.text!;
    for (const part of [regel, "Bosspel", "Tak: Welpen", `Datum: ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}/${zaterdag.slice(0, 4)}`, "Uur: 14:00 - 17:00", "Plaats: Het Zoniënwoud", "Mee te nemen: Regenjas en stevige schoenen", "reden: stormweer", `${SITE_URL}/kalender?tak=welpen#activiteit-${id}`, `${SITE_URL}/meldingen/beheer/${welpenBeheer}`]) {
      expect(text).toContain(part);
    }
    const html = mail!.parsed.html as string;
    expect(html).toContain("Het Zoniënwoud");
    expect(html).toContain(`/meldingen/beheer/${welpenBeheer}`);
    // No tracking pixel, no picture from anywhere, every link to the site itself.
    expect(html).not.toMatch(/<img/i);
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).every((href) => href!.startsWith(SITE_URL))).toBe(true);
    expect(mail!.parsed.headers.get("list")).toMatchObject({ unsubscribe: { url: `${SITE_URL}/meldingen/beheer/${welpenBeheer}` } });
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // The push: decrypted by the device's own keys, signed by the site's VAPID key for the push service's origin.
    const [bericht] = welpenToestel.messages();
    expect(welpenToestel.messages()).toHaveLength(1);
    expect(bericht).toMatchObject({ title: "Afgelast: Bosspel", body: `za ${dag}, 14:00-17:00, Het Zoniënwoud - reden: stormweer`, url: `/kalender?tak=welpen#activiteit-${id}`, tag: `activiteit-${id}` });
    const [request] = welpenToestel.requests();
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    const { claims, publicKey } = verifyVapid(request!.headers.authorization);
    expect(claims.aud).toBe(push.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * MIN);
    expect(claims.sub).toBe("mailto:info@scoutsdemostad.be");
    const vapid = (await (await callRoute(vapidApi, "/api/meldingen/vapid")).json()) as { publicKey: string };
    expect(publicKey).toBe(vapid.publicKey);

    expect(mailsTo("kapoen.ouder@example.be")).toHaveLength(0);
    expect(kapoenenToestel.requests()).toHaveLength(0);

    // Nothing goes twice: planning and sending again change nothing.
    expect(await verzendOp(now + 2 * WACHT)).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(push.received).toHaveLength(1);
  });

  it("sends nothing for a change undone in time, a past activity, one beyond 14 days or 'Geen melding sturen'", async () => {
    await ouderMetMail("ouder@example.be", ["welpen"]);
    const now = Date.now();
    setNow(now);
    const zaterdag = volgendeZaterdag(now);
    const id = await activiteitVoor(["welpen"], zaterdag, { geenMelding: true });
    await bewerk(id, { start: `${zaterdag}T15:00` });
    await bewerk(id, { start: `${zaterdag}T14:00` });
    await setAfgelast(id, true, "oeps");
    await setAfgelast(id, false, null);
    const ver = await activiteitVoor(["welpen"], addDays(zaterdag, 21));
    await setAfgelast(ver, true, "te ver");
    const vroeger = await activiteitVoor(["welpen"], addDays(brusselsDateKey(now), -3), { geenMelding: true });
    await setAfgelast(vroeger, true, "voorbij");
    const stil = await activiteitVoor(["welpen"], zaterdag, { geenMelding: true });
    await bewerk(stil, { plaats: "Het lokaal", geenMelding: true });
    expect(await verzendOp(now + 2 * WACHT)).toEqual({ queued: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("announces a new activity once, and a series of edits as one message with the final state", async () => {
    await ouderMetMail("ouder@example.be", ["welpen"]);
    const now = Date.now();
    setNow(now);
    const zaterdag = volgendeZaterdag(now);
    const id = await activiteitVoor(["welpen"], zaterdag);
    setNow(now + 5 * MIN);
    await bewerk(id, { plaats: "Het lokaal" });
    // The waiting time starts again with every save.
    expect((await verzendOp(now + WACHT + MIN)).queued).toBe(0);
    await verzendOp(now + 5 * MIN + WACHT + MIN);
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual([`Nieuwe activiteit: Bosspel (za ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}, 14:00-17:00)`]);
    expect(smtp.received[0]!.parsed.text).toContain("Plaats: Het lokaal");

    smtp.received.length = 0;
    setNow(now + 30 * MIN);
    await bewerk(id, { start: `${zaterdag}T13:00`, einde: `${zaterdag}T16:00`, plaats: "Het lokaal" });
    await verzendOp(now + 30 * MIN + WACHT + MIN);
    const [moved] = smtp.received;
    expect(moved!.parsed.subject).toBe(`Nieuw uur: Bosspel (za ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}, 13:00-16:00)`);
    expect(moved!.parsed.text).toContain(`Eerder: za ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}, 14:00-17:00, Het lokaal`);
  });
});

describe("a change's subject (issue 52)", () => {
  it("names everything that changed, the new place included, within a phone's preview", async () => {
    await ouderMetMail("ouder@example.be", ["welpen"]);
    const now = Date.now();
    setNow(now);
    const zaterdag = volgendeZaterdag(now);
    const dag = `za ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}`;
    const id = await activiteitVoor(["welpen"], zaterdag, { geenMelding: true });

    // Time and place both moved: the subject says both, and where to go.
    await bewerk(id, { start: `${zaterdag}T13:00`, einde: `${zaterdag}T16:00`, plaats: "Het lokaal" });
    await verzendOp(now + WACHT + MIN);
    const [beide] = smtp.received;
    expect(beide!.parsed.subject).toBe(`Nieuw uur en nieuwe plaats: Bosspel (${dag}, 13:00-16:00, Het lokaal)`);
    expect(beide!.parsed.text).toContain(`Eerder: ${dag}, 14:00-17:00, Het Zoniënwoud`);

    // What to bring alone is a message too; a map link as the new place is named, not spelled out.
    smtp.received.length = 0;
    setNow(now + 30 * MIN);
    const kaart = `https://www.google.com/maps/place/Scoutslokaal/@51.05,3.71,17z/data=${"!3m1!4b1".repeat(30)}`;
    await bewerk(id, { start: `${zaterdag}T13:00`, einde: `${zaterdag}T16:00`, plaats: kaart, meebrengen: "Zwemgerief" });
    await verzendOp(now + 30 * MIN + WACHT + MIN);
    const [kaartMail] = smtp.received;
    expect(kaartMail!.parsed.subject).toBe(`Nieuwe plaats en mee te nemen gewijzigd: Bosspel (${dag}, 13:00-16:00)`);
    expect(kaartMail!.parsed.text).toContain("Mee te nemen: Zwemgerief");

    smtp.received.length = 0;
    setNow(now + 60 * MIN);
    await bewerk(id, { start: `${zaterdag}T13:00`, einde: `${zaterdag}T16:00`, plaats: kaart, meebrengen: "Zwemgerief en 2 euro" });
    await verzendOp(now + 60 * MIN + WACHT + MIN);
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual([`Mee te nemen gewijzigd: Bosspel (${dag}, 13:00-16:00)`]);

    // A long title is shortened, never what changed.
    smtp.received.length = 0;
    setNow(now + 90 * MIN);
    const lang = "Grote zoektocht naar de verloren schat van de Welpen in het Zoniënwoud en daarbuiten";
    await bewerk(id, { titel: lang, start: `${addDays(zaterdag, 1)}T10:00`, einde: `${addDays(zaterdag, 1)}T12:00`, plaats: "Het bos", meebrengen: "Zwemgerief en 2 euro" });
    await verzendOp(now + 90 * MIN + WACHT + MIN);
    const subject = smtp.received[0]!.parsed.subject!;
    expect(subject).toMatch(/^Nieuwe datum, nieuw uur en nieuwe plaats: Grote zoek\S*… \(zo \d\d\/\d\d, 10:00-12:00, Het bos\)$/);
    expect(subject.length).toBeLessThanOrEqual(90);
  });
});

describe("the weekly message", () => {
  it("lists each parent's coming seven days on Thursday 19:00, once; nothing when nothing is planned", async () => {
    process.env.MELDING_WEEKOVERZICHT = "do 19:00";
    // A Thursday in the future: the clock of the planning is what the test says it is.
    let donderdag = addDays(brusselsDateKey(Date.now()), 7);
    while (weekdayOf(donderdag) !== 4) donderdag = addDays(donderdag, 1);
    const zaterdag = addDays(donderdag, 2);
    await ouderMetMail("welp@example.be", ["welpen"]);
    await ouderMetMail("beide@example.be", ["welpen", "kapoenen"]);
    await ouderMetMail("jin@example.be", ["jin"]);
    const toestel = await ouderMetPush(["welpen"]);
    const bosspel = await activiteitVoor(["welpen"], zaterdag, { geenMelding: true });
    await setAfgelast(await activiteitVoor(["kapoenen"], zaterdag, { titel: "Zwemmen", plaats: "Het zwembad", geenMelding: true }), true, "zwembad dicht");
    await activiteitVoor(["welpen"], addDays(donderdag, 9), { titel: "Later", geenMelding: true });
    await getDb().delete(meldingWijziging);

    const moment = brusselsInstant(donderdag, "19:00");
    expect(await verzendOp(moment - MIN)).toEqual({ queued: 0, sent: 0, failed: 0 });
    const done = await verzendOp(moment + 5_000);
    expect(done).toMatchObject({ queued: 3, sent: 3, failed: 0 });
    expect(await readMeta("meldingen_weekoverzicht")).toBe(donderdag);

    const [welp] = mailsTo("welp@example.be");
    expect(welp!.parsed.subject).toBe("Deze week bij de Welpen");
    expect(welp!.parsed.text).toContain(`Datum: ${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}/${zaterdag.slice(0, 4)}`);
    expect(welp!.parsed.text).toContain("Uur: 14:00 - 17:00");
    expect(welp!.parsed.text).toContain("Mee te nemen: Regenjas en stevige schoenen");
    expect(welp!.parsed.text).not.toContain("Zwemmen");
    expect(welp!.parsed.text).not.toContain("Later");
    const [beide] = mailsTo("beide@example.be");
    expect(beide!.parsed.subject).toBe("Deze week bij de Kapoenen en de Welpen");
    expect(beide!.parsed.text).toContain("Zwemmen");
    expect(beide!.parsed.text).toContain("Afgelast: ja, reden: zwembad dicht");
    expect(mailsTo("jin@example.be")).toHaveLength(0);
    expect(toestel.messages()).toEqual([expect.objectContaining({ title: "Deze week bij de Welpen", url: "/kalender" })]);
    expect(toestel.messages()[0]!.body).toContain("Bosspel");
    expect(bosspel).toBeGreaterThan(0);

    // Once a week: later that evening, or after a restart, nothing again.
    expect(await verzendOp(moment + 60 * MIN)).toMatchObject({ queued: 0, sent: 0 });
    expect(smtp.received).toHaveLength(2);
  });
});

describe("managing and unsubscribing", () => {
  it("unsubscribes with one click (RFC 8058): the address is deleted with what waited for it", async () => {
    const beheer = await ouderMetMail("ouder@example.be", ["welpen"]);
    const now = Date.now();
    setNow(now);
    const id = await activiteitVoor(["welpen"], volgendeZaterdag(now), { geenMelding: true });
    await setAfgelast(id, true, "storm");
    await verwerkWijzigingen(now + WACHT + MIN);
    expect(await getDb().select().from(outbox).where(eq(outbox.state, "pending"))).toHaveLength(1);

    // What a mail program posts to the List-Unsubscribe address, without the site's Origin.
    const res = await callRoute(
      beheerAction,
      new Request(`${SITE_URL}/meldingen/beheer/${beheer}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
      { token: beheer },
    );
    expect(res.status).toBe(200);
    expect(await getDb().select().from(meldingInschrijving)).toHaveLength(0);
    expect(await getDb().select().from(outbox)).toHaveLength(0);
    expect(await runOutboxTick({ now: now + 2 * WACHT })).toEqual({ sent: 0, failed: 0 });
    expect((await callRoute(beheerLoader, "/x", { token: beheer })).status).toBe(404);
  });

  it("changes the takken and pauses everything from the manage link", async () => {
    const beheer = await ouderMetMail("ouder@example.be", ["welpen"]);
    const post = (fields: Record<string, string | string[]>) => callRoute(beheerAction, formPost("/x", fields), { token: beheer });
    expect((await post({ intent: "takken", takken: [] })).status).toBe(400);
    expect((await post({ intent: "takken", takken: ["kapoenen", "jin"] })).status).toBe(200);
    expect((await post({ intent: "pauzeren" })).status).toBe(200);
    const view = (await (await callRoute(beheerLoader, "/x", { token: beheer })).json()) as { beheer: { takken: string[]; gepauzeerd: boolean } };
    // The box of the evening reminder is in the same form: unticked, it is off.
    expect(view.beheer).toMatchObject({ takken: ["kapoenen", "jin"], gepauzeerd: true, herinnering: false });
    expect((await post({ intent: "takken", takken: ["kapoenen", "jin"], herinnering: "1" })).status).toBe(200);
    expect(((await (await callRoute(beheerLoader, "/x", { token: beheer })).json()) as { beheer: { herinnering: boolean } }).beheer.herinnering).toBe(true);

    // Paused: a cancellation of the Kapoenen sends nothing.
    const now = Date.now();
    setNow(now);
    const id = await activiteitVoor(["kapoenen"], volgendeZaterdag(now), { geenMelding: true });
    await setAfgelast(id, true, null);
    expect((await verzendOp(now + WACHT + MIN)).sent).toBe(0);
    await post({ intent: "hervatten" });
    await setAfgelast(id, false, null);
    await verzendOp(now + 3 * WACHT);
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual([expect.stringMatching(/^Gaat toch door: Bosspel/)]);
  });
});

describe("push: where messages may go, and when", () => {
  it("accepts only https endpoints on public addresses unless PUSH_ALLOW_PRIVATE, and checks again when sending", async () => {
    process.env.PUSH_ALLOW_PRIVATE = "false";
    const sub = push.subscription();
    const body = (endpoint: string) => JSON.stringify({ subscription: { endpoint, keys: sub.keys }, takken: ["welpen"] });
    for (const endpoint of [sub.endpoint, "https://127.0.0.1/push", "https://10.0.0.7/push", "https://[::1]/push", "http://push.example.com/x", "ftp://x/y"]) {
      const res = await callRoute(pushApi, new Request(`${BASE}/api/meldingen/push`, { method: "POST", headers: { "Content-Type": "application/json" }, body: body(endpoint) }));
      expect(res.status, endpoint).toBe(400);
    }
    const bad = await callRoute(pushApi, new Request(`${BASE}/api/meldingen/push`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ subscription: { endpoint: sub.endpoint, keys: { p256dh: "x", auth: "y" } }, takken: [] }) }));
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string> }).fields).sort()).toEqual(["subscription.keys.auth", "subscription.keys.p256dh", "takken"]);
    expect(await getDb().select().from(meldingInschrijving)).toHaveLength(0);

    // Stored while allowed (a test set-up), refused when sending once it is not: no request reaches the address.
    process.env.PUSH_ALLOW_PRIVATE = "true";
    await ouderMetPush(["welpen"]);
    process.env.PUSH_ALLOW_PRIVATE = "false";
    const now = Date.now();
    setNow(now);
    await setAfgelast(await activiteitVoor(["welpen"], volgendeZaterdag(now), { geenMelding: true }), true, null);
    expect(await verzendOp(now + WACHT + MIN)).toMatchObject({ queued: 1, sent: 0, failed: 1 });
    expect(push.received).toHaveLength(0);
    const [row] = await getDb().select().from(outbox);
    expect(row).toMatchObject({ state: "failed", nextAttemptAt: null });
  });

  it("accepts a push service on a public IPv4 or IPv6 address, and refuses every IPv6 form of an internal one (issue 36)", async () => {
    process.env.PUSH_ALLOW_PRIVATE = "false";
    const sub = push.subscription();
    const post = (endpoint: string) =>
      callRoute(pushApi, new Request(`${BASE}/api/meldingen/push`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ subscription: { endpoint, keys: sub.keys }, takken: ["welpen"] }) }));
    // Literal addresses: no DNS look-up, nothing leaves the machine when subscribing.
    const publiek = ["https://142.250.185.74/fcm/send/abc", "https://[2a00:1450:4001:81c::200a]/fcm/send/def", "https://[::ffff:8.8.8.8]/wpush/v2/ghi"];
    for (const endpoint of publiek) expect((await post(endpoint)).status, endpoint).toBe(201);
    for (const host of ["[::127.0.0.1]", "[::7f00:1]", "[2002:7f00:1::1]", "[64:ff9b:1::7f00:1]", "[2001:0:7f00:1::1]", "[fec0::1]", "[::ffff:127.0.0.1]", "[fe80::1]", "[fd00::1]", "169.254.169.254"]) {
      expect((await post(`https://${host}/push`)).status, host).toBe(400);
    }
    // A public machine, but another port than the push services' own (issue 46): a mail server's, a database's.
    for (const endpoint of ["https://142.250.185.74:25/push", "https://142.250.185.74:8443/push", "https://[2a00:1450:4001:81c::200a]:5432/push"]) {
      expect((await post(endpoint)).status, endpoint).toBe(400);
    }
    expect((await post("https://142.250.185.74:443/fcm/send/poort")).status).toBe(201);
    publiek.push("https://142.250.185.74:443/fcm/send/poort");
    const rows = await getDb().select({ adres: meldingInschrijving.adres }).from(meldingInschrijving);
    expect(rows.map((r) => r.adres).sort()).toEqual([...publiek].sort());
  });

  it("holds pushes in the quiet hours until 07:00, while mails go at once", async () => {
    process.env.MELDING_STILTE = "22-7";
    await ouderMetMail("ouder@example.be", ["welpen"]);
    const toestel = await ouderMetPush(["welpen"]);
    const dag = volgendeZaterdag(Date.now());
    const vrijdagAvond = brusselsInstant(addDays(dag, -1), "22:30");
    setNow(vrijdagAvond - WACHT - MIN);
    await setAfgelast(await activiteitVoor(["welpen"], dag, { geenMelding: true }), true, "storm");
    expect(await verzendOp(vrijdagAvond)).toMatchObject({ queued: 2, sent: 1 });
    expect(toestel.requests()).toHaveLength(0);
    const [wachtend] = await getDb().select().from(outbox).where(eq(outbox.channel, "push"));
    expect(wachtend!.nextAttemptAt).toBe(brusselsInstant(dag, "07:00"));
    expect(await runOutboxTick({ now: brusselsInstant(dag, "06:59") })).toEqual({ sent: 0, failed: 0 });
    expect(await runOutboxTick({ now: brusselsInstant(dag, "07:00") })).toEqual({ sent: 1, failed: 0 });
    expect(toestel.messages()).toHaveLength(1);
  });

  it("deletes a subscription the push service no longer knows (410), and a device can end its own", async () => {
    const gone = await ouderMetPush(["welpen"]);
    const blijft = await ouderMetPush(["welpen"]);
    const now = Date.now();
    setNow(now);
    await setAfgelast(await activiteitVoor(["welpen"], volgendeZaterdag(now), { geenMelding: true }), true, null);
    await verwerkWijzigingen(now + WACHT + MIN);
    push.answer(410);
    await runOutboxTick({ now: now + WACHT + MIN });
    expect(gone.requests()).toHaveLength(1);
    expect((await getDb().select().from(meldingInschrijving)).map((r) => r.adres)).toEqual([]);
    push.answer(201);
    const einde = await callRoute(pushApi, new Request(`${BASE}/api/meldingen/push`, { method: "DELETE", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ endpoint: blijft.endpoint }) }));
    expect(await einde.json()).toEqual({ verwijderd: false });
  });
});

describe("the admin section 'Meldingen'", () => {
  it("counts confirmed subscribers per tak (a Takleiding sees their own), lists the outbox and sends a test message", async () => {
    await ouderMetMail("a@example.be", ["welpen"]);
    await ouderMetMail("b@example.be", ["welpen", "kapoenen"]);
    await inschrijven("onbevestigd@example.be", ["welpen"]);
    await ouderMetPush(["welpen"]);
    const now = Date.now();
    setNow(now);
    await setAfgelast(await activiteitVoor(["welpen"], volgendeZaterdag(now), { geenMelding: true }), true, null);
    await verzendOp(now + WACHT + MIN);

    const cookie = { Cookie: `scouts_admin=${token}` };
    const load = async (headers: Record<string, string>) =>
      ((await (await callRoute(adminLoader, new Request(`${BASE}/admin?sectie=meldingen`, { headers }))).json()) as {
        section: {
          takken: { name: string; email: number; push: number }[];
          outbox: { wachtend: number; verstuurd: number; mislukt: number };
          rijen: { toestand: string; onderwerp: string }[];
        };
      }).section;
    const view = await load(cookie);
    expect(view.takken.find((t) => t.name === "Welpen")).toEqual({ slug: "welpen", name: "Welpen", email: 2, push: 1 });
    expect(view.takken.find((t) => t.name === "Kapoenen")).toMatchObject({ email: 1, push: 0 });
    expect(view.outbox.verstuurd).toBeGreaterThanOrEqual(3);
    expect(view.rijen.some((r) => r.toestand === "Verstuurd" && r.onderwerp.startsWith("Afgelast: Bosspel"))).toBe(true);

    const [leider] = await getDb().insert(account).values({ naam: "Akela", email: "akela@example.be", rol: "takleiding", createdAt: now }).returning();
    await getDb().insert(accountTak).values({ accountId: leider!.id, takId: 1 });
    const kapoenenToken = (await createSession(leider!.id, "token")).id;
    const eigen = await load({ Cookie: `scouts_admin=${kapoenenToken}` });
    expect(eigen.takken.map((t) => t.name)).toEqual(["Kapoenen"]);
    expect(eigen.rijen).toEqual([]);

    smtp.received.length = 0;
    const test = await callRoute(adminAction, new Request(`${BASE}/admin?sectie=meldingen`, { method: "POST", headers: { ...cookie, Origin: BASE }, body: new URLSearchParams({ intent: "melding-test" }) }));
    expect(test.status).toBe(200);
    await runOutboxTick();
    expect(smtp.received.map((m) => [m.rcptTo[0], m.parsed.subject])).toEqual([["info@scoutsdemostad.be", "Testbericht: meldingen van Scouts Sint-Joris Demostad"]]);
  });
});

describe("sign-ups: each its own link and takken, one subscription per address (issues 36 and 39)", () => {
  it("never lets a stranger's sign-up of the same address change what the owner's link confirms", async () => {
    // Issue 36, finding 4: the owner signs up for the Welpen; a stranger then posts the same address with the Kapoenen.
    await inschrijven("slachtoffer@example.be", ["welpen"], "198.51.100.20");
    await runOutboxTick();
    const eigenMail = mailsTo("slachtoffer@example.be").at(-1)!;
    // At once: within the address's 10-minute pause no mail goes; the sign-up waits for the pause to end (issue 46).
    expect((await inschrijven("slachtoffer@example.be", ["kapoenen"], "203.0.113.66")).uitkomst).toBe("ok");
    expect(await runOutboxTick()).toEqual({ sent: 0, failed: 0 });
    // Past the pause the stranger's sign-up is mailed to the address, with a link of its own (asking again for the
    // same sends nothing more).
    setNow(Date.now() + 11 * MIN);
    expect((await inschrijven("slachtoffer@example.be", ["kapoenen"], "203.0.113.67")).uitkomst).toBe("ok");
    await runOutboxTick();
    const vreemdeMail = mailsTo("slachtoffer@example.be").at(-1)!;
    expect(mailsTo("slachtoffer@example.be")).toHaveLength(2);
    expect(link(vreemdeMail, "bevestigen")).not.toBe(link(eigenMail, "bevestigen"));
    expect(vreemdeMail.parsed.text).toContain("de meldingen van de Kapoenen");

    // The owner presses the button of their own mail: the Welpen, and only the Welpen.
    const beheer = await bevestigVia(eigenMail);
    const view = (await (await callRoute(beheerLoader, "/x", { token: beheer })).json()) as { beheer: { takken: string[] } };
    expect(view.beheer.takken).toEqual(["welpen"]);
    expect(await getDb().select().from(meldingInschrijving)).toHaveLength(1);
  });

  it("never lets a stranger's sign-up swallow the owner's own: within the pause it is mailed when the pause is over, with its own link (issue 46)", async () => {
    // The stranger is first, with the Welpen; the owner signs up for the Jin a moment later, from their own address.
    const t0 = Date.now();
    setNow(t0);
    expect((await inschrijven("eigenaar@example.be", ["welpen"], "203.0.113.80")).uitkomst).toBe("ok");
    setNow(t0 + MIN);
    expect((await inschrijven("eigenaar@example.be", ["jin"], "198.51.100.80"))).toMatchObject({ status: 200, uitkomst: "ok" });
    // A repeat of either within the pause sends nothing more.
    expect((await inschrijven("eigenaar@example.be", ["jin"], "198.51.100.80")).uitkomst).toBe("ok");
    expect((await inschrijven("eigenaar@example.be", ["welpen"], "203.0.113.81")).uitkomst).toBe("ok");
    expect(await runOutboxTick({ now: t0 + MIN })).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo("eigenaar@example.be")).toHaveLength(1);
    expect(mailsTo("eigenaar@example.be")[0]!.parsed.text).toContain("de meldingen van de Welpen");
    // Not before the pause since the first mail is over; then the owner's own link goes.
    expect(await runOutboxTick({ now: t0 + 9 * MIN })).toEqual({ sent: 0, failed: 0 });
    setNow(t0 + 11 * MIN);
    expect(await runOutboxTick({ now: t0 + 11 * MIN })).toEqual({ sent: 1, failed: 0 });
    const eigen = mailsTo("eigenaar@example.be")[1]!;
    expect(eigen.parsed.text).toContain("de meldingen van de Jin");
    expect(mailsTo("eigenaar@example.be")).toHaveLength(2);
    // The owner confirms their own: the Jin, and only the Jin.
    const beheer = await bevestigVia(eigen);
    const view = (await (await callRoute(beheerLoader, "/x", { token: beheer })).json()) as { beheer: { takken: string[] } };
    expect(view.beheer.takken).toEqual(["jin"]);
  });

  it("adds the takken of a subscribed address's new sign-up to its one subscription once confirmed: one message for all", async () => {
    const beheer = await ouderMetMail("gezin@example.be", ["welpen"]);
    // Nothing new asked (after the address's 10-minute pause): the manage link again, nothing changes.
    setNow(Date.now() + 11 * MIN);
    await inschrijven("gezin@example.be", ["welpen"], "198.51.100.30");
    await runOutboxTick();
    expect(mailsTo("gezin@example.be").map((m) => m.parsed.subject)).toEqual(["Je meldingen van Scouts Sint-Joris Demostad"]);
    smtp.received.length = 0;

    // A second child, in the Jin: a link that adds it, mailed with the manage link (the address is a subscriber).
    setNow(Date.now() + 22 * MIN);
    await inschrijven("gezin@example.be", ["welpen", "jin"], "198.51.100.31");
    await runOutboxTick();
    const [erbij] = mailsTo("gezin@example.be");
    expect(erbij!.parsed.subject).toBe("Bevestig: ook de meldingen van de Jin");
    expect(erbij!.parsed.text).toContain("Je volgt nu de Welpen");
    expect(link(erbij!, "beheer")).toBe(beheer);
    // Until the button is pressed nothing changes.
    const takken = async () => ((await (await callRoute(beheerLoader, "/x", { token: beheer })).json()) as { beheer: { takken: string[] } }).beheer.takken;
    expect(await takken()).toEqual(["welpen"]);
    expect(await bevestigVia(erbij!)).toBe(beheer);
    expect(await takken()).toEqual(["welpen", "jin"]);
    expect(await getDb().select().from(meldingInschrijving)).toHaveLength(1);

    // A change that concerns both takken comes once.
    smtp.received.length = 0;
    const now = Date.now() + 40 * MIN;
    setNow(now);
    await setAfgelast(await activiteitVoor(["welpen", "jin"], volgendeZaterdag(now), { geenMelding: true }), true, "storm");
    await verzendOp(now + WACHT + MIN);
    expect(mailsTo("gezin@example.be").map((m) => m.parsed.subject)).toEqual([expect.stringMatching(/^Afgelast: Bosspel/)]);
  });
});

describe("the evening reminder", () => {
  it("lists tomorrow's activities of all a parent's takken at 19:00 the evening before, once, each with 'Afmelden'", async () => {
    const now = Date.now();
    const zaterdag = volgendeZaterdag(now + 2 * 24 * 60 * MIN);
    const vrijdag = addDays(zaterdag, -1);
    await ouderMetMail("gezin@example.be", ["welpen", "jin"]);
    await ouderMetMail("kapoen@example.be", ["kapoenen"]);
    await ouderMetMail("zonder@example.be", ["welpen"], { herinnering: false });
    const toestel = await ouderMetPush(["welpen"]);
    const bosspel = await activiteitVoor(["welpen"], zaterdag, { geenMelding: true });
    const klussen = await activiteitVoor(["jin"], zaterdag, { titel: "Klusnamiddag", start: `${zaterdag}T10:00`, einde: `${zaterdag}T12:00`, plaats: "Het lokaal", meebrengen: "Werkhandschoenen", geenMelding: true });
    const feest = await activiteitVoor(["hele-groep"], zaterdag, { titel: "Groepsfeest", start: `${zaterdag}T18:00`, einde: `${zaterdag}T22:00`, meebrengen: "", inschrijven: "on", plaatsen: "30", geenMelding: true });
    const zwemmen = await activiteitVoor(["kapoenen"], zaterdag, { titel: "Zwemmen", geenMelding: true });
    await setAfgelast(zwemmen, true, "zwembad dicht");
    await activiteitVoor(["welpen"], addDays(zaterdag, 1), { titel: "Zondag", geenMelding: true });
    await getDb().delete(meldingWijziging);

    const moment = brusselsInstant(vrijdag, "19:00");
    expect(await planHerinnering(moment - MIN)).toBe(0);
    // The family (one message for both takken), the Kapoenen parent and the device; not the one without the reminder.
    expect(await planHerinnering(moment + 5_000)).toBe(3);
    expect(await runOutboxTick({ now: moment + 5_000 })).toEqual({ sent: 3, failed: 0 });

    const [gezin] = mailsTo("gezin@example.be");
    expect(mailsTo("gezin@example.be")).toHaveLength(1);
    expect(gezin!.parsed.subject).toBe("Morgen bij de Welpen en de Jin");
    const text = gezin!.parsed.text!;
    for (const part of [
      "Bosspel",
      "Uur: 14:00 - 17:00",
      "Plaats: Het Zoniënwoud",
      "Meebrengen: Regenjas en stevige schoenen",
      `Komt je kind niet? Afmelden: ${SITE_URL}/afmelden/${bosspel}?tak=welpen`,
      "Klusnamiddag",
      "Meebrengen: Werkhandschoenen",
      `${SITE_URL}/afmelden/${klussen}?tak=jin`,
      // The whole group's concerns both of this parent's takken: the form asks which.
      `${SITE_URL}/afmelden/${feest}\n`,
      // Issue 51: the feest asks for sign-ups; the reminder names its state (numbers only) and links the form.
      "Inschrijven: Inschrijven nodig, nog 30 plaatsen vrij.",
      `Nog niet ingeschreven? Inschrijven: ${SITE_URL}/inschrijven/${feest}\n`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("Zondag");
    expect(text).not.toContain("Zwemmen");
    expect(gezin!.parsed.headers.get("list")).toMatchObject({ unsubscribe: { url: expect.stringContaining(`${SITE_URL}/meldingen/beheer/`) } });
    expect(gezin!.parsed.html).not.toMatch(/<img/i);

    // A cancelled activity is listed as cancelled, without 'Afmelden'.
    const [kapoen] = mailsTo("kapoen@example.be");
    expect(kapoen!.parsed.subject).toBe("Morgen bij de Kapoenen");
    expect(kapoen!.parsed.text).toContain("Zwemmen - AFGELAST");
    expect(kapoen!.parsed.text).toContain("Afgelast: ja, reden: zwembad dicht");
    expect(kapoen!.parsed.text).not.toContain(`/afmelden/${zwemmen}`);
    // The whole group's feest is theirs too, with the Kapoenen preset.
    expect(kapoen!.parsed.text).toContain(`${SITE_URL}/afmelden/${feest}?tak=kapoenen`);
    expect(kapoen!.parsed.text).toContain(`${SITE_URL}/inschrijven/${feest}?tak=kapoenen`);
    expect(mailsTo("zonder@example.be")).toHaveLength(0);
    expect(toestel.messages()).toEqual([expect.objectContaining({ title: "Morgen bij de Welpen", url: "/kalender", tag: "herinnering" })]);
    expect(toestel.messages()[0]!.body).toContain("14:00 - 17:00 Bosspel, Het Zoniënwoud");

    // Once: later that evening (or after a restart) nothing again.
    expect(await planHerinnering(moment + 60 * MIN)).toBe(0);
    // The evening before a day without activities: nothing.
    expect(await planHerinnering(brusselsInstant(addDays(vrijdag, -1), "19:00") + 5_000)).toBe(0);
    expect(await getDb().select().from(outbox).where(eq(outbox.kind, "herinnering"))).toHaveLength(3);
  });
});

describe("'Berichten aan de ouders' on the tak pages", () => {
  it("keeps what a tak's parents were told for 3 months, each message on a page of its own, with nothing personal", async () => {
    const beheer = await ouderMetMail("welp@example.be", ["welpen"]);
    const now = Date.now();
    setNow(now);
    const zaterdag = volgendeZaterdag(now);
    const id = await activiteitVoor(["welpen"], zaterdag, { geenMelding: true });
    await setAfgelast(id, true, "stormweer");
    let versie = contentVersion();
    await verzendOp(now + WACHT + MIN);
    // Archived with its message: the Welpen's page is stale, the Kapoenen's stays cached.
    expect(changedSince(takBerichten(2), versie)).toBe(true);
    expect(changedSince(takBerichten(1), versie)).toBe(false);
    await setAfgelast(await activiteitVoor(["hele-groep"], zaterdag, { titel: "Groepsfeest", geenMelding: true }), true, "regen");
    versie = contentVersion();
    await verzendOp(now + 2 * WACHT + MIN);
    // The whole group's is on every tak page.
    expect(changedSince(takBerichten(1), versie)).toBe(true);

    const lijst = async (slug: string) =>
      ((await (await callRoute(takLoader, `${BASE}/takken/${slug}`, { id: slug })).json()) as { berichten: { id: number; titel: string; datum: string }[] }).berichten;
    const welpen = await lijst("welpen");
    const dag = `${zaterdag.slice(8, 10)}/${zaterdag.slice(5, 7)}`;
    expect(welpen.map((b) => b.titel)).toEqual([expect.stringMatching(/^Afgelast: (Bosspel|Groepsfeest)/), expect.stringMatching(/^Afgelast: (Bosspel|Groepsfeest)/)]);
    expect(welpen.map((b) => b.titel)).toContain(`Afgelast: Bosspel (za ${dag}, 14:00-17:00) - reden: stormweer`);
    // The Kapoenen's page has the whole group's only.
    expect((await lijst("kapoenen")).map((b) => b.titel)).toEqual([expect.stringMatching(/^Afgelast: Groepsfeest/)]);

    const bosspel = welpen.find((b) => b.titel.startsWith("Afgelast: Bosspel"))!;
    const pagina = await callRoute(berichtLoader, `${BASE}/berichten/${bosspel.id}`, { id: String(bosspel.id) });
    expect(pagina.status).toBe(200);
    const inhoud = await pagina.text();
    expect(JSON.parse(inhoud)).toMatchObject({
      titel: bosspel.titel,
      takken: [{ slug: "welpen", name: "Welpen" }],
      inhoud: { activiteiten: [{ titel: "Bosspel", plaats: "Het Zoniënwoud", afgelast: true, reden: "stormweer", pad: `/kalender?tak=welpen#activiteit-${id}` }] },
    });
    // Nothing of a subscriber's: no address, no manage link.
    expect(inhoud).not.toContain("welp@example.be");
    expect(inhoud).not.toContain(beheer);

    // After 3 months it leaves the tak page, its own page and the database.
    const later = now + 93 * 24 * 60 * MIN;
    setNow(later);
    expect(await lijst("welpen")).toEqual([]);
    expect((await callRoute(berichtLoader, `${BASE}/berichten/${bosspel.id}`, { id: String(bosspel.id) })).status).toBe(404);
    expect(await ruimBerichtenOp(later)).toBe(2);
    expect(await getDb().select().from(meldingBericht)).toHaveLength(0);
  });

  it("keeps the weekly overview per tak, as a parent of that tak got it", async () => {
    process.env.MELDING_WEEKOVERZICHT = "do 19:00";
    // Another Thursday than the weekly message's own test (the week planned is kept in app_meta).
    let donderdag = addDays(brusselsDateKey(Date.now()), 21);
    while (weekdayOf(donderdag) !== 4) donderdag = addDays(donderdag, 1);
    const zaterdag = addDays(donderdag, 2);
    await activiteitVoor(["welpen"], zaterdag, { geenMelding: true });
    await activiteitVoor(["jin"], zaterdag, { titel: "Klusnamiddag", geenMelding: true });
    await getDb().delete(meldingWijziging);
    // Kept also when nobody follows the tak yet: every parent can read it on the tak page.
    await verzendOp(brusselsInstant(donderdag, "19:00") + 5_000);
    const rows = await getDb().select({ titel: meldingBericht.titel, sleutel: meldingBericht.sleutel }).from(meldingBericht).orderBy(meldingBericht.sleutel);
    expect(rows).toEqual([
      { titel: "Deze week bij de Welpen", sleutel: `week:2:${donderdag}` },
      { titel: "Deze week bij de Jin", sleutel: `week:6:${donderdag}` },
    ]);
  });
});
