import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import { dataDir } from "~/config/env.server";
import { getDb, transaction } from "~/db/client.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireTakken } from "~/domains/auth/permissions.server";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { getoondeBoekjes, hasBoekje, isMaand, maandNaam, maandVan, uploadMaanden } from "./rules";
import { boekje, tak, type BoekjeRow } from "./schema";
import { ALLEEN_PDF, BOEKJE_TE_GROOT, MAX_BOEKJE_BYTES } from "./validation";

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

/** The month a booklet is put up for: this month (when none is given) or the next; any other is refused. */
export function boekjeMaand(gevraagd: string | undefined, now: number = clockNow()): string {
  const { maanden } = uploadMaanden(now);
  if (gevraagd === undefined || gevraagd.trim() === "") return maanden[0];
  const maand = gevraagd.trim();
  if (isMaand(maand) && maanden.includes(maand)) return maand;
  const message = `Kies ${maandNaam(maanden[0])} of ${maandNaam(maanden[1])} (${maanden[0]} of ${maanden[1]}).`;
  throw new InputError(message, 400, { maand: message });
}

/**
 * The booklets of these takken (all when none are given), in month order. Only those a tak page can still show are
 * kept (see `storeBoekje`).
 */
export async function listBoekjes(takIds?: readonly number[]): Promise<BoekjeRow[]> {
  return getDb()
    .select()
    .from(boekje)
    .where(takIds ? inArray(boekje.takId, [...takIds]) : undefined)
    .orderBy(asc(boekje.takId), asc(boekje.maand));
}

/**
 * Stores a monthly booklet for a branch and a month (this one or the next): written under a new server-made name
 * (temp file + rename), the row stored in a transaction, and only then the replaced file removed. Booklets a tak page
 * will never show again (older than the one it shows now) go at the same time. A refused or failed upload leaves the
 * earlier booklet in place.
 */
export async function storeBoekje(takId: number, bytes: Buffer, gevraagdeMaand?: string, now: number = clockNow()): Promise<{ url: string; maand: string }> {
  requireTakken([takId]);
  const rows = await getDb().select().from(tak).where(eq(tak.id, takId));
  const row = rows[0];
  if (!row) throw new InputError("Deze tak bestaat niet.", 404);
  if (!hasBoekje(takId)) throw new InputError("Boekjes bestaan enkel voor takken met id onder 7.", 400, { boekje: "Geen boekje voor deze tak" });
  const maand = boekjeMaand(gevraagdeMaand, now);
  if (bytes.byteLength > MAX_BOEKJE_BYTES) throw new InputError(BOEKJE_TE_GROOT, 413, { boekje: BOEKJE_TE_GROOT });
  if (!isPdf(bytes)) throw new InputError(ALLEEN_PDF, 400, { boekje: ALLEEN_PDF });

  const slug = row.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const fileName = `${slug}-${maand}-${now}-${crypto.randomBytes(6).toString("hex")}.pdf`;
  const dir = boekjesDir();
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.tmp-${fileName}`);
  const target = path.join(dir, fileName);
  let weg: string[];
  try {
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, target);
    weg = await transaction(async (tx) => {
      const before = await tx.select().from(boekje).where(eq(boekje.takId, takId));
      await tx
        .insert(boekje)
        .values({ takId, maand, bestand: fileName, uploadedAt: now })
        .onConflictDoUpdate({ target: [boekje.takId, boekje.maand], set: { bestand: fileName, uploadedAt: now } });
      const after = [...before.filter((b) => b.maand !== maand), { takId, maand, bestand: fileName, uploadedAt: now }];
      const shown = getoondeBoekjes(after, now)[0];
      const stale = after.filter((b) => b.maand < maandVan(now) && b !== shown);
      for (const b of stale) await tx.delete(boekje).where(and(eq(boekje.takId, takId), eq(boekje.maand, b.maand)));
      await recordAudit(tx, { action: "tak.boekje", entity: "tak", entityId: takId, detail: `${maand}: ${fileName}` });
      return [...before.filter((b) => b.maand === maand), ...stale].map((b) => b.bestand);
    });
  } catch (error) {
    await fs.rm(tmp, { force: true });
    await fs.rm(target, { force: true });
    throw error;
  }
  for (const file of weg) await deleteBoekjeFile(file);
  return { url: `/boekjes/${fileName}`, maand };
}
