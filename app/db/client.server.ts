import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client, type InArgs, type InStatement, type Transaction, type TransactionMode } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { databaseUrl } from "~/group/context.server";
import { currentGroup, type GroupContext } from "~/group/context.server";
import { diskFullRefusal } from "~/lib/disk-space.server";
import { groupChanged } from "~/lib/replication.server";
import * as schema from "./schema";
import { takeClaim } from "./claim.server";
import { markingChanges } from "./tags.server";

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };
/** The handle a write works with inside its transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const CONNECTIONS = 2;

function openDb(url: string, written: () => void): Db {
  if (url.startsWith("file:")) fs.mkdirSync(path.dirname(url.slice("file:".length)), { recursive: true });
  // timeout is SQLite's busy timeout: a writer in another process (a back-up) is waited for instead of failing.
  // At most two connections: the open write transaction's and the reads' (reads borrow one for a synchronous call;
  // only a write holds one across awaits, one at a time). Each holds its own page cache, and a hosting installation
  // has up to HOSTING_MAX_OPEN groups open. `settleConnections` sets both up.
  const client = oneWriterAtATime(createClient({ url, timeout: 5000, concurrency: CONNECTIONS }), written);
  return drizzle(client, { schema }) as Db;
}

/** A statement that only reads: it never waits for the write lock (WAL readers read the last commit). */
const READS = /^\s*(select|explain)\b/i;
/** A setting of the connection or a checkpoint: in turn as a write, but no change of the data. */
const PRAGMA = /^\s*pragma\b/i;

/**
 * One writer at a time in this process. SQLite lets one connection write at a time, and libSQL's local client waits
 * for that lock on the calling thread (SQLite's busy timeout sleeps there, on the event loop): a write waiting for an
 * open transaction would stop the event loop, and with it the very transaction it waits for, until the timeout (5 s
 * and an error, or a stalled site on a Saturday morning when leaders save at once). So every write (a transaction, a
 * batch, a statement that is not a read) takes its turn here, where waiting blocks nothing; reads go on meanwhile.
 * Each write's turn ends with `written`: the replication copies the group once it changed (ADR 0042). This is the one
 * place every write of a group passes, also those outside `transaction()` (sessions, the outbox, the audit log).
 */
function oneWriterAtATime(client: Client, written: () => void): Client {
  let last: Promise<void> = Promise.resolve();
  /** Resolves when it is this write's turn, with the function that ends its turn. */
  const turn = (): Promise<() => void> => {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const before = last;
    last = before.then(() => ended);
    return before.then(() => end);
  };
  const inTurn = async <T>(write: () => Promise<T>, changesData = true): Promise<T> => {
    const end = await turn();
    try {
      return await write();
    } finally {
      end();
      if (changesData) written();
    }
  };
  // What is assigned to the client (a test listening to the statements) sits in front of the queue, never behind it:
  // the queue always calls the client's own methods.
  const assigned = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    set(_target, property, value) {
      assigned.set(property, value);
      return true;
    },
    get(target, property, receiver) {
      if (assigned.has(property)) return assigned.get(property);
      if (property === "execute") {
        return (statement: InStatement, args?: InArgs) => {
          const text = typeof statement === "string" ? statement : statement.sql;
          const run = () => (args === undefined ? target.execute(statement) : target.execute(statement as string, args));
          return READS.test(text) ? run() : inTurn(run, !PRAGMA.test(text));
        };
      }
      if (property === "batch" || property === "migrate" || property === "executeMultiple") {
        const method = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => inTurn(() => method.apply(target, args));
      }
      if (property === "transaction") {
        return async (mode?: TransactionMode) => {
          if (mode === "read") return target.transaction(mode);
          const ended = await turn();
          const end = () => {
            ended();
            written();
          };
          try {
            return endingTurn(await target.transaction(mode), end);
          } catch (error) {
            end();
            throw error;
          }
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The installation's own database (hosting.db) with the same one writer at a time; `written` follows each write (the
 * replication copies it once it changed).
 */
export function installationClient(url: string, written: () => void): Client {
  return oneWriterAtATime(createClient({ url, timeout: 5000 }), written);
}

/** A transaction whose commit, rollback or close ends its write turn (once). */
function endingTurn(transaction: Transaction, endTurn: () => void): Transaction {
  let ended = false;
  const end = () => {
    if (!ended) endTurn();
    ended = true;
  };
  return new Proxy(transaction, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      if (property !== "commit" && property !== "rollback" && property !== "close") return value.bind(target);
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => unknown).apply(target, args);
        } finally {
          end();
        }
      };
    },
  });
}

