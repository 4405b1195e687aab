import { and, eq, inArray } from "drizzle-orm";
import { getDb, transaction } from "~/db/client.server";
import { readMeta } from "~/db/meta.server";
import { appMeta } from "~/db/meta-schema";
import { writeDocumentFile } from "~/domains/activiteiten/documenten.server";
import { deleteKampFiles } from "~/domains/activiteiten/kamp-files.server";
import { activiteit, activiteitKamp, activiteitTak, kampDocument } from "~/domains/activiteiten/schema";
import { runAsSystem } from "~/domains/auth/actor.server";
import { geschiedenis, geschiedenisArtikel } from "~/domains/geschiedenis/schema";
import { slugify } from "~/domains/geschiedenis/rules";
import { leiding, leidingTak } from "~/domains/leiding/schema";
import { mediaUrl } from "~/domains/media/media";
import { storeSharedDrawing } from "~/domains/media/media.server";
import { tak } from "~/domains/takken/schema";
import { scoutsjaar } from "~/domains/scoutsjaar/schema";
import { eersteSeptember } from "~/domains/scoutsjaar/scoutsjaar.server";
import { huidigBeginjaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { now as clockNow } from "~/lib/clock.server";
import { brusselsInstant } from "~/lib/dates";
import { brusselsDateKey, formatDateKey } from "~/lib/days";
import { demoActiviteiten, demoPaklijst } from "./activiteiten";
import { tekstPdf } from "./pdf";
import { kentekenSvg, portretSvg } from "./art";
import { demoGeschiedenis } from "./geschiedenis";
import { demoLeiding } from "./leiding";
import { demoTakEmail, DEMO_DOMEIN } from "./groep";
import { demoArchiefJaar, demoConcept, demoNieuweLeiding } from "./scoutsjaren";
import type { DemoKamp } from "./types";

const DEMO_FLAG = "demo_content_loaded";
// Apart from the rest: an installation that loaded the demo before there were activities gets them too.
const DEMO_ACTIVITEITEN_FLAG = "demo_activiteiten_loaded";
// Also apart: an installation that loaded the demo before there were scouting years gets an archive and a draft.
const DEMO_SCOUTSJAREN_FLAG = "demo_scoutsjaren_loaded";
// Also apart: the camps' details came after the calendar (issue 28).
const DEMO_KAMPEN_FLAG = "demo_kampen_loaded";
// The takken's addresses: the base data names none since issue 38.
const DEMO_TAKKEN_FLAG = "demo_takken_loaded";
// Once: the demo rows of an installation from before demo content was marked (see markeerOudeDemo).
const DEMO_GEMARKEERD_FLAG = "demo_gemarkeerd";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function isFlagSet(key: string): Promise<boolean> {
  return (await readMeta(key)) !== undefined;
}

/** Each tak's address in the demo (kapoenen@scoutsdemostad.be), where the tak has none; once. */
async function loadDemoTakken(): Promise<void> {
  if (await isFlagSet(DEMO_TAKKEN_FLAG)) return;
  await transaction(async (tx) => {
    for (const t of await tx.select({ id: tak.id, name: tak.name }).from(tak).where(eq(tak.email, ""))) {
      await tx.update(tak).set({ email: demoTakEmail(t.name) }).where(eq(tak.id, t.id));
    }
    await tx.insert(appMeta).values({ key: DEMO_TAKKEN_FLAG, value: new Date().toISOString() });
  });
}

/** The demo group's calendar around the day it is loaded (see demo/activiteiten.ts); loaded once. */
async function loadDemoActiviteiten(now: number): Promise<void> {
  if (await isFlagSet(DEMO_ACTIVITEITEN_FLAG)) return;
  const db = getDb();
  const takIdByName = new Map((await db.select().from(tak)).map((t) => [t.name, t.id]));
  const demo = demoActiviteiten(brusselsDateKey(now));
  const takIds = (a: (typeof demo)[number]) =>
    a.takken === "Hele groep"
      ? []
      : a.takken.map((name) => {
          const id = takIdByName.get(name);
          if (id === undefined) throw new Error(`Demo: onbekende tak ${name}`);
          return id;
        });
  await transaction(async (tx) => {
    // In batches: a few hundred rows one by one would keep the first start waiting for seconds.
    for (let from = 0; from < demo.length; from += 100) {
      const batch = demo.slice(from, from + 100);
      const rows = await tx
        .insert(activiteit)
        .values(
          batch.map((a) => ({
            titel: a.titel,
            heleGroep: a.takken === "Hele groep",
            start: brusselsInstant(a.datum, a.van),
            einde: brusselsInstant(a.totDatum ?? a.datum, a.tot),
            plaats: a.plaats,
            beschrijving: a.beschrijving ?? null,
            meebrengen: a.meebrengen ?? null,
            nieuws: a.nieuws ?? false,
            afgelast: a.afgelast ?? false,
            reden: a.reden ?? null,
            demo: true,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: activiteit.id });
      const links = batch.flatMap((a, i) => takIds(a).map((takId) => ({ activiteitId: rows[i]!.id, takId })));
      if (links.length) await tx.insert(activiteitTak).values(links);
    }
    await tx.insert(appMeta).values({ key: DEMO_ACTIVITEITEN_FLAG, value: new Date(now).toISOString() });
  });
}

/**
 * The details of the demo's camps (packing list, price, a kampboekje, ...), added to the camp activities of the demo
 * calendar: also to those of an installation that loaded the calendar before camps had details. Loaded once.
 */
async function loadDemoKampen(): Promise<void> {
  if (await isFlagSet(DEMO_KAMPEN_FLAG)) return;
  const geladen = await readMeta(DEMO_ACTIVITEITEN_FLAG);
  const db = getDb();
  const kampen: { id: number; titel: string; datum: string; totDatum: string; plaats: string; kamp: DemoKamp }[] = [];
  if (geladen) {
    for (const a of demoActiviteiten(brusselsDateKey(Date.parse(geladen)))) {
      if (!a.kamp) continue;
      const rows = await db
        .select({ id: activiteit.id })
        .from(activiteit)
        .where(and(eq(activiteit.titel, a.titel), eq(activiteit.start, brusselsInstant(a.datum, a.van))));
      if (!rows[0]) continue;
      // A camp that has its details already (a start cut off half-way) is left as it is.
      const details = await db.select({ id: activiteitKamp.activiteitId }).from(activiteitKamp).where(eq(activiteitKamp.activiteitId, rows[0].id));
      if (!details[0]) kampen.push({ id: rows[0].id, titel: a.titel, datum: a.datum, totDatum: a.totDatum ?? a.datum, plaats: a.plaats, kamp: a.kamp });
    }
  }
  // The files first, then the rows that point at them.
  const boekjes: { bestand: string; grootte: number }[] = [];
  for (const k of kampen) {
    const jaar = k.datum.slice(0, 4);
    const pdf = tekstPdf(`Kampboekje: ${k.titel} ${jaar}`, demoKampboekje(k));
    boekjes.push({ bestand: await writeDocumentFile(`Kampboekje ${k.titel} ${jaar}`, pdf), grootte: pdf.byteLength });
  }
  const stored = transaction(async (tx) => {
    for (const [i, k] of kampen.entries()) {
      await tx.insert(activiteitKamp).values({
        activiteitId: k.id,
        vertrekPlaats: k.kamp.vertrekPlaats,
        terugkeerPlaats: k.kamp.terugkeerPlaats,
        adres: k.kamp.adres,
        prijsCent: k.kamp.prijs * 100,
        paklijst: JSON.stringify(demoPaklijst(k.kamp)),
        inschrijvingUrl: `https://inschrijven.${DEMO_DOMEIN}/kamp/${k.titel.toLowerCase().replace(/[^a-z]+/g, "-")}`,
        inschrijvingDeadline: k.kamp.deadline,
        contact: k.kamp.contact,
      });
      await tx.insert(kampDocument).values({ activiteitId: k.id, titel: "Kampboekje", ...boekjes[i]!, createdAt: Date.now() });
    }
    await tx.insert(appMeta).values({ key: DEMO_KAMPEN_FLAG, value: new Date().toISOString() });
  });
  await stored.catch(async (error: unknown) => {
    await deleteKampFiles(boekjes.map((b) => b.bestand));
    throw error;
  });
}

/** The text of a demo kampboekje. */
function demoKampboekje(k: { datum: string; totDatum: string; plaats: string; kamp: DemoKamp }): string[] {
  return [
    "Dit is een voorbeeld van een kampboekje (demo-inhoud).",
    "",
    `Wanneer: ${formatDateKey(k.datum)} tot ${formatDateKey(k.totDatum)}`,
    `Waar: ${k.plaats}`,
    `Vertrek: ${k.kamp.vertrekPlaats}`,
    `Terugkeer: ${k.kamp.terugkeerPlaats}`,
    `Prijs: ${k.kamp.prijs} euro`,
    `Contact tijdens het kamp: ${k.kamp.contact}`,
    "",
    "Paklijst",
    ...demoPaklijst(k.kamp).map((lijn) => (lijn.endsWith(":") ? lijn : `  - ${lijn}`)),
  ];
}

/**
 * Fictional leaders and history of the demo group. Loaded once: the flag, not the row count, decides,
 * so a group that deleted the demo leaders does not get them back on the next start. The system loads it.
 */
export function loadDemoContent(now: number = clockNow()): Promise<void> {
  return runAsSystem(async () => {
    await loadDemoTakken();
    await loadDemoActiviteiten(now);
    await loadDemoKampen();
    await loadDemoLeidingEnGeschiedenis(now);
    await loadDemoScoutsjaren(now);
  });
}

async function loadDemoLeidingEnGeschiedenis(now: number): Promise<void> {
  if (await isFlagSet(DEMO_FLAG)) return;
  const db = getDb();

  // Images are files; they are made before the rows that point at them.
  // One after the other: made all at once, the first start would need hundreds of megabytes for a moment.
  const portraits: string[] = [];
  for (const [i, l] of demoLeiding.entries()) portraits.push(await storeSharedDrawing(portretSvg(l.name, i)));
  const badges: string[] = [];
  for (const [i, p] of demoGeschiedenis.entries()) badges.push(await storeSharedDrawing(kentekenSvg(p.titel, p.beginjaar, i)));

  const takIdByName = new Map((await db.select().from(tak)).map((t) => [t.name, t.id]));
  const beginjaar = await huidigBeginjaar(now);

  await transaction(async (tx) => {
    // The demo's leaders are the current scouting year's, revealed on its 1 September.
    await tx.insert(scoutsjaar).values({ beginjaar, bekendmaking: Math.min(eersteSeptember(beginjaar), now), createdAt: now, updatedAt: now }).onConflictDoNothing();
    for (const [i, l] of demoLeiding.entries()) {
      const [row] = await tx
        .insert(leiding)
        .values({ name: l.name, tel: l.tel, imagename: portraits[i] ?? null, demo: true, createdAt: now, updatedAt: now })
        .returning({ id: leiding.id });
      for (const takName of l.takken) {
        const takId = takIdByName.get(takName);
        if (!row || takId === undefined) throw new Error(`Demo: onbekende tak ${takName}`);
        await tx.insert(leidingTak).values({ leidingId: row.id, takId, beginjaar });
      }
    }
    for (const [i, p] of demoGeschiedenis.entries()) {
      const id = slugify(p.titel);
      const badge = badges[i];
      await tx.insert(geschiedenis).values({
        id,
        titel: p.titel,
        beginjaar: p.beginjaar,
        eindjaar: p.eindjaar,
        aalmoezenier: p.aalmoezenier,
        groepsleiding: p.groepsleiding,
        jaarleuze: p.jaarleuze ?? null,
        kamp: p.kamp ?? null,
        kenteken: badge ? mediaUrl(badge) : null,
        dokter: p.dokter ?? null,
        tandarts: p.tandarts ?? null,
        notities: p.notities ?? null,
        demo: true,
        createdAt: now,
        updatedAt: now,
      });
      for (const [position, a] of p.artikels.entries()) {
        await tx.insert(geschiedenisArtikel).values({ geschiedenisId: id, titel: a.titel ?? null, artikel: a.artikel, position });
      }
    }
    await tx.insert(appMeta).values({ key: DEMO_FLAG, value: new Date().toISOString() });
  });
}

/**
 * Three past years in the archive and next year's draft, revealed one week after loading. Today's demo leaders are
 * found by name (a group may have deleted some: they are left out); former leaders get a name only.
 */
async function loadDemoScoutsjaren(now: number): Promise<void> {
  if (await isFlagSet(DEMO_SCOUTSJAREN_FLAG)) return;
  const db = getDb();
  const takIdByName = new Map((await db.select().from(tak)).map((t) => [t.name, t.id]));
  const huidig = await huidigBeginjaar(now);
  const portrait = await storeSharedDrawing(portretSvg(demoNieuweLeiding.name, demoLeiding.length));

  await transaction(async (tx) => {
    const idByName = new Map((await tx.select({ id: leiding.id, name: leiding.name }).from(leiding)).map((l) => [l.name, l.id]));
    async function leiderId(name: string, tel = "", imagename: string | null = null): Promise<number> {
      const known = idByName.get(name);
      if (known !== undefined) return known;
      const [row] = await tx.insert(leiding).values({ name, tel, imagename, demo: true, createdAt: now, updatedAt: now }).returning({ id: leiding.id });
      if (!row) throw new Error(`Demo: leiding ${name} niet aangemaakt`);
      idByName.set(name, row.id);
      return row.id;
    }
    async function assign(beginjaar: number, leiders: { name: string; takken: string[] }[], bekendmaking: number) {
      await tx.insert(scoutsjaar).values({ beginjaar, bekendmaking, createdAt: now, updatedAt: now }).onConflictDoNothing();
      for (const l of leiders) {
        const leidingId = await leiderId(l.name);
        for (const takName of l.takken) {
          const takId = takIdByName.get(takName);
          if (takId === undefined) throw new Error(`Demo: onbekende tak ${takName}`);
          await tx.insert(leidingTak).values({ leidingId, takId, beginjaar });
        }
      }
    }
    for (const jarenTerug of [3, 2, 1]) {
      const beginjaar = huidig - jarenTerug;
      await assign(beginjaar, demoArchiefJaar(jarenTerug).filter((l) => idByName.has(l.name) || !demoLeiding.some((d) => d.name === l.name)), eersteSeptember(beginjaar));
    }
    await leiderId(demoNieuweLeiding.name, demoNieuweLeiding.tel, portrait);
    await assign(huidig + 1, demoConcept().filter((l) => idByName.has(l.name)), now + WEEK_MS);
    await tx.insert(appMeta).values({ key: DEMO_SCOUTSJAREN_FLAG, value: new Date(now).toISOString() });
  });
}

/**
 * An installation that loaded the demo before demo content was marked ('Demo-inhoud verwijderen', issue 23): its demo
 * rows are found by what the demo made (the activities by the moment they were loaded, the leaders by their names,
 * the periods by their ids) and marked, once. A leader of the group's own with a demo leader's name would be marked
 * too; the demo's names are fictional.
 */
export async function markeerOudeDemo(): Promise<void> {
  if (await isFlagSet(DEMO_GEMARKEERD_FLAG)) return;
  const activiteitenGeladen = await readMeta(DEMO_ACTIVITEITEN_FLAG);
  const leidingGeladen = await isFlagSet(DEMO_FLAG);
  const jarenGeladen = await isFlagSet(DEMO_SCOUTSJAREN_FLAG);
  const namen = new Set<string>();
  if (leidingGeladen) for (const l of demoLeiding) namen.add(l.name);
  if (jarenGeladen) {
    for (const jarenTerug of [1, 2, 3]) for (const l of demoArchiefJaar(jarenTerug)) namen.add(l.name);
    namen.add(demoNieuweLeiding.name);
  }
  await transaction(async (tx) => {
    const geladenOp = activiteitenGeladen ? Date.parse(activiteitenGeladen) : Number.NaN;
    if (Number.isFinite(geladenOp)) await tx.update(activiteit).set({ demo: true }).where(eq(activiteit.createdAt, geladenOp));
    if (namen.size) await tx.update(leiding).set({ demo: true }).where(inArray(leiding.name, [...namen]));
    if (leidingGeladen) {
      await tx
        .update(geschiedenis)
        .set({ demo: true })
        .where(inArray(geschiedenis.id, demoGeschiedenis.map((p) => slugify(p.titel))));
    }
    await tx.insert(appMeta).values({ key: DEMO_GEMARKEERD_FLAG, value: new Date().toISOString() }).onConflictDoNothing();
  });
}
