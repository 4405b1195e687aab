import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ArchiefGeweigerd, checkFolder } from "../../scripts/archive.mjs";
import { FILE_FOLDERS } from "../../scripts/data-paths.mjs";
import { getDb, migrationsFolder, prepareDatabase, transaction, type Db } from "~/db/client.server";
import { changesEverything } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { initAuthSecrets } from "~/domains/auth/secrets.server";
import { startGroupJobs, stopGroupJobs } from "~/group/lifecycle.server";
import { formatDateTime } from "~/lib/dates";
import { InputError } from "~/lib/errors";
import { currentGroup } from "~/group/context.server";
import { copyOfGroup, fetchGroupCopy, replicationOn, restoredFromCopy, restoreWorkDir, resumeReplication, whileRestoring } from "~/lib/replication.server";

// A single-group installation back to a moment the bucket kept (`npm run terugzetten -- {moment}`, ADR 0042), while
// the server runs: the copy is fetched and checked as an import's archive (ADR 0038) while the site is served as
// before; then, in one turn of the event loop, the database file and the file folders are swapped.

export interface SiteTeruggezet {
  /** The moment of the copy that was put back (ISO). */
  kopie: string;
  gevraagd: string;
}

export async function zetSiteTerug(moment: number): Promise<SiteTeruggezet> {
  if (!replicationOn()) throw new InputError("Er is geen bucket ingesteld (BACKUP_S3_BUCKET): er zijn geen kopieën om terug te zetten.", 409);
  const group = currentGroup();
  if (!group.databaseUrl.startsWith("file:")) throw new InputError("De database staat op een libSQL-server (DATABASE_URL): die wordt niet naar de bucket gekopieerd.", 409);
  const copy = await copyOfGroup(null, moment);
  if (!copy) throw new InputError(Number.isFinite(moment) ? `Er is geen kopie van vóór ${formatDateTime(moment)}.` : "Er is nog geen kopie in de bucket.", 404);
  const work = restoreWorkDir();
  try {
    const files = await fetchGroupCopy(null, copy, work);
    try {
      await checkFolder(work, { migrationsFolder: migrationsFolder() });
    } catch (error) {
      if (error instanceof ArchiefGeweigerd) throw new InputError(`De kopie van ${formatDateTime(copy.moment)} kan niet teruggezet worden: ${error.message}`, 400);
      throw error;
    }
    await whileRestoring(group, async () => {
      await stopGroupJobs();
      const db = getDb();
      // The write turn: no save of a request is under way while the files are swapped (those that wait for it after
      // the swap find the old connection closed, and fail: they saved into what is being replaced).
      const turn = await db.$client.transaction("write");
      const asides = swap(db, work);
      try {
        turn.close();
      } catch {
        // Its connection is closed already.
      }
      for (const aside of asides) fs.rmSync(aside, { recursive: true, force: true });
      await restoredFromCopy(group, copy.moment, files);
      await prepareDatabase();
      await initAuthSecrets();
      const detail = `Teruggezet naar de kopie van ${formatDateTime(copy.moment)}${Number.isFinite(moment) ? ` (gevraagd: ${formatDateTime(moment)})` : ""}`;
      // Every cached page showed what was: all of them are stale.
      await transaction(async (tx) => {
        changesEverything();
        await recordAudit(tx, { action: "terugzetten", entity: "site", detail });
      });
      await startGroupJobs();
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  resumeReplication();
  return { kopie: new Date(copy.moment).toISOString(), gevraagd: Number.isFinite(moment) ? new Date(moment).toISOString() : "laatste" };
}

/**
 * Without an await: closes the database, puts the copy's database and folders in place, and answers the old folders
 * set aside (the caller removes them). The next use of the database opens the copy.
 */
function swap(db: Db, work: string): string[] {
  const group = currentGroup();
  const file = path.resolve(group.databaseUrl.slice("file:".length));
  db.$client.close();
  group.database = undefined;
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  fs.renameSync(path.join(work, "scouts.db"), file);
  const asides: string[] = [];
  for (const folder of FILE_FOLDERS) {
    const target = path.join(group.dataDir, folder);
    if (fs.existsSync(target)) {
      const aside = path.join(group.dataDir, `.oud-${folder}-${crypto.randomBytes(4).toString("hex")}`);
      fs.renameSync(target, aside);
      asides.push(aside);
    }
    if (fs.existsSync(path.join(work, folder))) fs.renameSync(path.join(work, folder), target);
  }
  return asides;
}
