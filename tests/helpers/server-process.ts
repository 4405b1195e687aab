import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const ADMIN_PASSWORD = "betrouwbaar-wachtwoord";

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "scouts-reliability-"));
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote (its last 20,000 characters), for the failure message of a test. */
  output: () => string;
  /** What the process wrote since `written()` was `mark` (within the last 20,000 characters). */
  outputSince: (mark: number) => string;
  /** How many characters the process has written in all: a mark for `outputSince`. */
  written: () => number;
}

/** A started `node server.js` that may not listen (yet): its process, its port and what it wrote. */
export type SpawnedServer = Omit<ServerProcess, "url"> & { port: number };

/**
 * Starts the BUILT server (`node server.js`, as in production) with its own DATA_DIR on a free PORT, without waiting
 * for it: `startServer` waits until it answers; a test of a refused start waits for its exit.
 */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  /** A command that starts `node server.js` itself, given as its last two arguments (node's path, "server.js"). */
  wrap: string[] = [],
): Promise<SpawnedServer> {
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("No server build: run `npm run build` before these tests.");
  }
  // A PORT of the test's own (a restart on the same port), else a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const [command = process.execPath, ...args] = [...wrap, process.execPath, "server.js"];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      // The tests serve badge images from 127.0.0.1 (tests/helpers/image-server.ts); nothing reaches the internet.
      IMAGE_FETCH_ALLOW_PRIVATE: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let written = 0;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    written += text.length;
    output = (output + text).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, port, exited, output: () => output, written: () => written, outputSince: (mark) => output.slice(Math.max(0, output.length - (written - mark))) };
}

/**
 * Starts the BUILT server (`node server.js`, as in production) on 127.0.0.1 (or `env.HOST`) with its own DATA_DIR, and waits until
 * /healthz answers. The build must exist: `npm test` runs `npm run build` first.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  readyWithinMs = 30_000,
  /** A command that starts `node server.js` itself, given as its last two arguments (node's path, "server.js"). */
  wrap: string[] = [],
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(dataDir, env, readyWithinMs, wrap);
    } catch (error) {
      // The free port was taken between the probe and the server's listen (by another test's connection: the OS hands
      // out listening and connecting ports from one range): another free port, unless the test chose the port.
      const taken = error instanceof Error && error.message.includes("EADDRINUSE");
      if (!taken || env.PORT || attempt === 3) throw error;
    }
  }
}

async function startOnce(dataDir: string, env: Record<string, string>, readyWithinMs: number, wrap: string[]): Promise<ServerProcess> {
  const spawned = await spawnServer(dataDir, env, wrap);
  const { child, port, exited, output } = spawned;
  // The server listens on HOST (every interface by default, so 127.0.0.1 answers).
  const url = `http://${env.HOST ?? "127.0.0.1"}:${port}`;
  const deadline = Date.now() + readyWithinMs;
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (;;) {
    if (stopped) throw new Error(`The server stopped during start-up:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /healthz within ${readyWithinMs / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...spawned, url };
}

/**
 * Stops the server if it still runs and waits for it to exit. SIGKILL by default: after a test nothing it left
 * behind is worth a clean shutdown.
 */
export async function stopServer(server: Pick<ServerProcess, "child" | "exited"> | undefined, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill(signal);
    await server.exited;
  }
}

/** Letters only, as a period's id is the slug of its title: 0 → "a", 1 → "b", 27 → "bb". */
export function letters(n: number): string {
  let text = "";
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/** A bearer token for the write API. */
export async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`token: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The session cookie of the owner 'Beheerder', logged in through the admin's login form. */
export async function adminCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url },
    body: new URLSearchParams({ intent: "login", password: ADMIN_PASSWORD }),
  });
  const cookie = response.headers.get("set-cookie");
  if (response.status !== 302 || !cookie) throw new Error(`login: HTTP ${response.status}`);
  return cookie.split(";")[0]!;
}

export function jsonWrite(token: string, method: string, body?: unknown): RequestInit {
  return {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** Asks until the page cache answers with its stored copy (stored once rendered and compressed); answers its text. */
export async function fromCache(url: string, path: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${url}${path}`);
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    const text = await response.text();
    if (response.headers.get("X-Cache") === "HIT") return text;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error(`${path} was never answered from the cache`);
}
