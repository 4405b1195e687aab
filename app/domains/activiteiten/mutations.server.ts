import { eq, inArray, sql } from "drizzle-orm";
import { type Db, getDb, transaction, type Tx } from "~/db/client.server";
import { changes } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { mayChangeTakken, requireTakken } from "~/domains/auth/permissions.server";
import { deleteImage } from "~/domains/media/media.server";
import { storeUploadedImage, withNewImage } from "~/domains/media/upload.server";
import { InputError } from "~/lib/errors";
import { brusselsInstant } from "~/lib/dates";
import { activiteitTakken } from "./activiteiten.server";
import { HELE_GROEP } from "./rules";
import { deleteKampFiles } from "./kamp-files.server";
import { leesStand, noteerWijziging } from "~/domains/meldingen/wijziging.server";
import { activiteit, activiteitKamp, activiteitTak, kampDocument } from "./schema";
import { activiteitChanges, type ActiviteitStaat } from "./tags.server";
import { ONGELDIGE_VERVANGING, type ActiviteitInput, type KampInput, type ReeksInput } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

export const ACTIVITEIT_NIET_GEVONDEN = "Deze activiteit bestaat niet.";

/** Tak slugs to ids; 'hele-groep' alone means the whole group. An unknown slug is refused. */
async function resolveTakken(slugs: readonly string[]): Promise<{ heleGroep: boolean; takIds: number[] }> {
  if (slugs.includes(HELE_GROEP)) return { heleGroep: true, takIds: [] };
  const known = new Map((await activiteitTakken()).map((t) => [t.slug, t.id]));
  const takIds: number[] = [];
  for (const slug of slugs) {
    const id = known.get(slug);
    if (id === undefined) throw new InputError(`Onbekende tak: ${slug}`, 400, { takken: `Onbekende tak: ${slug}` });
    takIds.push(id);
  }
  return { heleGroep: false, takIds };
}

/**
 * The activity as it is, or a 404; a Takleiding gets a 403 unless it is only of their takken. With its state for the
 * cache tags (tags.server.ts) and the replacement it names.
 */
export async function existingActiviteit(
  tx: Tx | Db,
  id: number,
): Promise<{ titel: string; afbeelding: string | null; vervangenDoor: number | null; staat: ActiviteitStaat }> {
  const [staat] = await staten(tx, [id]);
  const [row] = await tx
    .select({ titel: activiteit.titel, afbeelding: activiteit.afbeelding, vervangenDoor: activiteit.vervangenDoor })
    .from(activiteit)
    .where(eq(activiteit.id, id));
  if (!row || !staat) throw new InputError(ACTIVITEIT_NIET_GEVONDEN, 404);
  requireTakken(staat.takIds);
  return { ...row, staat };
}

/**
 * The states of activities as the cache tags need them (unknown ids are left out). A write names the states before
 * and after it, and those of the activities whose cards name it ('Vervangen door ...', 'In de plaats van ...').
 */
export async function staten(tx: Tx | Db, ids: readonly (number | null)[]): Promise<ActiviteitStaat[]> {
  const known = ids.filter((id): id is number => id !== null);
  if (known.length === 0) return [];
  // One after the other: a transaction runs one statement at a time.
  const rows = await tx
    .select({ id: activiteit.id, heleGroep: activiteit.heleGroep, nieuws: activiteit.nieuws, start: activiteit.start, einde: activiteit.einde })
    .from(activiteit)
    .where(inArray(activiteit.id, known));
  const links = await tx.select().from(activiteitTak).where(inArray(activiteitTak.activiteitId, known));
  const kampen = await tx.select({ id: activiteitKamp.activiteitId }).from(activiteitKamp).where(inArray(activiteitKamp.activiteitId, known));
  return rows.map((r) => ({
    ...r,
    takIds: r.heleGroep ? [] : links.filter((l) => l.activiteitId === r.id).map((l) => l.takId),
    kamp: kampen.some((k) => k.id === r.id),
  }));
}

/** The activities that name this one as their replacement. */
async function vervangenDoorDeze(tx: Tx, id: number): Promise<number[]> {
  return (await tx.select({ id: activiteit.id }).from(activiteit).where(eq(activiteit.vervangenDoor, id))).map((r) => r.id);
}

/**
 * An activity that another record points at (a cancelled activity's replacement, an album's activity) must be one the
 * writer may change: a Takleiding links only to activities of their own takken, as they change only those (ADR 0015).
 * Refused at the field (403) otherwise; an id that does not exist is the caller's to refuse.
 */
export async function requireEigenActiviteit(tx: Tx | Db, id: number, field: string): Promise<void> {
  const [staat] = await staten(tx, [id]);
  if (staat && !mayChangeTakken(staat.takIds)) throw new InputError(NO_ACCESS, 403, { [field]: NO_ACCESS });
}

