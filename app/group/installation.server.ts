import fs from "node:fs";
import path from "node:path";
import { and, isNotNull, lt } from "drizzle-orm";
import { hostingIdleMs, hostingMaxOpen, installationDataDir } from "~/config/env.server";
import { closeDatabase } from "~/db/client.server";
import { prepareHostedGroup, startGroupJobs, stopGroupJobs } from "~/group/lifecycle.server";
import { passesPending } from "~/lib/background.server";
import { idleGroups, markClosed, openGroupCount, runInGroup, workInGroup, type GroupContext } from "~/group/context.server";
import { logger } from "~/lib/logger.server";
import { startReplication } from "~/lib/replication.server";
import { groep } from "~/domains/hosting/installatie-schema";
import { actieveSlugs, closeRegistry, gemaakteContexten, groepContext, groepenDir, groepRegel, hostingDb, openRegistry, verwijderdDir } from "./registry.server";
import { BEWAARTERMIJN_MS } from "~/domains/hosting/rules";
import { now as clockNow } from "~/lib/clock.server";

// The installation in hosting mode, from start to stop: the registry, each group's jobs, closing the databases of
// idle groups, and removing deleted groups after their 30 days (ADR 0028).

/**
 * SQLite's memory for every group together (its process-wide soft heap limit): past it, the page caches of all
 * connections recycle their pages instead of growing. Each connection's own cache would otherwise grow to its whole
 * database (2 MB each by default).
 */
const SQLITE_HEAP_BYTES = 48 * 1024 * 1024;
/** A garbage collection after idle databases were closed (see `collectClosed`): at most this often, or after this many. */
const GC_INTERVAL_MS = 5_000;
const GC_AFTER_CLOSED = 50;
const collection = { lastAt: 0, closedSince: 0 };
/** How often the idle groups are looked for (more often when they may be idle for less). */
const SWEEP_MS = 15_000;

let sweeper: ReturnType<typeof setInterval> | undefined;
let purger: ReturnType<typeof setInterval> | undefined;
let starting: Promise<void> | undefined;
/** The groups whose jobs run: started at the start, or when a group is made, brought back or served again. */
const gestart = new Set<string>();

/**
 * For the health check: how many groups the installation serves, how many of them are started (their jobs run, or,
 * suspended, they have none to run), and how many databases are open.
 */
export function hostingStatus(): { groepen: number; gestart: number; open: number } {
  const slugs = actieveSlugs();
  const klaar = slugs.filter((slug) => gestart.has(slug) || groepRegel(slug)?.geschorst).length;
  return { groepen: slugs.length, gestart: klaar, open: openGroupCount() };
}

export async function startHosting(): Promise<void> {
  // Past the bound the least recently used unused groups close as soon as a group is let go, not at the next sweep:
  // visits that go through many groups (a search engine, a warm-up) would otherwise open hundreds between two sweeps.
  const whenUnused = () => {
    if (openGroupCount() > hostingMaxOpen()) void sluitIdleGroepen();
  };
  herstelOnderbrokenImports();
  // hosting.db made by this start: the bucket's copies, if any, are of an installation that is to be rebuilt (ADR 0042).
  const fresh = !fs.existsSync(path.join(installationDataDir(), "hosting.db"));
  await openRegistry({ prepare: prepareHostedGroup, whenUnused });
  void startReplication({ fresh, installation: true, groups: actieveSlugs().flatMap((slug) => groepContext(slug) ?? []) });
  await hostingDb().$client.execute(`PRAGMA soft_heap_limit = ${SQLITE_HEAP_BYTES}`);
  sweeper = setInterval(() => void sluitIdleGroepen(), Math.min(SWEEP_MS, hostingIdleMs()));
  sweeper.unref();
  purger = setInterval(() => void ruimVerwijderdeOp().catch((error: unknown) => logger.error({ err: error }, "Verwijderde groepen opruimen mislukt")), 60 * 60 * 1000);
  purger.unref();
  void ruimVerwijderdeOp().catch((error: unknown) => logger.error({ err: error }, "Verwijderde groepen opruimen mislukt"));
  // Every group's jobs start in the background, one group after the other: the server listens meanwhile.
  starting = (async () => {
    const slugs = actieveSlugs();
    for (const slug of slugs) {
      if (!sweeper) return;
      await startGroep(slug).catch((error: unknown) => logger.error({ err: error, groep: slug }, "Taken van de groep niet gestart"));
      // Starting a group opens its database and queues its jobs' first passes, which open it again: the next group
      // waits (giving requests and the passes their turn: the database's answers come without a turn of the event
      // loop) until the queue is short; the databases past HOSTING_MAX_OPEN are closed as it goes (as each group is let
      // go), so that the start never holds every group's database at once.
      do await new Promise((resolve) => setImmediate(resolve));
      while (passesPending() > 4);
    }
    logger.info({ groepen: slugs.length }, "De taken van elke groep zijn gestart");
  })();
}

