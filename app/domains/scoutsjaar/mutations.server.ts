import { and, eq, inArray, lt, notInArray } from "drizzle-orm";
import { transaction, type Tx } from "~/db/client.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { leiding, leidingTak } from "~/domains/leiding/schema";
import { deleteImage } from "~/domains/media/media.server";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { conceptJaar, jaarLabel, publiekBeginjaar } from "./rules";
import { scoutsjaar } from "./schema";
import { eersteSeptember, listJaren } from "./scoutsjaar.server";
import type { BekendmakingInput, ConceptInput } from "./validation";
import { requireBeheerder } from "~/domains/auth/permissions.server";

export const GEEN_CONCEPT = "Er wordt geen nieuw scoutsjaar voorbereid.";

/** The draft, or a refusal; with `jaar`, a 404 when that year is not the one being prepared. */
async function concept(tx: Tx, now: number, jaar?: number) {
  const found = conceptJaar(await listJaren(tx), now);
  if (jaar !== undefined && found?.beginjaar !== jaar) throw new InputError(`Scoutsjaar ${jaarLabel(jaar)} wordt niet voorbereid.`, 404);
  if (!found) throw new InputError(GEEN_CONCEPT, 409);
  return found;
}

/**
 * 'Nieuw scoutsjaar': opens the draft of the year after the current one, as a copy of the current assignments or
 * empty. Its reveal is proposed at 1 September, or left open when that has passed (the admin then picks one).
 */
export async function prepareConcept(input: ConceptInput, now: number = clockNow()): Promise<{ beginjaar: number; bekendmaking: number | null }> {
  requireBeheerder();
  return transaction(async (tx) => {
    const jaren = await listJaren(tx);
    const huidig = publiekBeginjaar(jaren, now);
    const begin = huidig + 1;
    if (conceptJaar(jaren, now)) throw new InputError(`Scoutsjaar ${jaarLabel(begin)} wordt al voorbereid.`, 409);
    const september = eersteSeptember(begin);
    await tx
      .insert(scoutsjaar)
      .values([
        // The current year keeps its row, so that it stays current until the draft is revealed.
        { beginjaar: huidig, bekendmaking: 0, createdAt: now, updatedAt: now },
      ])
      .onConflictDoNothing();
    const bekendmaking = september > now ? september : null;
    await tx.insert(scoutsjaar).values({ beginjaar: begin, bekendmaking, createdAt: now, updatedAt: now });
    // Leftovers of an earlier, discarded draft of this year never come back.
    await tx.delete(leidingTak).where(eq(leidingTak.beginjaar, begin));
    if (input.start === "kopie") {
      const rows = await tx.select().from(leidingTak).where(eq(leidingTak.beginjaar, huidig));
      if (rows.length) await tx.insert(leidingTak).values(rows.map((r) => ({ leidingId: r.leidingId, takId: r.takId, beginjaar: begin })));
    }
    await recordAudit(tx, { action: "scoutsjaar.concept", entity: "scoutsjaar", entityId: begin, detail: input.start });
    return { beginjaar: begin, bekendmaking };
  });
}

export const MOMENT_VOORBIJ = "Dit moment ligt al voorbij. Kies een later moment, of maak het nieuwe jaar nu bekend.";

/**
 * Sets or moves the draft's reveal. A moment in the past is refused: a typing error must not reveal the year by
 * accident ('Nu bekendmaken' does that on purpose). `jaar`, when given, must be the draft.
 */
export async function setBekendmaking(input: BekendmakingInput, now: number = clockNow(), jaar?: number): Promise<void> {
  requireBeheerder();
  if (input.bekendmaking <= now) throw new InputError(MOMENT_VOORBIJ, 400, { bekendmaking: MOMENT_VOORBIJ });
  await transaction(async (tx) => {
    const draft = await concept(tx, now, jaar);
    await tx.update(scoutsjaar).set({ bekendmaking: input.bekendmaking, updatedAt: now }).where(eq(scoutsjaar.beginjaar, draft.beginjaar));
    await recordAudit(tx, { action: "scoutsjaar.bekendmaking", entity: "scoutsjaar", entityId: draft.beginjaar, detail: new Date(input.bekendmaking).toISOString() });
  });
}

/** 'Nu bekendmaken': the draft is the current year from this moment. */
export async function bekendmakenNu(now: number = clockNow(), jaar?: number): Promise<void> {
  requireBeheerder();
  await transaction(async (tx) => {
    const draft = await concept(tx, now, jaar);
    await tx.update(scoutsjaar).set({ bekendmaking: now, updatedAt: now }).where(eq(scoutsjaar.beginjaar, draft.beginjaar));
    await recordAudit(tx, { action: "scoutsjaar.bekendgemaakt", entity: "scoutsjaar", entityId: draft.beginjaar });
  });
}

/** Throws the draft away, with the leaders who only existed in it (they were never public). */
export async function verwijderConcept(now: number = clockNow(), jaar?: number): Promise<void> {
  requireBeheerder();
  const images = await transaction(async (tx) => {
    const draft = await concept(tx, now, jaar);
    const inDraft = await tx.selectDistinct({ id: leidingTak.leidingId }).from(leidingTak).where(eq(leidingTak.beginjaar, draft.beginjaar));
    await tx.delete(leidingTak).where(eq(leidingTak.beginjaar, draft.beginjaar));
    await tx.delete(scoutsjaar).where(eq(scoutsjaar.beginjaar, draft.beginjaar));
    const orphans = await deleteUnassigned(tx, inDraft.map((r) => r.id));
    await recordAudit(tx, { action: "scoutsjaar.concept-verwijderd", entity: "scoutsjaar", entityId: draft.beginjaar });
    return orphans;
  });
  for (const image of images) await deleteImage(image);
}

/** Deletes, among `ids`, the leaders left without an assignment in any year; answers their photos to remove. */
async function deleteUnassigned(tx: Tx, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const assigned = tx.select({ id: leidingTak.leidingId }).from(leidingTak);
  const orphans = await tx
    .select({ id: leiding.id, imagename: leiding.imagename })
    .from(leiding)
    .where(and(inArray(leiding.id, ids), notInArray(leiding.id, assigned)));
  if (orphans.length) await tx.delete(leiding).where(inArray(leiding.id, orphans.map((o) => o.id)));
  return orphans.map((o) => o.imagename).filter((i): i is string => i !== null);
}

/**
 * A privacy request: the person's name leaves every archived year. Someone who leads no current or coming year any
 * more is removed altogether (name, phone, photo).
 */
export async function verwijderUitArchief(leidingId: number, now: number = clockNow()): Promise<void> {
  requireBeheerder();
  const images = await transaction(async (tx) => {
    const [person] = await tx.select({ name: leiding.name }).from(leiding).where(eq(leiding.id, leidingId));
    if (!person) throw new InputError("Deze leiding bestaat niet.", 404);
    const huidig = publiekBeginjaar(await listJaren(tx), now);
    await tx.delete(leidingTak).where(and(eq(leidingTak.leidingId, leidingId), lt(leidingTak.beginjaar, huidig)));
    const removed = await deleteUnassigned(tx, [leidingId]);
    // The audit keeps that a removal happened, not the name it removed.
    await recordAudit(tx, { action: "scoutsjaar.archief-verwijderd", entity: "leiding", entityId: leidingId });
    return removed;
  });
  for (const image of images) await deleteImage(image);
}
