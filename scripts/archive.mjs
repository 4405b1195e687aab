// The archive of one group's data: its database and its uploaded files in one .tar.gz. Made by `npm run backup`, by
// the hoster's export (GET /api/hosting/groepen/{slug}/export) and read by `npm run restore` and the hoster's import:
// one format, one implementation (plain JavaScript, so the operations scripts run without the app's build).
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import * as tar from "tar";
import { FILE_FOLDERS, isFinishedFile } from "./data-paths.mjs";

/**
 * Writes the archive of a data folder to `archive`, using `work` (an empty folder) for the copy. Safe while the server
 * runs: VACUUM INTO writes a transactionally consistent copy of the live database.
 */
export async function writeArchive({ databaseFile, dataDir, archive, work }) {
  const client = createClient({ url: `file:${databaseFile}`, timeout: 10_000 });
  try {
    await client.execute({ sql: "VACUUM INTO ?", args: [path.join(work, "scouts.db")] });
  } finally {
    client.close();
  }
  const entries = ["scouts.db"];
  for (const folder of FILE_FOLDERS) {
    if (fs.existsSync(path.join(dataDir, folder))) {
      fs.cpSync(path.join(dataDir, folder), path.join(work, folder), { recursive: true, filter: isFinishedFile });
      entries.push(folder);
    }
  }
  await tar.create({ gzip: true, file: archive, cwd: work, portable: true }, entries);
}

/**
 * Unpacks an archive into `work` (an empty folder) and checks it before anything else is touched: only the database
 * and the file folders, only plain files and folders (no links that could point elsewhere), and a database that
 * passes SQLite's integrity check. Throws an Error with a Dutch message otherwise.
 */
export async function unpackArchive(archive, work) {
  const allowed = new Set(["scouts.db", ...FILE_FOLDERS]);
  try {
    await tar.extract({
      file: archive,
      cwd: work,
      strict: true,
      filter: (entryPath, entry) => {
        const top = entryPath.replace(/^\.\//, "").split("/")[0];
        return allowed.has(top) && (entry.type === "File" || entry.type === "Directory");
      },
    });
  } catch {
    throw new Error("Dit is geen leesbaar archief (verwacht: een .tar.gz van npm run backup of een export).");
  }
  const database = path.join(work, "scouts.db");
  if (!fs.existsSync(database)) throw new Error("Het archief bevat geen scouts.db.");
  const client = createClient({ url: `file:${database}` });
  try {
    const check = await client.execute("PRAGMA integrity_check").catch(() => null);
    if (check?.rows[0]?.integrity_check !== "ok") throw new Error("De database in het archief is beschadigd.");
  } finally {
    client.close();
  }
  return database;
}

/** Puts an unpacked archive's files into a data folder, replacing its file folders (the caller places the database). */
export function replaceFileFolders(work, dataDir) {
  for (const folder of FILE_FOLDERS) {
    const from = path.join(work, folder);
    const to = path.join(dataDir, folder);
    fs.rmSync(to, { recursive: true, force: true });
    if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
  }
}
