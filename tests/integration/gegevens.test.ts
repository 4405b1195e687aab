import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import * as activiteiten from "~/domains/activiteiten/mutations.server";
import { activiteit } from "~/domains/activiteiten/schema";
import { activiteitInput } from "~/domains/activiteiten/validation";
import { afmelding } from "~/domains/afmeldingen/schema";
import { inschrijving } from "~/domains/inschrijvingen/schema";
import { audit } from "~/domains/audit/schema";
import { runAsSystem } from "~/domains/auth/actor.server";
import { account, accountTak } from "~/domains/auth/schema";
import { createSession } from "~/domains/auth/session.server";
import { contactBericht } from "~/domains/contact/schema";
import { seedInstellingen } from "~/domains/instellingen/instellingen.server";
import { meldingAanmelding, meldingInschrijving, meldingInschrijvingTak } from "~/domains/meldingen/schema";
import { nieuwsbriefInschrijving } from "~/domains/nieuwsbrief/schema";
import { outbox } from "~/domains/outbox/schema";
import { parseInput } from "~/lib/validate";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { loader as jsonDownload } from "~/routes/admin.gegevens-json";
import { action as apiAction, loader as apiLoader } from "~/routes/api.gegevens";
import { BASE, prepareAdminDb } from "../helpers/admin";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

// 'Gegevens van een ouder' (issue 48 part 5) in-process on a real SQLite database: one parent's rows of every kind,
// and another parent's that must stay, found, exported and erased through the admin panel and the API.

withTempDataDir();

const OUDER = "An.Peeters@Example.be";
const ANDER = "bert@example.be";
const saved = { ...process.env };
let beheerder = "";
let takleiding = "";
let activiteitId = 0;

