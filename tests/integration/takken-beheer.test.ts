// Issue 47: the group's own takken, in-process on a real SQLite file and a real SMTP server. A tak renamed keeps all
// that hangs on it and its old addresses answer 301; a tak that stops keeps its history, tells its parents once and
// unsubscribes them; an empty one goes for good; a new group starts from its movement's set.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import * as activiteiten from "~/domains/activiteiten/mutations.server";
import { activiteitInput } from "~/domains/activiteiten/validation";
import { activiteit, activiteitTak } from "~/domains/activiteiten/schema";
import { runAsSystem } from "~/domains/auth/actor.server";
import { resetAuthLimits } from "~/domains/auth/rate-limit.server";
import * as fotos from "~/domains/fotos/mutations.server";
import { albumInput } from "~/domains/fotos/validation";
import { huidigeLink } from "~/domains/fotos/toegang.server";
import { seedInstellingen } from "~/domains/instellingen/instellingen.server";
import { DEMO_INSTELLINGEN } from "~/demo/groep";
import { leiding, leidingTak } from "~/domains/leiding/schema";
import { inschrijvingPerClient } from "~/domains/meldingen/inschrijving.server";
import { meldingInschrijving } from "~/domains/meldingen/schema";
import * as wijziging from "~/domains/meldingen/wijziging.server";
import { huidigBeginjaar, archiefVanJaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import * as takMutations from "~/domains/takken/mutations.server";
import * as worker from "~/domains/outbox/worker.server";
import { addDays, brusselsDateKey, weekdayOf } from "~/lib/days";
import { closeMailTransport } from "~/lib/mail.server";
import { parseInput } from "~/lib/validate";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as addAction } from "~/routes/admin.account.add";
import { action as stopAction, loader as stopLoader } from "~/routes/admin.tak.$id.stoppen";
import { action as linkAction } from "~/routes/admin.wachtwoord.$token";
import { loader as albumsToegangLoader } from "~/routes/api.albums.toegang.$tak";
import { action as tokenAction } from "~/routes/api.auth.token";
import { action as takAction, loader as takApiLoader } from "~/routes/api.takken.$id";
import { action as takkenAction, loader as takkenApiLoader } from "~/routes/api.takken";
import { loader as fotosLoader } from "~/routes/fotos._index";
import { loader as fotosToegang } from "~/routes/fotos.toegang.$token";
import { loader as kalenderLoader } from "~/routes/kalender";
import { loader as kalenderIcsLoader } from "~/routes/kalender.ics";
import { loader as kampLoader } from "~/routes/kamp.$tak";
import { action as aanmelden } from "~/routes/meldingen";
import { action as bevestigAction } from "~/routes/meldingen.bevestigen.$token";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { loader as takFeedLoader } from "~/routes/takken.$id.kalender.ics";
import { loader as takLoader } from "~/routes/takken.$id";
import { loader as takkenLoader } from "~/routes/takken._index";
import { BASE, count, PASSWORD, prepareAdminDb } from "../helpers/admin";
import { api, login, page, post, refusedForm } from "../helpers/admin-requests";
import { freePort } from "../helpers/free-port";
import { callRoute } from "../helpers/route";
import { createTestSmtp, type ReceivedMail } from "../helpers/smtp";
import { withTempDataDir } from "../helpers/temp-data";
import { alsSysteem } from "../helpers/als-systeem";
import { PDF_WITH_SCRIPT } from "../helpers/uploaded-pdf";

const createActiviteit = alsSysteem(activiteiten.createActiviteit);
const setAfgelast = alsSysteem(activiteiten.setAfgelast);
const verwerkWijzigingen = alsSysteem(wijziging.verwerkWijzigingen);
const runOutboxTick = alsSysteem(worker.runOutboxTick);

withTempDataDir();

const SITE_URL = "https://www.scoutsdemostad.be";
const GOOD_PASSWORD = "kampvuur-onder-de-sterren";
const saved = { ...process.env };
let smtp: ReturnType<typeof createTestSmtp>;
let ownerToken = "";
let ownerCookie = "";

