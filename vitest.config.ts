import { defineConfig } from "vitest/config";

// The reactRouter() plugin is left out on purpose: it does not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two files at a time: most integration tests wait on a server or script of their own (another process), so on two
    // cores Vitest's default (one worker: cores - 1) left a core idle and the suite took twice as long.
    maxWorkers: 2,
    globalSetup: ["tests/helpers/run-tmp.ts"],
  },
});
