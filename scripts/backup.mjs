// npm run backup [target-folder]: a consistent snapshot of the database plus the uploaded files, in one archive.
// Safe while the server runs: VACUUM INTO writes a transactionally consistent copy of the live database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import * as tar from "tar";
import { dataDirFromEnv, databaseFile, FILE_FOLDERS, isFinishedFile } from "./data-paths.mjs";

const dataDir = dataDirFromEnv();
const dbFile = databaseFile(dataDir);
if (!fs.existsSync(dbFile)) {
  console.error(`Geen database gevonden op ${dbFile}.`);
  process.exit(1);
}

const targetDir = path.resolve(process.argv[2] || "backups");
fs.mkdirSync(targetDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:T]/g, "-").replace(/\..+$/, "");
const archive = path.join(targetDir, `scouts-backup-${stamp}.tar.gz`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-backup-"));
try {
  const client = createClient({ url: `file:${dbFile}`, timeout: 10_000 });
  const snapshot = path.join(work, "scouts.db");
  await client.execute({ sql: "VACUUM INTO ?", args: [snapshot] });
  client.close();

  const entries = ["scouts.db"];
  for (const folder of FILE_FOLDERS) {
    if (fs.existsSync(path.join(dataDir, folder))) {
      fs.cpSync(path.join(dataDir, folder), path.join(work, folder), { recursive: true, filter: isFinishedFile });
      entries.push(folder);
    }
  }
  await tar.create({ gzip: true, file: archive, cwd: work, portable: true }, entries);
  console.log(archive);
} catch (error) {
  console.error(`Back-up mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
