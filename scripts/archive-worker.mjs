// The check of an archive, in a process of its own (started by scripts/archive.mjs with a deadline, ADR 0038): it
// unpacks the archive, counting what it writes, and makes the group's database anew from this build's migrations with
// the archive's rows copied in, table by table, column by column. Nothing of the archive's schema (its views, triggers,
// indexes, generated columns) is ever run or kept: only the rows of the tables this build makes are read. Plain
// JavaScript, so that the build copies it as it is (scripts/build.mjs) and Node runs it without a loader.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createClient } from "@libsql/client";
import { readMigrationFiles } from "drizzle-orm/migrator";
import * as tar from "tar";

/** Files and folders in one archive: a group with 20,000 photos in three widths is far below it. */
const MAX_ENTRIES = 500_000;
const MIGRATIONS_TABLE = "__drizzle_migrations";

/** A refusal of the archive, with the Dutch message its sender sees. */
class Refusal extends Error {}

// The server (or `npm run restore`) went away: go too, whatever is being unpacked or copied.
process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));

process.once("message", (job) => {
  check(job).then(
    (result) => process.send({ result }),
    (error) => process.send(error instanceof Refusal ? { refused: error.message } : { error: error instanceof Error ? error.stack ?? error.message : String(error) }),
  );
});

/**
 * Unpacks `archive` into `work` and leaves `work/scouts.db` made anew; answers the group's name as the archive holds it.
 * Without an archive, `work` holds the data already (a copy fetched from the bucket, ADR 0042): only its database is
 * made anew.
 */
async function check({ archive, work, maxBytes, tooLarge, folders, migrationsFolder }) {
  if (archive) await unpack(archive, work, maxBytes, tooLarge, new Set(["scouts.db", ...folders]));
  const archived = path.join(work, "scouts.db");
  if (!fs.existsSync(archived) || !fs.statSync(archived).isFile()) throw new Refusal("Het archief bevat geen scouts.db.");
  const fresh = path.join(work, ".nieuw.db");
  const naam = await rebuild(archived, fresh, migrationsFolder);
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(archived + suffix, { force: true });
  fs.renameSync(fresh, archived);
  return { naam };
}

/**
 * Only the data's own files and folders, as plain files and folders (no links, devices or FIFOs), with ordinary modes
 * (no setuid, setgid or sticky bit, nothing executable), and no more than `maxBytes` unpacked: counted from each
 * entry's size before it is written, so an archive of zeros stops at the limit, not at the disk's end.
 */
