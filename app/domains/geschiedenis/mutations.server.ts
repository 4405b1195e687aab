import { asc, eq, like, max } from "drizzle-orm";
import { type Db, getDb, transaction, type Tx } from "~/db/client.server";
import { changes } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { leiding } from "~/domains/leiding/schema";
import { storeLinkedImage } from "~/domains/media/linked-image.server";
import { mediaIdFromUrl, mediaUrl } from "~/domains/media/media";
import { deleteImage } from "~/domains/media/media.server";
import { storeUploadedImage, withNewImage } from "~/domains/media/upload.server";
import { InputError } from "~/lib/errors";
import { slugify } from "./rules";
import { GESCHIEDENIS, periodeTag } from "./tags.server";
import { geschiedenis, geschiedenisArtikel } from "./schema";
import {
  EINDJAAR_VOOR_BEGINJAAR,
  eindjaarVoorBeginjaar,
  PERIODE_BESTAAT_AL,
  splitArtikels,
  type ArtikelInput,
  type GeschiedenisInput,
  type GeschiedenisUpdateInput,
} from "./validation";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { now as clockNow } from "~/lib/clock.server";

function idFromTitel(titel: string): string {
  const id = slugify(titel);
  if (!id) throw new InputError("Titel moet letters bevatten", 400, { titel: "Titel moet letters bevatten" });
  return id;
}

async function exists(
  tx: Tx | Db,
  id: string,
): Promise<{ kenteken: string | null; beginjaar: number; eindjaar: number | null } | undefined> {
  const rows = await tx
    .select({ kenteken: geschiedenis.kenteken, beginjaar: geschiedenis.beginjaar, eindjaar: geschiedenis.eindjaar })
    .from(geschiedenis)
    .where(eq(geschiedenis.id, id));
  return rows[0];
}

/**
 * The new badge image of a save, stored before its transaction: the uploaded file, or else the picture behind the
 * typed link, copied into a file of the period's own (see storeLinkedImage). The period's own current badge sent
 * back unchanged (the edit form does that) is kept as it is. Undefined: the badge does not change.
 */
async function newKentekenImage(link: string | undefined, upload: Buffer | undefined, current: string | null): Promise<string | undefined> {
  // A badge may be a drawing (SVG); it is drawn within the image worker's deadline like any image.
  if (upload) return storeUploadedImage(upload, "kentekenBestand", { drawing: true });
  if (!link || (link === current && mediaIdFromUrl(current))) return undefined;
  return storeLinkedImage(link, "kenteken");
}

/**
 * Removes a badge file the period no longer uses. Since every saved badge is a file of the period's own, this is
 * only a guard for rows saved by earlier versions, which accepted any /media/ link (e.g. a leader's photo): a file
 * that another period or a leader still refers to is kept.
 */
async function deleteKentekenImage(url: string | null): Promise<void> {
  const id = mediaIdFromUrl(url);
  if (!id) return;
  const db = getDb();
  const [period] = await db.select({ id: geschiedenis.id }).from(geschiedenis).where(like(geschiedenis.kenteken, `/media/${id}/%`)).limit(1);
  const [leader] = await db.select({ id: leiding.id }).from(leiding).where(eq(leiding.imagename, id)).limit(1);
  if (!period && !leader) await deleteImage(id);
}

/** Creates a period and its articles (one per line of "Geschreven tekst") in one transaction. */
export async function createGeschiedenis(input: GeschiedenisInput, kentekenImage?: Buffer): Promise<{ id: string }> {
  requireBeheerder();
  const id = idFromTitel(input.titel);
  if (await exists(getDb(), id)) throw new InputError(PERIODE_BESTAAT_AL, 409, { titel: PERIODE_BESTAAT_AL });
  const imageId = await newKentekenImage(input.kenteken, kentekenImage, null);
  const now = clockNow();
  return withNewImage(imageId, () =>
    transaction(async (tx) => {
      changes(GESCHIEDENIS, periodeTag(id));
      if (await exists(tx, id)) throw new InputError(PERIODE_BESTAAT_AL, 409, { titel: PERIODE_BESTAAT_AL });
      await tx.insert(geschiedenis).values({
        id,
        titel: input.titel,
        beginjaar: input.beginjaar,
        eindjaar: input.eindjaar ?? null,
        aalmoezenier: input.aalmoezenier,
        groepsleiding: input.groepsleiding,
        jaarleuze: input.jaarleuze ?? null,
        kamp: input.kamp ?? null,
        kenteken: imageId ? mediaUrl(imageId) : null,
        dokter: input.dokter ?? null,
        tandarts: input.tandarts ?? null,
        notities: input.notities ?? null,
        createdAt: now,
        updatedAt: now,
      });
      for (const [position, artikel] of splitArtikels(input.artikels).entries()) {
        await tx.insert(geschiedenisArtikel).values({ geschiedenisId: id, artikel, position });
      }
      await recordAudit(tx, { action: "geschiedenis.create", entity: "geschiedenis", entityId: id, detail: input.titel });
      return { id };
    }),
  );
}

/**
 * Changes a period. A new title gives a new id (the slug; the articles follow through the foreign key);
 * `artikels`, when given, replaces the articles, keeping the title of a line that did not change.
 */