beforeAll(async () => {
  Object.assign(process.env, { SITE_URL, MAIL_FROM: "website@scoutsdemostad.be", MELDING_STILTE: "", MELDING_WACHTTIJD_S: "600", MELDING_WEEKOVERZICHT: "uit", FORM_RATE_LIMIT: "100" });
  ownerToken = await prepareAdminDb();
  await seedInstellingen(DEMO_INSTELLINGEN);
  smtp = createTestSmtp(await freePort());
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
  ownerCookie = await login(undefined, PASSWORD);
});

afterAll(async () => {
  await smtp.stop();
  closeMailTransport();
  resetAuthLimits();
  process.env = { ...saved };
});

// --- What a leader, a parent and a script do ---

async function makeTakleiding(naam: string, email: string, tak: string): Promise<{ token: string }> {
  const invite = await callRoute(addAction, page("/admin/account/add", ownerCookie, { method: "POST", body: new URLSearchParams({ naam, email, rol: "takleiding", takken: tak }) }));
  expect(invite.status).toBe(302);
  // The invitation is mailed (a real SMTP server here): its link is in the mail.
  await runOutboxTick();
  let mail: ReceivedMail | undefined;
  for (let i = 0; i < 200 && !mail; i++) {
    mail = mailsTo(email).find((m) => /\/admin\/uitnodiging\//.test(m.parsed.text ?? ""));
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const token = /\/admin\/uitnodiging\/([A-Za-z0-9_-]+)/.exec(mail!.parsed.text ?? "")![1]!;
  await callRoute(linkAction, new Request(`${BASE}/admin/uitnodiging/${token}`, { method: "POST", body: new URLSearchParams({ wachtwoord: GOOD_PASSWORD, herhaal: GOOD_PASSWORD }), headers: { Origin: BASE } }), { token });
  const tokenResponse = await callRoute(tokenAction, api("/api/auth/token", "POST", null, { email, password: GOOD_PASSWORD }));
  return { token: ((await tokenResponse.json()) as { token: string }).token };
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));

/** A parent signs up for these takken and confirms through the mailed link. */
async function ouder(email: string, takken: string[]): Promise<void> {
  const body = new URLSearchParams({ email, _js: "1", redirectTo: "/kalender" });
  for (const t of takken) body.append("takken", t);
  inschrijvingPerClient.reset();
  const res = await callRoute(aanmelden, new Request(`${BASE}/meldingen`, { method: "POST", body }), {}, "203.0.113.9");
  expect(res.status).toBe(200);
  await runOutboxTick();
  const mail = mailsTo(email).at(-1)!;
  const token = /\/meldingen\/bevestigen\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? "")![1]!;
  expect((await callRoute(bevestigAction, new Request(`${BASE}/meldingen/bevestigen/x`, { method: "POST" }), { token })).status).toBe(200);
}

/** A leader of this year in a tak (without a photo: stored as a script would). */
async function leider(name: string, takId: number): Promise<number> {
  const [row] = await getDb().insert(leiding).values({ name, tel: "0470 11 22 33", createdAt: Date.now(), updatedAt: Date.now() }).returning({ id: leiding.id });
  await getDb().insert(leidingTak).values({ leidingId: row!.id, takId, beginjaar: await huidigBeginjaar() });
  return row!.id;
}

/** Next Saturday (at least a day ahead), as "YYYY-MM-DD". */
function volgendeZaterdag(): string {
  const today = brusselsDateKey(Date.now());
  return addDays(today, ((6 - weekdayOf(today) + 7) % 7) || 7);
}

async function activiteitVoor(takken: string[], dag: string, extra: Record<string, unknown> = {}): Promise<number> {
  const input = parseInput(activiteitInput, { titel: "Bosspel", takken, start: `${dag}T14:00`, einde: `${dag}T17:00`, plaats: "Het bos", ...extra });
  return (await createActiviteit(input)).id;
}

async function redirectOf(response: Response): Promise<{ status: number; location: string | null }> {
  return { status: response.status, location: response.headers.get("Location") };
}

