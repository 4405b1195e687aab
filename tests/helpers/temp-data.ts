import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb } from "~/db/client.server";

/** Points DATA_DIR at a fresh folder for one test file; the database opens lazily on first use. */
export function withTempDataDir(): { dir: () => string } {
  let dir = "";
  const previous = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  beforeAllHook(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-test-"));
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    closeDb();
  });
  afterAllHook(() => {
    closeDb();
    fs.rmSync(dir, { recursive: true, force: true });
    // Assigning undefined to process.env stores the string "undefined": a later lazy open would make ./undefined/.
    if (previous.DATA_DIR === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous.DATA_DIR;
    if (previous.DATABASE_URL) process.env.DATABASE_URL = previous.DATABASE_URL;
  });
  return { dir: () => dir };
}

import { afterAll as afterAllHook, beforeAll as beforeAllHook } from "vitest";
