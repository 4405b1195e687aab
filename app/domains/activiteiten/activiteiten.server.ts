import { and, asc, desc, eq, gt, gte, inArray, lt, min, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { reads, type Tag } from "~/db/tags.server";
import type { Actor } from "~/domains/auth/actor.server";
import { managesTakken } from "~/domains/auth/permissions.server";
import { aantalInschrijvingen } from "~/domains/inschrijvingen/aantal.server";
import { mediaUrl } from "~/domains/media/media";
import { isPublicTak } from "~/domains/takken/rules";
import { tak } from "~/domains/takken/schema";
import { TAKKEN } from "~/domains/takken/tags.server";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { brusselsInstant, startOfBrusselsDay } from "~/lib/dates";
import { addDays, brusselsDateKey, toBrusselsIso } from "~/lib/days";
import type { KampApi, KampDocumentView, KampView } from "./kamp";
import { effectiveEnd, isKomend } from "./komend.server";
import { gebruikelijkeDuur, HELE_GROEP, kalenderHref, type Activiteit, type ActiviteitView, type TakLabel, type Verwijzing } from "./rules";
import { activiteit, activiteitKamp, activiteitTak, kampDocument, type ActiviteitRow } from "./schema";
import { activiteitTag, ALLE_ACTIVITEITEN, KAMPEN, KOMENDE_WEEK, KOMENDE_WEEK_MS, NIEUWS_ACTIVITEITEN, takActiviteiten } from "./tags.server";
import { now as clockNow } from "~/lib/clock.server";

/**
 * When an activity is over, roughly, in SQL: its end, or a day after its start without one (exactly: the end of its
 * Brussels day, komend.server.ts). The same expression as the index activiteit_einde_idx (schema.ts), constants
 * written out, so that SQLite uses that index for the lists of coming activities.
 */
export const ROUGH_END = sql`coalesce(${activiteit.einde}, ${activiteit.start} + 86400000)`;
/**
 * For the coming activities: SQLite would walk the start index from the oldest activity ever (it gives the order
 * without sorting) instead of taking the not-yet-over ones from the end index and sorting those few. A unary plus keeps
 * the start index out of the order (SQLite's documented way to steer its choice of index).
 */
const NOT_BY_START_INDEX = sql`+${activiteit.start}`;
/** What the rough end lets through that the exact one does not: activities without an end, at most a day. */
const KOMEND_MARGE = 20;

/** The takken an activity can be for: the group's takken that run (not the Takleiding role), as labels, in order. */
export async function activiteitTakken(): Promise<(TakLabel & { id: number; soort: string })[]> {
  return (await listPublicTakken()).map((t) => ({ id: t.id, slug: t.slug, name: t.name, color: t.color, soort: t.soort }));
}

/** What an activity form offers its writer: the takken they may give it, and 'Hele groep' when it is theirs. */
export interface TakKeuze {
  takken: { slug: string; name: string }[];
  heleGroep: boolean;
  /** Ticked on a new activity: the writer's own tak, when they have exactly one. */
  standaard: string[];
}

/** The form's takken for this writer (the Beheerder: all and 'Hele groep'; a Takleiding: their own takken). */
export async function takKeuze(actor: Actor): Promise<TakKeuze> {
  const takken = (await activiteitTakken()).filter((t) => managesTakken([t.id], actor)).map(({ slug, name }) => ({ slug, name }));
  const heleGroep = managesTakken([], actor);
  return { takken, heleGroep, standaard: !heleGroep && takken.length === 1 ? [takken[0]!.slug] : [] };
}

/**
 * Which activities this actor may change (the Beheerder: all; a Takleiding: those of only their own takken), as a
 * test on an activity's view: the admin's rows, and the activities it offers to link to (a replacement, an album's).
 */
export async function beheerbareActiviteit(actor: Actor): Promise<(a: Pick<ActiviteitView, "heleGroep" | "takken">) => boolean> {
  const idOf = new Map((await activiteitTakken()).map((t) => [t.slug, t.id]));
  return (a) => managesTakken(a.heleGroep ? [] : a.takken.map((t) => idOf.get(t.slug) ?? 0), actor);
}

/** Public URL of a camp's document; the name on disk is the server's, so the URL can be cached for long. */
export function kampDocumentUrl(bestand: string): string {
  return `/kampdocumenten/${encodeURIComponent(bestand)}`;
}

/** The camp details of those activities that are marked 'Kamp', by activity id. */
async function kampDetails(ids: readonly number[]): Promise<Map<number, KampView>> {
  const db = getDb();
  const [kampen, documenten] = await Promise.all([
    db.select().from(activiteitKamp).where(inArray(activiteitKamp.activiteitId, [...ids])),
    db.select().from(kampDocument).where(inArray(kampDocument.activiteitId, [...ids])).orderBy(asc(kampDocument.id)),
  ]);
  const docs = new Map<number, KampDocumentView[]>();
  for (const d of documenten) {
    const list = docs.get(d.activiteitId) ?? [];
    list.push({ id: d.id, titel: d.titel, url: kampDocumentUrl(d.bestand), grootte: d.grootte });
    docs.set(d.activiteitId, list);
  }
  return new Map(
    kampen.map((k) => [
      k.activiteitId,
      {
        vertrekPlaats: k.vertrekPlaats,
        terugkeerPlaats: k.terugkeerPlaats,
        adres: k.adres,
        prijsCent: k.prijsCent,
        steun: k.steun,
        paklijst: parsePaklijst(k.paklijst),
        inschrijvingUrl: k.inschrijvingUrl,
        inschrijvingDeadline: k.inschrijvingDeadline,
        contact: k.contact,
        documenten: docs.get(k.activiteitId) ?? [],
      },
    ]),
  );
}

function parsePaklijst(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

async function withTakken(rows: ActiviteitRow[]): Promise<ActiviteitView[]> {
  if (rows.length === 0) return [];
  reads(TAKKEN);
  const kampen = await kampDetails(rows.map((r) => r.id));
  // The sign-ups' count is changed with the activity's tags (inschrijvingen/mutations.server.ts): no tag of its own.
  const aantallen = await aantalInschrijvingen(rows.filter((r) => r.inschrijven).map((r) => r.id));
  const links = await getDb()
    .select({ activiteitId: activiteitTak.activiteitId, id: tak.id, name: tak.name, slug: tak.slug, color: tak.color, soort: tak.soort, gestoptOp: tak.gestoptOp })
    .from(activiteitTak)
    .innerJoin(tak, eq(tak.id, activiteitTak.takId))
    .where(inArray(activiteitTak.activiteitId, rows.map((r) => r.id)))
    .orderBy(asc(tak.volgorde), asc(tak.id));
  // The replacements of the cancelled ones, and the cancelled ones each replaces.
  const now = clockNow();
  const naar = rows.map((r) => r.vervangenDoor).filter((id): id is number => id !== null);
  const [vervangingen, vervangen] = await Promise.all([
    naar.length ? getDb().select().from(activiteit).where(inArray(activiteit.id, naar)) : Promise.resolve([]),
    getDb()
      .select()
      .from(activiteit)
      .where(inArray(activiteit.vervangenDoor, rows.map((r) => r.id))),
  ]);
  // A card names its replacement (or what it replaces) by title and date: a write to that one changes this card too.
  for (const r of [...vervangingen, ...vervangen]) reads(activiteitTag(r.id));
  const verwijzing = (r: ActiviteitRow): Verwijzing => ({ id: r.id, titel: r.titel, start: r.start, einde: r.einde, href: kalenderHref(r, now) });
  const verwijzingNaar = (id: number | null): Verwijzing | null => {
    const row = id === null ? undefined : vervangingen.find((v) => v.id === id);
    return row ? verwijzing(row) : null;
  };
  const byActiviteit = new Map<number, TakLabel[]>();
  for (const link of links) {
    if (!isPublicTak(link)) continue;
    const list = byActiviteit.get(link.activiteitId) ?? [];
    list.push({ slug: link.slug, name: link.name, color: link.color });
    byActiviteit.set(link.activiteitId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    titel: r.titel,
    heleGroep: r.heleGroep,
    takken: r.heleGroep ? [] : (byActiviteit.get(r.id) ?? []),
    start: r.start,
    einde: r.einde,
    plaats: r.plaats,
    beschrijving: r.beschrijving,
    meebrengen: r.meebrengen,
    afbeeldingUrl: r.afbeelding ? mediaUrl(r.afbeelding) : null,
    nieuws: r.nieuws,
    afgelast: r.afgelast,
    reden: r.reden,
    vervangenDoor: r.afgelast ? verwijzingNaar(r.vervangenDoor) : null,
    vervangt: vervangen.filter((v) => v.afgelast && v.vervangenDoor === r.id).map(verwijzing),
    kamp: kampen.get(r.id) ?? null,
    inschrijving: r.inschrijven ? { plaatsen: r.plaatsen, tot: r.inschrijvenTot, aantal: aantallen.get(r.id) ?? 0 } : null,
    sequence: r.sequence,
    updatedAt: r.updatedAt,
  }));
}


/** Activities of some takken: their own and those for the whole group. */
function voorTakken(takIds: readonly number[]): SQL {
  const own = getDb()
    .select({ id: activiteitTak.activiteitId })
    .from(activiteitTak)
    .where(takIds.length === 1 ? eq(activiteitTak.takId, takIds[0]!) : inArray(activiteitTak.takId, [...takIds]));
  return or(eq(activiteit.heleGroep, true), inArray(activiteit.id, own))!;
}

export interface ActiviteitFilter {
  /** Only the activities of this tak (by id), whole-group ones included. */
  takId?: number;
  /** Only the activities of these takken (a family's feed), whole-group ones included. */
  takIds?: readonly number[];
  /** Only activities that start at or after this instant. */
  van?: number;
  /** Only activities that start before this instant. */
  tot?: number;
  /** Only activities not over at this instant (going on or still to come). */
  komendOp?: number;
  /** Only those shown on the news page. */
  nieuws?: boolean;
  /** The latest start first instead of the earliest. */
  nieuwsteEerst?: boolean;
  /** Only those marked 'Kamp'. */
  kamp?: boolean;
  limit?: number;
}

/** What a list over all takken reads: the news, the camps, the coming week ('Deze week'), or every activity. */
function lijstTag(filter: ActiviteitFilter): Tag {
  if (filter.nieuws) return NIEUWS_ACTIVITEITEN;
  if (filter.kamp) return KAMPEN;
  const { komendOp, tot } = filter;
  if (komendOp !== undefined && tot !== undefined && filter.van === undefined && tot - komendOp <= KOMENDE_WEEK_MS) return KOMENDE_WEEK;
  return ALLE_ACTIVITEITEN;
}

/** Activities in start order (the earliest first, or the latest with `nieuwsteEerst`), filtered. */
export async function listActiviteiten(filter: ActiviteitFilter = {}): Promise<ActiviteitView[]> {
  const takIds = filter.takIds ?? (filter.takId === undefined ? undefined : [filter.takId]);
  if (takIds !== undefined) reads(...takIds.flatMap(takActiviteiten));
  else reads(lijstTag(filter));
  const conditions: SQL[] = [];
  if (takIds !== undefined) conditions.push(voorTakken(takIds));
  if (filter.van !== undefined) conditions.push(gte(activiteit.start, filter.van));
  if (filter.tot !== undefined) conditions.push(lt(activiteit.start, filter.tot));
  if (filter.nieuws !== undefined) conditions.push(eq(activiteit.nieuws, filter.nieuws));
  if (filter.kamp !== undefined) {
    const kampen = getDb().select({ id: activiteitKamp.activiteitId }).from(activiteitKamp);
    conditions.push(filter.kamp ? inArray(activiteit.id, kampen) : notInArray(activiteit.id, kampen));
  }
  const now = filter.komendOp;
  // Roughly in SQL, exactly below; a limit leaves room for what only the exact rule drops.
  if (now !== undefined) conditions.push(gte(ROUGH_END, now));
  const limit = filter.limit === undefined ? undefined : filter.limit + (now === undefined ? 0 : KOMEND_MARGE);
  const query = getDb()
    .select()
    .from(activiteit)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...(filter.nieuwsteEerst ? [desc(activiteit.start), desc(activiteit.id)] : [asc(now === undefined ? activiteit.start : NOT_BY_START_INDEX), asc(activiteit.id)]))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  let views = await withTakken(rows);
  if (now !== undefined) views = views.filter((a) => isKomend(a, now));
  if (filter.limit === undefined) return views;
  // More than the margin dropped (many activities without an end yesterday): the whole list, then the first ones.
  if (limit !== undefined && rows.length === limit && views.length < filter.limit) return (await listActiviteiten({ ...filter, limit: undefined })).slice(0, filter.limit);
  return views.slice(0, filter.limit);
}

