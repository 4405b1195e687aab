import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Bucket, CopyWorker, fileHash, groupRoot, installationRoot, type Copy, type Eigenaar } from "../../scripts/bucket.mjs";
import { FILE_FOLDERS, isFinishedFile } from "../../scripts/data-paths.mjs";
import { backupSettings, env, hostingDomain, installatieNaam, installationDataDir } from "~/config/env.server";
import type { GroupContext } from "~/group/context.server";
import { logger } from "./logger.server";
import { readReplicationWith, replicationFailures } from "./metrics.server";

// Every group's data off the machine (issue 48, ADR 0042): a group whose database was written gets a consistent copy
// of it (VACUUM INTO, in a thread of its own) with the files of its folders put in the bucket, BACKUP_WACHTTIJD_S
// after its first change not yet copied; hosting.db the same. One scheduler for the installation: per database only a
// "changed since" moment, the moment of its last copy and what its files were, nothing while nothing changes.

/** What is replicated: a group's database and files, or the installation's hosting.db. Installation state, by key. */
interface Target {
  /** Its part of the bucket's keys (`groepen/{slug}`, `site`, `installatie`). */
  root: string;
  /** Its name in the figures: the group's slug, `site`, or `installatie`. */
  label: string;
  database: string;
  /** The folder whose file folders go with the copy; null for hosting.db. */
  dataDir: string | null;
  /** The first change not yet in the bucket (ms), or null. */
  dirtySince: number | null;
  /**
   * A write was committed while this installation ran (not only found at start, by the file's time): such a target is
   * copied before the start's backlog, so that a leader's save is off the machine within seconds while thousands of
   * groups' first copies go on.
   */
  live: boolean;
  /** Not before this moment (after a failure). */
  retryAt: number;
  failures: number;
  running?: Promise<void>;
  /** A restore is swapping its files: no copy meanwhile. */
  held: number;
  /** The moment of its last copy in the bucket (from its state file at first use); null: none yet. */
  laatste?: number | null;
  lastRetention: number;
  fout: string | null;
  /** The generation of the group's ownership record this installation holds (ADR 0050); null: none yet. */
  generatie?: number | null;
  /** Why this installation copies the group no more (it moved away, or another installation took it over); null: it may. */
  verloren: string | null;
}

/** What a target remembers across restarts (DATA_DIR/.replicatie/{root}.json): its last copy and its files' hashes. */
interface Saved {
  bucket: string;
  laatste: number | null;
  /** The generation of the ownership record held when it was last copied (ADR 0050). */
  generatie?: number | null;
  /** path → [size, mtimeMs, sha256] of the files in its last copy. */
  bestanden: Record<string, [number, number, string]>;
}

/** How many copies run at once (their databases are copied one at a time, their uploads overlap). */
const PARALLEL = 2;
/** The retention of a target runs after a copy, at most this often. */
const RETENTION_EVERY_MS = 60 * 60 * 1000;
const MAX_RETRY_MS = 60_000;

const targets = new Map<string, Target>();
let bucketInstance: Bucket | undefined;
let copier: CopyWorker | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let timerAt = Number.POSITIVE_INFINITY;
let running = 0;
let stopped = false;
/** Nothing is copied before the start has said whether the installation is new (`startReplication`). */
let started = false;
/** Set while a new installation waits for `herbouwen` (or a single group for `terugzetten`): nothing is copied. */
let paused: string | null = null;

readReplicationWith(() => ({
  paused: paused !== null,
  targets: [...targets.values()].map((t) => ({
    groep: t.label,
    lagSeconds: t.dirtySince === null ? 0 : Math.max(0, (Date.now() - t.dirtySince) / 1000),
    lastSuccess: t.laatste ?? null,
  })),
}));

/** Called at every write: the bucket's name alone, not the whole of its settings. */
export function replicationOn(): boolean {
  return env().BACKUP_S3_BUCKET !== undefined;
}

/** The bucket of BACKUP_S3_*; throws when it is not configured. */
export function bucket(): Bucket {
  const settings = backupSettings();
  if (!settings) throw new Error("Er is geen bucket ingesteld (BACKUP_S3_BUCKET).");
  bucketInstance ??= new Bucket(settings.bucket);
  return bucketInstance;
}

function stateDir(): string {
  return path.join(installationDataDir(), ".replicatie");
}

