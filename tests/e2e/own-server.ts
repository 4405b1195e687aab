import fs from "node:fs";
import { startServer, stopServer, tempDataDir } from "../helpers/server-process";
import { E2E_PASSWORD } from "./own-rows";
import { test as base } from "./test";

export * from "./test";

/**
 * For a spec that changes what every other spec would see (revealing a scouting year): a server of its own, the
 * built server on a fresh copy of the demo data, started once per worker. Every page and request of the spec goes
 * there (baseURL); the shared e2e server stays as the other specs expect it, whatever the order the specs run in.
 */
export const test = base.extend<object, { ownServer: string }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const dataDir = tempDataDir();
      // As playwright.config.ts starts the shared server; the first start makes the demo content, which takes a while.
      const server = await startServer(
        dataDir,
        { ADMIN_PASSWORD: E2E_PASSWORD, SESSION_SECRET: "e2e-session-secret", LOG_LEVEL: "error", FORM_RATE_LIMIT: "1000" },
        120_000,
      );
      try {
        await provide(server.url);
      } finally {
        await stopServer(server, "SIGTERM");
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker" },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer),
});