const cookie = (token: string) => ({ Cookie: `scouts_admin=${token}` });
const adminPage = (token: string, query: string) => callRoute(adminLoader, new Request(`${BASE}/admin?${query}`, { headers: cookie(token) }));
const api = (method: "GET" | "DELETE", email: string | null, token?: string) =>
  callRoute(method === "GET" ? apiLoader : apiAction, new Request(`${BASE}/api/gegevens${email === null ? "" : `?email=${encodeURIComponent(email)}`}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} }));

/** One parent's rows in every table that keeps an address: a subscription, a waiting sign-up, an absence, a message, the newsletter, a mail. */
async function rijenVan(email: string, naam: string): Promise<void> {
  const db = getDb();
  const now = Date.now();
  const [ins] = await db.insert(meldingInschrijving).values({ kanaal: "email", adres: email.toLowerCase(), aangemaaktOp: now, bevestigdOp: now, beheerToken: `beheer-${naam}` }).returning();
  await db.insert(meldingInschrijvingTak).values({ inschrijvingId: ins!.id, takId: 2 });
  await db.insert(meldingAanmelding).values({ adres: email.toLowerCase(), takken: "[1]", tokenHash: `hash-${naam}`, verstuurdOp: now });
  await db.insert(afmelding).values({ activiteitId, takId: 2, naam: `${naam} junior`, reden: "ziek", email, intrekTokenHash: `intrek-${naam}`, aangemaaktOp: now });
  await db.insert(inschrijving).values({ activiteitId, takId: 2, naam: `${naam} junior`, opmerking: "geen noten", email, annuleerTokenHash: `annuleer-${naam}`, aangemaaktOp: now });
  await db.insert(contactBericht).values({ name: naam, email, category: "algemeen", subject: `Vraag van ${naam}`, text: "Wanneer is het kamp?", createdAt: now });
  await db.insert(nieuwsbriefInschrijving).values({ email: email.toLowerCase(), createdAt: now, confirmedAt: now });
  await db.insert(outbox).values({ dedupKey: `bevestiging:${naam}`, kind: "bevestiging", channel: "mail", recipient: email, subject: "Bevestig je inschrijving", content: null, subscriptionId: ins!.id, state: "sent", createdAt: now, sentAt: now });
}

beforeAll(async () => {
  beheerder = await prepareAdminDb();
  await seedInstellingen();
  const [leider] = await getDb().insert(account).values({ naam: "Tanja", email: "tanja@example.be", rol: "takleiding", createdAt: Date.now() }).returning();
  await getDb().insert(accountTak).values({ accountId: leider!.id, takId: 2 });
  takleiding = (await createSession(leider!.id, "token")).id;
});
afterAll(() => {
  process.env = { ...saved };
});
beforeEach(async () => {
  for (const table of [outbox, afmelding, inschrijving, contactBericht, nieuwsbriefInschrijving, meldingAanmelding, meldingInschrijving, activiteit, audit]) await getDb().delete(table);
  const dag = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  activiteitId = (await runAsSystem(() => activiteiten.createActiviteit(parseInput(activiteitInput, { titel: "Bosspel", takken: ["welpen"], start: `${dag}T14:00`, einde: `${dag}T17:00`, plaats: "Het bos", geenMelding: true })))).id;
  await rijenVan(OUDER, "An");
  await rijenVan(ANDER, "Bert");
  await getDb().delete(audit);
  delete process.env.BACKUP_S3_BUCKET;
});

type Sectie = { email: string; fout: string | null; bevestigen: boolean; gevonden: { totaal: number; soorten: { soort: string; aantal: number; rijen: [string, string][][] }[] } | null; gewist: { label: string; aantal: number }[] | null; kopieenWegOp: string | null };
const sectie = async (res: Response) => ((await res.json()) as { section: Sectie }).section;

describe("'Gegevens van een ouder' in the admin", () => {
  it("finds every kind for the address, whatever its case and spaces, with the details; nothing of the other parent", async () => {
    const res = await adminPage(beheerder, `sectie=gegevens&email=${encodeURIComponent(`  ${OUDER.toUpperCase()} `)}`);
    expect(res.status).toBe(200);
    const { email, gevonden } = await sectie(res);
    expect(email).toBe("an.peeters@example.be");
    expect(Object.fromEntries(gevonden!.soorten.map((s) => [s.soort, s.aantal]))).toEqual({ meldingen: 2, afmeldingen: 1, inschrijvingen: 1, contact: 1, nieuwsbrief: 1, mails: 1 });
    expect(gevonden!.totaal).toBe(7);
    const tekst = JSON.stringify(gevonden);
    for (const te of ["An junior", "ziek", "Vraag van An", "Wanneer is het kamp?", "Bosspel", "Welpen", "Bevestig je inschrijving"]) expect(tekst).toContain(te);
    expect(tekst).not.toContain("Bert");
  });

  it("says clearly when the address is not one, and when nothing is stored under it", async () => {
    expect((await sectie(await adminPage(beheerder, "sectie=gegevens&email=geen-adres"))).fout).toBe("Dit is geen geldig e-mailadres.");
    const leeg = await sectie(await adminPage(beheerder, "sectie=gegevens&email=niemand%40example.be"));
    expect(leeg.fout).toBeNull();
    expect(leeg.gevonden!.totaal).toBe(0);
  });

  it("downloads the export as one JSON document and records it in the log without the address", async () => {
    const res = await callRoute(jsonDownload, new Request(`${BASE}/admin/gegevens.json?email=${encodeURIComponent(OUDER)}`, { headers: cookie(beheerder) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="gegevens-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = (await res.json()) as { email: string; totaal: number; soorten: { soort: string; rijen: Record<string, unknown>[] }[] };
    expect(doc.email).toBe("an.peeters@example.be");
    expect(doc.totaal).toBe(7);
    const afm = doc.soorten.find((s) => s.soort === "afmeldingen")!.rijen[0]!;
    expect(afm).toMatchObject({ activiteit: "Bosspel", tak: "Welpen", naamVanHetKind: "An junior", reden: "ziek" });
    expect(doc.soorten.find((s) => s.soort === "inschrijvingen")!.rijen).toEqual([expect.objectContaining({ activiteit: "Bosspel", tak: "Welpen", naamVanHetKind: "An junior", opmerking: "geen noten" })]);
    expect(doc.soorten.find((s) => s.soort === "meldingen")!.rijen).toEqual(
      expect.arrayContaining([expect.objectContaining({ wat: "Inschrijving", takken: ["Welpen"] }), expect.objectContaining({ wat: "Aanmelding, nog niet bevestigd", takken: ["Kapoenen"] })]),
    );
    const log = await getDb().select().from(audit);
    expect(log.map((r) => r.action)).toEqual(["gegevens.export"]);
    expect(log[0]!.detail).toContain("a…@e….be");
    expect(JSON.stringify(log).toLowerCase()).not.toContain("peeters");
  });

  it("asks to confirm, then erases everything in one step: rows gone or cleared, the other parent's intact, one log line without the address, the bucket's day", async () => {
    process.env.BACKUP_S3_BUCKET = "scouts-backups";
    process.env.BACKUP_PER_DAG_DAGEN = "30";
    const vraag = await sectie(await adminPage(beheerder, `sectie=gegevens&email=${encodeURIComponent(OUDER)}&wissen=1`));
    expect(vraag.bevestigen).toBe(true);

    const body = new URLSearchParams({ intent: "gegevens-wissen", email: OUDER });
    const res = await callRoute(adminAction, new Request(`${BASE}/admin?sectie=gegevens`, { method: "POST", body, headers: { ...cookie(beheerder), Origin: BASE } }));
    expect(res.status).toBe(302);
    const naar = new URL(res.headers.get("location")!, BASE);
    expect(naar.search).not.toContain("peeters");
    const tot = Number(naar.searchParams.get("tot"));
    expect(tot - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(tot - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600_000);
    const na = await sectie(await adminPage(beheerder, naar.search.slice(1)));
    expect(na.gewist).toEqual(expect.arrayContaining([{ label: "Meldingen van de takken", aantal: 2 }, { label: "Afmeldingen", aantal: 1 }, { label: "Nieuwsbrief", aantal: 1 }]));
    expect(na.kopieenWegOp).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const db = getDb();
    expect((await db.select().from(meldingInschrijving)).map((r) => r.adres)).toEqual([ANDER]);
    expect((await db.select().from(meldingAanmelding)).map((r) => r.adres)).toEqual([ANDER]);
    expect((await db.select().from(contactBericht)).map((r) => r.email)).toEqual([ANDER]);
    expect((await db.select().from(nieuwsbriefInschrijving)).map((r) => r.email)).toEqual([ANDER]);
    expect((await db.select().from(outbox)).map((r) => r.recipient)).toEqual([ANDER]);
    // The absence stays for the count, its name, reason and address cleared, as the 7-day removal does.
    const afm = await db.select().from(afmelding).orderBy(afmelding.id);
    expect(afm).toHaveLength(2);
    expect(afm[0]).toMatchObject({ naam: null, reden: null, email: null, intrekTokenHash: null });
    expect(afm[0]!.gewistOp).not.toBeNull();
    expect(afm[1]).toMatchObject({ naam: "Bert junior", email: ANDER, gewistOp: null });
    // So does the sign-up: the activity's places keep their order.
    const ins = await db.select().from(inschrijving).orderBy(inschrijving.id);
    expect(ins).toHaveLength(2);
    expect(ins[0]).toMatchObject({ naam: null, opmerking: null, email: null, annuleerTokenHash: null });
    expect(ins[0]!.gewistOp).not.toBeNull();
    expect(ins[1]).toMatchObject({ naam: "Bert junior", email: ANDER, gewistOp: null });

    const log = await db.select().from(audit);
    expect(log.map((r) => r.action)).toEqual(["gegevens.wissen"]);
    expect(log[0]!.detail).toMatch(/^Gegevens van a…@e….be gewist: .*Afmeldingen 1.*kopieën in de back-up weg uiterlijk \d{4}-\d{2}-\d{2}$/);
    expect(log[0]!.detail!.toLowerCase()).not.toContain("peeters");
    expect(log[0]!.accountNaam).not.toBeNull();

    expect((await sectie(await adminPage(beheerder, `sectie=gegevens&email=${encodeURIComponent(OUDER)}`))).gevonden!.totaal).toBe(0);
  });

  it("is the Beheerder's only: a Takleiding gets 403 on the section, the download and the erasure, and nothing changes", async () => {
    const page = await adminPage(takleiding, `sectie=gegevens&email=${encodeURIComponent(OUDER)}`);
    expect(page.status).toBe(403);
    expect(JSON.stringify(await page.json())).not.toContain("An junior");
    expect((await callRoute(jsonDownload, new Request(`${BASE}/admin/gegevens.json?email=${encodeURIComponent(OUDER)}`, { headers: cookie(takleiding) }))).status).toBe(403);
    const body = new URLSearchParams({ intent: "gegevens-wissen", email: OUDER });
    const res = await callRoute(adminAction, new Request(`${BASE}/admin?sectie=gegevens`, { method: "POST", body, headers: { ...cookie(takleiding), Origin: BASE } }));
    expect(res.status).toBe(403);
    expect(await getDb().select().from(contactBericht)).toHaveLength(2);
    expect(await getDb().select().from(audit)).toHaveLength(0);
  });
});

describe("/api/gegevens", () => {
  it("exports with the Beheerder's token, erases with DELETE and answers the counts", async () => {
    const got = await api("GET", OUDER, beheerder);
    expect(got.status).toBe(200);
    expect(((await got.json()) as { totaal: number }).totaal).toBe(7);
    const del = await api("DELETE", OUDER, beheerder);
    expect(del.status).toBe(200);
    const gewist = (await del.json()) as { totaal: number; soorten: { soort: string; verwijderd: number; gewist: number }[]; kopieenWegOp: string | null };
    expect(gewist.totaal).toBe(7);
    expect(gewist.soorten.find((s) => s.soort === "afmeldingen")).toMatchObject({ verwijderd: 0, gewist: 1 });
    expect(gewist.soorten.find((s) => s.soort === "inschrijvingen")).toMatchObject({ verwijderd: 0, gewist: 1 });
    expect(gewist.kopieenWegOp).toBeNull();
    expect(((await (await api("GET", ANDER, beheerder)).json()) as { totaal: number }).totaal).toBe(7);
    expect((await getDb().select().from(audit)).map((r) => r.action)).toEqual(["gegevens.export", "gegevens.wissen", "gegevens.export"]);
  });

  it("answers 400 for a bad address, 401 without a token, 403 for a Takleiding, and changes nothing", async () => {
    for (const method of ["GET", "DELETE"] as const) {
      const bad = await api(method, "geen-adres", beheerder);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { fields: Record<string, string> }).fields.email).toBe("Dit is geen geldig e-mailadres.");
      expect((await api(method, null, beheerder)).status).toBe(400);
      expect((await api(method, OUDER)).status).toBe(401);
      expect((await api(method, OUDER, takleiding)).status).toBe(403);
    }
    expect(await getDb().select().from(nieuwsbriefInschrijving)).toHaveLength(2);
    expect(await getDb().select().from(audit)).toHaveLength(0);
    expect((await getDb().select().from(afmelding).where(eq(afmelding.naam, "An junior"))).length).toBe(1);
  });
});
