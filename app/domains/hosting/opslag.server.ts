import fsp from "node:fs/promises";
import path from "node:path";
import { hostingOpslagMb } from "~/config/env.server";
import { dataDir } from "~/group/context.server";
import { groupSlot } from "~/group/context.server";
import { groupLabel, storageBytes } from "~/lib/metrics.server";
import { now as clockNow } from "~/lib/clock.server";

// Each hosted group's storage (its folder: database, pictures, booklets, documents, photos), bounded by
// HOSTING_OPSLAG_MB so that one group cannot fill the installation's disk.

/** Below this size a body is no upload (a form, a JSON write): it is never refused for storage. */
export const UPLOAD_BYTES = 64 * 1024;
/** The folder is measured again at most this often; uploads in between are added to the last measure. */
const MEASURE_MS = 60_000;

const gemeten = groupSlot((): { bytes: number; at: number; bezig?: Promise<number> } => ({ bytes: 0, at: Number.NEGATIVE_INFINITY }));

/** The bytes of a folder and everything in it (a missing folder: 0). */
export async function mapBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await mapBytes(full);
    else if (entry.isFile()) total += (await fsp.stat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** What the running group uses now, measured at most once a minute. */
export async function gebruikteOpslag(now: number = clockNow()): Promise<number> {
  const meting = gemeten();
  if (now - meting.at < MEASURE_MS) return meting.bytes;
  meting.bezig ??= mapBytes(dataDir()).then((bytes) => {
    Object.assign(meting, { bytes, at: clockNow(), bezig: undefined });
    storageBytes.set({ groep: groupLabel() }, bytes);
    return bytes;
  });
  return meting.bezig;
}

const MB = 1024 * 1024;

/**
 * Whether an upload of `bytes` still fits the running group's storage; counted at once, so that uploads in parallel
 * cannot pass the limit together. Answers the refusal's Dutch message, or null when it fits.
 */
export async function opslagWeigering(bytes: number): Promise<string | null> {
  const gebruikt = await gebruikteOpslag();
  const limiet = hostingOpslagMb() * MB;
  if (gebruikt + bytes > limiet) {
    const mb = (n: number) => Math.ceil(n / MB).toLocaleString("nl-BE");
    return `De opslag van deze site is vol: ${mb(gebruikt)} van ${mb(limiet)} MB gebruikt. Verwijder oude albums of foto's, of vraag de hoster om meer ruimte.`;
  }
  gemeten().bytes += bytes;
  return null;
}