/**
 * A cancelled activity's replacement must be another activity that exists and goes ahead, and a new one must be the
 * writer's to change (the one it named already, perhaps by the Beheerder, may stay); refused at the field otherwise.
 * Null stays null.
 */
async function assertVervanging(tx: Tx | Db, id: number | null, vervangenDoor: number | null, huidige: number | null = null): Promise<void> {
  if (vervangenDoor === null) return;
  const [row] = await tx.select({ afgelast: activiteit.afgelast }).from(activiteit).where(eq(activiteit.id, vervangenDoor));
  if (vervangenDoor === id || !row || row.afgelast) throw new InputError(ONGELDIGE_VERVANGING, 400, { vervangenDoor: ONGELDIGE_VERVANGING });
  if (vervangenDoor !== huidige) await requireEigenActiviteit(tx, vervangenDoor, "vervangenDoor");
}

function fields(input: ActiviteitInput, heleGroep: boolean) {
  return {
    titel: input.titel,
    heleGroep,
    start: input.start,
    einde: input.einde,
    plaats: input.plaats,
    beschrijving: input.beschrijving,
    meebrengen: input.meebrengen,
    nieuws: input.nieuws,
    afgelast: input.afgelast,
    reden: input.reden,
    vervangenDoor: input.vervangenDoor,
    inschrijven: input.inschrijven,
    plaatsen: input.plaatsen,
    inschrijvenTot: input.inschrijvenTot,
  };
}

/** Stores the camp's details, or removes them (and its documents) when the mark is off; answers the files to remove. */
async function writeKamp(tx: Tx, id: number, kamp: KampInput | null): Promise<string[]> {
  if (kamp === null) {
    const files = await tx.select({ bestand: kampDocument.bestand }).from(kampDocument).where(eq(kampDocument.activiteitId, id));
    await tx.delete(kampDocument).where(eq(kampDocument.activiteitId, id));
    await tx.delete(activiteitKamp).where(eq(activiteitKamp.activiteitId, id));
    return files.map((f) => f.bestand);
  }
  const values = { ...kamp, paklijst: JSON.stringify(kamp.paklijst) };
  await tx
    .insert(activiteitKamp)
    .values({ activiteitId: id, ...values })
    .onConflictDoUpdate({ target: activiteitKamp.activiteitId, set: values });
  return [];
}

async function linkTakken(tx: Tx, id: number, takIds: readonly number[]): Promise<void> {
  await tx.delete(activiteitTak).where(eq(activiteitTak.activiteitId, id));
  if (takIds.length) await tx.insert(activiteitTak).values(takIds.map((takId) => ({ activiteitId: id, takId })));
}

export async function createActiviteit(input: ActiviteitInput, image?: Buffer, now: number = clockNow()): Promise<{ id: number }> {
  const { heleGroep, takIds } = await resolveTakken(input.takken);
  requireTakken(takIds);
  const imageId = image ? await storeUploadedImage(image, "afbeelding") : undefined;
  return withNewImage(imageId, () =>
    transaction(async (tx) => {
      await assertVervanging(tx, null, input.vervangenDoor);
      const [row] = await tx
        .insert(activiteit)
        .values({ ...fields(input, heleGroep), afbeelding: imageId ?? null, createdAt: now, updatedAt: now })
        .returning({ id: activiteit.id });
      if (!row) throw new Error("insert activiteit returned nothing");
      await linkTakken(tx, row.id, takIds);
      await writeKamp(tx, row.id, input.kamp);
      const staat = { id: row.id, heleGroep, takIds, nieuws: input.nieuws, kamp: input.kamp !== null, start: input.start, einde: input.einde };
      changes(...activiteitChanges(staat, ...(await staten(tx, [input.vervangenDoor]))));
      await noteerWijziging(tx, row.id, null, { geenMelding: input.geenMelding });
      await recordAudit(tx, { action: "activiteit.create", entity: "activiteit", entityId: row.id, detail: input.titel });
      return { id: row.id };
    }),
  );
}

/**
 * Replaces an activity's fields. A new picture replaces the old one, which is removed only after the change is
 * stored; `removeImage` drops it. Every change raises the SEQUENCE, so subscribed calendars take the new version.
 */
