import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { ArchiefGeweigerd, checkFolder } from "../../../scripts/archive.mjs";
import type { Copy } from "../../../scripts/bucket.mjs";
import { migrationsFolder } from "~/db/client.server";
import { STANDAARD_INSTELLINGEN } from "~/domains/instellingen/defaults";
import { formatDateTime } from "~/lib/dates";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import {
  copyOfGroup,
  fetchGroupCopy,
  fetchInstallationCopy,
  groupsInBucket,
  neemGroepOver,
  replicationOn,
  restoredFromCopy,
  restoreWorkDir,
  resumeReplication,
} from "~/lib/replication.server";
import { groep as groepTabel, hostingAudit } from "./installatie-schema";
import { bestaandeGroep, logHoster, logInGroep, voegRegelToe, wisselMap, zetDomeinen } from "./groepen.server";
import { startGroep } from "~/group/installation.server";
import { alleGroepen, groepContext, groepDir, groepRegel, herlaadGroepen, hostingDb } from "~/group/registry.server";
import { eq } from "drizzle-orm";
import { now as clockNow } from "~/lib/clock.server";

// Back to a moment that was kept (issue 48, ADR 0042): a group's database and files as the bucket holds them at a
// moment, and a new machine rebuilt from the bucket. Both take a copy through the check of an import (ADR 0038) and
// swap it in as an import does.

export const GEEN_BUCKET = "Er is geen bucket ingesteld (BACKUP_S3_BUCKET): er zijn geen kopieën om terug te zetten.";

export function vereisBucket(): void {
  if (!replicationOn()) throw new InputError(GEEN_BUCKET, 409);
}

/**
 * A copy fetched from the bucket into `work` and checked as an import's archive; answers the group's name in it and its
 * list of files.
 */
async function haalKopie(slug: string, copy: Copy, work: string): Promise<{ naam: string | null; files: Record<string, string> }> {
  const files = await fetchGroupCopy(slug, copy, work);
  try {
    return { naam: (await checkFolder(work, { migrationsFolder: migrationsFolder() })).naam, files };
  } catch (error) {
    if (error instanceof ArchiefGeweigerd) throw new InputError(`De kopie van ${formatDateTime(copy.moment)} kan niet teruggezet worden: ${error.message}`, 400);
    throw error;
  }
}

export interface Teruggezet {
  slug: string;
  /** The moment of the copy that was put back (ISO). */
  kopie: string;
  /** The moment asked for (ISO), or `laatste`. */
  gevraagd: string;
}

/**
 * Puts a group back as it was at `moment`: the newest copy at or before it, its database and files, in one step (the
 * site is served as before until the swap, see `wisselMap`). What is there now is copied first, so that this too can
 * be undone. The group's own log and the hoster's record it.
 */
