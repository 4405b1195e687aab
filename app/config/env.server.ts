import path from "node:path";

// Every setting of the server comes from the environment; the README lists each with its default.
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || "./data");
}

export function databaseUrl(): string {
  return process.env.DATABASE_URL || `file:${path.join(dataDir(), "scouts.db")}`;
}

export function demoContentEnabled(): boolean {
  return (process.env.DEMO_CONTENT ?? "true").toLowerCase() !== "false";
}

export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}