/** Activities by id, in start order (unknown ids are left out). */
export async function getActiviteiten(ids: readonly number[]): Promise<ActiviteitView[]> {
  if (ids.length === 0) return [];
  reads(...ids.map(activiteitTag));
  const rows = await getDb().select().from(activiteit).where(inArray(activiteit.id, [...ids])).orderBy(asc(activiteit.start), asc(activiteit.id));
  return withTakken(rows);
}

/** One day of a weekly series before it is saved: its times, and the activities of the same tak it would overlap. */
export interface ReeksDag {
  dag: string;
  start: number;
  einde: number | null;
  botsingen: { id: number; titel: string; start: number; einde: number | null }[];
}

/**
 * The days of a series with their collisions: activities that go ahead, of one of the series' takken (or of the whole
 * group, or any tak when the series is the whole group's), at hours that overlap (an activity without an end lasts
 * until the end of its day).
 */
export async function reeksVoorbeeld(input: { takken: readonly string[]; dagen: readonly string[]; beginuur: string; einduur: string | null }): Promise<ReeksDag[]> {
  const dagen = input.dagen.map((dag) => {
    const start = brusselsInstant(dag, input.beginuur);
    const einde = input.einduur === null ? null : brusselsInstant(dag, input.einduur);
    return { dag, start, einde };
  });
  if (dagen.length === 0) return [];
  const laatste = effectiveEnd(dagen.at(-1)!);
  // Only those not over when the series begins: not every activity ever entered.
  const bestaande = (await listActiviteiten({ komendOp: dagen[0]!.start, tot: laatste })).filter((a) => !a.afgelast && effectiveEnd(a) > dagen[0]!.start);
  const heleGroep = input.takken.includes(HELE_GROEP);
  const zelfdeTak = (a: ActiviteitView) => heleGroep || a.heleGroep || a.takken.some((t) => input.takken.includes(t.slug));
  return dagen.map((d) => ({
    ...d,
    botsingen: bestaande
      .filter((a) => zelfdeTak(a) && a.start < effectiveEnd(d) && effectiveEnd(a) > d.start)
      .map((a) => ({ id: a.id, titel: a.titel, start: a.start, einde: a.einde })),
  }));
}