async function unpack(archive, work, maxBytes, tooLargeMessage, allowed) {
  let bytes = 0;
  let entries = 0;
  let tooLarge = false;
  const input = fs.createReadStream(archive);
  const extract = tar.x({
    cwd: work,
    strict: true,
    filter: (entryPath, entry) => {
      const top = entryPath.replace(/^\.\//, "").split("/")[0];
      if (!allowed.has(top) || (entry.type !== "File" && entry.type !== "Directory")) return false;
      entries++;
      if (entry.type === "File") bytes += entry.size ?? 0;
      if (bytes > maxBytes || entries > MAX_ENTRIES) {
        tooLarge = true;
        input.destroy();
        return false;
      }
      entry.mode = entry.type === "Directory" ? 0o755 : 0o644;
      return true;
    },
  });
  try {
    await pipeline(input, extract);
  } catch (error) {
    if (tooLarge) throw new Refusal(tooLargeMessage);
    if (/decompression ratio/i.test(error instanceof Error ? error.message : "")) {
      throw new Refusal("Het archief pakt verdacht sterk uit (meer dan 1000 keer zijn grootte) en is geweigerd.");
    }
    throw new Refusal("Dit is geen leesbaar archief (verwacht: een .tar.gz van npm run backup of een export).");
  }
  if (tooLarge) throw new Refusal(tooLargeMessage);
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * Makes `fresh` from this build's migrations up to the archive's own last one, copies the archive's rows into it, then
 * applies the rest: the database a group of this build would have, holding the archive's data. Answers the group's
 * name from its settings (null when it has none).
 */
async function rebuild(archived, fresh, migrationsFolder) {
  const migrations = readMigrationFiles({ migrationsFolder });
  fs.rmSync(fresh, { force: true });
  // One connection: ATTACH and the foreign-key pragma hold per connection.
  const client = createClient({ url: `file:${fresh}`, concurrency: 1 });
  try {
    const attach = async () => {
      try {
        await client.execute({ sql: "ATTACH DATABASE ? AS archief", args: [archived] });
        // Parses the archive's schema (nothing in it runs): a file that is no database fails here.
        await client.execute("SELECT count(*) FROM archief.sqlite_master");
      } catch {
        throw new Refusal("De database in het archief is beschadigd of geen SQLite-database.");
      }
    };
    await attach();
    const objects = await schemaOf(client, "archief");
    const applied = await appliedMigrations(client, objects);
    const known = migrations.map((m) => m.folderMillis);
    if (applied.length > known.length || applied.some((when, i) => known[i] !== when)) {
      const onbekend = applied.find((when) => !known.includes(when));
      throw new Refusal(
        onbekend !== undefined && onbekend > Math.max(...known)
          ? "Het archief komt van een nieuwere versie van de site (het kent migraties die deze versie niet kent). Werk deze installatie eerst bij."
          : "De migraties in het archief horen niet bij deze versie van de site.",
      );
    }
    // The migrations run without the archive attached: their statements name tables without a schema.
    await client.execute("DETACH DATABASE archief");
    await applyMigrations(client, migrations.slice(0, applied.length));
    await attach();
    await copyRows(client, objects);
    await client.execute("DETACH DATABASE archief");
    await applyMigrations(client, migrations.slice(applied.length));
    const integrity = await client.execute("PRAGMA integrity_check");
    if (integrity.rows[0]?.integrity_check !== "ok") throw new Refusal("De database in het archief is beschadigd.");
    await client.execute("PRAGMA journal_mode = WAL");
    return await groupName(client);
  } finally {
    client.close();
  }
}

/** The archive's objects by name: their type (table, view, index, trigger) and SQL, as its schema says. */
async function schemaOf(client, schema) {
  const rows = await client.execute(`SELECT type, name, sql FROM ${schema}.sqlite_master`);
  return new Map(rows.rows.map((row) => [String(row.name), { type: String(row.type), sql: String(row.sql ?? "") }]));
}

/** The moments of the migrations the archive's database says it has, oldest first; none: it is not this site's. */
async function appliedMigrations(client, objects) {
  const table = objects.get(MIGRATIONS_TABLE);
  if (table?.type !== "table" || !/^\s*create\s+table\b/i.test(table.sql)) {
    throw new Refusal("De database in het archief is niet van deze site (ze heeft geen migraties).");
  }
  await plainColumns(client, MIGRATIONS_TABLE, ["id", "hash", "created_at"]);
  const rows = await client.execute(`SELECT created_at FROM archief.${MIGRATIONS_TABLE} ORDER BY created_at, rowid`);
  const applied = rows.rows.map((row) => Number(row.created_at));
  if (applied.length === 0) throw new Refusal("De database in het archief is niet van deze site (ze heeft geen migraties).");
  return applied;
}

/**
 * The archive's table `name` has exactly these columns (any order), all plain: a generated column would run its
 * expression when read. Throws the refusal otherwise.
 */
async function plainColumns(client, name, expected) {
  const info = await client.execute(`PRAGMA archief.table_xinfo(${quote(name)})`);
  const columns = info.rows.map((row) => ({ name: String(row.name), hidden: Number(row.hidden) }));
  const names = columns.map((c) => c.name).sort();
  if (columns.some((c) => c.hidden !== 0) || names.length !== expected.length || names.some((n, i) => n !== [...expected].sort()[i])) {
    throw new Refusal(`De tabel ${name} in het archief heeft andere kolommen dan deze versie van de site maakt.`);
  }
}

/**
 * Applies migrations as drizzle's migrator does (all statements and their rows in __drizzle_migrations in one
 * transaction, foreign keys off around it, so that a table rebuild never cascade-deletes rows).
 */
async function applyMigrations(client, migrations) {
  const statements = [`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`];
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) statements.push(statement);
    statements.push({ sql: `INSERT INTO ${MIGRATIONS_TABLE} ("hash", "created_at") VALUES (?, ?)`, args: [migration.hash, migration.folderMillis] });
  }
  try {
    await client.migrate(statements);
  } catch (error) {
    throw new Refusal(`De gegevens in het archief passen niet in deze versie van de site (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/**
 * Every table this build makes (at the archive's migration) gets the archive's rows, column by column, in one
 * transaction: the archive must hold each as a plain table with the same columns. What else the archive holds (its own
 * views, triggers, indexes, tables) is never read and not kept.
 */
async function copyRows(client, archiveObjects) {
  const own = await client.execute(
    `SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> '${MIGRATIONS_TABLE}' ORDER BY name`,
  );
  const plan = [];
  for (const row of own.rows) {
    const name = String(row.name);
    const theirs = archiveObjects.get(name);
    if (theirs?.type !== "table" || !/^\s*create\s+table\b/i.test(theirs.sql)) {
      throw new Refusal(`De tabel ${name} ontbreekt in het archief, of is er geen gewone tabel.`);
    }
    const info = await client.execute(`PRAGMA main.table_info(${quote(name)})`);
    const columns = info.rows.map((c) => String(c.name));
    await plainColumns(client, name, columns);
    plan.push({ name, columns: columns.map(quote).join(", ") });
  }
  await client.execute("PRAGMA foreign_keys = OFF");
  const tx = await client.transaction("write");
  let current = "";
  try {
    for (const { name, columns } of plan) {
      current = name;
      await tx.execute(`DELETE FROM main.${quote(name)}`);
      await tx.execute(`INSERT INTO main.${quote(name)} (${columns}) SELECT ${columns} FROM archief.${quote(name)}`);
    }
    current = "sqlite_sequence";
    // AUTOINCREMENT counters as the archive had them: an id used before (and deleted) is not handed out again.
    if (archiveObjects.get("sqlite_sequence")?.type === "table") {
      const sequences = await tx.execute("SELECT name, seq FROM archief.sqlite_sequence");
      for (const sequence of sequences.rows) {
        const name = String(sequence.name);
        const seq = Number(sequence.seq);
        if (!plan.some((p) => p.name === name) || !Number.isSafeInteger(seq)) continue;
        const updated = await tx.execute({ sql: "UPDATE main.sqlite_sequence SET seq = max(seq, ?) WHERE name = ?", args: [seq, name] });
        if (updated.rowsAffected === 0) await tx.execute({ sql: "INSERT INTO main.sqlite_sequence (name, seq) VALUES (?, ?)", args: [name, seq] });
      }
    }
    await tx.commit();
  } catch (error) {
    await tx.rollback().catch(() => undefined);
    const detail = error instanceof Error ? error.message : String(error);
    throw new Refusal(
      /corrupt|malformed|not a database/i.test(detail)
        ? "De database in het archief is beschadigd."
        : `De gegevens van tabel ${current} in het archief passen niet in deze versie van de site (${detail}).`,
    );
  } finally {
    tx.close();
  }
}

/** The group's name in its settings (`instelling` 'groep'), or null. */
async function groupName(client) {
  try {
    const row = await client.execute("SELECT waarde FROM instelling WHERE sleutel = 'groep'");
    const naam = JSON.parse(String(row.rows[0]?.waarde ?? "null"))?.naam;
    return typeof naam === "string" && naam.trim() ? naam.trim() : null;
  } catch {
    return null;
  }
}
