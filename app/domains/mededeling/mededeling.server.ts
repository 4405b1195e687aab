import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { mededeling } from "./schema";
import type { Mededeling } from "./rules";

/** There is one announcement at a time: the row with this id. */
export const MEDEDELING_ID = 1;

/** The stored announcement, shown or not (the admin edits it). */
export async function getMededeling(): Promise<Mededeling | null> {
  const rows = await getDb().select().from(mededeling).where(eq(mededeling.id, MEDEDELING_ID));
  const row = rows[0];
  return row ? { tekst: row.tekst, link: row.link, zichtbaarTot: row.zichtbaarTot } : null;
}

/** The announcement to show now: none after its 'zichtbaar tot' moment. */
export async function getActieveMededeling(now: number = Date.now()): Promise<Mededeling | null> {
  const current = await getMededeling();
  return current && current.zichtbaarTot > now ? current : null;
}
