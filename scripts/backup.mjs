// npm run backup [target-folder]: a consistent snapshot of the database plus the uploaded files, in one archive.
// Safe while the server runs: VACUUM INTO writes a transactionally consistent copy of the live database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeArchive } from "./archive.mjs";
import { dataDirFromEnv, databaseFile } from "./data-paths.mjs";

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
  await writeArchive({ databaseFile: dbFile, dataDir, archive, work });
  console.log(archive);
} catch (error) {
  console.error(`Back-up mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
