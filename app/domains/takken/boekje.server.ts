import fs from "node:fs/promises";
import path from "node:path";
import { asc, inArray } from "drizzle-orm";
import { dataDir } from "~/group/context.server";
import { getDb } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import { now as clockNow } from "~/lib/clock.server";
import { InputError } from "~/lib/errors";
import { isMaand, maandNaam, uploadMaanden } from "./rules";
import { boekje, type BoekjeRow } from "./schema";
import { BOEKJES } from "./tags.server";

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
  reads(BOEKJES);
  return getDb()
    .select()
    .from(boekje)
    .where(takIds ? inArray(boekje.takId, [...takIds]) : undefined)
    .orderBy(asc(boekje.takId), asc(boekje.maand));
}
