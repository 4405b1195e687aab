import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { now as clockNow } from "~/lib/clock.server";
import { listBoekjes } from "./boekje.server";
import { boekjeUrl, huidigBoekje, isPublicTak, type Tak } from "./rules";
import { tak, type BoekjeRow, type TakRow } from "./schema";

export async function listTakken(): Promise<TakRow[]> {
  return getDb().select().from(tak).orderBy(asc(tak.id));
}

export async function listPublicTakken(): Promise<TakRow[]> {
  return (await listTakken()).filter(isPublicTak);
}

export async function getTak(id: number): Promise<TakRow | undefined> {
  const rows = await getDb().select().from(tak).where(eq(tak.id, id));
  return rows[0];
}

/** A branch by its route id (the lowercase name), e.g. "kapoenen". */
export async function getTakBySlug(slug: string): Promise<TakRow | undefined> {
  const rows = await getDb()
    .select()
    .from(tak)
    .where(sql`lower(${tak.name}) = ${slug.toLowerCase()}`);
  return rows[0];
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

/** Every tak (the Takleiding role included: admin dropdowns need it), by id, in the API shape. */
export async function listTakkenApi(): Promise<Tak[]> {
  const [rows, boekjes] = await Promise.all([listTakken(), listBoekjes()]);
  return rows.map((row) => toTak(row, boekjes));
}

export async function getTakApi(id: number): Promise<Tak | undefined> {
  const row = await getTak(id);
  return row && toTak(row, await listBoekjes([row.id]));
}

export async function getTakBySlugApi(slug: string): Promise<Tak | undefined> {
  const row = await getTakBySlug(slug);
  return row && toTak(row, await listBoekjes([row.id]));
}
