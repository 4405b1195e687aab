import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendLarge } from "../helpers/early-answer";
import { adminToken, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// A stranger's large body is refused before it is read: the server answers 413 while the client is still sending,
// and its memory stays flat. The same body with a valid token is read.

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  server = await startServer(dataDir, { DEMO_CONTENT: "false" });
});

afterAll(async () => {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
}

/** A POST of `size` bytes that stops sending once the answer is in (see sendLarge). */
function post(path: string, size: number, headers: Record<string, string> = {}) {
  return sendLarge(new URL(path, server.url).toString(), size, { headers });
}

describe("bodies before authorisation", () => {
  it("answers an unauthenticated 25 MB POST /admin with 413 before reading it, and the memory stays flat", async () => {
    const before = rssKb(server.child.pid!);
    // 25 MB is over every limit; 19 MB is under the booklet's, so only the missing login refuses it.
    const sizes = [25, 25, 25, 25, 19, 19, 19, 19].map((mb) => mb * 1024 * 1024);
    const answers = await Promise.all(sizes.map((size) => post("/admin", size)));
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(413);
      expect(answer.sent, "answered while the client was still sending").toBeLessThan(sizes[index]!);
    }
    const after = rssKb(server.child.pid!);
    expect(after - before, `RSS ${before} KB -> ${after} KB`).toBeLessThan(30 * 1024);
  });

  it("takes only a few kilobytes on the login and reset pages, but a normal login passes", async () => {
    expect((await post("/admin/wachtwoord-vergeten", 20 * 1024)).status).toBe(413);
    expect((await post("/api/auth/token", 20 * 1024)).status).toBe(413);
    expect((await post("/contact", 20 * 1024)).status, "a long contact message is no login").not.toBe(413);
  });

  it("refuses a logged-in 30 MB upload by its Content-Length and closes the connection instead of reading the rest", async () => {
    const token = await adminToken(server.url);
    const size = 30 * 1024 * 1024;
    for (const [path, type] of [
      ["/admin?sectie=boekjes", "multipart/form-data; boundary=x"],
      ["/api/takken/boekje/1", "application/json"],
    ] as const) {
      const answer = await post(path, size, { Authorization: `Bearer ${token}`, "Content-Type": type });
      expect(answer.status, path).toBe(413);
      expect(answer.connection, path).toBe("close");
      expect(answer.sent, `${path}: answered while the client was still sending`).toBeLessThan(size);
    }
  });

  it("reads a large body once the token is valid", async () => {
    const token = await adminToken(server.url);
    const answer = await post("/api/takken/boekje/1", 200 * 1024, { Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=x" });
    expect(answer.status).toBe(400);
    expect(answer.sent).toBe(200 * 1024);
  });
});
