import { asc, eq, lt, sql } from "drizzle-orm";
import { getDb, type Tx } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import { LEIDING } from "~/domains/leiding/tags.server";
import { leiding, leidingTak } from "~/domains/leiding/schema";
import { tak } from "~/domains/takken/schema";
import { ROL } from "~/domains/takken/rules";
import { TAKKEN } from "~/domains/takken/tags.server";
import { now as clockNow } from "~/lib/clock.server";
import { brusselsInstant } from "~/lib/dates";
import { InputError } from "~/lib/errors";
import { conceptJaar, jaarLabel, parseJaarLabel, publiekBeginjaar, volgendeBekendmaking, type ArchiefTak, type JaarRij } from "./rules";
import { scoutsjaar } from "./schema";

export async function listJaren(db: Tx | ReturnType<typeof getDb> = getDb()): Promise<JaarRij[]> {
  // The years decide which leaders are public: part of the leaders' content.
  reads(LEIDING);
  return db.select({ beginjaar: scoutsjaar.beginjaar, bekendmaking: scoutsjaar.bekendmaking }).from(scoutsjaar).orderBy(asc(scoutsjaar.beginjaar));
}

/** The scouting year every public page and the public API show now. */
export async function huidigBeginjaar(now: number = clockNow()): Promise<number> {
  return publiekBeginjaar(await listJaren(), now);
}

/** The overview the admin works from: the current year, the draft (if any) and the archived years with leaders. */
export async function jarenOverzicht(now: number = clockNow()) {
  const jaren = await listJaren();
  const huidig = publiekBeginjaar(jaren, now);
  const archief = await archiefJaren(huidig);
  return { huidig, concept: conceptJaar(jaren, now), archief };
}

/** Past years that have leaders, newest first. */
export async function archiefJaren(huidig?: number): Promise<number[]> {
  reads(LEIDING);
  const before = huidig ?? (await huidigBeginjaar());
  const rows = await getDb()
    .selectDistinct({ beginjaar: leidingTak.beginjaar })
    .from(leidingTak)
    .where(lt(leidingTak.beginjaar, before))
    .orderBy(sql`${leidingTak.beginjaar} desc`);
  return rows.map((r) => r.beginjaar);
}

/** The next moment a reveal changes the public pages by itself (Infinity when none is planned). */
export async function volgendeJaarwissel(now: number = clockNow()): Promise<number> {
  return volgendeBekendmaking(await listJaren(), now);
}

/**
 * The year a write of assignments goes to: the `jaar` it names (the current year or the draft) or, without one, the
 * current year. Past years are the archive and stay as they are; a year after the draft does not exist yet.
 */
export async function schrijfJaar(tx: Tx, jaar: string | undefined, field = "jaar"): Promise<number> {
  const jaren = await listJaren(tx);
  const now = clockNow();
  const huidig = publiekBeginjaar(jaren, now);
  if (jaar === undefined || jaar === "") {
    await ensureJaar(tx, huidig, 0);
    return huidig;
  }
  const begin = parseJaarLabel(jaar);
  if (begin === null) throw new InputError("Geef het scoutsjaar als 2025-2026.", 400, { [field]: "Geef het scoutsjaar als 2025-2026." });
  return assertSchrijfbaar(tx, begin, field, jaren, now);
}

/** Refuses a change in an archived year, or in a year that is neither current nor the draft. */
export async function assertSchrijfbaar(tx: Tx, begin: number, field = "jaar", jaren?: JaarRij[], now: number = clockNow()): Promise<number> {
  const all = jaren ?? (await listJaren(tx));
  const huidig = publiekBeginjaar(all, now);
  if (begin < huidig) {
    throw new InputError(`Scoutsjaar ${jaarLabel(begin)} is afgesloten: het archief wijzig je niet meer.`, 409, {
      [field]: `Scoutsjaar ${jaarLabel(begin)} is afgesloten.`,
    });
  }
  if (begin === huidig) {
    await ensureJaar(tx, huidig, 0);
    return huidig;
  }
  if (conceptJaar(all, now)?.beginjaar !== begin) {
    throw new InputError(`Scoutsjaar ${jaarLabel(begin)} wordt niet voorbereid.`, 400, { [field]: `Scoutsjaar ${jaarLabel(begin)} wordt niet voorbereid.` });
  }
  return begin;
}

/**
 * The current year gets its row on its first write (a new installation has none), so that it stays the current year
 * after 1 September until the next one is revealed, instead of the date alone emptying the pages.
 */
async function ensureJaar(tx: Tx, beginjaar: number, bekendmaking: number): Promise<void> {
  const t = clockNow();
  await tx.insert(scoutsjaar).values({ beginjaar, bekendmaking, createdAt: t, updatedAt: t }).onConflictDoNothing();
}

/**
 * Who led which tak in a year: names only (the privacy rule for past years), takken in their order. A tak that stopped
 * since is part of this history too.
 */
export async function archiefVanJaar(beginjaar: number): Promise<ArchiefTak[]> {
  reads(LEIDING, TAKKEN);
  const rows = await getDb()
    .select({ id: leiding.id, name: leiding.name, takId: tak.id, takName: tak.name, rol: sql<boolean>`${tak.soort} = ${ROL}` })
    .from(leidingTak)
    .innerJoin(leiding, eq(leiding.id, leidingTak.leidingId))
    .innerJoin(tak, eq(tak.id, leidingTak.takId))
    .where(eq(leidingTak.beginjaar, beginjaar))
    .orderBy(asc(tak.volgorde), asc(tak.id), asc(sql`lower(${leiding.name})`));
  return groupArchief(rows);
}

function groupArchief(rows: { id: number; name: string; takId: number; takName: string; rol: boolean | number }[]): ArchiefTak[] {
  // Takleiding is a role, not a tak: it marks the names within their tak instead of listing them a second time.
  const takleiders = new Set(rows.filter((r) => r.rol).map((r) => r.id));
  const byTak = new Map<string, ArchiefTak>();
  for (const r of rows) {
    if (r.rol) continue;
    const entry = byTak.get(r.takName) ?? { tak: r.takName, namen: [] };
    entry.namen.push({ id: r.id, name: r.name, takleiding: takleiders.has(r.id) });
    byTak.set(r.takName, entry);
  }
  return [...byTak.values()];
}

/** 1 September 00:00 in Brussels of a scouting year's start: the reveal a new draft proposes. */
export function eersteSeptember(beginjaar: number): number {
  return brusselsInstant(`${beginjaar}-09-01`, "00:00");
}
