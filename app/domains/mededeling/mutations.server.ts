import { eq } from "drizzle-orm";
import { transaction } from "~/db/client.server";
import { changes } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { MEDEDELING_ID as ID } from "./mededeling.server";
import { mededeling } from "./schema";
import { MEDEDELING } from "./tags.server";
import type { MededelingInput } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

/** 'Mededeling Opslaan': the announcement with its end moment (it replaces the one before). */
export async function setMededeling(input: MededelingInput, now: number = clockNow()): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    changes(MEDEDELING);
    const values = { tekst: input.tekst, link: input.link, zichtbaarTot: input.zichtbaarTot, updatedAt: now };
    await tx.insert(mededeling).values({ id: ID, ...values }).onConflictDoUpdate({ target: mededeling.id, set: values });
    await recordAudit(tx, { action: "mededeling.set", entity: "mededeling", entityId: ID, detail: input.tekst });
  });
}

/** The announcement away before its end moment. */
export async function clearMededeling(): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    changes(MEDEDELING);
    await tx.delete(mededeling).where(eq(mededeling.id, ID));
    await recordAudit(tx, { action: "mededeling.clear", entity: "mededeling", entityId: ID });
  });
}
