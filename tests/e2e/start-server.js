// Starts the production build on a fresh copy of the demo data for the end-to-end tests.
import fs from "node:fs";

fs.rmSync(process.env.DATA_DIR || "tmp/e2e-data", { recursive: true, force: true });
await import("../../server.js");
