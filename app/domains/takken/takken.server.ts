import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import { now as clockNow } from "~/lib/clock.server";
import { listBoekjes } from "./boekje.server";
import { boekjeUrl, huidigBoekje, isPublicTak, ROL, type Tak } from "./rules";
import { tak, takOudAdres, type BoekjeRow, type TakRow } from "./schema";
import { TAKKEN } from "./tags.server";

/** Set by 'Aan de slag' once a group chose where its takken come from (a movement's set, or none): app_meta. */
export const TAKKEN_GEKOZEN = "takken_gekozen";

/** Every row: the takken that run and those that stopped, and the Takleiding role, in the group's order. */
export async function listTakken(): Promise<TakRow[]> {
  reads(TAKKEN);
  return getDb().select().from(tak).orderBy(asc(tak.volgorde), asc(tak.id));
}

/** The takken visitors see: those that run, in the group's order. */
export async function listPublicTakken(): Promise<TakRow[]> {
  return (await listTakken()).filter(isPublicTak);
}

export async function getTak(id: number): Promise<TakRow | undefined> {
  reads(TAKKEN);
  const rows = await getDb().select().from(tak).where(eq(tak.id, id));
  return rows[0];
}

/** A tak by its address (/takken/{slug}), whether it runs or not; the caller decides what it may show. */
export async function getTakBySlug(slug: string): Promise<TakRow | undefined> {
  reads(TAKKEN);
  const rows = await getDb()
    .select()
    .from(tak)
    .where(eq(tak.slug, slug.toLowerCase()));
  return rows[0];
}

/**
 * Where an old address of a tak leads now: the slug of the tak that had it, when that tak still runs; undefined for
 * an address no tak ever left (or of a tak that stopped, whose page is gone).
 */
export async function verhuisdeSlug(slug: string): Promise<string | undefined> {
  reads(TAKKEN);
  const [row] = await getDb()
    .select({ slug: tak.slug, soort: tak.soort, gestoptOp: tak.gestoptOp })
    .from(takOudAdres)
    .innerJoin(tak, eq(tak.id, takOudAdres.takId))
    .where(eq(takOudAdres.slug, slug.toLowerCase()));
  return row && isPublicTak(row) ? row.slug : undefined;
}

/** The old addresses of every tak (the takken page keeps them as anchors, so old links land on the right card). */
export async function oudeAdressen(): Promise<Map<number, string[]>> {
  reads(TAKKEN);
  const rows = await getDb().select().from(takOudAdres).orderBy(asc(takOudAdres.sinds));
  const map = new Map<number, string[]>();
  for (const r of rows) map.set(r.takId, [...(map.get(r.takId) ?? []), r.slug]);
  return map;
}

/**
 * A row in the API shape, with its current booklet (the current month's, or else the latest before it) as a URL,
 * never as bytes.
 */
export function toTak(row: TakRow, boekjes: readonly BoekjeRow[] = [], now: number = clockNow()): Tak {
  const huidig = huidigBoekje(
    boekjes.filter((b) => b.takId === row.id),
    now,
  );
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: `/takken/${row.slug}`,
    soort: row.soort,
    volgorde: row.volgorde,
    leeftijd: row.leeftijd,
    email: row.email,
    color: row.color,
    beschrijving: row.beschrijving,
    boekje: huidig?.bestand ?? null,
    boekjeUrl: boekjeUrl(huidig?.bestand),
    boekjeUpdatedAt: huidig?.uploadedAt ?? null,
    boekjeMaand: huidig?.maand ?? null,
  };
}

/** The takken that run and the Takleiding role (scripts that assign leaders need its id), in order, in the API shape. */
export async function listTakkenApi(): Promise<Tak[]> {
  const [rows, boekjes] = await Promise.all([listTakken(), listBoekjes()]);
  return rows.filter((row) => isPublicTak(row) || row.soort === ROL).map((row) => toTak(row, boekjes));
}

/** One tak in the API shape; undefined for an unknown id or a tak that stopped (it left the public site). */
export async function getTakApi(id: number): Promise<Tak | undefined> {
  const row = await getTak(id);
  return row && row.gestoptOp === null ? toTak(row, await listBoekjes([row.id])) : undefined;
}

export async function getTakBySlugApi(slug: string): Promise<Tak | undefined> {
  const row = await getTakBySlug(slug);
  return row && row.gestoptOp === null ? toTak(row, await listBoekjes([row.id])) : undefined;
}

/** The lowest place in the order after every row, for a new tak. */
export function volgendePlaats(rows: readonly { volgorde: number; soort: string }[]): number {
  return Math.max(0, ...rows.filter((r) => r.soort !== ROL).map((r) => r.volgorde)) + 1;
}

/** Case-insensitive SQL match of a tak's name (the uniqueness check of a new name). */
export const naamGelijk = (name: string) => sql`lower(${tak.name}) = ${name.toLowerCase()}`;
