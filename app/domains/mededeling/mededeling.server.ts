import { eq } from "drizzle-orm";
import { getDb, transaction } from "~/db/client.server";
import { changes, reads } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { mededeling } from "./schema";
import { MEDEDELING } from "./tags.server";
import type { Mededeling } from "./rules";
import type { MededelingInput } from "./validation";
import { requireBeheerder } from "~/domains/auth/permissions.server";

const ID = 1;

/** The stored announcement, shown or not (the admin edits it). */
export async function getMededeling(): Promise<Mededeling | null> {
  reads(MEDEDELING);
  const rows = await getDb().select().from(mededeling).where(eq(mededeling.id, ID));
  const row = rows[0];
  return row ? { tekst: row.tekst, link: row.link, zichtbaarTot: row.zichtbaarTot } : null;
}

/** The announcement to show now: none after its 'zichtbaar tot' moment. */
export async function getActieveMededeling(now: number = Date.now()): Promise<Mededeling | null> {
  const current = await getMededeling();
  return current && current.zichtbaarTot > now ? current : null;
}

export async function setMededeling(input: MededelingInput, now: number = Date.now()): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    const values = { tekst: input.tekst, link: input.link, zichtbaarTot: input.zichtbaarTot, updatedAt: now };
    await tx.insert(mededeling).values({ id: ID, ...values }).onConflictDoUpdate({ target: mededeling.id, set: values });
    changes(MEDEDELING);
    await recordAudit(tx, { action: "mededeling.set", entity: "mededeling", entityId: ID, detail: input.tekst });
  });
}

export async function clearMededeling(): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    await tx.delete(mededeling).where(eq(mededeling.id, ID));
    changes(MEDEDELING);
    await recordAudit(tx, { action: "mededeling.clear", entity: "mededeling", entityId: ID });
  });
}
