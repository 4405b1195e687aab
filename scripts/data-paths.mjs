import path from "node:path";

// Mirrors app/config/env.server.ts for the operations scripts, which run without the app build.
/** The folders of uploaded files in DATA_DIR, kept in a back-up beside the database. */
export const FILE_FOLDERS = ["media", "boekjes", "kampdocumenten"];

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
