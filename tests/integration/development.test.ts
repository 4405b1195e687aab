import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// `npm run dev` (NODE_ENV=development): the same Express app, with Vite reloading the code after every edit. A page
// cache there would keep answering with the page of the code before the edit, so there is none.

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer(tempDataDir(), { NODE_ENV: "development", DEMO_CONTENT: "false" });
}, 60_000);
afterAll(() => stopServer(server));

describe("the development server", () => {
  it("renders every page anew: nothing is answered from the page cache", async () => {
    for (const path of ["/about", "/about", "/api/leiding", "/api/leiding"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-cache"), path).toBeNull();
      expect(response.headers.get("content-security-policy"), path).toMatch(/frame-ancestors 'none'/);
      await response.arrayBuffer();
    }
    // Vite compiles each page on its first request: slow on a busy machine, and no measure of the site.
  }, 120_000);
});
