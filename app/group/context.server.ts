import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { configuredSiteUrl, hostingDomain, installationDataDir, singleDatabaseUrl } from "~/config/env.server";

// Which group's data a piece of code works on (ADR 0028). An installation serves one group (the default, from DATA_DIR
// and SITE_URL) or, in hosting mode, many: each with its own SQLite file and folder. The request's host chooses the
// group, and everything that is a group's (its database, files, address, caches, limits, jobs) is reached through the
// group of the code that runs, never through a module-level variable.

/** What one group is to the code that serves it. */
export interface GroupContext {
  /** Unique in this process, also across a group removed and made again: keys of shared caches and limits start with it. */
  readonly key: string;
  /** The group's name in hosting mode (`sint-pieter`); null for the one group of a single-group installation. */
  readonly slug: string | null;
  /** The folder with the group's files (`media/`, `boekjes/`, ...), and its database unless `databaseUrl` says otherwise. */
  readonly dataDir: string;
  readonly databaseUrl: string;
  /** The group's public address, without a trailing slash: links in mails, feeds, canonical URLs. */
  siteUrl: string;
  /** The group's own values of the modules that keep state (see `groupSlot`). */
  readonly slots: Map<symbol, unknown>;
  /** The group's open database, as `app/db/client.server.ts` keeps it. */
  database?: unknown;
  /** Requests and jobs working for the group now: its database is not closed under them. */
  users: number;
  lastUsed: number;
  /** Resolved once the open database is ready to serve (migrations applied, secrets loaded); unset while closed. */
  ready?: Promise<void>;
  /** What makes the group's opened database ready to serve (a hosted group's; the single group is made ready at start). */
  readonly prepare?: () => Promise<void>;
  /** Runs when no request or job pass uses the group any more (hosting mode's bound on open groups). */
  readonly whenUnused?: () => void;
}

const groups = new AsyncLocalStorage<GroupContext>();

/** Runs `work` as the given group's: every accessor below answers for it, also in what `work` starts asynchronously. */
export function runInGroup<T>(group: GroupContext, work: () => T): T {
  return groups.run(group, work);
}

/**
 * The group the running code works for. In hosting mode, code that runs outside every group (a bug: a request that
 * was not given its group, a timer set outside a group) fails loudly instead of reaching some group's data.
 */
export function currentGroup(): GroupContext {
  const group = groupOrUndefined();
  if (!group) throw new Error("Code buiten een groep vroeg naar de gegevens van een groep");
  return group;
}

/** The group of the running code, or undefined outside every group (hosting mode's own pages). */
export function groupOrUndefined(): GroupContext | undefined {
  return groups.getStore() ?? (hostingDomain() ? undefined : singleGroup);
}

/**
 * A piece of state that each group has its own of (a counter, a queue, a timer): `slot()` answers the running group's,
 * made by `init` on its first use. A module keeps its per-group state here instead of in a variable of its own.
 */
export function groupSlot<T>(init: () => T): () => T {
  return slotOf(Symbol("group slot"), init);
}

/** The slots of `groupCache`: emptied when a group's database closes. */
const caches = new Set<symbol>();

/**
 * A slot for what the group's open database gives again when asked (its settings as read, its file servers): emptied
 * when the group's database closes, so that thousands of idle groups keep none of it in memory (ADR 0048). State that
 * must outlive a close (content versions, job timers, limits) is a `groupSlot`.
 */
export function groupCache<T>(init: () => T): () => T {
  const id = Symbol("group cache");
  caches.add(id);
  return slotOf(id, init);
}

function slotOf<T>(id: symbol, init: () => T): () => T {
  return () => {
    const slots = currentGroup().slots;
    if (!slots.has(id)) slots.set(id, init());
    return slots.get(id) as T;
  };
}

let made = 0;

