import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import { mededeling } from "./schema";
import { MEDEDELING } from "./tags.server";
import type { Mededeling } from "./rules";
import { now as clockNow } from "~/lib/clock.server";

/** There is one announcement at a time: the row with this id. */
export const MEDEDELING_ID = 1;

/** The stored announcement, shown or not (the admin edits it). */
export async function getMededeling(): Promise<Mededeling | null> {
  reads(MEDEDELING);
  const rows = await getDb().select().from(mededeling).where(eq(mededeling.id, MEDEDELING_ID));
  const row = rows[0];
  return row ? { tekst: row.tekst, link: row.link, zichtbaarTot: row.zichtbaarTot } : null;
}

/** The announcement to show now: none after its 'zichtbaar tot' moment. */
export async function getActieveMededeling(now: number = clockNow()): Promise<Mededeling | null> {
  const current = await getMededeling();
  return current && current.zichtbaarTot > now ? current : null;
}
