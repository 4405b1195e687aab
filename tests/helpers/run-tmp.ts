import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Vitest's global setup: every temporary folder of the run (servers' data, archives, builds) goes into one folder of
 * its own, removed at the end. A test file's process can be ended before its own clean-up runs, which left a data
 * folder in /tmp for every server-starting test file on each run.
 */
export function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-vitest-"));
  process.env.TMPDIR = dir;
  return () => {
    // A server a failed test left running may still be writing in its folder: a few tries, then only a warning.
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    } catch (error) {
      console.warn(`Tijdelijke map ${dir} niet (helemaal) verwijderd: ${String(error)}`);
    }
  };
}