function stateFile(target: Target): string {
  return path.join(stateDir(), `${target.root.replace(/\//g, "--")}.json`);
}

/** The bucket as the state file names it: a state of another bucket says nothing about this one. */
function bucketIdentity(): string {
  const settings = backupSettings()?.bucket;
  return settings ? `${settings.endpoint ?? "aws"}/${settings.bucket}/${settings.prefix}` : "";
}

async function readSaved(target: Target): Promise<Saved> {
  try {
    const saved = JSON.parse(await fsp.readFile(stateFile(target), "utf8")) as Saved;
    if (saved.bucket === bucketIdentity()) return saved;
  } catch {
    // None yet.
  }
  return { bucket: bucketIdentity(), laatste: null, bestanden: {} };
}

async function loadTarget(target: Target): Promise<void> {
  if (target.laatste !== undefined) return;
  const saved = await readSaved(target);
  target.laatste = saved.laatste;
  target.generatie ??= saved.generatie ?? null;
}

function target(root: string, label: string, database: string, dataDir: string | null): Target {
  let found = targets.get(root);
  if (!found) {
    found = { root, label, database, dataDir, dirtySince: null, live: false, retryAt: 0, failures: 0, held: 0, lastRetention: 0, fout: null, verloren: null };
    targets.set(root, found);
  } else {
    found.database = database;
    found.dataDir = dataDir;
  }
  return found;
}

/** A group's target; null for a database that is no file (DATABASE_URL on a libSQL server). */
function groupTarget(group: GroupContext): Target | null {
  if (!group.databaseUrl.startsWith("file:")) return null;
  return target(groupRoot(group.slug), group.slug ?? "site", path.resolve(group.databaseUrl.slice("file:".length)), group.dataDir);
}

function installationTarget(): Target {
  return target(installationRoot(installatieNaam()), "installatie", path.join(installationDataDir(), "hosting.db"), null);
}

/** `at` is given for a change found on disk (the start's backlog); without it the change was committed just now. */
function changed(t: Target, at?: number): void {
  t.dirtySince ??= at ?? Date.now();
  if (at === undefined) t.live = true;
  schedule();
}

/** The order copies that are due are made in: the writes of this run first, each part oldest change first. */
export function inCopyOrder<T extends { live: boolean; dirtySince: number | null }>(due: T[]): T[] {
  return due.sort((a, b) => Number(b.live) - Number(a.live) || (a.dirtySince ?? 0) - (b.dirtySince ?? 0));
}

/** A write of the group was committed (app/db/client.server.ts): its copy follows within BACKUP_WACHTTIJD_S. */
export function groupChanged(group: GroupContext): void {
  if (stopped || !replicationOn()) return;
  const t = groupTarget(group);
  if (t) changed(t);
}

/** A write to hosting.db was committed. */
export function installationChanged(): void {
  if (stopped || !replicationOn()) return;
  changed(installationTarget());
}

function dueAt(t: Target, wait: number): number {
  return t.dirtySince === null ? Number.POSITIVE_INFINITY : Math.max(t.dirtySince + wait, t.retryAt);
}

function schedule(): void {
  const settings = backupSettings();
  if (!settings || !started || stopped || paused || running >= PARALLEL) return;
  let next = Number.POSITIVE_INFINITY;
  for (const t of targets.values()) if (!t.running && t.held === 0) next = Math.min(next, dueAt(t, settings.wachttijdMs));
  if (next === Number.POSITIVE_INFINITY || next >= timerAt) return;
  clearTimeout(timer);
  timerAt = next;
  timer = setTimeout(tick, Math.max(0, next - Date.now()));
  timer.unref();
}

function tick(): void {
  timerAt = Number.POSITIVE_INFINITY;
  const settings = backupSettings();
  if (!settings || !started || stopped || paused) return;
  const now = Date.now();
  const due = inCopyOrder([...targets.values()].filter((t) => !t.running && t.held === 0 && dueAt(t, settings.wachttijdMs) <= now));
  for (const t of due) {
    if (running >= PARALLEL) break;
    start(t);
  }
  schedule();
}

function start(t: Target): Promise<void> {
  running++;
  t.running = replicate(t).finally(() => {
    t.running = undefined;
    running--;
    schedule();
  });
  return t.running;
}

