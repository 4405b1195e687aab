// What replicating many groups costs (issue 48, ADR 0042): `node bench/replicatie.mjs <group folder> [groups]`.
// The group folder (a data folder: scouts.db and its file folders, e.g. one made by `node bench/generate-data.mjs`) is
// copied into GROUPS folders; then every group "changed at once" is copied as the server copies it (a consistent copy
// of its database in the copy thread, gzipped, its files listed by hash, two copies at a time) into a local s3rver:
// first with every file new to the bucket, then again with only the databases (the files unchanged, as after each
// save). Reported per round: the time, copies per second, the process's CPU (its threads included), its peak memory,
// its most open files, and the event loop's delay (what a visitor would have waited extra).
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Bucket, CopyWorker, fileHash } from "../scripts/bucket.mjs";

const [template, count = "200"] = process.argv.slice(2);
if (!template || !fs.existsSync(path.join(template, "scouts.db"))) {
  console.error("Gebruik: node bench/replicatie.mjs <map met scouts.db> [aantal groepen]");
  process.exit(1);
}
const GROUPS = Number(count);
// BENCH_FILES=0: the first round without the files (a thousand groups' files through one local s3rver take an hour).
const FILES = process.env.BENCH_FILES !== "0";
const PARALLEL = 2;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-bench-replicatie-"));

const s3 = spawn(process.execPath, ["--openssl-legacy-provider", "tests/helpers/s3rver-process.mjs", path.join(work, "s3"), "bench"], { stdio: ["ignore", "pipe", "inherit"] });
fs.mkdirSync(path.join(work, "s3"));
const port = await new Promise((resolve) => s3.stdout.once("data", (chunk) => resolve(JSON.parse(chunk.toString()).port)));
const bucket = new Bucket({ endpoint: `http://127.0.0.1:${port}`, bucket: "bench", region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", prefix: "" });

const groups = [];
for (let i = 0; i < GROUPS; i++) {
  const dir = path.join(work, "groepen", `g${i}`);
  fs.cpSync(template, dir, { recursive: true, filter: (f) => !/-(wal|shm)$/.test(f) });
  groups.push(dir);
}

async function filesOf(dir) {
  const files = {};
  const upload = new Map();
  const walk = async (rel) => {
    for (const entry of await fsp.readdir(path.join(dir, rel), { withFileTypes: true }).catch(() => [])) {
      const r = `${rel}/${entry.name}`;
      if (entry.isDirectory()) await walk(r);
      else {
        const hash = await fileHash(path.join(dir, r));
        files[r] = hash;
        upload.set(hash, path.join(dir, r));
      }
    }
  };
  for (const folder of ["media", "boekjes", "kampdocumenten", "fotos"]) await walk(folder);
  return { files, upload };
}

const listed = new Map();

async function round(name, withFiles) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const copier = new CopyWorker();
  let maxFds = 0;
  const sampler = setInterval(() => (maxFds = Math.max(maxFds, fs.readdirSync("/proc/self/fd").length)), 50);
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  let copyMs = 0;
  let gzipped = 0;
  const one = async () => {
    while (next < groups.length) {
      const i = next++;
      const out = path.join(work, `copy-${i}.gz`);
      const result = await copier.copy(path.join(groups[i], "scouts.db"), out);
      copyMs += result.copyMs + result.gzipMs;
      gzipped += result.gzipped;
      if (withFiles) listed.set(i, FILES ? await filesOf(groups[i]) : { files: {}, upload: new Map() });
      const { files } = listed.get(i);
      await bucket.putCopy(`groepen/g${i}`, { moment: result.began, databaseGz: out, files, upload: withFiles ? listed.get(i).upload : new Map() });
      fs.rmSync(out);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, one));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  delay.disable();
  await copier.stop();
  const status = fs.readFileSync("/proc/self/status", "utf8");
  const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
  return {
    round: name,
    groups: GROUPS,
    seconds: +seconds.toFixed(1),
    copiesPerSecond: +(GROUPS / seconds).toFixed(1),
    copyAndGzipMsPerGroup: +(copyMs / GROUPS).toFixed(1),
    gzippedKbPerGroup: Math.round(gzipped / GROUPS / 1024),
    cpuSecondsPerGroup: +((used.user + used.system) / 1e6 / GROUPS).toFixed(3),
    peakRssMb: Math.round(hwm),
    maxOpenFiles: maxFds,
    eventLoopDelayP99Ms: +(delay.percentile(99) / 1e6).toFixed(1),
    eventLoopDelayMaxMs: +(delay.max / 1e6).toFixed(1),
  };
}

/** The event loop's delay of this process doing nothing, for 10 s: what the machine's own load adds. */
async function baseline() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  delay.disable();
  return { eventLoopDelayP99Ms: +(delay.percentile(99) / 1e6).toFixed(1), eventLoopDelayMaxMs: +(delay.max / 1e6).toFixed(1) };
}

try {
  const idleFds = fs.readdirSync("/proc/self/fd").length;
  const idle = await baseline();
  const first = await round(FILES ? "first copy: database and every file" : "first copy: database", true);
  const again = await round("next copies: the database (files unchanged)", false);
  console.log(JSON.stringify({ loadAverage: os.loadavg().map((l) => +l.toFixed(1)), idleOpenFiles: idleFds, idle, rounds: [first, again] }, null, 2));
} finally {
  s3.kill("SIGTERM");
  fs.rmSync(work, { recursive: true, force: true });
}
