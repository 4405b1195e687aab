// What the bench scripts share about the server they measure: how `npm run serve` starts it, when it answers, and
// its memory as the kernel counts it.
import fs from "node:fs";

/** The node flags and environment of `npm run serve` (heap limits and malloc arenas, see decision 0010). */
export function serveSettings() {
  const parts = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.serve.split(/\s+/);
  return {
    nodeFlags: parts.filter((part) => part.startsWith("--")),
    serveEnv: Object.fromEntries(parts.filter((part) => /^[A-Z_]+=/.test(part)).map((part) => part.split("="))),
  };
}

export async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A memory figure of a process in MB from /proc (VmRSS now, VmHWM its high-water mark), or null. */
/** The server's image worker processes (decision 0030), by their command line; Linux only. */
export function imageWorkerPids(pid) {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.filter((child) => {
      try {
        return fs.readFileSync(`/proc/${child}/cmdline`, "utf8").includes("image-worker.mjs");
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}

export function memoryMb(pid, field = "VmHWM") {
  try {
    const value = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return value ? Math.round(Number(value) / 1024) : null;
  } catch {
    return null;
  }
}
