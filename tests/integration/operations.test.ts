// The built server as it is run (issue 22): it listens on HOST only, and `npm run restore` refuses while it runs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminToken, jsonWrite, ROOT, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { specTakkenViaApi } from "../helpers/takken";

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  const server = await startServer(dataDir, { DEMO_CONTENT: "false", ...env });
  servers.push(server);
  await specTakkenViaApi(server.url);
  return { server, dataDir };
}

/** Whether anything answers HTTP at this address (a refused connection is no answer). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

const port = (server: ServerProcess) => new URL(server.url).port;

function script(name: string, dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(ROOT, "scripts", name), ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
}

describe("HOST", () => {
  it("is 127.0.0.1 by default behind a proxy: the server does not answer on another address of the machine", async () => {
    // Linux routes all of 127.0.0.0/8 to the loopback interface: a server on every interface would answer 127.0.0.2.
    const { server } = await start({ TRUST_PROXY: "1" });
    expect(await answers(server.url)).toBe(true);
    expect(await answers(`http://127.0.0.2:${port(server)}`)).toBe(false);
  });

  it("is every interface by default without a proxy (the site is what visitors reach)", async () => {
    const { server } = await start();
    expect(await answers(`http://127.0.0.2:${port(server)}`)).toBe(true);
  });

  it("is the address the server listens on", async () => {
    const { server } = await start({ HOST: "127.0.0.2" });
    expect(await answers(server.url)).toBe(true);
    expect(await answers(`http://127.0.0.1:${port(server)}`)).toBe(false);
  });
});

describe("npm run restore", () => {
  it("refuses while the server holds the database, names the stop command, and changes nothing; after a stop it restores", async () => {
    const { server, dataDir } = await start();
    const token = await adminToken(server.url);
    const backup = script("backup.mjs", dataDir, path.join(dataDir, "backups"));
    expect(backup.status, backup.stderr).toBe(0);
    const archive = backup.stdout.trim();
    // Written after the back-up: a restore while the server runs would throw it away without a word.
    const created = await fetch(`${server.url}/api/activiteiten`, jsonWrite(token, "POST", { titel: "Na de back-up", takken: ["welpen"], start: "2030-01-05T14:00" }));
    expect(created.status).toBe(201);
    const database = path.join(dataDir, "scouts.db");
    const before = fs.statSync(database).mtimeMs;

    const refused = script("restore.mjs", dataDir, archive);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("de server draait nog");
    expect(refused.stderr).toContain("sudo systemctl stop scouts");
    expect(refused.stdout).not.toContain("Teruggezet");
    expect(fs.statSync(database).mtimeMs).toBe(before);
    const list = (await (await fetch(`${server.url}/api/activiteiten`)).json()) as { titel: string }[];
    expect(list.map((a) => a.titel)).toContain("Na de back-up");

    // A clean stop ends the hold; a killed server's leftover file is ignored once the process is gone.
    await stopServer(server, "SIGTERM");
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    const restored = script("restore.mjs", dataDir, archive);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("Teruggezet");
  });

  it("ignores the file a killed server left behind", async () => {
    const { server, dataDir } = await start();
    const archive = script("backup.mjs", dataDir, path.join(dataDir, "backups")).stdout.trim();
    await stopServer(server, "SIGKILL");
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(true);
    const restored = script("restore.mjs", dataDir, archive);
    expect(restored.status, restored.stderr).toBe(0);
  });
});
