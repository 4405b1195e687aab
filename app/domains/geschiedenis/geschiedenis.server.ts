import { desc } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { geschiedenis, type GeschiedenisRow } from "./schema";

/** All periods, newest first (by begin year). */
export async function listGeschiedenis(): Promise<GeschiedenisRow[]> {
  return getDb().select().from(geschiedenis).orderBy(desc(geschiedenis.beginjaar), desc(geschiedenis.eindjaar));
}
