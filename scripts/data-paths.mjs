import path from "node:path";

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
