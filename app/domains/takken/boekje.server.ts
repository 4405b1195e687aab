import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { dataDir } from "~/config/env.server";
import { getDb, transaction } from "~/db/client.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { InputError } from "~/lib/errors";
import { hasBoekje } from "./rules";
import { tak } from "./schema";
import { ALLEEN_PDF, BOEKJE_TE_GROOT, MAX_BOEKJE_BYTES } from "./validation";
import { requireTakken } from "~/domains/auth/permissions.server";

export function boekjesDir(): string {
  return path.join(dataDir(), "boekjes");
}

const BOEKJE_NAME = /^[a-z0-9-]+\.pdf$/;

export async function deleteBoekjeFile(fileName: string | null | undefined): Promise<void> {
  if (!fileName || !BOEKJE_NAME.test(fileName)) return;
  await fs.rm(path.join(boekjesDir(), fileName), { force: true });
}

/** A PDF starts with "%PDF-" (the content decides, not the name or the type the browser claims). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-";
}

/**
 * Stores a new monthly booklet for a branch: written under a new server-made name (temp file + rename),
 * the row updated in a transaction, and only then the old file removed. A refused or failed upload
 * leaves the earlier booklet in place.
 */
export async function storeBoekje(takId: number, bytes: Buffer, now: number = Date.now()): Promise<{ url: string }> {
  requireTakken([takId]);
  const rows = await getDb().select().from(tak).where(eq(tak.id, takId));
  const row = rows[0];
  if (!row) throw new InputError("Deze tak bestaat niet.", 404);
  if (!hasBoekje(takId)) throw new InputError("Boekjes bestaan enkel voor takken met id onder 7.", 400, { boekje: "Geen boekje voor deze tak" });
  if (bytes.byteLength > MAX_BOEKJE_BYTES) throw new InputError(BOEKJE_TE_GROOT, 413, { boekje: BOEKJE_TE_GROOT });
  if (!isPdf(bytes)) throw new InputError(ALLEEN_PDF, 400, { boekje: ALLEEN_PDF });

  const slug = row.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const fileName = `${slug}-${now}-${crypto.randomBytes(6).toString("hex")}.pdf`;
  const dir = boekjesDir();
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.tmp-${fileName}`);
  const target = path.join(dir, fileName);
  try {
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, target);
    await transaction(async (tx) => {
      await tx.update(tak).set({ boekje: fileName, boekjeUpdatedAt: now }).where(eq(tak.id, takId));
      await recordAudit(tx, { action: "tak.boekje", entity: "tak", entityId: takId, detail: fileName });
    });
  } catch (error) {
    await fs.rm(tmp, { force: true });
    await fs.rm(target, { force: true });
    throw error;
  }
  await deleteBoekjeFile(row.boekje);
  return { url: `/boekjes/${fileName}` };
}
