import fs from "node:fs";
import path from "node:path";
import { installationDataDir } from "~/config/env.server";
import { writeOperatorKey } from "~/lib/operator-key.server";

// While the server runs, DATA_DIR holds server.pid with its process id: `npm run restore` (scripts/restore.mjs) refuses
// to replace a database that a running server holds open, since the server's next writes would be lost at its stop.

function pidFile(): string {
  return path.join(installationDataDir(), "server.pid");
}

export function markRunning(): void {
  fs.mkdirSync(installationDataDir(), { recursive: true });
  fs.writeFileSync(pidFile(), `${process.pid}\n`);
  writeOperatorKey();
}

/** After a clean stop; a killed server leaves the file, which the restore ignores once that process is gone. */
export function markStopped(): void {
  try {
    if (fs.readFileSync(pidFile(), "utf8").trim() === String(process.pid)) fs.rmSync(pidFile());
  } catch {
    // Already gone.
  }
}
