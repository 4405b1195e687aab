import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";

// For the tests of one migration's data move: the migrations are found by name, not by number (a merge may renumber).

const DIR = path.resolve("drizzle");

/** The migrations' tags (e.g. 0009_boekje_maand), in the order they run. */
export function migrationTags(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(DIR, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/** The tag of the migration named `name` (its file drizzle/NNNN_name.sql). */
export function migrationTag(name: string): string {
  const tag = migrationTags().find((t) => t.endsWith(`_${name}`));
  if (!tag) throw new Error(`No migration named ${name}`);
  return tag;
}

export async function applyMigration(client: ReturnType<typeof createClient>, tag: string): Promise<void> {
  const sql = fs.readFileSync(path.join(DIR, `${tag}.sql`), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) if (statement.trim()) await client.execute(statement);
}

/** A database in memory with every migration before `tag` applied. */
export async function databaseBefore(tag: string): Promise<ReturnType<typeof createClient>> {
  const client = createClient({ url: ":memory:" });
  const tags = migrationTags();
  for (const earlier of tags.slice(0, tags.indexOf(tag))) await applyMigration(client, earlier);
  return client;
}