export async function getActiviteit(id: number): Promise<ActiviteitView | undefined> {
  reads(activiteitTag(id));
  const rows = await getDb().select().from(activiteit).where(eq(activiteit.id, id));
  return (await withTakken(rows))[0];
}

/** The JSON API's shape: tak slugs (or ["hele-groep"]), times in ISO 8601 with the Brussels offset. */
export function toApi(view: ActiviteitView): Activiteit {
  return {
    id: view.id,
    titel: view.titel,
    takken: view.heleGroep ? [HELE_GROEP] : view.takken.map((t) => t.slug),
    start: toBrusselsIso(view.start),
    einde: view.einde === null ? null : toBrusselsIso(view.einde),
    plaats: view.plaats,
    beschrijving: view.beschrijving,
    meebrengen: view.meebrengen,
    afbeelding: view.afbeeldingUrl,
    nieuws: view.nieuws,
    afgelast: view.afgelast,
    reden: view.reden,
    vervangenDoor: view.vervangenDoor?.id ?? null,
    kamp: view.kamp && kampApi(view, view.kamp),
    inschrijven: view.inschrijving !== null,
    plaatsen: view.inschrijving?.plaatsen ?? null,
    inschrijvenTot: view.inschrijving?.tot == null ? null : toBrusselsIso(view.inschrijving.tot),
  };
}

