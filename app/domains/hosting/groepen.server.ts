import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, gte } from "drizzle-orm";
import { ArchiefGeweigerd, unpackArchive, writeArchive } from "../../../scripts/archive.mjs";
import { hostedSiteUrl, hostingDomain, hostingOpslagMb } from "~/config/env.server";
import { getDb, migrationsFolder, transaction } from "~/db/client.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { inviteAccount, reinviteAccount } from "~/domains/auth/accounts.server";
import { runAsSystem } from "~/domains/auth/actor.server";
import { account } from "~/domains/auth/schema";
import { STANDAARD_INSTELLINGEN } from "~/domains/instellingen/defaults";
import { bewaarInstelling, leesInstellingen } from "~/domains/instellingen/instellingen.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { startOfBrusselsDay } from "~/lib/dates";
import { brusselsDateKey } from "~/lib/days";
import { InputError } from "~/lib/errors";
import { workInGroup, type GroupContext } from "~/group/context.server";
import { groupReplication, whileRestoring } from "~/lib/replication.server";
import { hostingAudit, groep, groepDomein } from "./installatie-schema";
import { startGroep, stopGroep } from "~/group/installation.server";
import {
  alleGroepen,
  groepContext,
  groepDir,
  groepenDir,
  groepRegel,
  herlaadGroepen,
  hostingDb,
  verwijderdDir,
  vergeetContext,
  type GroepRegel,
} from "~/group/registry.server";
import { mapBytes } from "./opslag.server";
import { BEWAARTERMIJN_MS } from "./rules";
import { slug as nieuwSlug, type GroepWijzigingInput, type NieuweGroepInput } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

// The hoster's work on the groups (ADR 0028): make, list, suspend, give domains, export and import, delete and bring
// back, and invite a Beheerder. The API, the console and the front door all call these; each writes a line in the
// installation's audit log.

export const SLUG_BESTAAT = "Dit adres is al in gebruik. Kies een ander.";
export const DOMEIN_BESTAAT = "Dit domein hoort al bij een andere groep.";
export const GROEP_ONBEKEND = "Deze groep bestaat niet.";

export interface GroepOverzicht {
  slug: string;
  naam: string;
  url: string;
  domeinen: string[];
  geschorst: boolean;
  /** The group's folder on disk, database and files together. */
  bytes: number;
  /** When the group's database last changed (ms since the epoch). */
  laatsteWijziging: number | null;
  /** The moment of its last copy in the bucket (ms), null when none yet; undefined when there is no bucket (ADR 0042). */
  gekopieerd?: number | null;
  /** Since when changes wait for their copy (ms), or null. */
  kopieWachtSinds?: number | null;
  aangemaakt: number;
  verwijderdOp: number | null;
}

const METRICS_GELEZEN = "metrics.gelezen";

export async function logHoster(wie: string, actie: string, slug: string | null, detail?: string): Promise<void> {
  await hostingDb().insert(hostingAudit).values({ at: clockNow(), wie, actie, slug, detail: detail ?? null });
}

/**
 * A line in the group's own log ('Logboek', which its Beheerder sees) for the hoster's work on the group's data: an
 * export, an import, a restore (ADR 0047). Written as the system, in the group's database; a group that is not (or no
 * longer) served is skipped.
 */
export async function logInGroep(slug: string, action: string, detail: string): Promise<void> {
  const context = groepContext(slug);
  if (!context) return;
  await workInGroup(context, () => runAsSystem(() => recordAudit(getDb(), { action, entity: "groep", detail })));
}

/**
 * A read of /metrics: in the installation's log at most once a Brussels day per reader (ADR 0047). The figures are
 * every group's at once and hold no group's content; a line in each group's own log would open and copy every group's
 * database each day, so the group's Logboek shows the installation's last read instead (metricsGelezen).
 */
export async function noteerMetricsLezing(wie: string, now: number = clockNow()): Promise<void> {
  const vandaag = startOfBrusselsDay(brusselsDateKey(now));
  const al = await hostingDb()
    .select({ id: hostingAudit.id })
    .from(hostingAudit)
    .where(and(eq(hostingAudit.actie, METRICS_GELEZEN), eq(hostingAudit.wie, wie), gte(hostingAudit.at, vandaag)))
    .limit(1);
  if (al.length === 0) await logHoster(wie, METRICS_GELEZEN, null, "De cijfers van alle groepen gelezen (/metrics); één regel per dag");
}

