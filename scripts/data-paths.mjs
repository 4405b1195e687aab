import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Mirrors app/config/env.server.ts for the operations scripts, which run without the app build.

export function dataDirFromEnv() {
  return path.resolve(process.env.DATA_DIR || "./data");
}

export function databaseFile(dataDir) {
  const url = process.env.DATABASE_URL;
  if (url && !url.startsWith("file:")) {
    console.error("Back-up en herstel werken op het SQLite-bestand; DATABASE_URL wijst naar een server.");
    process.exit(1);
  }
  return url ? path.resolve(url.slice("file:".length)) : path.join(dataDir, "scouts.db");
}

/**
 * The folders of uploaded files under DATA_DIR that a back-up holds and a restore puts back: pictures, booklets, the
 * camps' documents, photo albums.
 */
export const FILE_FOLDERS = ["media", "boekjes", "kampdocumenten", "fotos"];

/** Work in progress is never backed up: half-made image folders and photo uploads waiting in the queue. */
export function isFinishedFile(file) {
  const name = path.basename(file);
  return !name.startsWith(".tmp-") && name !== ".upload";
}

/**
 * The group database's migrations the server will run with: the build's own copy (build/drizzle, what `npm start` and
 * `npm run serve` apply), else the checkout's (app/db/client.server.ts' migrationsFolder, for the scripts).
 */
export function serverMigrationsFolder() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const candidates = [path.join(root, "build", "drizzle"), path.join(root, "drizzle")];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json"))) ?? candidates[1];
}