/** The running group's database (app/group/context.server.ts), opened on first use. */
export function getDb(): Db {
  const group = currentGroup();
  group.database ??= openDb(group.databaseUrl, () => groupChanged(group));
  return group.database as Db;
}

/**
 * Runs a write in one SQLite transaction. Once it is committed, the cached answers that show what it changed go stale
 * (tags.server.ts): the write names the tags it changes with `changes(...)` inside, or `changesNoPublicPage()`; a
 * write that names nothing makes every cached answer stale. Every write of the site's content goes through here.
 */
export async function transaction<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    let claimed: (() => void) | null = null;
    const result = await markingChanges(() =>
      getDb().transaction(async (tx) => {
        const written = await write(tx);
        // A submission's key (claim.server.ts) commits with the write it made, or not at all.
        claimed = await takeClaim(tx);
        return written;
      }),
    );
    (claimed as (() => void) | null)?.();
    return result;
  } catch (error) {
    // No space left for the write: said plainly (507), not as a failure of the server (lib/disk-space.server.ts).
    throw diskFullRefusal(error) ?? error;
  }
}

/** Closes the running group's database at once (tests, between data folders); the next use opens it again. */
export function closeDb(): void {
  const group = currentGroup();
  (group.database as Db | undefined)?.$client.close();
  group.database = undefined;
}

/**
 * Closes a group's database: when the server stops, or when the group has been idle (hosting mode). A file database
 * first writes the WAL back into the main file and empties it (closing the libSQL client alone leaves it full), so
 * `scouts.db` by itself holds every write.
 */
export async function closeDatabase(group: GroupContext = currentGroup()): Promise<void> {
  const db = group.database as Db | undefined;
  if (!db) return;
  group.database = undefined;
  try {
    if (group.databaseUrl.startsWith("file:")) await db.$client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  } finally {
    db.$client.close();
  }
}

/**
 * Folder of the committed drizzle-kit migrations (a group's `drizzle`, the hosting installation's `drizzle-hosting`):
 * the copy a build carries (build/drizzle, scripts/build.mjs), so a previous build started again after a failed update
 * applies only the migrations it knows; from source (tests, development) the repository's.
 */
export function migrationsFolder(name: "drizzle" | "drizzle-hosting" = "drizzle"): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // The build's own copy first (build/server/index.js or a chunk in build/server/assets/), the checkout's last.
  const candidates = [path.resolve(here, "..", name), path.resolve(here, "../..", name), path.resolve(process.cwd(), name)];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** The moment of the newest committed migration (drizzle-kit's journal), read once. */
let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/** Whether the database already has every committed migration: one query instead of reading every migration file. */
async function upToDate(db: Db): Promise<boolean> {
  try {
    const result = await db.$client.execute("SELECT max(created_at) AS newest FROM __drizzle_migrations");
    return Number(result.rows[0]?.newest ?? 0) >= newestMigrationMillis();
  } catch {
    return false;
  }
}

/**
 * Commits in WAL mode with synchronous=NORMAL: a commit appends to the WAL without waiting for the disk (fsync), which
 * SQLite does at each checkpoint instead. The file is never corrupted; a power cut or a crash of the machine (not of
 * the process) may lose the last commits before the checkpoint. With the default (FULL) every commit waited for the
 * disk on the one event loop, 1 to 3 ms here, while no visitor was served (ADR 0036). The setting is each
 * connection's, and libSQL's pool opens its connections as it needs them, without a hook: both are opened and set
 * here, the first held by a read transaction while the second is made (the pool hands out the last one returned).
 */
async function settleConnections(db: Db): Promise<void> {
  const held = await db.$client.transaction("read");
  try {
    await db.$client.execute("PRAGMA synchronous = NORMAL");
  } finally {
    held.close();
  }
  await db.$client.execute("PRAGMA synchronous = NORMAL");
}

/**
 * Applies the committed migrations (all of them in one batch, so never half) and switches the file to WAL; run before
 * the database serves: at start for a single group, when a hosted group's database is opened.
 */
export async function prepareDatabase(db: Db = getDb()): Promise<void> {
  if (databaseUrl().startsWith("file:")) await settleConnections(db);
  if (await upToDate(db)) return;
  if (databaseUrl().startsWith("file:")) {
    await db.$client.execute("PRAGMA journal_mode = WAL");
  }
  // libSQL's migrate() turns foreign keys off around the batch, so table rebuilds never cascade-delete rows.
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
