import path from "node:path";
import { test } from "@playwright/test";
import { createClient, type Client } from "@libsql/client";

/** The data folder of the e2e server of the running test's project (playwright.config.ts: one server per project). */
export function e2eDataDir(): string {
  return path.resolve(String(test.info().project.metadata.dataDir));
}

/**
 * Opens the e2e server's SQLite file to set up a state that only an admin could make (a booklet, an empty
 * history). Tests that use it put the data back in a `finally`, so later tests see the demo content.
 */
export function openE2eDatabase(): Client {
  return createClient({ url: `file:${path.join(e2eDataDir(), "scouts.db")}`, timeout: 5000 });
}