/** Starts a served group's jobs (not for a suspended or deleted group). */
export async function startGroep(slug: string): Promise<void> {
  const regel = groepRegel(slug);
  const context = groepContext(slug);
  if (!regel || regel.geschorst || !context) return;
  await workInGroup(context, startGroupJobs);
  gestart.add(slug);
}

/** Stops a group's jobs and closes its database once no request uses it (suspended, deleted or replaced). */
export async function stopGroep(context: GroupContext): Promise<void> {
  if (context.slug) gestart.delete(context.slug);
  await runInGroup(context, stopGroupJobs);
  if (context.users === 0) {
    markClosed(context);
    await closeDatabase(context);
  }
}

/** Closes the databases of groups idle for HOSTING_IDLE_S, and the least recently used beyond HOSTING_MAX_OPEN. */
export async function sluitIdleGroepen(now: number = clockNow()): Promise<number> {
  // One group at a time, chosen again after each close: a close waits for its checkpoint, and meanwhile a request may
  // have taken a group (and let it go again), or another sweep closed some.
  const volgende = () => idleGroups({ now, idleMs: hostingIdleMs(), maxOpen: hostingMaxOpen() })[0];
  let closed = 0;
  for (let group = volgende(); group; group = volgende()) {
    closed++;
    markClosed(group);
    await closeDatabase(group).catch((error: unknown) => logger.warn({ err: error, groep: group.slug }, "Database van de groep niet netjes gesloten"));
  }
  collectClosed(now, closed);
  return closed;
}

/**
 * libSQL frees a closed connection (its files and its memory) only once V8 has collected the statements it made, and
 * their native memory is invisible to V8's own reasons to collect: after idle databases were closed, a collection is
 * asked for (ADR 0028), when the process runs with --expose-gc (`npm run serve`): every 5 seconds at most, or
 * after 50 closed (the start, which opens every group once, would otherwise leave hundreds of them to the allocator).
 */
function collectClosed(now: number, closed: number): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  collection.closedSince += closed;
  if (!gc || collection.closedSince === 0) return;
  if (collection.closedSince < GC_AFTER_CLOSED && now - collection.lastAt < GC_INTERVAL_MS) return;
  Object.assign(collection, { lastAt: now, closedSince: 0 });
  setImmediate(gc);
}

/** Deleted groups whose 30 days are over: their folder and their row go for good. */
export async function ruimVerwijderdeOp(now: number = clockNow()): Promise<number> {
  const db = hostingDb();
  const oud = await db
    .select({ slug: groep.slug })
    .from(groep)
    .where(and(isNotNull(groep.verwijderdOp), lt(groep.verwijderdOp, now - BEWAARTERMIJN_MS)));
  for (const { slug } of oud) {
    fs.rmSync(verwijderdDir(slug), { recursive: true, force: true });
    await db.delete(groep).where(and(isNotNull(groep.verwijderdOp), lt(groep.verwijderdOp, now - BEWAARTERMIJN_MS)));
  }
  // The folders of groups that moved to another installation (ADR 0050) wait as long.
  const verhuisd = path.join(installationDataDir(), "verhuisd");
  for (const name of fs.existsSync(verhuisd) ? fs.readdirSync(verhuisd) : []) {
    if (fs.statSync(path.join(verhuisd, name)).mtimeMs < now - BEWAARTERMIJN_MS) fs.rmSync(path.join(verhuisd, name), { recursive: true, force: true });
  }
  return oud.length;
}

/**
 * An import swaps a group's folder with two renames (groepen.server.ts); a stop between the two leaves the old folder
 * aside as `.oud-{slug}-...` and no `{slug}`: it goes back. Unpacked archives that were never swapped in go.
 */
function herstelOnderbrokenImports(): void {
  const dir = groepenDir();
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const oud = /^\.oud-([a-z0-9-]+)-[a-z0-9]+$/.exec(name);
    if (oud) {
      const target = path.join(dir, oud[1]!);
      if (fs.existsSync(target)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
      else fs.renameSync(path.join(dir, name), target);
    } else if (name.startsWith(".import-")) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

export async function stopHosting(): Promise<void> {
  clearInterval(sweeper);
  clearInterval(purger);
  sweeper = undefined;
  purger = undefined;
  await starting;
  for (const context of gemaakteContexten()) {
    await runInGroup(context, stopGroupJobs).catch((error: unknown) => logger.error({ err: error, groep: context.slug }, "Taken niet gestopt"));
    markClosed(context);
    await closeDatabase(context).catch(() => undefined);
  }
  closeRegistry();
}
