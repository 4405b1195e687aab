import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import { mediaUrl } from "~/domains/media/media";
import { isPublicTak, takSlug } from "~/domains/takken/rules";
import { tak } from "~/domains/takken/schema";
import { TAKKEN } from "~/domains/takken/tags.server";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { toBrusselsIso } from "~/lib/days";
import { isKomend } from "./komend.server";
import { HELE_GROEP, type Activiteit, type ActiviteitView, type TakLabel } from "./rules";
import { activiteit, activiteitTak, type ActiviteitRow } from "./schema";
import { activiteitTag, ALLE_ACTIVITEITEN, NIEUWS_ACTIVITEITEN, takActiviteiten } from "./tags.server";

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

/** The takken an activity can be for: the nine public takken (not the Takleiding role), as labels. */
export async function activiteitTakken(): Promise<(TakLabel & { id: number })[]> {
  return (await listPublicTakken()).map((t) => ({ id: t.id, slug: takSlug(t.name), name: t.name, color: t.color }));
}

async function withTakken(rows: ActiviteitRow[]): Promise<ActiviteitView[]> {
  if (rows.length === 0) return [];
  reads(TAKKEN);
  const links = await getDb()
    .select({ activiteitId: activiteitTak.activiteitId, id: tak.id, name: tak.name, color: tak.color })
    .from(activiteitTak)
    .innerJoin(tak, eq(tak.id, activiteitTak.takId))
    .where(inArray(activiteitTak.activiteitId, rows.map((r) => r.id)))
    .orderBy(asc(tak.id));
  const byActiviteit = new Map<number, TakLabel[]>();
  for (const link of links) {
    if (!isPublicTak(link)) continue;
    const list = byActiviteit.get(link.activiteitId) ?? [];
    list.push({ slug: takSlug(link.name), name: link.name, color: link.color });
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
    sequence: r.sequence,
    updatedAt: r.updatedAt,
  }));
}

/** Activities of a tak: its own and those for the whole group. */
function voorTak(takId: number): SQL {
  const own = getDb().select({ id: activiteitTak.activiteitId }).from(activiteitTak).where(eq(activiteitTak.takId, takId));
  return or(eq(activiteit.heleGroep, true), inArray(activiteit.id, own))!;
}

export interface ActiviteitFilter {
  /** Only the activities of this tak (by id), whole-group ones included. */
  takId?: number;
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
  limit?: number;
}

/** Activities in start order (the earliest first, or the latest with `nieuwsteEerst`), filtered. */
export async function listActiviteiten(filter: ActiviteitFilter = {}): Promise<ActiviteitView[]> {
  if (filter.takId !== undefined) reads(...takActiviteiten(filter.takId));
  else reads(filter.nieuws ? NIEUWS_ACTIVITEITEN : ALLE_ACTIVITEITEN);
  const conditions: SQL[] = [];
  if (filter.takId !== undefined) conditions.push(voorTak(filter.takId));
  if (filter.van !== undefined) conditions.push(gte(activiteit.start, filter.van));
  if (filter.tot !== undefined) conditions.push(lt(activiteit.start, filter.tot));
  if (filter.nieuws !== undefined) conditions.push(eq(activiteit.nieuws, filter.nieuws));
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
  };
}

/**
 * The admin's list: coming activities first (the earliest first), then the past ones (the latest first).
 */
export async function listActiviteitenBeheer(now: number = Date.now()): Promise<ActiviteitView[]> {
  const all = await listActiviteiten();
  const coming = all.filter((a) => isKomend(a, now));
  const past = all.filter((a) => !isKomend(a, now)).reverse();
  return [...coming, ...past];
}