function kampApi(view: ActiviteitView, kamp: KampView): KampApi {
  return {
    vertrek: { moment: toBrusselsIso(view.start), plaats: kamp.vertrekPlaats },
    terugkeer: { moment: view.einde === null ? null : toBrusselsIso(view.einde), plaats: kamp.terugkeerPlaats },
    adres: kamp.adres,
    prijs: kamp.prijsCent === null ? null : kamp.prijsCent / 100,
    steun: kamp.steun,
    inschrijving: { url: kamp.inschrijvingUrl, deadline: kamp.inschrijvingDeadline },
    paklijst: kamp.paklijst,
    documenten: kamp.documenten,
    contact: kamp.contact,
  };
}

/**
 * The admin's list: coming activities first (the earliest first), then the past ones (the latest first).
 */
export async function listActiviteitenBeheer(now: number = clockNow()): Promise<ActiviteitView[]> {
  const all = await listActiviteiten();
  const coming = all.filter((a) => isKomend(a, now));
  const past = all.filter((a) => !isKomend(a, now)).reverse();
  return [...coming, ...past];
}

/** How many of a tak's latest activities with an end tell its usual length. */
const DUUR_STEEKPROEF = 12;

/**
 * Each tak's usual length of an activity in minutes (by slug; 'hele-groep' for the whole group's), from its latest
 * activities with an end (issue 52: 'Einde' proposed from 'Begin'). A tak without enough of them is left out.
 */
