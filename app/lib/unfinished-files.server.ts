import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/** Every file the site writes appears under its final name by a rename; until then it is named so. */
const UNFINISHED = /^\.tmp-/;

/**
 * Removes what a crash or a kill left of files being written: every `.tmp-*` file or folder in `folders` and in the
 * folders directly below them (a photo album, an image's versions), and everything in `emptied` (photo uploads waiting
 * to be processed). Only before the server takes requests: then nothing is being written. Answers how many were removed.
 */
export async function removeUnfinishedFiles(options: { folders: readonly string[]; emptied: readonly string[] }): Promise<number> {
  let removed = 0;
  const remove = async (entry: string) => {
    await fs.rm(entry, { recursive: true, force: true });
    removed++;
  };
  for (const folder of options.folders) {
    for (const entry of await entries(folder)) {
      const full = path.join(folder, entry.name);
      if (UNFINISHED.test(entry.name)) await remove(full);
      else if (entry.isDirectory()) for (const inner of await entries(full)) if (UNFINISHED.test(inner.name)) await remove(path.join(full, inner.name));
    }
  }
  for (const folder of options.emptied) for (const entry of await entries(folder)) await remove(path.join(folder, entry.name));
  return removed;
}

async function entries(folder: string): Promise<Dirent[]> {
  try {
    return await fs.readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}