export async function updateActiviteit(
  id: number,
  input: ActiviteitInput,
  picture: { image?: Buffer; removeImage?: boolean } = {},
  now: number = clockNow(),
): Promise<void> {
  const before = await existingActiviteit(getDb(), id);
  const { heleGroep, takIds } = await resolveTakken(input.takken);
  requireTakken(takIds);
  const imageId = picture.image ? await storeUploadedImage(picture.image, "afbeelding") : undefined;
  const afbeelding = imageId ?? (picture.removeImage ? null : before.afbeelding);
  const removedFiles = await withNewImage(imageId, () =>
    transaction(async (tx) => {
      const { staat, vervangenDoor } = await existingActiviteit(tx, id);
      await assertVervanging(tx, id, input.vervangenDoor, vervangenDoor);
      const voor = await leesStand(tx, id);
      await tx
        .update(activiteit)
        .set({ ...fields(input, heleGroep), afbeelding, sequence: sql`${activiteit.sequence} + 1`, updatedAt: now })
        .where(eq(activiteit.id, id));
      await linkTakken(tx, id, takIds);
      const files = await writeKamp(tx, id, input.kamp);
      const na = { id, heleGroep, takIds, nieuws: input.nieuws, kamp: input.kamp !== null, start: input.start, einde: input.einde };
      changes(...activiteitChanges(staat, na, ...(await staten(tx, [vervangenDoor, input.vervangenDoor, ...(await vervangenDoorDeze(tx, id))]))));
      await noteerWijziging(tx, id, voor, { geenMelding: input.geenMelding });
      await recordAudit(tx, { action: "activiteit.update", entity: "activiteit", entityId: id, detail: input.titel });
      return files;
    }),
  );
  if (before.afbeelding && before.afbeelding !== afbeelding) await deleteImage(before.afbeelding);
  await deleteKampFiles(removedFiles);
}

export async function deleteActiviteit(id: number): Promise<void> {
  const before = await transaction(async (tx) => {
    const row = await existingActiviteit(tx, id);
    changes(...activiteitChanges(row.staat, ...(await staten(tx, [row.vervangenDoor, ...(await vervangenDoorDeze(tx, id))]))));
    // A cancelled activity that named this one as its replacement no longer has one.
    await tx.update(activiteit).set({ vervangenDoor: null }).where(eq(activiteit.vervangenDoor, id));
    const files = await writeKamp(tx, id, null);
    await tx.delete(activiteit).where(eq(activiteit.id, id));
    await recordAudit(tx, { action: "activiteit.delete", entity: "activiteit", entityId: id, detail: row.titel });
    return { ...row, files };
  });
  await deleteImage(before.afbeelding);
  await deleteKampFiles(before.files);
}

/**
 * 'Afgelasten' (with an optional reason and replacement) and 'Terugzetten': the activity keeps its place everywhere,
 * marked, and a replacement is linked from its card. The parents of its takken hear about it (see
 * domains/meldingen/wijziging.server.ts).
 */
export async function setAfgelast(
  id: number,
  afgelast: boolean,
  reden: string | null,
  vervangenDoor: number | null = null,
  now: number = clockNow(),
): Promise<void> {
  await transaction(async (tx) => {
    const row = await existingActiviteit(tx, id);
    if (afgelast) await assertVervanging(tx, id, vervangenDoor, row.vervangenDoor);
    changes(...activiteitChanges(row.staat, ...(await staten(tx, [row.vervangenDoor, vervangenDoor]))));
    const voor = await leesStand(tx, id);
    await tx
      .update(activiteit)
      .set({
        afgelast,
        reden: afgelast ? reden : null,
        vervangenDoor: afgelast ? vervangenDoor : null,
        sequence: sql`${activiteit.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(activiteit.id, id));
    await noteerWijziging(tx, id, voor);
    await recordAudit(tx, {
      action: afgelast ? "activiteit.afgelast" : "activiteit.terugzetten",
      entity: "activiteit",
      entityId: id,
      detail: afgelast && reden ? `${row.titel}: ${reden}` : row.titel,
    });
  });
}

/** 'Reeks Toevoegen': one activity per day of the series, all in one transaction. */
export async function createReeks(input: ReeksInput, now: number = clockNow()): Promise<{ ids: number[] }> {
  const { heleGroep, takIds } = await resolveTakken(input.takken);
  requireTakken(takIds);
  return transaction(async (tx) => {
    const ids: number[] = [];
    for (const dag of input.dagen) {
      const [row] = await tx
        .insert(activiteit)
        .values({
          titel: input.titel,
          heleGroep,
          start: brusselsInstant(dag, input.beginuur),
          einde: input.einduur === null ? null : brusselsInstant(dag, input.einduur),
          plaats: input.plaats,
          beschrijving: input.beschrijving,
          meebrengen: input.meebrengen,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: activiteit.id, start: activiteit.start, einde: activiteit.einde });
      if (!row) throw new Error("insert activiteit returned nothing");
      await linkTakken(tx, row.id, takIds);
      const { start, einde } = row;
      changes(...activiteitChanges({ id: row.id, heleGroep, takIds, nieuws: false, kamp: false, start, einde }));
      await noteerWijziging(tx, row.id, null);
      await recordAudit(tx, { action: "activiteit.create", entity: "activiteit", entityId: row.id, detail: `${input.titel} (reeks)` });
      ids.push(row.id);
    }
    return { ids };
  });
}