/** A new group context (a hosted group's: the registry makes it, with how it is prepared and let go). */
export function createGroupContext(options: {
  slug: string;
  dataDir: string;
  databaseUrl?: string;
  siteUrl: string;
  prepare?: () => Promise<void>;
  whenUnused?: () => void;
}): GroupContext {
  made++;
  return {
    key: `${options.slug ?? ""}#${made}`,
    slug: options.slug,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl ?? `file:${path.join(options.dataDir, "scouts.db")}`,
    siteUrl: options.siteUrl,
    slots: new Map(),
    users: 0,
    lastUsed: 0,
    prepare: options.prepare,
    whenUnused: options.whenUnused,
  };
}

/** Groups whose database is open (or opening): the ones the idle sweep looks at. */
const open = new Set<GroupContext>();

/**
 * Starts work for a group (a request, a job's pass): its database stays open until `release`, and is made ready first
 * (migrations, secrets) when it was closed. A group whose preparation fails is not served: the error is the caller's,
 * and the next use tries again.
 */
export async function enterGroup(group: GroupContext, now: number = Date.now()): Promise<() => void> {
  group.users++;
  group.lastUsed = now;
  open.add(group);
  let ready = group.ready;
  if (!ready) {
    ready = runInGroup(group, async () => group.prepare?.());
    group.ready = ready;
    ready.catch(() => {
      if (group.ready === ready) group.ready = undefined;
    });
  }
  const release = () => {
    group.users--;
    group.lastUsed = Date.now();
    if (group.users === 0) group.whenUnused?.();
  };
  try {
    await ready;
  } catch (error) {
    release();
    throw error;
  }
  let released = false;
  return () => {
    if (!released) release();
    released = true;
  };
}

/** Runs `work` for `group` with its database open and ready (see `enterGroup`). */
export async function workInGroup<T>(group: GroupContext, work: () => Promise<T> | T): Promise<T> {
  const release = await enterGroup(group);
  try {
    return await runInGroup(group, work);
  } finally {
    release();
  }
}

/**
 * The groups to close now: unused for `idleMs`, and beyond `maxOpen` the least recently used unused ones. The caller
 * closes each (their databases and files are the database layer's).
 */
export function idleGroups(options: { now: number; idleMs: number; maxOpen: number }): GroupContext[] {
  const unused = [...open].filter((group) => group.users === 0).sort((a, b) => a.lastUsed - b.lastUsed);
  const excess = Math.max(0, open.size - options.maxOpen);
  return unused.filter((group, index) => index < excess || options.now - group.lastUsed >= options.idleMs);
}

/** Marks a group closed: its next use prepares it again. */
export function markClosed(group: GroupContext): void {
  open.delete(group);
  group.ready = undefined;
  for (const id of caches) group.slots.delete(id);
}

/** How many groups have their database open. */
export function openGroupCount(): number {
  return open.size;
}

/**
 * The group of a single-group installation: the same type as a hosted group's, reached through the same accessors (a
 * null object, as Discourse's NullInstance): DATA_DIR, DATABASE_URL and SITE_URL, read when asked (tests point DATA_DIR
 * at a folder of their own between files). Its database is made ready once, at start (server/app.ts).
 */
export const singleGroup: GroupContext = {
  key: "#single",
  slug: null,
  get dataDir() {
    return installationDataDir();
  },
  get databaseUrl() {
    return singleDatabaseUrl();
  },
  get siteUrl() {
    return configuredSiteUrl();
  },
  slots: new Map(),
  users: 0,
  lastUsed: 0,
};

/** The running group's folder (its database, pictures, booklets, documents, photos). */
export function dataDir(): string {
  return currentGroup().dataDir;
}

/** The running group's database. */
export function databaseUrl(): string {
  return currentGroup().databaseUrl;
}

/**
 * The running group's public address (canonical URLs, the sitemap, calendar feeds, links in mails), without a trailing
 * slash. Without SITE_URL (single group) it is the address the server listens on.
 */
export function siteUrl(): string {
  return currentGroup().siteUrl;
}