/** When the hoster last read the figures (/metrics), which include this group's: for the group's Logboek. */
export async function metricsGelezen(): Promise<number | null> {
  const [rij] = await hostingDb().select({ at: hostingAudit.at }).from(hostingAudit).where(eq(hostingAudit.actie, METRICS_GELEZEN)).orderBy(desc(hostingAudit.at)).limit(1);
  return rij?.at ?? null;
}

/** The hoster's audit log, newest first. */
export function hosterLogboek(limit = 100) {
  return hostingDb().query.hostingAudit.findMany({ orderBy: (t, { desc }) => [desc(t.id)], limit });
}

export function bestaandeGroep(slug: string): GroepRegel {
  const regel = groepRegel(slug);
  if (!regel || regel.verwijderdOp !== null) throw new InputError(GROEP_ONBEKEND, 404);
  return regel;
}

export async function zetDomeinen(slug: string, domeinen: readonly string[]): Promise<void> {
  const db = hostingDb();
  // A name under the hosting domain is a group's address already (`{slug}.{domain}`): as an own domain it would never
  // route to this group, and could hold a name another group asks for later.
  const domain = hostingDomain();
  const eronder = domain ? domeinen.find((d) => d === domain || d.endsWith(`.${domain}`)) : undefined;
  if (eronder) {
    const melding = `${eronder} ligt onder ${domain}: de groep staat daar al op ${slug}.${domain}. Een eigen domein is een naam van de groep zelf.`;
    throw new InputError(melding, 400, { domeinen: melding });
  }
  for (const domein of domeinen) {
    const [ander] = await db.select().from(groepDomein).where(eq(groepDomein.domein, domein));
    if (ander && ander.slug !== slug) throw new InputError(DOMEIN_BESTAAT, 409, { domeinen: DOMEIN_BESTAAT });
  }
  await db.batch([
    db.delete(groepDomein).where(eq(groepDomein.slug, slug)),
    db.update(groep).set({ domeinen: JSON.stringify(domeinen) }).where(eq(groep.slug, slug)),
    ...domeinen.map((domein) => db.insert(groepDomein).values({ domein, slug })),
  ]);
}

export async function voegRegelToe(slug: string, naam: string, domeinen: readonly string[]): Promise<void> {
  const db = hostingDb();
  const [bestaand] = await db.select({ slug: groep.slug }).from(groep).where(eq(groep.slug, slug));
  if (bestaand) throw new InputError(SLUG_BESTAAT, 409, { slug: SLUG_BESTAAT });
  await db.insert(groep).values({ slug, naam, aangemaakt: clockNow() });
  try {
    await zetDomeinen(slug, domeinen);
  } catch (error) {
    await db.delete(groep).where(eq(groep.slug, slug));
    throw error;
  }
}

async function verwijderRegel(slug: string): Promise<void> {
  await hostingDb().delete(groep).where(eq(groep.slug, slug));
  await herlaadGroepen();
}

/** The first Beheerder, or a new one for a group whose leaders left: the invitation mail, and its link. */
async function nodigUit(email: string): Promise<string> {
  const [bestaand] = await getDb().select({ id: account.id, eigenaar: account.eigenaar }).from(account).where(eq(account.email, email));
  if (bestaand && !bestaand.eigenaar) {
    await transaction(async (tx) => {
      changesNoPublicPage();
      await tx.update(account).set({ rol: "beheerder" }).where(eq(account.id, bestaand.id));
    });
    return (await reinviteAccount(bestaand.id)).url;
  }
  return (await inviteAccount({ naam: email.split("@")[0] || email, email, rol: "beheerder", takken: [] })).url;
}

/**
 * A new group: its row, its folder with a database made ready (migrations, the nine takken, starting settings with
 * its name and address, no trace of another group), optionally filled by `vul` (the demo content, which the caller
 * brings: the domains do not know the demo), and its first Beheerder invited. When a step fails, nothing of the group stays.
 */
