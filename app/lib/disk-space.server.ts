import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { installationDataDir } from "~/config/env.server";
import { dataDir } from "~/group/context.server";
import { groupOrUndefined } from "~/group/context.server";
import { InputError } from "./errors";
import { logger } from "./logger.server";

// A full disk, said plainly (issue 36): a write that fails for lack of space answers 507 with DISK_FULL, in the admin
// and the API alike, and /healthz reports it until there is space again. The state is the machine's, not a group's:
// one process-wide flag.

export const DISK_FULL = "De server heeft geen schijfruimte meer. Je wijziging is niet bewaard.";
/** What /healthz says while the disk is full. */
export const DISK_FULL_REASON = "Geen schijfruimte meer in de gegevensmap (DATA_DIR): wijzigingen worden niet bewaard.";
/** Below this much free space nothing worth writing fits: /healthz reports the disk full before a write has failed. */
const MIN_FREE_BYTES = 1024 * 1024;
/** A write of this size must succeed before /healthz says the disk has space again. */
const PROBE_BYTES = 64 * 1024;

let fullSince: number | undefined;

/**
 * Whether an error is a write that failed for lack of space: a file's ENOSPC (or a quota's EDQUOT), SQLite's
 * SQLITE_FULL ('database or disk is full'), or libvips saying so; also when wrapped (a query error's cause).
 */
export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (code === "ENOSPC" || code === "EDQUOT" || code === "SQLITE_FULL") return true;
    if (typeof message === "string" && /\b(ENOSPC|SQLITE_FULL)\b|no space left on device|database or disk is full/i.test(message)) return true;
  }
  return false;
}

/** A disk-full error as the refusal the admin and the API answer (507), noted for /healthz; undefined otherwise. */
export function diskFullRefusal(error: unknown, field?: string): InputError | undefined {
  if (!isDiskFull(error)) return undefined;
  if (fullSince === undefined) {
    fullSince = Date.now();
    logger.error({ err: error, dataDir: groupOrUndefined() ? dataDir() : installationDataDir() }, "Schijf vol: een wijziging kon niet bewaard worden");
  }
  return new InputError(DISK_FULL, 507, field ? { [field]: DISK_FULL } : {});
}

/**
 * For /healthz: the reason the disk cannot take writes, or null when it can. Less than a megabyte free is full; after
 * a write failed for lack of space, the disk stays reported full until a probe write fits again.
 */
export async function diskSpaceProblem(): Promise<string | null> {
  // The disk of the running group's folder; in hosting mode without a group, the installation's (the same disk).
  const dir = groupOrUndefined() ? dataDir() : installationDataDir();
  try {
    const stats = await fs.statfs(dir);
    if (stats.bavail * stats.bsize < MIN_FREE_BYTES) return DISK_FULL_REASON;
  } catch {
    // No such folder yet, or a file system without statfs: the probe below decides.
  }
  if (fullSince === undefined) return null;
  // Named as an unfinished file, so a crash in between leaves nothing that start-up does not remove.
  const probe = path.join(dir, `.tmp-schijfproef-${crypto.randomBytes(6).toString("hex")}`);
  try {
    const handle = await fs.open(probe, "w");
    try {
      await handle.write(Buffer.alloc(PROBE_BYTES));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (isDiskFull(error)) return DISK_FULL_REASON;
    throw error;
  } finally {
    await fs.rm(probe, { force: true });
  }
  logger.info({ dataDir: dir }, "Schijf: er is weer ruimte");
  fullSince = undefined;
  return null;
}
