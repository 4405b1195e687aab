import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client, type InArgs, type InStatement, type Transaction, type TransactionMode } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { databaseUrl } from "~/config/env.server";
import { diskFullRefusal } from "~/lib/disk-space.server";
import * as schema from "./schema";
import { markingChanges } from "./tags.server";

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };
/** The handle a write works with inside its transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

let current: Db | undefined;

function openDb(url: string): Db {
  if (url.startsWith("file:")) fs.mkdirSync(path.dirname(url.slice("file:".length)), { recursive: true });
  // timeout is SQLite's busy timeout: a writer in another process (a back-up) is waited for instead of failing.
  const client = oneWriterAtATime(createClient({ url, timeout: 5000 }));
  return drizzle(client, { schema }) as Db;
}

/** A statement that only reads: it never waits for the write lock (WAL readers read the last commit). */
const READS = /^\s*(select|explain)\b/i;

/**
 * One writer at a time in this process. SQLite lets one connection write at a time, and libSQL's local client waits
 * for that lock on the calling thread (SQLite's busy timeout sleeps there, on the event loop): a write waiting for an
 * open transaction would stop the event loop, and with it the very transaction it waits for, until the timeout (5 s
 * and an error, or a stalled site on a Saturday morning when leaders save at once). So every write (a transaction, a
 * batch, a statement that is not a read) takes its turn here, where waiting blocks nothing; reads go on meanwhile.
 */
function oneWriterAtATime(client: Client): Client {
  let last: Promise<void> = Promise.resolve();
  /** Resolves when it is this write's turn, with the function that ends its turn. */
  const turn = (): Promise<() => void> => {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const before = last;
    last = before.then(() => ended);
    return before.then(() => end);
  };
  const inTurn = async <T>(write: () => Promise<T>): Promise<T> => {
    const end = await turn();
    try {
      return await write();
    } finally {
      end();
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
          return READS.test(text) ? run() : inTurn(run);
        };
      }
      if (property === "batch" || property === "migrate" || property === "executeMultiple") {
        const method = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => inTurn(() => method.apply(target, args));
      }
      if (property === "transaction") {
        return async (mode?: TransactionMode) => {
          if (mode === "read") return target.transaction(mode);
          const end = await turn();
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

/** A transaction whose commit, rollback or close ends its write turn. */
function endingTurn(transaction: Transaction, end: () => void): Transaction {
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

export function getDb(): Db {
  current ??= openDb(databaseUrl());
  return current;
}

/**
 * Runs a write in one SQLite transaction. Once it is committed, the cached answers that show what it changed go stale
 * (tags.server.ts): the write names the tags it changes with `changes(...)` inside, or `changesNoPublicPage()`; a
 * write that names nothing makes every cached answer stale. Every write of the site's content goes through here.
 */
export async function transaction<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await markingChanges(() => getDb().transaction(write));
  } catch (error) {
    // No space left for the write: said plainly (507), not as a failure of the server (lib/disk-space.server.ts).
    throw diskFullRefusal(error) ?? error;
  }
}

export function closeDb(): void {
  current?.$client.close();
  current = undefined;
}

/**
 * Closes the database when the server stops. A file database first writes the WAL back into the main file and
 * empties it (closing the libSQL client alone leaves it full), so `scouts.db` by itself holds every write.
 */
export async function closeDatabase(): Promise<void> {
  const db = current;
  if (!db) return;
  current = undefined;
  try {
    if (databaseUrl().startsWith("file:")) await db.$client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  } finally {
    db.$client.close();
  }
}

/**
 * Folder of the committed drizzle-kit migrations: the copy a build carries (build/drizzle, scripts/build.mjs), so a
 * previous build started again after a failed update applies only the migrations it knows; from source (tests,
 * development) the repository's.
 */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../drizzle"), path.resolve(process.cwd(), "drizzle"), path.resolve(here, "../../drizzle")];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** Applies the committed migrations and switches the file to WAL; run once before the server listens. */
export async function prepareDatabase(db: Db = getDb()): Promise<void> {
  if (databaseUrl().startsWith("file:")) {
    await db.$client.execute("PRAGMA journal_mode = WAL");
  }
  // libSQL's migrate() turns foreign keys off around the batch, so table rebuilds never cascade-delete rows.
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