/** One copy of a target: its database (in the copy thread) and its files, then the copy's key, written last. */
async function replicate(t: Target): Promise<void> {
  const since = t.dirtySince;
  const live = t.live;
  t.dirtySince = null;
  t.live = false;
  if (!(await mayCopy(t).catch((error: unknown) => failed(t, since, error, live)))) return;
  const work = path.join(stateDir(), `.werk-${crypto.randomBytes(6).toString("hex")}`);
  try {
    await fsp.mkdir(work, { recursive: true });
    copier ??= new CopyWorker();
    const databaseGz = path.join(work, "db.gz");
    // Every write committed before this moment is in the copy: the copy thread takes it as VACUUM INTO begins.
    const { began: moment } = await copier.copy(t.database, databaseGz);
    const saved = await readSaved(t);
    const { files, upload, bestanden } = t.dataDir ? await scanFiles(t.dataDir, saved.bestanden) : { files: {}, upload: new Map<string, string>(), bestanden: {} };
    const b = bucket();
    await b.putCopy(t.root, { moment, databaseGz, files, upload });
    t.laatste = moment;
    t.fout = null;
    t.failures = 0;
    t.retryAt = 0;
    await writeSaved(t, { bucket: bucketIdentity(), laatste: moment, generatie: t.generatie, bestanden });
    if (moment - t.lastRetention >= RETENTION_EVERY_MS) {
      t.lastRetention = moment;
      await b.applyRetention(t.root, moment, backupSettings()!.bewaren).catch((error: unknown) => logger.warn({ err: error, groep: t.label }, "Oude kopieën in de bucket opruimen mislukt"));
    }
  } catch (error) {
    failed(t, since, error, live);
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** A copy that failed: what was not copied stays to be copied, its moment the first change that is not in the bucket. */
function failed(t: Target, since: number | null, error: unknown, live: boolean): false {
  if (since !== null) t.dirtySince = Math.min(since, t.dirtySince ?? since);
  t.live ||= live;
  t.failures++;
  t.retryAt = Date.now() + Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(t.failures, 6));
  t.fout = error instanceof Error ? error.message : String(error);
  replicationFailures.inc({ groep: t.label });
  if (!stopped) logger.error({ err: error, groep: t.label }, "Kopie naar de bucket mislukt; ze wordt opnieuw geprobeerd");
  return false;
}

/** A hosted group's copies are written only by the installation its ownership record names (ADR 0050). */
function owned(t: Target): boolean {
  return hostingDomain() !== undefined && t.root.startsWith("groepen/");
}

/**
 * Whether this installation may copy the group now: its ownership record in the bucket names this installation with
 * the generation it holds (a record not there yet is claimed). An installation that lost the group (moved away, or
 * taken over by a rebuild elsewhere) never copies over the new owner's copies; what it still has is not copied.
 */
async function mayCopy(t: Target): Promise<boolean> {
  if (!owned(t)) return true;
  if (t.verloren) return false;
  await loadTarget(t);
  const record = await bucket().owner(t.root);
  const me = installatieNaam();
  if (record === null) {
    const generatie = (t.generatie ?? 0) + 1;
    await bucket().setOwner(t.root, { installatie: me, generatie, sinds: Date.now() });
    t.generatie = generatie;
    return true;
  }
  if (record.installatie === me && (t.generatie == null || t.generatie === record.generatie)) {
    t.generatie = record.generatie;
    return true;
  }
  t.verloren = `De groep is van installatie ${record.installatie} (generatie ${record.generatie}): deze installatie kopieert haar niet meer.`;
  t.fout = t.verloren;
  logger.error({ groep: t.label, eigenaar: record }, t.verloren);
  return false;
}

async function writeSaved(t: Target, saved: Saved): Promise<void> {
  await fsp.mkdir(stateDir(), { recursive: true });
  const file = stateFile(t);
  await fsp.writeFile(`${file}.tmp`, JSON.stringify(saved));
  await fsp.rename(`${file}.tmp`, file);
}

/**
 * The files of a group's folders as a list (path → SHA-256), and those whose content the bucket does not have yet (the
 * last copy's list says what it has). A file unchanged since the last copy (its size and time) is not read again.
 */
async function scanFiles(dataDir: string, before: Saved["bestanden"]) {
  const inBucket = new Set(Object.values(before).map((entry) => entry[2]));
  const files: Record<string, string> = {};
  const upload = new Map<string, string>();
  const bestanden: Saved["bestanden"] = {};
  const walk = async (relative: string): Promise<void> => {
    const entries = await fsp.readdir(path.join(dataDir, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const rel = `${relative}/${entry.name}`;
      const full = path.join(dataDir, rel);
      if (!isFinishedFile(full)) continue;
      if (entry.isDirectory()) await walk(rel);
      else if (entry.isFile()) {
        const stat = await fsp.stat(full).catch(() => null);
        if (!stat) continue;
        const known = before[rel];
        const hash = known && known[0] === stat.size && known[1] === stat.mtimeMs ? known[2] : await fileHash(full).catch(() => null);
        if (!hash) continue;
        files[rel] = hash;
        bestanden[rel] = [stat.size, stat.mtimeMs, hash];
        if (!inBucket.has(hash)) upload.set(hash, full);
      }
    }
  };
  for (const folder of FILE_FOLDERS) await walk(folder);
  return { files, upload, bestanden };
}

/**
 * At start: each target whose database changed after its last copy (a stop or a crash before its copy) is copied, and a
 * new installation (its database made just now, `fresh`) whose bucket already holds copies waits: copying its empty
 * database over them would make it the newest copy, the one a rebuild takes.
 */
export async function startReplication(options: { fresh: boolean; groups: GroupContext[]; installation: boolean }): Promise<void> {
  stopped = false;
  if (!replicationOn()) return;
  // What a stop left of copies and restores under way.
  for (const name of await fsp.readdir(stateDir()).catch(() => [])) {
    if (name.startsWith(".werk-") || name.startsWith(".terug-")) await fsp.rm(path.join(stateDir(), name), { recursive: true, force: true });
  }
  const all = [...(options.installation ? [installationTarget()] : []), ...options.groups.flatMap((g) => groupTarget(g) ?? [])];
  const root = options.installation ? installationRoot(installatieNaam()) : all[0]?.root;
  // Sets `paused` at once (before its first await): the writes of the start wait for its answer.
  const check = options.fresh && root ? checkFreshStart(root, options.installation) : undefined;
  started = true;
  schedule();
  await check;
  for (const t of all) {
    await loadTarget(t);
    const changedAt = await lastWrite(t.database);
    if (changedAt !== null && (t.laatste === null || t.laatste === undefined || changedAt > t.laatste)) changed(t, changedAt);
  }
}

/**
 * A new installation (or a single group's new database) whose bucket already holds copies waits (nothing is copied)
 * until `herbouwen` or `terugzetten` puts them back; a bucket that does not answer is asked again every 30 seconds,
 * and nothing is copied until it has answered.
 */
async function checkFreshStart(root: string, installation: boolean): Promise<void> {
  paused = "De bucket wordt nagekeken: heeft hij al kopieën van deze installatie?";
  for (;;) {
    try {
      const copies = await bucket().copies(root);
      if (copies.length === 0) {
        paused = null;
        schedule();
        return;
      }
      paused = installation
        ? "De bucket heeft al kopieën van een installatie: haal de groepen terug met `npm run groepen -- herbouwen`."
        : "De bucket heeft al kopieën van deze site: zet de laatste terug met `npm run terugzetten -- laatste`.";
      logger.warn({ bucket: bucket().name }, `Nieuwe installatie: ${paused} Tot dan wordt niets gekopieerd.`);
      return;
    } catch (error) {
      if (stopped) return;
      logger.error({ err: error }, "De bucket antwoordt niet; er wordt pas gekopieerd als hij geantwoord heeft");
      await new Promise((resolve) => setTimeout(resolve, 30_000).unref());
      if (stopped) return;
    }
  }
}

/** When the database's file (or its WAL) was last written; null when there is none. */
async function lastWrite(database: string): Promise<number | null> {
  const times = await Promise.all(["", "-wal"].map((s) => fsp.stat(database + s).then((st) => st.mtimeMs, () => null)));
  const known = times.filter((t): t is number => t !== null);
  return known.length ? Math.max(...known) : null;
}

/** A group made or served again after the start (hosting mode): a copy when its database changed since its last. */
export async function watchGroup(group: GroupContext): Promise<void> {
  if (!replicationOn()) return;
  const t = groupTarget(group);
  if (!t) return;
  await loadTarget(t);
  const changedAt = await lastWrite(t.database);
  if (changedAt !== null && (t.laatste == null || changedAt > t.laatste)) changed(t, changedAt);
}

/** The replication goes on after a rebuild or a restore put the bucket's data back. */
export function resumeReplication(): void {
  if (!paused) return;
  paused = null;
  schedule();
}

/** Why nothing is copied now (a new installation waiting for its rebuild), or null. */
export function replicationPaused(): string | null {
  return paused;
}

/** At stop: no new copies; those under way finish (within the stop's seconds). */
export async function stopReplication(): Promise<void> {
  stopped = true;
  started = false;
  clearTimeout(timer);
  timerAt = Number.POSITIVE_INFINITY;
  await Promise.all([...targets.values()].map((t) => t.running));
  await copier?.stop();
  copier = undefined;
  targets.clear();
  paused = null;
  bucketInstance = undefined;
}

export interface ReplicatieStatus {
  /** The moment of the last copy in the bucket (ms), or null. */
  laatste: number | null;
  /** Since when changes wait for their copy (ms), or null when the bucket has everything. */
  wachtSinds: number | null;
  fout: string | null;
}

/** A group's replication as the hoster sees it; null when replication is off. */
export async function groupReplication(group: GroupContext): Promise<ReplicatieStatus | null> {
  if (!replicationOn()) return null;
  const t = groupTarget(group);
  if (!t) return null;
  await loadTarget(t);
  return { laatste: t.laatste ?? null, wachtSinds: t.verloren ? null : t.dirtySince, fout: t.fout };
}

/** Copies a target now when it has changes waiting (before a restore: what is there now can be gone back to). */
async function flush(t: Target): Promise<void> {
  await t.running;
  if (t.dirtySince !== null && !paused) {
    await (t.running ?? start(t));
    if (t.fout) throw new Error(`De kopie van wat er nu is, lukte niet: ${t.fout}`);
  }
}

/**
 * Runs `swap` (a restore putting other files in place of a group's) with the group's copies held: what is there now is
 * copied first, and no copy is made of files half swapped. The group's next copy is of what the swap put there.
 */
export async function whileRestoring<T>(group: GroupContext, swap: () => Promise<T>, options: { copyFirst: "must" | "try" } = { copyFirst: "must" }): Promise<T> {
  const t = groupTarget(group);
  if (!t || !replicationOn()) return swap();
  try {
    await flush(t);
  } catch (error) {
    // An import goes on without it (the bucket may be away); a restore does not: it could not be undone.
    if (options.copyFirst === "must") throw error;
    logger.warn({ err: error, groep: t.label }, "Geen kopie van de gegevens van voor de import");
  }
  t.held++;
  try {
    await t.running;
    return await swap();
  } finally {
    t.held--;
    changed(t);
  }
}

/** The copy of a group (null: the single group) at or before `moment`; null when the bucket has none. */
export function copyOfGroup(slug: string | null, moment: number): Promise<Copy | null> {
  return bucket().copyAt(groupRoot(slug), moment);
}

/** Fetches a group's copy into `dir` (its database as scouts.db, its files in their folders); answers its list of files. */
export async function fetchGroupCopy(slug: string | null, copy: Copy, dir: string): Promise<Record<string, string>> {
  return (await bucket().fetchCopy(groupRoot(slug), copy, dir)).files;
}

/**
 * A group's folder is now a copy from the bucket (a restore, a rebuild): that copy is its last, and the bucket has its
 * files (their list, with their size and time in the folder, so that the next copy reads none of them again).
 */
export async function restoredFromCopy(group: GroupContext, moment: number, files: Record<string, string>, options: { generatie?: number } = {}): Promise<void> {
  const t = groupTarget(group);
  if (!t) return;
  await loadTarget(t);
  if (options.generatie !== undefined) {
    t.generatie = options.generatie;
    t.verloren = null;
    t.fout = null;
  }
  const bestanden: Saved["bestanden"] = {};
  for (const [relative, hash] of Object.entries(files)) {
    const stat = await fsp.stat(path.join(group.dataDir, relative)).catch(() => null);
    if (stat) bestanden[relative] = [stat.size, stat.mtimeMs, hash];
  }
  t.laatste = moment;
  await writeSaved(t, { bucket: bucketIdentity(), laatste: moment, generatie: t.generatie, bestanden });
}

/** The newest copy of hosting.db, fetched into `file`; null when the bucket has none. */
export async function fetchInstallationCopy(file: string): Promise<Copy | null> {
  const copy = await bucket().copyAt(installationRoot(installatieNaam()));
  if (!copy) return null;
  await bucket().getToFile(copy.key, file, { gunzip: true });
  return copy;
}

/** The slugs of the groups the bucket has copies of. */
export function groupsInBucket(): Promise<string[]> {
  return bucket().listNames("groepen/");
}

/** A folder on DATA_DIR's disk for a restore's work (the caller removes it). */
export function restoreWorkDir(): string {
  fs.mkdirSync(stateDir(), { recursive: true });
  return fs.mkdtempSync(path.join(stateDir(), ".terug-"));
}


/** A group's ownership record in the bucket (ADR 0050), or null when no installation claimed it yet. */
export function eigenaarVan(slug: string): Promise<Eigenaar | null> {
  return bucket().owner(groupRoot(slug));
}

/**
 * A move's last copy: everything committed until now in the bucket (a copy when anything changed since the last one),
 * and this installation still the group's owner. Answers the moment of the group's newest copy.
 */
export async function laatsteKopie(group: GroupContext): Promise<number> {
  const t = groupTarget(group);
  if (!t) throw new Error("Deze groep heeft geen databasebestand om te kopiëren.");
  await loadTarget(t);
  if (t.laatste === null || t.laatste === undefined) changed(t);
  await flush(t);
  // A copy that was due while the move began ran in the background: wait for it too.
  await t.running;
  if (t.verloren) throw new Error(t.verloren);
  if (t.dirtySince !== null) await flush(t);
  if (t.laatste === null || t.laatste === undefined) throw new Error("Er is nog geen kopie van deze groep in de bucket.");
  return t.laatste;
}

/**
 * Hands the group over to installation `naar` (ADR 0050): its ownership record names `naar` with the next generation,
 * and from here on this installation makes no copy of the group, whatever it still writes. Answers the new record.
 */
export async function geefGroepAf(group: GroupContext, naar: string): Promise<Eigenaar> {
  const t = groupTarget(group)!;
  const me = installatieNaam();
  const record = await bucket().owner(t.root);
  if (!record || record.installatie !== me || (t.generatie != null && record.generatie !== t.generatie)) {
    throw new Error(`Deze installatie (${me}) is niet de eigenaar van de groep in de bucket${record ? ` (wel: ${record.installatie})` : ""}.`);
  }
  t.verloren = `De groep is verhuisd naar installatie ${naar}.`;
  t.dirtySince = null;
  const next: Eigenaar = { installatie: naar, generatie: record.generatie + 1, sinds: Date.now(), van: me };
  try {
    await bucket().setOwner(t.root, next);
  } catch (error) {
    t.verloren = null;
    throw error;
  }
  return next;
}

/**
 * Takes a group (back) as this installation's: after a move that the target did not finish, or on a rebuild of this
 * installation on a new machine (the old one, should it come back, copies the group no more). Answers the generation,
 * or null when the bucket says the group is another installation's.
 */
export async function neemGroepOver(slug: string, options: { vanAndere?: boolean } = {}): Promise<number | null> {
  const me = installatieNaam();
  const root = groupRoot(slug);
  const record = await bucket().owner(root);
  if (record && record.installatie !== me && !options.vanAndere) return null;
  const generatie = (record?.generatie ?? 0) + 1;
  await bucket().setOwner(root, { installatie: me, generatie, sinds: Date.now(), ...(record && record.installatie !== me ? { van: record.installatie } : {}) });
  const t = targets.get(root);
  if (t) {
    t.generatie = generatie;
    t.verloren = null;
    t.fout = null;
  }
  return generatie;
}

/** The installation let the group go (it moved away): nothing of it is copied or shown in the figures any more. */
export async function laatGroepLos(slug: string): Promise<void> {
  const t = targets.get(groupRoot(slug));
  if (!t) return;
  t.verloren ??= "De groep is verhuisd.";
  await t.running;
  targets.delete(t.root);
  await fsp.rm(stateFile(t), { force: true });
}
