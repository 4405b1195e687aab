import fs from "node:fs/promises";
import path from "node:path";
import { eq, lt } from "drizzle-orm";
import { getDb, transaction } from "~/db/client.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { kalenderBeginjaar } from "~/domains/scoutsjaar/rules";
import { now as clockNow } from "~/lib/clock.server";
import { backgroundLoop } from "~/lib/background.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { eersteBewaardJaar } from "./rules";
import { album, fotoLink } from "./schema";
import { albumGewijzigd } from "./tags.server";
import { uploadDir, verwijderAlbumBestanden } from "./verwerking.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Albums bewaren': how many scouting years of albums are kept (the current one included), a setting of the group. */
export async function albumsBewarenJaren(): Promise<number> {
  return (await getInstellingen()).groep.albumsBewaren;
}

/**
 * The daily clean-up: removes the albums of scouting years that are no longer kept, with their files, one audit row
 * per album; forgets the parents' links of past years (they no longer open anything) and upload leftovers of a crash.
 * Runs without a request: whoever schedules it decides as whom (the system).
 */
export async function ruimAlbumsOp(now: number = clockNow()): Promise<{ albums: number }> {
  const jaren = await albumsBewarenJaren();
  const huidig = kalenderBeginjaar(now);
  const eerste = eersteBewaardJaar(huidig, jaren);
  // An album's year follows from its day: 1 September of the first kept year is the first day kept.
  const grens = `${eerste}-09-01`;
  const oud = await getDb().select({ id: album.id, titel: album.titel, datum: album.datum, activiteitId: album.activiteitId }).from(album).where(lt(album.datum, grens));
  for (const row of oud) {
    await transaction(async (tx) => {
      albumGewijzigd(row.activiteitId);
      await tx.delete(album).where(eq(album.id, row.id));
      await recordAudit(tx, {
        action: "album.opgeruimd",
        entity: "album",
        entityId: row.id,
        detail: `${row.titel} (${row.datum}): ouder dan ${jaren} scoutsjaren`,
      });
    });
    await verwijderAlbumBestanden(row.id);
  }
  await getDb().delete(fotoLink).where(lt(fotoLink.beginjaar, huidig));
  await ruimUploadsOp(now);
  return { albums: oud.length };
}

/** Temporary upload files older than a day: left by a crash in the middle of an upload. */
async function ruimUploadsOp(now: number): Promise<void> {
  const dir = uploadDir();
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > DAY_MS) await fs.rm(file, { force: true });
  }
}

/** The daily clean-up: once at start, then every 24 hours. */
const opruiming = backgroundLoop(
  "Foto's opruimen",
  async () => {
    await ruimAlbumsOp();
    return DAY_MS;
  },
  DAY_MS,
);

export function startAlbumOpruiming(): void {
  opruiming.start();
}

export function stopAlbumOpruiming(): Promise<void> {
  return opruiming.stop();
}
