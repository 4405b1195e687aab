import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import * as tar from "tar";

// Archives (the format of `npm run backup` and the hoster's export) changed as an outsider would change them: its
// database altered with SQL, files added with their own modes.

/** The archive `source` (a file or its bytes) unpacked, changed by `change` in its folder, and packed again. */
export async function changedArchive(source: string | Buffer, change: (dir: string) => Promise<void> | void): Promise<Buffer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-archief-"));
  try {
    const input = path.join(work, "in.tar.gz");
    if (typeof source === "string") fs.copyFileSync(source, input);
    else fs.writeFileSync(input, source);
    const dir = path.join(work, "inhoud");
    fs.mkdirSync(dir);
    await tar.extract({ file: input, cwd: dir });
    await change(dir);
    const output = path.join(work, "uit.tar.gz");
    await tar.create({ gzip: true, file: output, cwd: dir }, fs.readdirSync(dir));
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Runs `sql` (several statements) on the archive's database in `dir`. */
export async function alterDatabase(dir: string, sql: string): Promise<void> {
  const client = createClient({ url: `file:${path.join(dir, "scouts.db")}` });
  try {
    await client.executeMultiple(sql);
  } finally {
    client.close();
  }
}

/**
 * The slow view: `instelling` becomes a view that counts to 15 million before it answers, over the real table
 * renamed. Its integrity check is 'ok'; every read of the settings would take seconds on the process that reads it.
 */
export const SLOW_VIEW = `ALTER TABLE instelling RENAME TO instelling_echt;
CREATE VIEW instelling AS SELECT sleutel, waarde, updated_at FROM instelling_echt
  WHERE (SELECT count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 15000000) SELECT x FROM c)) > 0;`;

/** The archive from the future: a migration this version does not know, and a table it needs gone. */
export const FUTURE_MIGRATION = `INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('future', 9999999999999);
DROP TABLE leiding_tak;`;

/**
 * A file of `bytes` that gzip packs about 100 times smaller: mostly zeros, a random byte every 512 (tar's own bomb
 * guard stops archives that unpack more than 1,000 times their size; this one passes it, as the 14 MB that
 * held 3 GB did).
 */
export function compressibleFile(file: string, bytes: number): void {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 512) buffer[i] = Math.floor(Math.random() * 256);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, buffer);
}
