import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import { boekjeUrl, isPublicTak, type Tak } from "./rules";
import { tak, type TakRow } from "./schema";
import { BOEKJES, TAKKEN } from "./tags.server";

export async function listTakken(): Promise<TakRow[]> {
  reads(TAKKEN);
  return getDb().select().from(tak).orderBy(asc(tak.id));
}

export async function listPublicTakken(): Promise<TakRow[]> {
  return (await listTakken()).filter(isPublicTak);
}

export async function getTak(id: number): Promise<TakRow | undefined> {
  reads(TAKKEN);
  const rows = await getDb().select().from(tak).where(eq(tak.id, id));
  return rows[0];
}

/** A branch by its route id (the lowercase name), e.g. "kapoenen". */
export async function getTakBySlug(slug: string): Promise<TakRow | undefined> {
  reads(TAKKEN);
  const rows = await getDb()
    .select()
    .from(tak)
    .where(sql`lower(${tak.name}) = ${slug.toLowerCase()}`);
  return rows[0];
}

/** A row in the API shape: the booklet as a URL, never as bytes. */
export function toTak(row: TakRow): Tak {
  reads(BOEKJES);
  return {
    id: row.id,
    name: row.name,
    leeftijd: row.leeftijd,
    email: row.email,
    color: row.color,
    beschrijving: row.beschrijving,
    boekje: row.boekje,
    boekjeUrl: boekjeUrl(row.boekje),
    boekjeUpdatedAt: row.boekjeUpdatedAt,
  };
}

/** Every tak (the Takleiding role included: admin dropdowns need it), by id, in the API shape. */
export async function listTakkenApi(): Promise<Tak[]> {
  return (await listTakken()).map(toTak);
}

export async function getTakApi(id: number): Promise<Tak | undefined> {
  const row = await getTak(id);
  return row && toTak(row);
}

export async function getTakBySlugApi(slug: string): Promise<Tak | undefined> {
  const row = await getTakBySlug(slug);
  return row && toTak(row);
}