export async function maakGroep(input: NieuweGroepInput, wie: string, vul?: () => Promise<unknown>): Promise<{ slug: string; url: string; uitnodiging: string }> {
  await voegRegelToe(input.slug, input.naam, input.domeinen);
  await herlaadGroepen();
  const dir = groepDir(input.slug);
  try {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const context = groepContext(input.slug)!;
    const uitnodiging = await workInGroup(context, () =>
      runAsSystem(async () => {
        await transaction(async (tx) => {
          const huidige = await leesInstellingen(tx);
          await bewaarInstelling(tx, "groep", { ...huidige.groep, naam: input.naam, email: input.email });
        });
        if (vul) await vul();
        const link = await nodigUit(input.email);
        await recordAudit(getDb(), { action: "hosting.create", entity: "groep", detail: `Groep aangemaakt door de hoster; ${input.email} uitgenodigd als Beheerder` });
        return link;
      }),
    );
    await startGroep(input.slug);
    await logHoster(wie, "groep.aanmaken", input.slug, `${input.naam}; Beheerder ${input.email}${input.demo ? "; met demo-inhoud" : ""}`);
    return { slug: input.slug, url: context.siteUrl, uitnodiging };
  } catch (error) {
    const context = vergeetContext(input.slug);
    if (context) await stopGroep(context).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
    await verwijderRegel(input.slug);
    throw error;
  }
}

async function laatsteWijziging(dir: string): Promise<number | null> {
  const times = await Promise.all(["scouts.db", "scouts.db-wal"].map((f) => fsp.stat(path.join(dir, f)).then((s) => s.mtimeMs, () => null)));
  const known = times.filter((t): t is number => t !== null);
  return known.length ? Math.round(Math.max(...known)) : null;
}

/** One group as the hoster sees it. */
async function overzicht(regel: GroepRegel): Promise<GroepOverzicht> {
  const dir = regel.verwijderdOp === null ? groepDir(regel.slug) : verwijderdDir(regel.slug);
  const context = regel.verwijderdOp === null ? groepContext(regel.slug) : undefined;
  const [bytes, gewijzigd, kopie] = await Promise.all([mapBytes(dir), laatsteWijziging(dir), context ? groupReplication(context) : null]);
  return {
    slug: regel.slug,
    naam: regel.naam,
    url: hostedSiteUrl(regel.slug, regel.domeinen),
    domeinen: regel.domeinen,
    geschorst: regel.geschorst,
    bytes,
    laatsteWijziging: gewijzigd,
    ...(kopie ? { gekopieerd: kopie.laatste, kopieWachtSinds: kopie.wachtSinds } : {}),
    aangemaakt: regel.aangemaakt,
    verwijderdOp: regel.verwijderdOp,
  };
}

/** Every group with its size and last change; `verwijderd` adds the deleted ones still kept. */
export async function lijstGroepen(options: { verwijderd?: boolean } = {}): Promise<GroepOverzicht[]> {
  const regels = alleGroepen().filter((g) => options.verwijderd || g.verwijderdOp === null);
  const result: GroepOverzicht[] = [];
  // One group at a time: a thousand folders walked at once would hold every file handle.
  for (const regel of regels) result.push(await overzicht(regel));
  return result;
}

export async function toonGroep(slug: string): Promise<GroepOverzicht> {
  return overzicht(bestaandeGroep(slug));
}

/** Suspends or serves a group again, and/or gives it its own domains. Nothing of its data changes. */
export async function wijzigGroep(slug: string, input: GroepWijzigingInput, wie: string): Promise<GroepOverzicht> {
  const regel = bestaandeGroep(slug);
  if (input.domeinen) await zetDomeinen(slug, input.domeinen);
  if (input.geschorst !== undefined && input.geschorst !== regel.geschorst) {
    await hostingDb().update(groep).set({ geschorst: input.geschorst }).where(eq(groep.slug, slug));
  }
  await herlaadGroepen();
  if (input.geschorst === true && !regel.geschorst) {
    const context = groepContext(slug);
    if (context) await stopGroep(context);
  }
  if (input.geschorst === false && regel.geschorst) await startGroep(slug);
  const wat = [
    input.geschorst === undefined ? null : input.geschorst ? "geschorst" : "niet meer geschorst",
    input.domeinen ? `domeinen: ${input.domeinen.join(", ") || "geen"}` : null,
  ].filter(Boolean);
  await logHoster(wie, "groep.wijzigen", slug, wat.join("; "));
  return toonGroep(slug);
}