export async function zetGroepTerug(slug: string, moment: number, wie: string): Promise<Teruggezet> {
  vereisBucket();
  bestaandeGroep(slug);
  const copy = await copyOfGroup(slug, moment);
  const gevraagd = Number.isFinite(moment) ? new Date(moment).toISOString() : "laatste";
  if (!copy) {
    throw new InputError(Number.isFinite(moment) ? `Er is geen kopie van ${slug} van vóór ${formatDateTime(moment)}.` : `Er is nog geen kopie van ${slug}.`, 404);
  }
  const work = restoreWorkDir();
  try {
    const { files } = await haalKopie(slug, copy, work);
    await wisselMap(slug, work, false, "kopie", (context) => restoredFromCopy(context, copy.moment, files));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const detail = `Teruggezet naar de kopie van ${formatDateTime(copy.moment)}${Number.isFinite(moment) ? ` (gevraagd: ${formatDateTime(moment)})` : ""}`;
  await logInGroep(slug, "hosting.terugzetten", `${detail}, door de hoster`);
  await logHoster(wie, "groep.terugzetten", slug, detail);
  return { slug, kopie: new Date(copy.moment).toISOString(), gevraagd };
}

export interface Herbouwd {
  groepen: { slug: string; kopie: string }[];
  /** Groups the installation's copy names but the bucket has no copy of. */
  zonderKopie: string[];
  /** Groups the bucket has that another installation holds now (moved there, ADR 0050): not rebuilt here. */
  elders: string[];
}

export interface Regel {
  slug: string;
  naam: string;
  domeinen: string[];
  geschorst: boolean;
  aangemaakt: number;
}

/**
 * A new machine from the bucket: every group of the installation's last copy of hosting.db (and every other group the
 * bucket has copies of), each from its last copy, with its domains, whether it was suspended, and the hoster's log.
 * Only on an installation without groups: it is for an empty DATA_DIR.
 */
export async function herbouwInstallatie(wie: string): Promise<Herbouwd> {
  vereisBucket();
  if (alleGroepen().length > 0) throw new InputError("Deze installatie heeft al groepen: herbouwen is voor een nieuwe installatie met een lege DATA_DIR.", 409);
  const work = restoreWorkDir();
  const regels: Regel[] = [];
  try {
    const installatie = path.join(work, "hosting.db");
    if (await fetchInstallationCopy(installatie)) {
      const client = createClient({ url: `file:${installatie}` });
      try {
        const groepen = await client.execute("SELECT slug, naam, domeinen, geschorst, aangemaakt FROM groep WHERE verwijderd_op IS NULL");
        for (const row of groepen.rows) {
          regels.push({
            slug: String(row.slug),
            naam: String(row.naam),
            domeinen: JSON.parse(String(row.domeinen)) as string[],
            geschorst: Number(row.geschorst) === 1,
            aangemaakt: Number(row.aangemaakt),
          });
        }
        // The hoster's log of the machine that was lost, before this installation's own lines.
        const log = await client.execute("SELECT at, wie, actie, slug, detail FROM hosting_audit ORDER BY id");
        for (const row of log.rows) {
          await hostingDb()
            .insert(hostingAudit)
            .values({ at: Number(row.at), wie: String(row.wie), actie: String(row.actie), slug: row.slug === null ? null : String(row.slug), detail: row.detail === null ? null : String(row.detail) });
        }
      } finally {
        client.close();
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const bekend = new Set(regels.map((r) => r.slug));
  for (const slug of await groupsInBucket()) if (!bekend.has(slug)) regels.push({ slug, naam: "", domeinen: [], geschorst: false, aangemaakt: clockNow() });

  const result: Herbouwd = { groepen: [], zonderKopie: [], elders: [] };
  for (const regel of regels) {
    try {
      // This installation takes the group over in the bucket: the lost machine, should it come back, copies it no more.
      const generatie = await neemGroepOver(regel.slug);
      if (generatie === null) {
        result.elders.push(regel.slug);
        continue;
      }
      const kopie = await herbouwGroep(regel, {
        generatie,
        logboek: (moment) => ["hosting.herbouwen", `Herbouwd uit de kopie van ${formatDateTime(moment)} in de bucket, op een nieuwe machine, door de hoster`],
      });
      if (kopie === null) result.zonderKopie.push(regel.slug);
      else result.groepen.push({ slug: regel.slug, kopie: new Date(kopie).toISOString() });
    } catch (error) {
      logger.error({ err: error, groep: regel.slug }, "Groep niet herbouwd");
      result.zonderKopie.push(regel.slug);
    }
  }
  resumeReplication();
  await logHoster(wie, "installatie.herbouwen", null, `${result.groepen.length} groepen uit de bucket${result.zonderKopie.length ? `; zonder kopie: ${result.zonderKopie.join(", ")}` : ""}`);
  return result;
}

/**
 * One group from its last copy in the bucket, on an installation that does not have it (a rebuild, or the target of a
 * move): its row, domains and folder, then started; answers the copy's moment, or null when the bucket has none.
 */
export async function herbouwGroep(regel: Regel, options: { generatie: number; logboek: (moment: number) => [string, string] }): Promise<number | null> {
  const copy = await copyOfGroup(regel.slug, Number.POSITIVE_INFINITY);
  if (!copy) return null;
  const work = restoreWorkDir();
  try {
    const { naam: naamInKopie, files } = await haalKopie(regel.slug, copy, work);
    await voegRegelToe(regel.slug, regel.naam || naamInKopie || STANDAARD_INSTELLINGEN.groep.naam, []);
    await hostingDb().update(groepTabel).set({ aangemaakt: regel.aangemaakt, geschorst: regel.geschorst }).where(eq(groepTabel.slug, regel.slug));
    try {
      await zetDomeinen(regel.slug, regel.domeinen);
    } catch (error) {
      logger.warn({ err: error, groep: regel.slug }, "Domeinen van de groep niet hersteld");
    }
    await herlaadGroepen();
    fs.mkdirSync(path.dirname(groepDir(regel.slug)), { recursive: true });
    fs.renameSync(work, groepDir(regel.slug));
    await restoredFromCopy(groepContext(regel.slug)!, copy.moment, files, { generatie: options.generatie });
    if (!groepRegel(regel.slug)?.geschorst) await startGroep(regel.slug);
    await logInGroep(regel.slug, ...options.logboek(copy.moment));
    return copy.moment;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