export async function updateGeschiedenis(
  id: string,
  input: GeschiedenisUpdateInput,
  kentekenImage?: Buffer,
): Promise<{ id: string }> {
  requireBeheerder();
  const before = await exists(getDb(), id);
  if (!before) throw new InputError("Deze periode bestaat niet.", 404);
  const newId = input.titel !== undefined ? idFromTitel(input.titel) : id;
  if (newId !== id && (await exists(getDb(), newId))) {
    throw new InputError(PERIODE_BESTAAT_AL, 409, { titel: PERIODE_BESTAAT_AL });
  }
  const imageId = await newKentekenImage(input.kenteken, kentekenImage, before.kenteken);
  const kenteken = imageId ? mediaUrl(imageId) : undefined;
  await withNewImage(imageId, () =>
    transaction(async (tx) => {
      changes(GESCHIEDENIS, periodeTag(id), periodeTag(newId));
      const stored = await exists(tx, id);
      if (!stored) throw new InputError("Deze periode bestaat niet.", 404);
      if (newId !== id && (await exists(tx, newId))) throw new InputError(PERIODE_BESTAAT_AL, 409, { titel: PERIODE_BESTAAT_AL });
      // A PUT may change one year only: the other is the stored one.
      const years = { beginjaar: input.beginjaar ?? stored.beginjaar, eindjaar: "eindjaar" in input ? input.eindjaar : stored.eindjaar };
      if (eindjaarVoorBeginjaar(years)) throw new InputError(EINDJAAR_VOOR_BEGINJAAR, 400, { eindjaar: EINDJAAR_VOOR_BEGINJAAR });
      const set: Partial<typeof geschiedenis.$inferInsert> = { updatedAt: clockNow() };
      if (newId !== id) set.id = newId;
      if (input.titel !== undefined) set.titel = input.titel;
      if (input.beginjaar !== undefined) set.beginjaar = input.beginjaar;
      if ("eindjaar" in input) set.eindjaar = input.eindjaar ?? null;
      if (input.aalmoezenier !== undefined) set.aalmoezenier = input.aalmoezenier;
      if (input.groepsleiding !== undefined) set.groepsleiding = input.groepsleiding;
      for (const key of ["jaarleuze", "kamp", "dokter", "tandarts", "notities"] as const) {
        if (key in input) set[key] = input[key] ?? null;
      }
      if (kenteken !== undefined) set.kenteken = kenteken;
      await tx.update(geschiedenis).set(set).where(eq(geschiedenis.id, id));
      if ("artikels" in input) {
        const old = await tx
          .select()
          .from(geschiedenisArtikel)
          .where(eq(geschiedenisArtikel.geschiedenisId, newId))
          .orderBy(asc(geschiedenisArtikel.position), asc(geschiedenisArtikel.id));
        await tx.delete(geschiedenisArtikel).where(eq(geschiedenisArtikel.geschiedenisId, newId));
        for (const [position, artikel] of splitArtikels(input.artikels).entries()) {
          const titel = old.find((a) => a.artikel.trim() === artikel)?.titel ?? null;
          await tx.insert(geschiedenisArtikel).values({ geschiedenisId: newId, artikel, titel, position });
        }
      }
      await recordAudit(tx, {
        action: "geschiedenis.update",
        entity: "geschiedenis",
        entityId: newId,
        detail: newId !== id ? `${id} -> ${newId}` : undefined,
      });
    }),
  );
  if (kenteken !== undefined && before.kenteken !== kenteken) await deleteKentekenImage(before.kenteken);
  return { id: newId };
}

export async function deleteGeschiedenis(id: string): Promise<void> {
  requireBeheerder();
  const before = await transaction(async (tx) => {
    changes(GESCHIEDENIS, periodeTag(id));
    const row = await exists(tx, id);
    if (!row) throw new InputError("Deze periode bestaat niet.", 404);
    await tx.delete(geschiedenis).where(eq(geschiedenis.id, id));
    await recordAudit(tx, { action: "geschiedenis.delete", entity: "geschiedenis", entityId: id });
    return row;
  });
  await deleteKentekenImage(before.kenteken);
}

export async function addArtikel(input: ArtikelInput): Promise<{ id: number }> {
  requireBeheerder();
  return transaction(async (tx) => {
    changes(periodeTag(input.geschiedenisId));
    if (!(await exists(tx, input.geschiedenisId))) {
      throw new InputError("Deze periode bestaat niet.", 404, { geschiedenisId: "Deze periode bestaat niet." });
    }
    const [last] = await tx
      .select({ position: max(geschiedenisArtikel.position) })
      .from(geschiedenisArtikel)
      .where(eq(geschiedenisArtikel.geschiedenisId, input.geschiedenisId));
    const [row] = await tx
      .insert(geschiedenisArtikel)
      .values({
        geschiedenisId: input.geschiedenisId,
        artikel: input.artikel,
        titel: input.titel ?? null,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: geschiedenisArtikel.id });
    if (!row) throw new Error("insert artikel returned nothing");
    await recordAudit(tx, { action: "geschiedenis.artikel.create", entity: "geschiedenis_artikel", entityId: row.id, detail: input.geschiedenisId });
    return { id: row.id };
  });
}