/** Deletes a group: its site answers 404 at once; its folder is kept aside for 30 days. */
export async function verwijderGroep(slug: string, wie: string): Promise<{ slug: string; bewaardTot: number }> {
  bestaandeGroep(slug);
  const now = clockNow();
  await hostingDb().update(groep).set({ verwijderdOp: now }).where(eq(groep.slug, slug));
  await herlaadGroepen();
  const context = vergeetContext(slug);
  if (context) await stopGroep(context);
  fs.rmSync(verwijderdDir(slug), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(verwijderdDir(slug)), { recursive: true });
  if (fs.existsSync(groepDir(slug))) fs.renameSync(groepDir(slug), verwijderdDir(slug));
  await logHoster(wie, "groep.verwijderen", slug);
  return { slug, bewaardTot: now + BEWAARTERMIJN_MS };
}

/** Brings a deleted group back, with its data as it was, within its 30 days. */
export async function herstelGroep(slug: string, wie: string): Promise<GroepOverzicht> {
  const regel = groepRegel(slug);
  if (!regel || regel.verwijderdOp === null) throw new InputError("Deze groep is niet verwijderd (of haar 30 dagen zijn voorbij).", 404);
  if (!fs.existsSync(verwijderdDir(slug))) throw new InputError("De map van deze groep is er niet meer.", 404);
  fs.mkdirSync(groepenDir(), { recursive: true });
  fs.renameSync(verwijderdDir(slug), groepDir(slug));
  await hostingDb().update(groep).set({ verwijderdOp: null }).where(eq(groep.slug, slug));
  await herlaadGroepen();
  await startGroep(slug);
  await logHoster(wie, "groep.herstellen", slug);
  return toonGroep(slug);
}

/** A new Beheerder for a group (the September when the last one left): the invitation, recorded in the group's log. */
export async function nodigBeheerderUit(slug: string, email: string, wie: string): Promise<{ uitnodiging: string }> {
  bestaandeGroep(slug);
  const uitnodiging = await workInGroup(groepContext(slug)!, () =>
    runAsSystem(async () => {
      const link = await nodigUit(email);
      await recordAudit(getDb(), { action: "hosting.beheerder", entity: "account", detail: `${email} uitgenodigd als Beheerder door de hoster` });
      return link;
    }),
  );
  await logHoster(wie, "groep.beheerder", slug, email);
  return { uitnodiging };
}

/** A work folder on the installation's disk (same file system as the groups, so a finished import is one rename). */
export function werkmap(soort: "export" | "import" | "terugzetten"): string {
  fs.mkdirSync(groepenDir(), { recursive: true });
  return fs.mkdtempSync(path.join(groepenDir(), `.${soort}-`));
}

/**
 * The group's archive (the format of `npm run backup`), consistent while the site runs. Answers its file and a
 * function that removes it once sent.
 */