// --- The tests ---

describe("renaming a tak", () => {
  let welpenLeider = 0;
  let bosspel = 0;
  let fotoLink = "";

  beforeAll(async () => {
    smtp.received.length = 0;
    // Everything that hangs on the Welpen: a leader this year and last year, a Takleiding account, a coming activity,
    // a camp, a booklet, an album with its parents' link, and a parent who follows them.
    welpenLeider = await leider("Akela Welp", 2);
    await getDb().insert(leidingTak).values({ leidingId: welpenLeider, takId: 2, beginjaar: (await huidigBeginjaar()) - 1 });
    await makeTakleiding("Baloe", "baloe@example.be", "2");
    const dag = volgendeZaterdag();
    bosspel = await activiteitVoor(["welpen"], dag, { titel: "Junglespel" });
    const kampStart = addDays(dag, 40);
    await activiteitVoor(["welpen"], kampStart, { titel: "Welpenkamp", einde: `${addDays(kampStart, 5)}T12:00`, kamp: true, "kamp.prijs": "150" });
    await runAsSystem(() => takMutations.storeBoekje(2, PDF_WITH_SCRIPT));
    await runAsSystem(() => fotos.createAlbum(parseInput(albumInput, { titel: "Junglenacht", tak: "welpen", datum: brusselsDateKey(Date.now()) })));
    fotoLink = await runAsSystem(() => huidigeLink(2));
    await ouder("ouder@example.be", ["welpen"]);
    smtp.received.length = 0;
    // The activity was just made: its message waits, and is sent before the rename (the parent heard of it).
    await verwerkWijzigingen(Date.now() + 3_600_000);
    await runOutboxTick({ now: Date.now() + 3_600_000 });
    smtp.received.length = 0;
  });

  it("is the Beheerder's: the API answers the new address, and the tak keeps its id", async () => {
    const res = await callRoute(takAction, api("/api/takken/2", "PUT", ownerToken, { name: "Kabouters" }), { id: "2" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ id: 2, name: "Kabouters", slug: "kabouters", url: "/takken/kabouters" });
    expect(await count("tak WHERE id = 2 AND slug = 'kabouters'")).toBe(1);
  });

  it("keeps its leaders, coming activities, booklet, camp and parents' messages on its new page", async () => {
    const res = await callRoute(takLoader, `/takken/kabouters`, { id: "kabouters" });
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      tak: { name: string; slug: string };
      leiding: { name: string }[];
      activiteiten: { titel: string }[];
      boekjes: { label: string }[];
      kamp: unknown;
      meldingTakken: { slug: string }[];
    };
    expect(data.tak).toMatchObject({ name: "Kabouters", slug: "kabouters" });
    expect(data.leiding.map((l) => l.name)).toContain("Akela Welp");
    expect(data.activiteiten.map((a) => a.titel)).toContain("Junglespel");
    expect(data.boekjes[0]!.label).toMatch(/^Boekje Kabouters \(/);
    expect(data.kamp).not.toBeNull();
    expect(data.meldingTakken.map((t) => t.slug)).toContain("kabouters");
    // The leaders' history keeps the assignment of last year, under the tak's name of now.
    expect((await archiefVanJaar((await huidigBeginjaar()) - 1)).map((t) => t.tak)).toContain("Kabouters");
  });

  it("answers 301 from its old page, feed, camp page, calendar filter, family feed and album link to the new ones", async () => {
    expect(await redirectOf(await callRoute(takLoader, "/takken/welpen", { id: "welpen" }))).toEqual({ status: 301, location: "/takken/kabouters" });
    expect(await redirectOf(await callRoute(takFeedLoader, "/takken/welpen/kalender.ics", { id: "welpen" }))).toEqual({ status: 301, location: "/takken/kabouters/kalender.ics" });
    expect(await redirectOf(await callRoute(kampLoader, "/kamp/welpen", { tak: "welpen" }))).toEqual({ status: 301, location: "/kamp/kabouters" });
    expect(await redirectOf(await callRoute(kalenderLoader, "/kalender?tak=welpen&weken=4"))).toEqual({ status: 301, location: "/kalender?tak=kabouters&weken=4" });
    expect(await redirectOf(await callRoute(kalenderIcsLoader, "/kalender.ics?takken=welpen,jin"))).toEqual({ status: 301, location: "/kalender.ics?takken=kabouters%2Cjin" });
    expect(await redirectOf(await callRoute(albumsToegangLoader, api("/api/albums/toegang/welpen", "GET", ownerToken), { tak: "welpen" }))).toEqual({
      status: 301,
      location: "/api/albums/toegang/kabouters",
    });
    // The new addresses answer, the feed with the tak's activities under its new name.
    const feed = await callRoute(takFeedLoader, "/takken/kabouters/kalender.ics", { id: "kabouters" });
    expect(feed.status).toBe(200);
    const ics = await feed.text();
    expect(ics).toContain("Junglespel");
    expect(ics).toContain("Kabouters");
    expect((await callRoute(kampLoader, "/kamp/kabouters", { tak: "kabouters" })).status).toBe(200);
    // The takken page keeps the old address as an anchor, for links to /takken#welpen.
    const takken = (await (await callRoute(takkenLoader, "/takken")).json()) as { takken: { slug: string; oudeAdressen: string[] }[] };
    expect(takken.takken.find((t) => t.slug === "kabouters")?.oudeAdressen).toEqual(["welpen"]);
  });

  it("keeps the parents' photo link working, its album now under the new name", async () => {
    const opened = await callRoute(fotosToegang, new URL(fotoLink).pathname, { token: new URL(fotoLink).pathname.split("/").pop()! });
    expect(opened.status).toBe(302);
    const cookie = (opened.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const albums = (await (await callRoute(fotosLoader, new Request(`${BASE}/fotos`, { headers: { Cookie: cookie } }))).json()) as { albums: { titel: string; takNaam: string; tak: string }[] };
    expect(albums.albums).toEqual([expect.objectContaining({ titel: "Junglenacht", takNaam: "Kabouters", tak: "kabouters" })]);
  });

  it("keeps its subscriber, who gets the next message about the tak under its new name", async () => {
    await setAfgelast(bosspel, true, "Storm");
    const later = Date.now() + 2 * 3_600_000;
    await verwerkWijzigingen(later);
    await runOutboxTick({ now: later });
    const [mail] = mailsTo("ouder@example.be");
    expect(mail?.parsed.subject).toMatch(/^Afgelast: Junglespel/);
    expect(mail!.parsed.text).toContain("Tak: Kabouters");
    expect(mail!.parsed.text).toContain("de meldingen van de Kabouters");
  });

  it("keeps the Takleiding account's hold on the tak", async () => {
    const baloe = await callRoute(tokenAction, api("/api/auth/token", "POST", null, { email: "baloe@example.be", password: GOOD_PASSWORD }));
    const { token } = (await baloe.json()) as { token: string };
    expect((await callRoute(takAction, api("/api/takken/2", "PUT", token, { leeftijd: "8-11" }), { id: "2" })).status).toBe(200);
    // The name is the Beheerder's.
    expect((await callRoute(takAction, api("/api/takken/2", "PUT", token, { name: "Wolfjes" }), { id: "2" })).status).toBe(403);
  });

  it("refuses a name or address another tak has, or had: an old address keeps leading to its own tak", async () => {
    for (const name of ["Kapoenen", "kabouters", "Welpen", "Jonggivers", "KAPOENEN!"]) {
      const res = await callRoute(takAction, api("/api/takken/3", "PUT", ownerToken, { name }), { id: "3" });
      expect(res.status, name).toBe(409);
    }
    const created = await callRoute(takkenAction, api("/api/takken", "POST", ownerToken, { name: "Welpen" }));
    expect(created.status).toBe(409);
    expect((await callRoute(takkenAction, api("/api/takken", "POST", ownerToken, { name: "Hele groep" }))).status).toBe(409);
    expect((await callRoute(takkenAction, api("/api/takken", "POST", ownerToken, { name: "!!!" }))).status).toBe(400);
    expect(await count("tak WHERE name = 'Pioniers' AND id = 3")).toBe(1);
  });

  it("takes back its own old address, which then leads nowhere else", async () => {
    const back = await callRoute(takAction, api("/api/takken/2", "PUT", ownerToken, { name: "Welpen" }), { id: "2" });
    expect(back.status).toBe(200);
    expect((await callRoute(takLoader, "/takken/welpen", { id: "welpen" })).status).toBe(200);
    expect(await redirectOf(await callRoute(takLoader, "/takken/kabouters", { id: "kabouters" }))).toEqual({ status: 301, location: "/takken/welpen" });
    expect(await count("tak_oud_adres WHERE slug = 'welpen'")).toBe(0);
  });

  it("moves in the order of every list, for the Beheerder", async () => {
    const res = await callRoute(takAction, api("/api/takken/6", "PUT", ownerToken, { volgorde: 1 }), { id: "6" });
    expect(res.status).toBe(200);
    const { takken } = (await (await callRoute(takkenApiLoader, "/api/takken")).json()) as { takken: { name: string }[] };
    expect(takken.slice(0, 3).map((t) => t.name)).toEqual(["Jin", "Kapoenen", "Welpen"]);
    const kalender = (await (await callRoute(kalenderLoader, "/kalender")).json()) as { takken: { name: string }[] };
    expect(kalender.takken[0]!.name).toBe("Jin");
    await callRoute(takAction, api("/api/takken/6", "PUT", ownerToken, { volgorde: 6 }), { id: "6" });
  });
});

describe("stopping a tak", () => {
  let pioniersPast = 0;
  let pioniersKomend = 0;
  let gedeeld = 0;

  beforeAll(async () => {
    smtp.received.length = 0;
    const dag = volgendeZaterdag();
    pioniersKomend = await activiteitVoor(["pioniers"], dag, { titel: "Pioniershike" });
    gedeeld = await activiteitVoor(["pioniers", "jongverkenners"], addDays(dag, 7), { titel: "Samen sjorren" });
    // A past activity: made for last month (the planner's message of it is none, it is not coming).
    pioniersPast = await activiteitVoor(["pioniers"], addDays(brusselsDateKey(Date.now()), -30), { titel: "Vorige tocht" });
    await leider("Piet Pionier", 3);
    await ouder("enkel@example.be", ["pioniers"]);
    await ouder("gezin@example.be", ["pioniers", "kapoenen"]);
    await verwerkWijzigingen(Date.now() + 3_600_000);
    await runOutboxTick({ now: Date.now() + 3_600_000 });
    smtp.received.length = 0;
  });

  it("says first, in Dutch, what will happen", async () => {
    const res = await callRoute(stopLoader, page("/admin/tak/pioniers/stoppen", ownerCookie), { id: "pioniers" });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { leeg: boolean; inhoud: { komend: number; inschrijvingen: number; leiding: number; activiteiten: number } };
    expect(data.leeg).toBe(false);
    expect(data.inhoud).toMatchObject({ komend: 2, inschrijvingen: 2, leiding: 1, activiteiten: 3 });
  });

  it("is the Beheerder's", async () => {
    const akela = await makeTakleiding("Hathi", "hathi@example.be", "3");
    const res = await callRoute(takAction, api("/api/takken/3", "DELETE", akela.token), { id: "3" });
    expect(res.status).toBe(403);
    expect(await count("tak WHERE id = 3 AND gestopt_op IS NULL")).toBe(1);
  });

  it("keeps its history, cancels its own coming activity, lets a shared one go on, tells its parents once and unsubscribes them", async () => {
    const res = await callRoute(stopAction, post("/admin/tak/pioniers/stoppen", ownerCookie, { activiteiten: "afgelasten" }), { id: "pioniers" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin?sectie=instellingen&deel=takken&melding=tak-gestopt");

    // Gone from the public site and its lists; its address stays reserved.
    expect((await callRoute(takLoader, "/takken/pioniers", { id: "pioniers" })).status).toBe(404);
    const takken = (await (await callRoute(takkenLoader, "/takken")).json()) as { takken: { slug: string }[] };
    expect(takken.takken.map((t) => t.slug)).not.toContain("pioniers");
    expect(await (await callRoute(sitemapLoader, "/sitemap.xml")).text()).not.toContain("/takken/pioniers");
    const kalender = (await (await callRoute(kalenderLoader, "/kalender")).json()) as { takken: { slug: string }[] };
    expect(kalender.takken.map((t) => t.slug)).not.toContain("pioniers");
    expect((await callRoute(takApiLoader, "/api/takken/3", { id: "3" })).status).toBe(404);
    expect((await callRoute(takkenAction, api("/api/takken", "POST", ownerToken, { name: "Pioniers" }))).status).toBe(409);

    // History: the past activity and the leader's assignment stay; the own coming one is cancelled, the shared one goes on.
    expect(await count(`activiteit_tak WHERE activiteit_id = ${pioniersPast} AND tak_id = 3`)).toBe(1);
    expect(await count("leiding_tak WHERE tak_id = 3")).toBe(1);
    const [komend] = await getDb().select().from(activiteit).where(eq(activiteit.id, pioniersKomend));
    expect(komend).toMatchObject({ afgelast: true, reden: "De tak Pioniers is gestopt." });
    const [samen] = await getDb().select().from(activiteit).where(eq(activiteit.id, gedeeld));
    expect(samen!.afgelast).toBe(false);
    expect((await getDb().select().from(activiteitTak).where(eq(activiteitTak.activiteitId, gedeeld))).map((l) => l.takId)).toEqual([4]);

    // One last message each; who followed only the Pioniers is unsubscribed, the family keeps the Kapoenen.
    await runOutboxTick();
    const enkel = mailsTo("enkel@example.be");
    expect(enkel.map((m) => m.parsed.subject)).toEqual(["Pioniers: geen berichten meer"]);
    expect(enkel[0]!.parsed.text).toContain("heeft de tak Pioniers stopgezet");
    expect(enkel[0]!.parsed.text).toContain("Je volgde geen andere takken");
    expect(enkel[0]!.parsed.text).not.toContain("/meldingen/beheer/");
    const gezin = mailsTo("gezin@example.be");
    expect(gezin.map((m) => m.parsed.subject)).toEqual(["Pioniers: geen berichten meer"]);
    expect(gezin[0]!.parsed.text).toContain("Je blijft de berichten van de Kapoenen krijgen.");
    expect(await getDb().select().from(meldingInschrijving).where(eq(meldingInschrijving.adres, "enkel@example.be"))).toEqual([]);
    expect(await count("melding_inschrijving_tak WHERE tak_id = 3")).toBe(0);
    expect(await count("melding_inschrijving_tak")).toBeGreaterThan(0);

    // Nothing more for them: a change of the cancelled activity reaches nobody.
    smtp.received.length = 0;
    const later = Date.now() + 3 * 3_600_000;
    await verwerkWijzigingen(later);
    await runOutboxTick({ now: later });
    expect(mailsTo("enkel@example.be")).toEqual([]);
  });

  it("lists it as stopped in the admin, with its history kept", async () => {
    const res = await callRoute(adminLoader, page("/admin?sectie=instellingen&deel=takken", ownerCookie));
    const { section } = (await res.json()) as { section: { gestopt: { name: string }[]; takken: { name: string }[] } };
    expect(section.gestopt.map((t) => t.name)).toEqual(["Pioniers"]);
    expect(section.takken.map((t) => t.name)).not.toContain("Pioniers");
  });

  it("moves its coming activities to another tak when the leader chooses so, whose parents then hear of them", async () => {
    const dag = volgendeZaterdag();
    const spel = await activiteitVoor(["verkenners"], dag, { titel: "Dropping" });
    await verwerkWijzigingen(Date.now() + 3_600_000);
    await runOutboxTick({ now: Date.now() + 3_600_000 });
    await ouder("jin@example.be", ["jin"]);
    smtp.received.length = 0;
    const weigering = await callRoute(takAction, api("/api/takken/5?activiteiten=verplaatsen", "DELETE", ownerToken), { id: "5" });
    expect(weigering.status).toBe(400);
    const res = await callRoute(takAction, api("/api/takken/5?activiteiten=verplaatsen&naar=6", "DELETE", ownerToken), { id: "5" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: 5, gestopt: true, verwijderd: false, verplaatst: 1, afgelast: 0 });
    expect((await getDb().select().from(activiteitTak).where(eq(activiteitTak.activiteitId, spel))).map((l) => l.takId)).toEqual([6]);
    const later = Date.now() + 2 * 3_600_000;
    await verwerkWijzigingen(later);
    await runOutboxTick({ now: later });
    const [mail] = mailsTo("jin@example.be");
    expect(mail?.parsed.subject).toMatch(/Dropping/);
  });

  it("removes an empty tak for good, and frees its address", async () => {
    const made = await callRoute(takkenAction, api("/api/takken", "POST", ownerToken, { name: "Akabe", soort: "leeftijd", leeftijd: "6-21" }));
    expect(made.status).toBe(201);
    const { id, url } = (await made.json()) as { id: number; url: string };
    expect(url).toBe("/takken/akabe");
    const loader = (await (await callRoute(stopLoader, page("/admin/tak/akabe/stoppen", ownerCookie), { id: "akabe" })).json()) as { leeg: boolean };
    expect(loader.leeg).toBe(true);
    const gone = await callRoute(takAction, api(`/api/takken/${id}`, "DELETE", ownerToken), { id: String(id) });
    expect(await gone.json()).toMatchObject({ deleted: id, verwijderd: true, gestopt: false });
    expect(await count(`tak WHERE id = ${id}`)).toBe(0);
    expect((await callRoute(takkenAction, api("/api/takken", "POST", ownerToken, { name: "Akabe" }))).status).toBe(201);
  });
});

describe("starting from a movement's set", () => {
  it("replaces the takken while none has anything, takes the movement's word, and refuses once one has", async () => {
    // A group whose takken have nothing yet: as a new group after 'Aan de slag' (the takken above have content).
    const kies = (fields: Record<string, string | string[]>) => callRoute(adminAction, post("/admin?sectie=instellingen&deel=takken", ownerCookie, { intent: "takken-startset", ...fields }));
    const refused = await kies({ set: "chiro", namen: ["Ribbels"] });
    expect(refused.status).toBe(409);
    expect(refusedForm(await refused.json()).fields.set).toMatch(/hebben al leiding, activiteiten/);
    expect(await count("tak WHERE name = 'Ribbels'")).toBe(0);
  });
});

it("says which set each movement offers, from data, with the boys', girls' and mixed names", async () => {
  const { START_SETS } = await import("~/domains/takken/startsets");
  const sgv = START_SETS.find((s) => s.id === "scouts-en-gidsen-vlaanderen")!;
  const namen = sgv.takken.flatMap((t) => t.namen.map((n) => n.naam));
  for (const naam of ["Kapoenen", "Welpen", "Kabouters", "Jonggivers", "Jongverkenners", "Jonggidsen", "Givers", "Verkenners", "Gidsen", "Jin", "Akabe"]) expect(namen).toContain(naam);
  const chiro = START_SETS.find((s) => s.id === "chiro")!;
  expect(chiro.woord).toBe("afdeling");
  expect(chiro.takken.filter((t) => t.soort === "leeftijd").map((t) => t.namen.find((n) => n.standaard)!.naam)).toEqual(["Ribbels", "Speelclub", "Rakwi's", "Tito's", "Keti's", "Aspi's"]);
  expect(START_SETS.map((s) => s.id)).toEqual(["scouts-en-gidsen-vlaanderen", "chiro", "ksa", "fos-open-scouting", "leeg"]);
});
