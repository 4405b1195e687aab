import path from "node:path";
import { createClient, type Client } from "@libsql/client";

/** The running e2e server's data folder (playwright.config.ts starts it with DATA_DIR=tmp/e2e-data). */
export const E2E_DATA_DIR = path.resolve("tmp/e2e-data");

/**
 * Opens the e2e server's SQLite file to set up a state that only an admin could make (a booklet, an empty
 * history). Tests that use it put the data back in a `finally`, so later tests see the demo content.
 */
export function openE2eDatabase(): Client {
  return createClient({ url: `file:${path.join(E2E_DATA_DIR, "scouts.db")}`, timeout: 5000 });
}
