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
    globalSetup: ["tests/helpers/run-tmp.ts"],
  },
});