export async function exporteerGroep(slug: string, wie: string): Promise<{ bestand: string; naam: string; opruimen: () => void }> {
  bestaandeGroep(slug);
  const work = werkmap("export");
  const snapshot = path.join(work, "inhoud");
  fs.mkdirSync(snapshot);
  const archive = path.join(work, "archief.tar.gz");
  const dir = groepDir(slug);
  try {
    await writeArchive({ databaseFile: path.join(dir, "scouts.db"), dataDir: dir, archive, work: snapshot });
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
  await logHoster(wie, "groep.exporteren", slug);
  await logInGroep(slug, "hosting.export", "Alle gegevens van de groep geëxporteerd (een archief) door de hoster");
  const stamp = new Date(clockNow()).toISOString().replace(/[:T]/g, "-").replace(/\..+$/, "");
  return { bestand: archive, naam: `${slug}-${stamp}.tar.gz`, opruimen: () => fs.rmSync(work, { recursive: true, force: true }) };
}

/**
 * Makes a group from an archive (a back-up of a single-group installation, or another installation's export), or
 * replaces a group's data with it. The archive is checked and its database made anew from this build's migrations, in
 * a process of its own (scripts/archive.mjs, ADR 0038), in a folder of its own: the group is served as before
 * meanwhile. Then the folders are swapped with two renames, so that nothing ever serves half a group (a stop between
 * them is mended at the next start), and the new data is started; only once it has, the old folder goes. When it does
 * not start, the old data comes back.
 */
export async function importeerGroep(slug: string, archief: string, wie: string): Promise<{ slug: string; url: string; nieuw: boolean }> {
  const regel = groepRegel(slug);
  if (regel && regel.verwijderdOp !== null) throw new InputError("Deze groep is verwijderd: herstel haar eerst, of wacht tot haar 30 dagen voorbij zijn.", 409);
  // A new group's address is checked as every new address is (reserved names, international names).
  const nieuwAdres = regel ? null : nieuwSlug.safeParse(slug);
  if (nieuwAdres?.error) {
    const melding = nieuwAdres.error.issues[0]?.message ?? SLUG_BESTAAT;
    throw new InputError(melding, 400, { slug: melding });
  }
  const work = werkmap("import");
  try {
    let naamInArchief: string | null;
    try {
      const limiet = hostingOpslagMb();
      ({ naam: naamInArchief } = await unpackArchive(archief, work, {
        maxBytes: limiet * 1024 * 1024,
        tooLarge: `Het archief is uitgepakt groter dan ${limiet.toLocaleString("nl-BE")} MB, de opslag van een groep (HOSTING_OPSLAG_MB).`,
        migrationsFolder: migrationsFolder(),
      }));
    } catch (error) {
      if (error instanceof ArchiefGeweigerd) throw new InputError(error.message, 400);
      throw error;
    }
    const naam = naamInArchief ?? STANDAARD_INSTELLINGEN.groep.naam;
    const nieuw = !regel;
    if (nieuw) {
      await voegRegelToe(slug, naam, []);
      await herlaadGroepen();
    }
    await wisselMap(slug, work, nieuw, "import");
    await logHoster(wie, "groep.importeren", slug, nieuw ? `nieuwe groep ${naam}` : "gegevens vervangen");
    await logInGroep(slug, "hosting.import", nieuw ? "Groep gemaakt uit een archief door de hoster" : "Gegevens van de groep vervangen door een archief, door de hoster");
    return { slug, url: groepContext(slug)!.siteUrl, nieuw };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Puts a checked folder (`work`, its database made anew) in place of the group's folder, and starts the group on it. The
 * group is served as before until the folders are swapped with two renames, so that nothing ever serves half a group
 * (a stop between them is mended at the next start); only once the new data has started, the old folder goes. When it
 * does not start, the old data comes back (a new group goes away) and the error is the caller's. The replication
 * copies what is there before, and the new data after (ADR 0042).
 */
export async function wisselMap(
  slug: string,
  work: string,
  nieuw: boolean,
  bron: "import" | "kopie",
  /** Before the group starts on its new folder. */
  geplaatst: (context: GroupContext) => Promise<void> = async () => undefined,
): Promise<void> {
  const context = groepContext(slug);
  const swap = async () => {
    if (!nieuw) {
      const oud = vergeetContext(slug);
      if (oud) await stopGroep(oud);
    }
    const dir = groepDir(slug);
    const aside = path.join(groepenDir(), `.oud-${slug}-${crypto.randomBytes(4).toString("hex")}`);
    const hadOld = fs.existsSync(dir);
    if (hadOld) fs.renameSync(dir, aside);
    fs.renameSync(work, dir);
    await herlaadGroepen();
    try {
      await geplaatst(groepContext(slug)!);
      await startGroep(slug);
    } catch (error) {
      const gestart = vergeetContext(slug);
      if (gestart) await stopGroep(gestart).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
      if (hadOld) fs.renameSync(aside, dir);
      if (nieuw) await verwijderRegel(slug);
      else await startGroep(slug).catch(() => undefined);
      throw error;
    }
    fs.rmSync(aside, { recursive: true, force: true });
  };
  if (context) await whileRestoring(context, swap, { copyFirst: bron === "import" ? "try" : "must" });
  else await swap();
}

/** Where an uploaded archive is kept while it is checked (the caller removes it). */
export function importBestand(): string {
  fs.mkdirSync(groepenDir(), { recursive: true });
  return path.join(groepenDir(), `.import-${crypto.randomBytes(8).toString("hex")}.tar.gz`);
}
