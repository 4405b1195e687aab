import fs from "node:fs/promises";
import { count, desc, eq } from "drizzle-orm";
import { getDb, transaction, type Db, type Tx } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { requireEigenActiviteit } from "~/domains/activiteiten/mutations.server";
import { activiteit } from "~/domains/activiteiten/schema";
import { isSystem } from "~/domains/auth/actor.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { managesTakken, requireTakken } from "~/domains/auth/permissions.server";
import { formRateLimit } from "~/config/env.server";
import { now as clockNow } from "~/lib/clock.server";
import { clientKey, createRateLimiter } from "~/lib/rate-limit.server";
import { InputError } from "~/lib/errors";
import { takVanSlug } from "./fotos.server";
import { stuurVerwijderVerzoek } from "./mail.server";
import { ALBUM_NIET_GEVONDEN, ALBUM_VOL, FOTO_NIET_GEVONDEN, magAlbumZien, MAX_FOTOS_PER_ALBUM, type Toegang, type VerzoekView } from "./rules";
import { album, foto, verwijderVerzoek, type AlbumRow } from "./schema";
import { albumGewijzigd } from "./tags.server";
import type { AlbumInput } from "./validation";
import { inRij, maakVersies, verwijderAlbumBestanden, verwijderBestanden } from "./verwerking.server";

// Writes of the albums. The role is checked here, so the admin's forms and the JSON API obey the same rule: the
// Beheerder, and the Takleiding of the album's tak ('Hele groep' albums are the Beheerder's).

/** The album, or a 404; a 403 unless the actor manages its tak. */
async function beheerdAlbum(db: Db | Tx, id: number): Promise<AlbumRow> {
  const [row] = await db.select().from(album).where(eq(album.id, id));
  if (!row) throw new InputError(ALBUM_NIET_GEVONDEN, 404);
  requireTakken(row.takId === null ? [] : [row.takId]);
  return row;
}

export async function createAlbum(input: AlbumInput, now: number = clockNow()): Promise<{ id: number }> {
  const { takId } = await takVanSlug(input.tak);
  requireTakken(takId === null ? [] : [takId]);
  return transaction(async (tx) => {
    albumGewijzigd(input.activiteit);
    if (input.activiteit !== null) {
      const [bestaat] = await tx.select({ id: activiteit.id }).from(activiteit).where(eq(activiteit.id, input.activiteit));
      if (!bestaat) throw new InputError("Deze activiteit bestaat niet.", 400, { activiteit: "Deze activiteit bestaat niet." });
      await requireEigenActiviteit(tx, input.activiteit, "activiteit");
    }
    const [row] = await tx
      .insert(album)
      .values({ titel: input.titel, takId, datum: input.datum, activiteitId: input.activiteit, createdAt: now })
      .returning({ id: album.id });
    if (!row) throw new Error("insert album returned nothing");
    await recordAudit(tx, { action: "album.create", entity: "album", entityId: row.id, detail: input.titel });
    return { id: row.id };
  });
}

/** Removes an album with its photos; the files go at once. */
export async function deleteAlbum(id: number): Promise<void> {
  await transaction(async (tx) => {
    const row = await beheerdAlbum(tx, id);
    albumGewijzigd(row.activiteitId);
    await tx.delete(album).where(eq(album.id, id));
    await recordAudit(tx, { action: "album.delete", entity: "album", entityId: id, detail: row.titel });
  });
  await verwijderAlbumBestanden(id);
}

/** Refuses an upload to an album the actor may not change, or one that is full, before the photo is processed. */
export async function checkUpload(albumId: number): Promise<AlbumRow> {
  const row = await beheerdAlbum(getDb(), albumId);
  const [{ n } = { n: 0 }] = await getDb().select({ n: count() }).from(foto).where(eq(foto.albumId, albumId));
  if (n >= MAX_FOTOS_PER_ALBUM) throw new InputError(ALBUM_VOL, 409, { foto: ALBUM_VOL });
  return row;
}

/**
 * Adds the uploaded photo in file `bestand` (a temporary file, removed afterwards) to an album: processed in the
 * queue, one photo at a time, then stored. A refusal names its reason; the album's other photos stay.
 */
export async function voegFotoToe(albumId: number, bestand: string, now: number = clockNow()): Promise<{ id: number; breedte: number; hoogte: number }> {
  try {
    await checkUpload(albumId);
    // Made and stored in the queue: one photo at a time, also in the database.
    return await inRij(async () => {
      const made = await maakVersies(bestand, albumId);
      try {
        return await transaction(async (tx) => {
          changesNoPublicPage();
          const row = await beheerdAlbum(tx, albumId);
          const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(foto).where(eq(foto.albumId, albumId));
          if (n >= MAX_FOTOS_PER_ALBUM) throw new InputError(ALBUM_VOL, 409, { foto: ALBUM_VOL });
          const [created] = await tx
            .insert(foto)
            .values({ albumId, bestand: made.bestand, breedte: made.breedte, hoogte: made.hoogte, createdAt: now })
            .returning({ id: foto.id });
          if (!created) throw new Error("insert foto returned nothing");
          await recordAudit(tx, { action: "foto.create", entity: "foto", entityId: created.id, detail: row.titel });
          return { id: created.id, breedte: made.breedte, hoogte: made.hoogte };
        });
      } catch (error) {
        await verwijderBestanden(albumId, made.bestand);
        throw error;
      }
    });
  } finally {
    await fs.rm(bestand, { force: true });
  }
}

