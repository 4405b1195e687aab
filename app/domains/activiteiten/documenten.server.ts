// A camp's documents (kampboekje, medical form, permission form): PDFs stored as files under DATA_DIR, rows in
// kamp_document. Stored as the booklets are: checked to be a PDF, named by the server, served in a CSP sandbox.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { type Db, getDb, transaction, type Tx } from "~/db/client.server";
import { changes } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { isPdf } from "~/domains/takken/boekje.server";
import { ALLEEN_PDF, MAX_BOEKJE_BYTES } from "~/domains/takken/validation";
import { InputError } from "~/lib/errors";
import { kampDocumentUrl } from "./activiteiten.server";
import { KAMP_DOCUMENTEN_MAX, type KampDocumentView } from "./kamp";
import { bestandSlug, deleteKampFiles, kampDocumentenDir } from "./kamp-files.server";
import { existingActiviteit } from "./mutations.server";
import { activiteitChanges } from "./tags.server";
import { activiteitKamp, kampDocument } from "./schema";
import { DOCUMENT_TE_GROOT } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

export const MAX_DOCUMENT_BYTES = MAX_BOEKJE_BYTES;
export const GEEN_KAMP = "Documenten horen bij een kamp: vink eerst 'Kamp' aan en bewaar de activiteit.";
export const DOCUMENT_NIET_GEVONDEN = "Dit document bestaat niet.";
export const DOCUMENT_VERPLICHT = "Kies een PDF-bestand";

/** A document's title: as given, else the uploaded file's name without '.pdf'. */
export function documentTitel(titel: string | null, bestandsnaam: string | undefined): string {
  const fromFile = bestandsnaam?.replace(/\.pdf$/i, "").replace(/[_]+/g, " ").trim().slice(0, 80);
  return titel || fromFile || "Document";
}

/**
 * Adds a PDF to a camp: the file is written under a new name (temp file + rename), then the row in a transaction.
 * A refused or failed upload leaves nothing behind. A Takleiding adds to the camps of their own takken only.
 */
export async function storeKampDocument(activiteitId: number, bytes: Buffer, titel: string, now: number = clockNow()): Promise<KampDocumentView> {
  const before = await existingActiviteit(getDb(), activiteitId);
  if (!(await isKamp(getDb(), activiteitId))) throw new InputError(GEEN_KAMP, 409);
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw new InputError(DOCUMENT_TE_GROOT, 413, { document: DOCUMENT_TE_GROOT });
  if (!isPdf(bytes)) throw new InputError(ALLEEN_PDF, 400, { document: ALLEEN_PDF });

  const bestand = await writeDocumentFile(titel, bytes);
  try {
    const id = await transaction(async (tx) => {
      // Again inside the transaction: the mark may have gone while the file was written.
      const { staat } = await existingActiviteit(tx, activiteitId);
      if (!(await isKamp(tx, activiteitId))) throw new InputError(GEEN_KAMP, 409);
      changes(...activiteitChanges(staat));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(kampDocument).where(eq(kampDocument.activiteitId, activiteitId));
      if (n >= KAMP_DOCUMENTEN_MAX) throw new InputError(`Een kamp heeft hoogstens ${KAMP_DOCUMENTEN_MAX} documenten.`, 409);
      const [row] = await tx
        .insert(kampDocument)
        .values({ activiteitId, titel, bestand, grootte: bytes.byteLength, createdAt: now })
        .returning({ id: kampDocument.id });
      if (!row) throw new Error("insert kamp_document returned nothing");
      await recordAudit(tx, { action: "activiteit.document", entity: "activiteit", entityId: activiteitId, detail: `${before.titel}: ${titel}` });
      return row.id;
    });
    return { id, titel, url: kampDocumentUrl(bestand), grootte: bytes.byteLength };
  } catch (error) {
    await deleteKampFiles([bestand]);
    throw error;
  }
}

async function isKamp(db: Db | Tx, activiteitId: number): Promise<boolean> {
  const rows = await db.select({ id: activiteitKamp.activiteitId }).from(activiteitKamp).where(eq(activiteitKamp.activiteitId, activiteitId));
  return rows.length > 0;
}

/** Writes a document's file under a new server-made name (temp file + rename, so a half-written file never shows). */
export async function writeDocumentFile(titel: string, bytes: Buffer): Promise<string> {
  const bestand = `${bestandSlug(titel)}-${crypto.randomBytes(6).toString("hex")}.pdf`;
  const dir = kampDocumentenDir();
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.tmp-${bestand}`);
  try {
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, path.join(dir, bestand));
  } finally {
    await fs.rm(tmp, { force: true });
  }
  return bestand;
}

/** Removes one document of a camp: the row in a transaction, then the file. */
export async function deleteKampDocument(activiteitId: number, documentId: number): Promise<void> {
  const bestand = await transaction(async (tx) => {
    const activiteit = await existingActiviteit(tx, activiteitId);
    changes(...activiteitChanges(activiteit.staat));
    const [doc] = await tx
      .select()
      .from(kampDocument)
      .where(and(eq(kampDocument.id, documentId), eq(kampDocument.activiteitId, activiteitId)));
    if (!doc) throw new InputError(DOCUMENT_NIET_GEVONDEN, 404);
    await tx.delete(kampDocument).where(eq(kampDocument.id, documentId));
    await recordAudit(tx, { action: "activiteit.document-verwijderd", entity: "activiteit", entityId: activiteitId, detail: `${activiteit.titel}: ${doc.titel}` });
    return doc.bestand;
  });
  await deleteKampFiles([bestand]);
}
