import { and, asc, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import { mediaUrl } from "~/domains/media/media";
import { huidigBeginjaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { tak } from "~/domains/takken/schema";
import { TAKKEN } from "~/domains/takken/tags.server";
import { getTakBySlug, listTakken } from "~/domains/takken/takken.server";
import { isLeidingsgroep, isPublicTak, maakSlug } from "~/domains/takken/rules";
import { sortAlleLeiding, sortTakLeiding, takInfo, type Leider, type TakInfo } from "./rules";
import { leiding, leidingTak, type LeidingRow } from "./schema";
import { LEIDING } from "./tags.server";

// Every list here belongs to one scouting year (see domains/scoutsjaar): without one, the year the public sees now.

/** The photo's URL, or null when the leader has none. */
export function leiderImageUrl(imagename: string | null): string | null {
  return imagename ? mediaUrl(imagename) : null;
}

/**
 * Who reads: the public (pages and the read API) sees a leader's photo and phone number only when the leader allows
 * it (My account); the admin panel sees what is stored.
 */
export type LeidingView = { admin?: boolean };

/** Rows to the API shape, with each leader's branch assignments of the year (in leiding_tak order). */
async function withTakken(rows: LeidingRow[], beginjaar: number, view: LeidingView = {}): Promise<Leider[]> {
  reads(LEIDING, TAKKEN);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const assignments = await getDb()
    .select({ leidingId: leidingTak.leidingId, tak_leiding_id: leidingTak.id, tak_id: tak.id, tak_name: tak.name })
    .from(leidingTak)
    .innerJoin(tak, eq(tak.id, leidingTak.takId))
    .where(and(inArray(leidingTak.leidingId, ids), eq(leidingTak.beginjaar, beginjaar)))
    .orderBy(asc(leidingTak.id));
  const byLeider = new Map<number, Leider["takken"]>();
  for (const a of assignments) {
    const list = byLeider.get(a.leidingId) ?? [];
    list.push({ tak_name: a.tak_name, tak_leiding_id: a.tak_leiding_id, tak_id: a.tak_id });
    byLeider.set(a.leidingId, list);
  }
  return rows.map((r) => {
    const imagename = view.admin || r.toonFoto ? r.imagename : null;
    return {
      id: r.id,
      name: r.name,
      tel: view.admin || r.toonTelefoon ? r.tel : "",
      imagename,
      imageUrl: leiderImageUrl(imagename),
      takken: byLeider.get(r.id) ?? [],
    };
  });
}

const byName = [asc(sql`lower(${leiding.name})`), asc(leiding.id)];

function ledenVan(beginjaar: number) {
  return getDb().select({ id: leidingTak.leidingId }).from(leidingTak).where(eq(leidingTak.beginjaar, beginjaar));
}

/** The leaders of a year (those with a tak in it), by name. */
export async function listLeiding(beginjaar?: number, view: LeidingView = {}): Promise<Leider[]> {
  const jaar = beginjaar ?? (await huidigBeginjaar());
  return withTakken(await getDb().select().from(leiding).where(inArray(leiding.id, ledenVan(jaar))).orderBy(...byName), jaar, view);
}

/**
 * The admin's list while editing a year: its leaders, and those it can still take on (without a tak in it yet):
 * for the draft the current year's leaders, and anyone without any tak at all. Archive-only names stay out.
 */
export async function listLeidingBeheer(beginjaar: number, huidig: number): Promise<Leider[]> {
  const ooitIngedeeld = getDb().select({ id: leidingTak.leidingId }).from(leidingTak);
  const rows = await getDb()
    .select()
    .from(leiding)
    .where(
      or(
        inArray(leiding.id, ledenVan(beginjaar)),
        beginjaar > huidig ? inArray(leiding.id, ledenVan(huidig)) : undefined,
        notInArray(leiding.id, ooitIngedeeld),
      ),
    )
    .orderBy(...byName);
  return withTakken(rows, beginjaar, { admin: true });
}

/** One leader with the takken of a year (the current one without `beginjaar`), whether or not they lead in it. */
export async function getLeiding(id: number, beginjaar?: number, view: LeidingView = {}): Promise<Leider | undefined> {
  const rows = await getDb().select().from(leiding).where(eq(leiding.id, id));
  return (await withTakken(rows, beginjaar ?? (await huidigBeginjaar()), view))[0];
}

/** A leader's own consent choices, for My account. */
export async function getZichtbaarheid(id: number): Promise<{ toonFoto: boolean; toonTelefoon: boolean } | undefined> {
  const [row] = await getDb().select({ toonFoto: leiding.toonFoto, toonTelefoon: leiding.toonTelefoon }).from(leiding).where(eq(leiding.id, id));
  return row;
}

/**
 * One leader as the public sees them: not someone who only leads in the draft (not revealed yet) or only in the
 * archive (names only there). A leader without any tak in any year is shown as before years existed.
 */
export async function getPubliekeLeiding(id: number): Promise<Leider | undefined> {
  const leider = await getLeiding(id);
  if (!leider || leider.takken.length > 0) return leider;
  const elders = await getDb().select({ id: leidingTak.id }).from(leidingTak).where(eq(leidingTak.leidingId, id)).limit(1);
  return elders.length ? undefined : leider;
}

/** The group's takken as the leaders' rules need them (order, kind, whether they run). */
export async function leidingTakInfo(): Promise<TakInfo[]> {
  return (await listTakken()).map(takInfo);
}

/**
 * The leaders a branch page shows, in its order (branch leaders first). The branch is found by its address or its
 * name ("Rakwi's" or rakwis). A leaders' group without members of its own this year (like the specification's
 * 'Leiding') lists every leader, by their youngest age tak. Undefined when the tak does not exist or stopped.
 */
export async function listLeidingByTak(branchName: string, beginjaar?: number): Promise<Leider[] | undefined> {
  const found = await getTakBySlug(maakSlug(branchName));
  if (!found || !isPublicTak(found)) return undefined;
  const jaar = beginjaar ?? (await huidigBeginjaar());
  const members = getDb()
    .select({ id: leidingTak.leidingId })
    .from(leidingTak)
    .where(and(eq(leidingTak.takId, found.id), eq(leidingTak.beginjaar, jaar)));
  const rows = await getDb()
    .select()
    .from(leiding)
    .where(inArray(leiding.id, members))
    .orderBy(...byName);
  if (rows.length === 0 && isLeidingsgroep(found)) return sortAlleLeiding(await listLeiding(jaar), await leidingTakInfo());
  return sortTakLeiding(await withTakken(rows, jaar));
}

/** The specification's lightweight list "without images": every leader with their takken, no photo fields. */
export async function listLeidingZonderImage(): Promise<Omit<Leider, "imagename" | "imageUrl">[]> {
  return (await listLeiding()).map(({ imagename: _imagename, imageUrl: _imageUrl, ...rest }) => rest);
}

/**
 * A past year in the API's shape, names only: the phone number is empty and there is no photo, because leaders of
 * past years agreed to be shown for their year, not for ever (issue 17's privacy rule).
 */
export async function listLeidingArchief(beginjaar: number): Promise<Leider[]> {
  return (await listLeiding(beginjaar)).map((l) => ({ ...l, tel: "", imagename: null, imageUrl: null }));
}

/**
 * The page of this year's leaders: the first leaders' group without members of its own (it lists everyone, like the
 * specification's 'Leiding'), else the first leaders' group, else the takken page.
 */
export async function alleLeidingPad(): Promise<string> {
  const groepen = (await listTakken()).filter((t) => isPublicTak(t) && isLeidingsgroep(t));
  const jaar = await huidigBeginjaar();
  for (const g of groepen) {
    const [lid] = await getDb().select({ id: leidingTak.id }).from(leidingTak).where(and(eq(leidingTak.takId, g.id), eq(leidingTak.beginjaar, jaar))).limit(1);
    if (!lid) return `/takken/${g.slug}`;
  }
  return groepen[0] ? `/takken/${groepen[0].slug}` : "/takken";
}
