import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./smtp";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The BUILT site (`node server.js`, so Express, compression and the security headers are in the loop) on a free
 * port with a fresh DATA_DIR. `npm run build` must have run.
 */
export async function startBuiltServer(env: Record<string, string> = {}) {
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("Run `npm run build` first.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-built-"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server stopped (${code}):\n${output}`));
    child.once("exit", onExit);
    const poll = async () => {
      try {
        if ((await fetch(`${base}/healthz`)).ok) {
          child.off("exit", onExit);
          return resolve();
        }
      } catch {
        // not listening yet
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
  return {
    base,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
