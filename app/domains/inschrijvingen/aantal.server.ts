import { count, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { inschrijving } from "./schema";

// How many sign-ups activities have (those on the waiting list included): the numbers the public pages show beside
// 'Inschrijven'. Its own module: the activities' reads use it, and this domain's reads use theirs.

export async function aantalInschrijvingen(activiteitIds: readonly number[]): Promise<Map<number, number>> {
  if (activiteitIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: inschrijving.activiteitId, aantal: count() })
    .from(inschrijving)
    .where(inArray(inschrijving.activiteitId, [...activiteitIds]))
    .groupBy(inschrijving.activiteitId);
  return new Map(rows.map((r) => [r.id, r.aantal]));
}