export async function gebruikelijkeDuren(now: number = clockNow()): Promise<Record<string, number>> {
  const rows = await getDb()
    .select({ start: activiteit.start, einde: activiteit.einde, heleGroep: activiteit.heleGroep, takId: activiteitTak.takId })
    .from(activiteit)
    .leftJoin(activiteitTak, eq(activiteitTak.activiteitId, activiteit.id))
    .where(and(sql`${activiteit.einde} is not null`, gte(activiteit.start, now - 365 * 24 * 60 * 60 * 1000), lt(activiteit.start, now + 365 * 24 * 60 * 60 * 1000)))
    .orderBy(desc(activiteit.start))
    .limit(500);
  const slugs = new Map((await activiteitTakken()).map((t) => [t.id, t.slug]));
  const perTak = new Map<string, number[]>();
  for (const r of rows) {
    const slug = r.heleGroep ? HELE_GROEP : r.takId === null ? undefined : slugs.get(r.takId);
    if (!slug || r.einde === null) continue;
    const list = perTak.get(slug) ?? [];
    if (list.length < DUUR_STEEKPROEF) list.push(Math.round((r.einde - r.start) / 60_000));
    perTak.set(slug, list);
  }
  const duren: Record<string, number> = {};
  for (const [slug, list] of perTak) {
    const duur = gebruikelijkeDuur(list);
    if (duur !== null) duren[slug] = duur;
  }
  return duren;
}

/**
 * The next moment after `now` at which the public pages change by the clock alone because of an activity: it enters
 * the coming week ('Deze week'), begins (its absence and sign-up links go), its sign-ups close, or it ends; and the
 * next Brussels midnight ('vandaag', 'morgen', an activity without an end that is over). A cached page is valid until
 * then (server/app.ts), so a page is not rendered again on a timer to catch these moments.
 */
export async function volgendeOmslag(now: number = clockNow()): Promise<number> {
  const db = getDb();
  const eerste = async (column: SQLiteColumn, na: number): Promise<number | null> => {
    const [row] = await db.select({ moment: min(column) }).from(activiteit).where(gt(column, na));
    return row?.moment === null || row?.moment === undefined ? null : Number(row.moment);
  };
  const [inDeWeek, begin, einde, sluit] = await Promise.all([
    eerste(activiteit.start, now + KOMENDE_WEEK_MS),
    eerste(activiteit.start, now),
    eerste(activiteit.einde, now),
    eerste(activiteit.inschrijvenTot, now),
  ]);
  const momenten = [inDeWeek === null ? null : inDeWeek - KOMENDE_WEEK_MS, begin, einde, sluit].filter((m): m is number => m !== null);
  return Math.min(...momenten, startOfBrusselsDay(addDays(brusselsDateKey(now), 1)));
}
