// The archive of one group's data: its database and its uploaded files in one .tar.gz. Made by `npm run backup`, by
// the hoster's export (GET /api/hosting/groepen/{slug}/export) and read by `npm run restore` and the hoster's import:
// one format, one implementation (plain JavaScript, so the operations scripts run without the app's build).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
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

/** An archive refused by its check: the message says why, in Dutch, for the hoster or whoever restores it. */
export class ArchiefGeweigerd extends Error {}

/** How long the check of one archive may take (unpacking and copying 2,000 MB on a slow disk fits well within). */
export const CHECK_TIMEOUT_MS = 10 * 60 * 1000;

/** The worker that checks an archive: beside this file, or (in the server's build) beside the bundle. */
function workerFile() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "archive-worker.mjs"), path.join(here, "..", "archive-worker.mjs"), path.join(here, "..", "..", "archive-worker.mjs")];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`archive-worker.mjs not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * Unpacks an archive into `work` (an empty folder) and makes its database anew, before anything else is touched: only
 * the database and the file folders, only plain files and folders with ordinary modes, at most `maxBytes` unpacked
 * (past it the refusal is `tooLarge`, which names the limit),
 * and a database made from this build's migrations (`migrationsFolder`) with the archive's rows copied in (ADR 0038).
 * The work runs in a process of its own, ended after `timeoutMs`: an archive never holds up the process that asks.
 * Answers the database's path and the group's name in it (null: none); throws an ArchiefGeweigerd otherwise.
 */
export function unpackArchive(archive, work, { maxBytes, tooLarge, migrationsFolder, timeoutMs = CHECK_TIMEOUT_MS }) {
  return checkInWorker({ archive: path.resolve(archive), work: path.resolve(work), maxBytes, tooLarge, folders: FILE_FOLDERS, migrationsFolder: path.resolve(migrationsFolder) }, timeoutMs);
}

/**
 * The same check for a data folder already in place (`work`, with its scouts.db and file folders: a copy fetched from
 * the bucket): its database made anew from this build's migrations with its rows copied in, as an import's (ADR 0038).
 */
export function checkFolder(work, { migrationsFolder, timeoutMs = CHECK_TIMEOUT_MS }) {
  return checkInWorker({ archive: null, work: path.resolve(work), maxBytes: 0, tooLarge: "", folders: FILE_FOLDERS, migrationsFolder: path.resolve(migrationsFolder) }, timeoutMs);
}

function checkInWorker(job, timeoutMs) {
  const { work } = job;
  const file = workerFile();
  return new Promise((resolve, reject) => {
    const child = fork(file, [], {
      serialization: "json",
      // A small heap of its own: the rows are copied by SQLite, not through JavaScript.
      execArgv: ["--max-old-space-size=128"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    // The lowest CPU priority: on a small server the groups' requests go first, the check takes what is left.
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, 19);
    } catch {
      // Not allowed here (some containers): the check runs at the server's own priority.
    }
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      child.kill("SIGKILL");
      outcome();
    };
    const deadline = setTimeout(() => {
      const minuten = Math.max(1, Math.round(timeoutMs / 60_000));
      settle(() => reject(new ArchiefGeweigerd(`Het archief nakijken duurde langer dan ${minuten} ${minuten === 1 ? "minuut" : "minuten"}; het is geweigerd.`)));
    }, timeoutMs);
    child.on("message", (message) => {
      if (message.result) settle(() => resolve({ database: path.join(work, "scouts.db"), naam: message.result.naam ?? null }));
      else if (message.refused) settle(() => reject(new ArchiefGeweigerd(message.refused)));
      else settle(() => reject(new Error(`Archief nakijken mislukt: ${message.error}`)));
    });
    child.on("exit", () => settle(() => reject(new ArchiefGeweigerd("Het archief kon niet nagekeken worden (het nakijken stopte onverwacht)."))));
    child.on("error", (error) => settle(() => reject(error)));
    child.send(job);
  });
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
