import { and, eq, ne } from "drizzle-orm";
import { type Db, getDb, transaction, type Tx } from "~/db/client.server";
import { changes } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireBeheerder, requireTakken } from "~/domains/auth/permissions.server";
import { deleteImage } from "~/domains/media/media.server";
import { storeUploadedImage, withNewImage } from "~/domains/media/upload.server";
import { tak } from "~/domains/takken/schema";
import { assertSchrijfbaar, schrijfJaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { InputError } from "~/lib/errors";
import { magPersoonWijzigen, magToewijzen, magToewijzingWeghalen } from "./rechten";
import { schrijver, toewijzingenVan, weiger } from "./rechten.server";
import { leiding, leidingTak } from "./schema";
import { LEIDING } from "./tags.server";
import type { LeidingInput, LeidingTakInput, LeidingUpdateInput } from "./validation";
import { FOTO_VERPLICHT } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

async function assertTakExists(tx: Tx, takId: number, field: string): Promise<void> {
  const rows = await tx.select({ id: tak.id }).from(tak).where(eq(tak.id, takId));
  if (!rows[0]) throw new InputError("Deze tak bestaat niet.", 400, { [field]: "Deze tak bestaat niet." });
}

export const AL_IN_TAK = "Deze leiding staat al in deze tak.";

/** A leader is in a tak once a year: a second assignment of the same pair (besides `exceptId`) is a 409. */
async function assertNotAssigned(tx: Tx, leidingId: number, takId: number, beginjaar: number, field: string, exceptId?: number): Promise<void> {
  const same = and(eq(leidingTak.leidingId, leidingId), eq(leidingTak.takId, takId), eq(leidingTak.beginjaar, beginjaar));
  const rows = await tx
    .select({ id: leidingTak.id })
    .from(leidingTak)
    .where(exceptId === undefined ? same : and(same, ne(leidingTak.id, exceptId)));
  if (rows[0]) throw new InputError(AL_IN_TAK, 409, { [field]: AL_IN_TAK });
}

async function assertLeidingExists(tx: Tx | Db, id: number): Promise<{ imagename: string | null; name: string }> {
  const rows = await tx.select({ imagename: leiding.imagename, name: leiding.name }).from(leiding).where(eq(leiding.id, id));
  if (!rows[0]) throw new InputError("Deze leiding bestaat niet.", 404);
  return rows[0];
}

export async function createLeiding(input: LeidingInput, image: Buffer | undefined): Promise<{ id: number }> {
  requireTakken([input.functie]);
  if (!image) throw new InputError(FOTO_VERPLICHT, 400, { image: FOTO_VERPLICHT });
  const imageId = await storeUploadedImage(image, "image");
  const now = clockNow();
  return withNewImage(imageId, () =>
    transaction(async (tx) => {
      changes(LEIDING);
      await assertTakExists(tx, input.functie, "functie");
      const beginjaar = await schrijfJaar(tx, input.jaar);
      const [row] = await tx
        .insert(leiding)
        .values({ name: input.name, tel: input.tel, imagename: imageId, createdAt: now, updatedAt: now })
        .returning({ id: leiding.id });
      if (!row) throw new Error("insert leiding returned nothing");
      await tx.insert(leidingTak).values({ leidingId: row.id, takId: input.functie, beginjaar });
      await recordAudit(tx, { action: "leiding.create", entity: "leiding", entityId: row.id, detail: input.name });
      return { id: row.id };
    }),
  );
}

/**
 * Changes a leader. A new photo replaces the old one, which is removed only after the change is stored.
 * `functie` sets a tak in the year `jaar` (the current one without it). For a Takleiding it moves the assignment of
 * that year that is in one of their takken, and is refused when there is none; the Beheerder's moves the year's first
 * assignment, or adds one when there is none. Another tak's row is never rewritten (see rechten.ts).
 */
export async function updateLeiding(
  id: number,
  input: LeidingUpdateInput & { toonFoto?: boolean; toonTelefoon?: boolean },
  image: Buffer | undefined,
): Promise<void> {
  const before = await assertLeidingExists(getDb(), id);
  const wie = schrijver();
  const persoon = input.name !== undefined || input.tel !== undefined || input.toonFoto !== undefined || input.toonTelefoon !== undefined || image !== undefined;
  if (input.functie !== undefined) requireTakken([input.functie]);
  const imageId = image ? await storeUploadedImage(image, "image") : undefined;
  await withNewImage(imageId, () =>
    transaction(async (tx) => {
      changes(LEIDING);
      await assertLeidingExists(tx, id);
      const { rijen, huidig } = await toewijzingenVan(tx, id);
      if (persoon) weiger(magPersoonWijzigen(wie, id, rijen, huidig));
      let verplaatst = false;
      const set: Partial<typeof leiding.$inferInsert> = { updatedAt: clockNow() };
      if (input.name !== undefined) set.name = input.name;
      if (input.tel !== undefined) set.tel = input.tel;
      if (input.toonFoto !== undefined) set.toonFoto = input.toonFoto;
      if (input.toonTelefoon !== undefined) set.toonTelefoon = input.toonTelefoon;
      if (imageId) set.imagename = imageId;
      if (input.functie !== undefined) {
        const functie = input.functie;
        await assertTakExists(tx, functie, "functie");
        const beginjaar = await schrijfJaar(tx, input.jaar);
        // leiding_tak ids grow, so the first of the year is the one with the lowest id.
        const vanJaar = rijen.filter((r) => r.beginjaar === beginjaar).sort((a, b) => a.id - b.id);
        const rij = vanJaar.find((r) => magToewijzingWeghalen(wie, r));
        if (!rij && !wie.beheerder) weiger("geen-toegang");
        if (rij?.takId !== functie) {
          verplaatst = true;
          weiger(magToewijzen(wie, id, rijen.filter((r) => r !== rij), huidig, functie, beginjaar));
          await assertNotAssigned(tx, id, functie, beginjaar, "functie", rij?.id);
          if (rij) await tx.update(leidingTak).set({ takId: functie }).where(eq(leidingTak.id, rij.id));
          else await tx.insert(leidingTak).values({ leidingId: id, takId: functie, beginjaar });
        }
      }
      // The same tak again (the edit form sends the tak it shows) changes nothing.
      if (!persoon && !verplaatst) return;
      await tx.update(leiding).set(set).where(eq(leiding.id, id));
      await recordAudit(tx, {
        action: "leiding.update",
        entity: "leiding",
        entityId: id,
        detail: `${input.name ?? before.name}${imageId ? " (nieuwe foto)" : ""}`,
      });
    }),
  );
  if (imageId && before.imagename) await deleteImage(before.imagename);
}

export async function deleteLeiding(id: number): Promise<void> {
  requireBeheerder();
  const before = await transaction(async (tx) => {
    changes(LEIDING);
    const row = await assertLeidingExists(tx, id);
    await tx.delete(leiding).where(eq(leiding.id, id));
    await recordAudit(tx, { action: "leiding.delete", entity: "leiding", entityId: id, detail: row.name });
    return row;
  });
  await deleteImage(before.imagename);
}

export async function addLeidingTak(input: LeidingTakInput): Promise<{ id: number; beginjaar: number }> {
  const wie = schrijver();
  requireTakken([input.tak_id]);
  return transaction(async (tx) => {
    changes(LEIDING);
    const rows = await tx.select({ id: leiding.id }).from(leiding).where(eq(leiding.id, input.leiding_id));
    if (!rows[0]) throw new InputError("Deze leiding bestaat niet.", 400, { leiding_id: "Deze leiding bestaat niet." });
    await assertTakExists(tx, input.tak_id, "tak_id");
    const beginjaar = await schrijfJaar(tx, input.jaar);
    const { rijen, huidig } = await toewijzingenVan(tx, input.leiding_id);
    weiger(magToewijzen(wie, input.leiding_id, rijen, huidig, input.tak_id, beginjaar));
    await assertNotAssigned(tx, input.leiding_id, input.tak_id, beginjaar, "tak_id");
    const [row] = await tx
      .insert(leidingTak)
      .values({ leidingId: input.leiding_id, takId: input.tak_id, beginjaar })
      .returning({ id: leidingTak.id });
    if (!row) throw new Error("insert leiding_tak returned nothing");
    await recordAudit(tx, {
      action: "leidingtak.create",
      entity: "leiding_tak",
      entityId: row.id,
      detail: `leiding ${input.leiding_id} -> tak ${input.tak_id} (${beginjaar})`,
    });
    return { id: row.id, beginjaar };
  });
}

/** Moves an assignment (to another tak, or another person) within its own year. */
export async function updateLeidingTak(id: number, input: Partial<LeidingTakInput>): Promise<void> {
  const wie = schrijver();
  await transaction(async (tx) => {
    changes(LEIDING);
    const rows = await tx.select().from(leidingTak).where(eq(leidingTak.id, id));
    if (!rows[0]) throw new InputError("Deze toewijzing bestaat niet.", 404);
    requireTakken([rows[0].takId, input.tak_id ?? rows[0].takId]);
    await assertSchrijfbaar(tx, rows[0].beginjaar);
    if (input.leiding_id !== undefined) await assertLeidingExists(tx, input.leiding_id).catch(() => {
      throw new InputError("Deze leiding bestaat niet.", 400, { leiding_id: "Deze leiding bestaat niet." });
    });
    if (input.tak_id !== undefined) await assertTakExists(tx, input.tak_id, "tak_id");
    const next = { leidingId: input.leiding_id ?? rows[0].leidingId, takId: input.tak_id ?? rows[0].takId };
    // The row leaves where it is (one of the writer's takken, checked above) and lands as a new assignment would.
    const { rijen, huidig } = await toewijzingenVan(tx, next.leidingId);
    weiger(magToewijzen(wie, next.leidingId, rijen.filter((r) => r.id !== id), huidig, next.takId, rows[0].beginjaar));
    await assertNotAssigned(tx, next.leidingId, next.takId, rows[0].beginjaar, "tak_id", id);
    await tx
      .update(leidingTak)
      .set(next)
      .where(eq(leidingTak.id, id));
    await recordAudit(tx, {
      action: "leidingtak.update",
      entity: "leiding_tak",
      entityId: id,
      detail: `tak ${rows[0].takId} -> ${input.tak_id ?? rows[0].takId}`,
    });
  });
}

export async function deleteLeidingTak(id: number): Promise<void> {
  await transaction(async (tx) => {
    changes(LEIDING);
    const rows = await tx.select().from(leidingTak).where(eq(leidingTak.id, id));
    if (!rows[0]) throw new InputError("Deze toewijzing bestaat niet.", 404);
    requireTakken([rows[0].takId]);
    await assertSchrijfbaar(tx, rows[0].beginjaar);
    await tx.delete(leidingTak).where(eq(leidingTak.id, id));
    await recordAudit(tx, {
      action: "leidingtak.delete",
      entity: "leiding_tak",
      entityId: id,
      detail: `leiding ${rows[0].leidingId} tak ${rows[0].takId}`,
    });
  });
}