/** Removes one photo; its files go at once (a removal request for it goes with it). */
export async function deleteFoto(id: number): Promise<void> {
  const removed = await transaction(async (tx) => {
    changesNoPublicPage();
    const [row] = await tx.select().from(foto).where(eq(foto.id, id));
    if (!row) throw new InputError(FOTO_NIET_GEVONDEN, 404);
    const parent = await beheerdAlbum(tx, row.albumId);
    await tx.delete(foto).where(eq(foto.id, id));
    await recordAudit(tx, { action: "foto.delete", entity: "foto", entityId: id, detail: parent.titel });
    return row;
  });
  await verwijderBestanden(removed.albumId, removed.bestand);
}

export const TE_VEEL_VERZOEKEN = "Te veel verzoeken. Probeer het later opnieuw.";
// A brake on a script that mails the leaders in a loop; a parent asks for a few photos at most.
const verzoekLimiet = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: () => Math.max(20, formRateLimit()) });

/**
 * 'Vraag verwijdering aan': a visitor who may see the photo asks to take it down. The request is stored first (the
 * admin shows it), then mailed to the tak's Takleiding and the Beheerder; a failed mail is logged, the request stays.
 */
export async function vraagVerwijdering(fotoId: number, reden: string | null, toegang: Toegang, clientAddress: string, now: number = clockNow()): Promise<void> {
  const [row] = await getDb()
    .select({ albumId: album.id, titel: album.titel, takId: album.takId })
    .from(foto)
    .innerJoin(album, eq(album.id, foto.albumId))
    .where(eq(foto.id, fotoId));
  if (!row || !magAlbumZien(row.takId, toegang)) throw new InputError(FOTO_NIET_GEVONDEN, 404);
  if (!(await verzoekLimiet.take(clientKey(clientAddress)))) throw new InputError(TE_VEEL_VERZOEKEN, 429);
  const verzoek = await transaction(async (tx) => {
    changesNoPublicPage();
    const [created] = await tx.insert(verwijderVerzoek).values({ fotoId, reden, createdAt: now }).returning({ id: verwijderVerzoek.id });
    return created!;
  });
  await stuurVerwijderVerzoek({ id: verzoek.id, fotoId, albumId: row.albumId, albumTitel: row.titel, takId: row.takId, reden, createdAt: now });
}

async function beheerdVerzoek(tx: Tx, id: number): Promise<{ fotoId: number; titel: string }> {
  const [row] = await tx
    .select({ fotoId: verwijderVerzoek.fotoId, albumId: foto.albumId })
    .from(verwijderVerzoek)
    .innerJoin(foto, eq(foto.id, verwijderVerzoek.fotoId))
    .where(eq(verwijderVerzoek.id, id));
  if (!row) throw new InputError("Dit verzoek bestaat niet (meer).", 404);
  const parent = await beheerdAlbum(tx, row.albumId);
  return { fotoId: row.fotoId, titel: parent.titel };
}

/** 'Afwijzen': the photo stays, the request goes. */
export async function wijsVerzoekAf(id: number): Promise<void> {
  await transaction(async (tx) => {
    changesNoPublicPage();
    const verzoek = await beheerdVerzoek(tx, id);
    await tx.delete(verwijderVerzoek).where(eq(verwijderVerzoek.id, id));
    await recordAudit(tx, { action: "fotoverzoek.afgewezen", entity: "foto", entityId: verzoek.fotoId, detail: verzoek.titel });
  });
}

/** 'Foto verwijderen' on a request: the photo and its files go, and with it every request for it. */
export async function voerVerzoekUit(id: number): Promise<void> {
  const verzoek = await transaction((tx) => {
    changesNoPublicPage();
    return beheerdVerzoek(tx, id);
  });
  await deleteFoto(verzoek.fotoId);
}

/** The open removal requests of the albums the actor manages (the system: all), newest first. */
export async function listVerzoeken(): Promise<VerzoekView[]> {
  const rows = await getDb()
    .select({
      id: verwijderVerzoek.id,
      fotoId: verwijderVerzoek.fotoId,
      albumId: album.id,
      albumTitel: album.titel,
      takId: album.takId,
      reden: verwijderVerzoek.reden,
      createdAt: verwijderVerzoek.createdAt,
    })
    .from(verwijderVerzoek)
    .innerJoin(foto, eq(foto.id, verwijderVerzoek.fotoId))
    .innerJoin(album, eq(album.id, foto.albumId))
    .orderBy(desc(verwijderVerzoek.createdAt), desc(verwijderVerzoek.id));
  return rows.filter((r) => isSystem() || managesTakken(r.takId === null ? [] : [r.takId])).map(({ takId: _takId, ...rest }) => rest);
}
