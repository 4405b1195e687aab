import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { isPublicTak } from "./rules";
import { tak, type TakRow } from "./schema";

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
