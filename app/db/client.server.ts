import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { databaseUrl } from "~/config/env.server";
import * as schema from "./schema";

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };
/** The handle a write works with inside its transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

let current: Db | undefined;

function openDb(url: string): Db {
  if (url.startsWith("file:")) fs.mkdirSync(path.dirname(url.slice("file:".length)), { recursive: true });
  // timeout is SQLite's busy timeout: concurrent writers wait instead of failing with SQLITE_BUSY.
  const client = createClient({ url, timeout: 5000 });
  return drizzle(client, { schema }) as Db;
}

export function getDb(): Db {
  current ??= openDb(databaseUrl());
  return current;
}

let generation = 0;

/** Raised by every write (see `transaction`): a response made under an older generation may show stale data. */
export function contentGeneration(): number {
  return generation;
}

/**
 * Runs a write in one SQLite transaction. Once it has ended, the content generation goes up, so that a cached page
 * rendered before the write is never served (or stored) again. Every write of the site's content goes through here.
 */
export async function transaction<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await getDb().transaction(write);
  } finally {
    generation++;
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
