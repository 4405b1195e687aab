// The 'groepen' scenario of `npm run bench` (issue 37), also on its own: `npm run bench -- groepen`.
// One hosting installation with 1,000 groups, each with generated content (a year of activities, 20 leaders, 10
// history periods; no pictures), on a server of its own as `npm run serve` runs it:
// - 20 groups are made through the hoster's API, each timed; the others are copies of one generated group's folder;
// - reads spread at random over the 1,000 groups (/, /kalender, /takken/welpen), 50 connections, as browsers ask;
// - the first request to groups whose database was closed for being idle;
// - one group's writer (an activity saved every 2 s) next to the same reads of the other groups;
// - one group's storm (ten clients making and deleting activities back to back) next to the same reads of the others;
// - the peak memory of the whole scenario, and the disk a group takes;
// - with replication on (BENCH_REPLICATIE=0: off), into a local S3 API server (s3rver): how long until every group is
//   in the bucket after the start, how long after its acknowledgement each save of the writer's group was in a copy
//   (the RPO), and a new installation rebuilt from the bucket (`herbouwen`, BENCH_HERBOUWEN=0: skipped), timed.
// BENCH_GROEPEN sets the number of groups (1,000; issue 48 measures 10,000).
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { Bucket } from "../scripts/bucket.mjs";
import { generateFullDatabase } from "./generate-data.mjs";
import { memoryMb, serveSettings } from "./serve.mjs";

const GROUPS = Number(process.env.BENCH_GROEPEN || 1000);
// Issue 37's budgets for 1,000 groups; issue 48's peak memory for 10,000 (1 GB); the RPO of ADR 0042 (10 s).
export const GROEPEN_BUDGET = { createMs: 1000, rps: 500, p99Ms: 100, idleFirstMs: 50, rssMb: GROUPS > 1000 ? 1024 : 400, diskMb: 2, writerReadShare: 0.85, reopenGrowthMb: 20, stormReadShare: 0.8, stormP99Ms: 100, rpoMs: 10_000 };
const REPLICATE = process.env.BENCH_REPLICATIE !== "0";
const REBUILD = REPLICATE && process.env.BENCH_HERBOUWEN !== "0";
const VIA_API = 20;
const READ_SECONDS = Number(process.env.BENCH_GROEPEN_SECONDS || 60);
const REOPEN_ROUNDS = 4;
const WRITER_SECONDS = 30;
const IDLE_S = 20;
const TOKEN = "bench-hosting-token-0123456789";
// Beyond a few thousand groups the hoster's unit gives the server a larger heap than `npm run serve`'s 192 MB (what it
// keeps per group and per stored page, hosting.md "Ten thousand groups"); BENCH_HEAP_MB sets another.
const HEAP_MB = Number(process.env.BENCH_HEAP_MB || (GROUPS > 2000 ? 512 : 0));
const PASSWORD = "bench-groep-wachtwoord";
const PATHS = ["/", "/kalender", "/takken/welpen"];
/** A group's content: the generator spreads activities over five scouting years, so about 240 in the current one. */
const CONTENT = { activiteiten: 1200, leiding: 20, periodes: 10 };

const slugOf = (i) => `g${String(i).padStart(4, "0")}`;

/** A figure as soon as it is measured (stderr): a long run at 10,000 groups says what it has so far. */
const progress = (label, value) => console.error(`groepen: ${label} ${JSON.stringify(value)}`);

/** The bucket (s3rver in a process of its own, as the tests start it), storing into `directory`. */
async function startBucket(directory) {
  fs.mkdirSync(directory, { recursive: true });
  const child = spawn(process.execPath, ["--openssl-legacy-provider", "tests/helpers/s3rver-process.mjs", directory, "bench"], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once("data", (chunk) => resolve(JSON.parse(chunk.toString().split("\n")[0]).port));
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: { BACKUP_S3_ENDPOINT: endpoint, BACKUP_S3_BUCKET: "bench", BACKUP_S3_REGION: "us-east-1", BACKUP_S3_ACCESS_KEY: "S3RVER", BACKUP_S3_SECRET_KEY: "S3RVER" },
    client: new Bucket({ endpoint, bucket: "bench", region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", prefix: "" }),
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")))),
  };
}

/** The replication figures of /metrics (asked with the hoster's token): per target its lag and whether it was ever copied. */
async function replication(port) {
  const text = (await request(port, "localhost", "GET", "/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).text;
  const lag = [...text.matchAll(/^scouts_replication_lag_seconds\{groep="([^"]+)"\} (\S+)$/gm)].map((m) => Number(m[2]));
  const copied = [...text.matchAll(/^scouts_replication_last_success_timestamp_seconds\{/gm)].length;
  return { targets: lag.length, behind: lag.filter((l) => l > 0).length, copied };
}

/** One request with a host of the installation (Node's http.request sends any Host). */
function request(port, host, method, pathname, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: "127.0.0.1", port, method, path: pathname, headers: { Host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = (port, host, method, pathname, value, headers = {}) =>
  request(port, host, method, pathname, { headers: { "Content-Type": "application/json", ...headers }, body: value === undefined ? undefined : JSON.stringify(value) });

async function healthy(port, until = Date.now() + 120_000) {
  for (;;) {
    try {
      const answer = await request(port, "localhost", "GET", "/healthz");
      if (answer.status === 200) return JSON.parse(answer.text);
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error("The hosting server did not answer /healthz");
    await new Promise((r) => setTimeout(r, 300));
  }
}

function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size;
  }
  return total;
}

/** The reads (bench/groepen-load.mjs, a process of its own): every request to a random group and page. */
function load(port, seconds, exclude) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["bench/groepen-load.mjs", JSON.stringify({ port, seconds, groups: GROUPS, exclude, paths: PATHS, connections: 50 })]);
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => process.stderr.write(c));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`groepen-load exited with ${code}`))));
  });
}

const summary = (r) => ({ rps: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, maxMs: r.latency.max, errors: r.errors + r.non2xx, timeouts: r.timeouts });
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : null;
};

export async function runGroepenBench({ port = 3230 } = {}) {
  // BENCH_GROEPEN_DATA: a folder a previous run kept (BENCH_KEEP=1), to measure again without making the groups anew.
  const reuse = process.env.BENCH_GROEPEN_DATA;
  const dataDir = reuse || fs.mkdtempSync(path.join(os.tmpdir(), "scouts-bench-groepen-"));
  const { nodeFlags: serveFlags, serveEnv } = serveSettings();
  const nodeFlags = HEAP_MB ? serveFlags.map((flag) => (flag.startsWith("--max-old-space-size=") ? `--max-old-space-size=${HEAP_MB}` : flag)) : serveFlags;
  if (HEAP_MB) progress("heap limit (MB)", HEAP_MB);
  // The bucket lives next to the data folder, kept with it (BENCH_KEEP) so that a later run finds the copies it made.
  const bucket = REPLICATE ? await startBucket(`${dataDir}.bucket`) : undefined;
  const env = { ...process.env, ...serveEnv, ...bucket?.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "error", DEMO_CONTENT: "false", HOSTING_DOMAIN: "localhost", HOSTING_TOKEN: TOKEN, HOSTING_IDLE_S: String(IDLE_S) };
  const start = (dir = dataDir) => spawn(process.execPath, [...nodeFlags, "server.js"], { env: { ...env, DATA_DIR: dir }, stdio: ["ignore", "inherit", "inherit"] });
  const stop = (child) => new Promise((resolve) => (!child || child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM"))));
  let server = reuse ? undefined : start();
  const auth = { Authorization: `Bearer ${TOKEN}` };
  try {
    const createMs = [];
    let writerInvitation;
    // A kept folder's template group is measured now; a new one once it has its content, below.
    let diskMb = reuse ? Number((folderBytes(path.join(dataDir, "groepen", slugOf(VIA_API))) / 1024 / 1024).toFixed(2)) : 0;
    if (!reuse) {
    await healthy(port);
    // 20 groups through the API, timed; the first one is the writer's, the last one the template of the copies.
    for (let i = 1; i <= VIA_API; i++) {
      const made = await json(port, "localhost", "POST", "/api/hosting/groepen", { slug: slugOf(i), naam: `Scouts ${slugOf(i)}`, email: `leiding@${slugOf(i)}.test` }, auth);
      if (made.status !== 201) throw new Error(`create ${slugOf(i)}: HTTP ${made.status} ${made.text}`);
      createMs.push(made.ms);
      if (i === 1) writerInvitation = new URL(JSON.parse(made.text).uitnodiging).pathname;
    }
    await stop(server);

    // Every API-made group gets content; the last one is copied into the other 980.
    for (let i = 1; i <= VIA_API; i++) await generateFullDatabase(path.join(dataDir, "groepen", slugOf(i)), { seed: i, targets: CONTENT });
    const template = path.join(dataDir, "groepen", slugOf(VIA_API));
    const vacuum = createClient({ url: `file:${path.join(template, "scouts.db")}` });
    await vacuum.execute("VACUUM");
    await vacuum.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    vacuum.close();
    diskMb = Number((folderBytes(template) / 1024 / 1024).toFixed(2));
    const registry = createClient({ url: `file:${path.join(dataDir, "hosting.db")}` });
    const now = Date.now();
    const rows = [];
    for (let i = VIA_API + 1; i <= GROUPS; i++) {
      fs.cpSync(template, path.join(dataDir, "groepen", slugOf(i)), { recursive: true });
      rows.push({ sql: "INSERT INTO groep (slug, naam, domeinen, geschorst, aangemaakt) VALUES (?, ?, '[]', 0, ?)", args: [slugOf(i), `Scouts ${slugOf(i)}`, now] });
    }
    await registry.batch(rows, "write");
    registry.close();
    fs.writeFileSync(path.join(dataDir, "bench-uitnodiging.txt"), writerInvitation);
    } else writerInvitation = fs.readFileSync(path.join(dataDir, "bench-uitnodiging.txt"), "utf8");

    server = start();
    const startedAt = Date.now();
    // Wait until every group's jobs have started (each group's database opened once); then the installation is as it
    // runs day to day.
    for (;;) {
      const status = await healthy(port);
      if (status.gestart >= status.groepen) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const allStartedS = Math.round((Date.now() - startedAt) / 1000);
    progress("every group's jobs started after (s), peak RSS (MB)", [allStartedS, memoryMb(server.pid)]);
    // A running installation is warm: each group's pages have been rendered (and cached) before its visitors come.
    // Four at a time: a render waits for its database and compression as much as for the event loop.
    const warm = Array.from({ length: GROUPS * PATHS.length }, (_, n) => [slugOf(1 + Math.floor(n / PATHS.length)), PATHS[n % PATHS.length]]);
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = warm.shift(); next; next = warm.shift()) await request(port, `${next[0]}.localhost`, "GET", next[1], { headers: { "Accept-Encoding": "br, gzip" } });
      }),
    );
    const warmS = Math.round((Date.now() - startedAt) / 1000) - allStartedS;
    progress("every page rendered once after (s), peak RSS (MB)", [warmS, memoryMb(server.pid)]);
    // With replication on, the first start copies every group to the bucket. The reads wait for it at most
    // BENCH_REPLICATIE_WACHT_S (600) s: at 10,000 groups the first copies take longer than the renders, and the reads
    // are then measured while they go on (the groups still behind are reported).
    let replicatedS = null;
    let behindAtReads = null;
    if (bucket) {
      const until = Date.now() + Number(process.env.BENCH_REPLICATIE_WACHT_S || 600) * 1000;
      let r = await replication(port);
      while ((r.behind > 0 || r.copied < GROUPS) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        r = await replication(port);
      }
      behindAtReads = Math.max(r.behind, GROUPS + 1 - r.copied);
      if (behindAtReads === 0) replicatedS = Math.round((Date.now() - startedAt) / 1000);
      progress("in the bucket after the start (s); groups not yet in it when the reads begin", [replicatedS, behindAtReads]);
    }

    const reads = summary(await load(port, READ_SECONDS));
    progress("reads", { ...reads, peakRssMb: memoryMb(server.pid) });

    // The writer's group: its Beheerder accepts the invitation and saves one activity every 2 s.
    const writerHost = `${slugOf(1)}.localhost`;
    const accepted = await request(port, writerHost, "POST", writerInvitation, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ wachtwoord: PASSWORD, herhaal: PASSWORD }).toString(),
    });
    if (accepted.status !== 302 && !reuse) throw new Error(`accept invitation: HTTP ${accepted.status}`);
    const token = JSON.parse((await json(port, writerHost, "POST", "/api/auth/token", { email: `leiding@${slugOf(1)}.test`, password: PASSWORD })).text).token;
    const writerAuth = { Authorization: `Bearer ${token}` };
    const coming = JSON.parse((await request(port, writerHost, "GET", "/api/activiteiten?van=" + new Date().toISOString().slice(0, 10))).text);
    const id = coming[0]?.id;
    if (!id) throw new Error("The writer's group has no coming activity");
    const alone = summary(await load(port, WRITER_SECONDS, 1));
    const saves = [];
    const acknowledged = [];
    const failures = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const answer = await json(port, writerHost, "PUT", `/api/activiteiten/${id}`, { titel: `Vergadering (bench ${n})` }, writerAuth);
        if (answer.status === 200) {
          saves.push(answer.ms);
          acknowledged.push(Date.now());
        } else failures.push(`HTTP ${answer.status}`);
        await new Promise((r) => setTimeout(r, 2000));
      }
    })();
    const withWriter = summary(await load(port, WRITER_SECONDS, 1));
    writing = false;
    await writer;

    // The same group's storm: ten clients of its token make an activity and delete it again, back to back (issue 45).
    const calm = summary(await load(port, WRITER_SECONDS, 1));
    const [duringStorm, storm] = await Promise.all([
      load(port, WRITER_SECONDS, 1),
      promisify(execFile)(
        process.execPath,
        ["bench/write.mjs", JSON.stringify({ url: `http://127.0.0.1:${port}`, host: `${writerHost}:${port}`, token, seconds: WRITER_SECONDS, writers: 10, pauseMs: 0, mode: "create-delete" })],
        { maxBuffer: 16 * 1024 * 1024 },
      ).then(({ stdout }) => JSON.parse(stdout)),
    ]);
    const stormed = summary(duringStorm);

    // Idle groups: after HOSTING_IDLE_S without a request that needs it, a group's database is closed. Their first
    // requests: the home page as visitors ask it (from the cache, which needs no database), the health check (which
    // opens the database and makes it ready: the cost of having been idle), and a page not yet cached (/takken: the
    // opening and a render), reported apart.
    await new Promise((r) => setTimeout(r, (IDLE_S + 20) * 1000));
    const idleFirst = { home: [], open: [], render: [] };
    for (let i = 0; i < 20; i++) {
      const host = `${slugOf(100 + i * 37)}.localhost`;
      for (const [kind, p] of [["home", "/"], ["open", "/healthz"], ["render", "/takken"]]) {
        const answer = await request(port, host, "GET", p, { headers: { "Accept-Encoding": "br, gzip" } });
        if (answer.status !== 200) failures.push(`idle ${host}${p}: HTTP ${answer.status}`);
        idleFirst[kind].push(answer.ms);
      }
    }
    // Every group opened again, round after round (its health check reads its database; as each is let go, the least
    // recently used beyond HOSTING_MAX_OPEN close): what libSQL holds of a closed database goes once V8 collects its
    // statements, so the memory after each round stays where it was. It is what an installation does over weeks of
    // idle spells.
    const reopenRssMb = [];
    for (let round = 0; round < REOPEN_ROUNDS; round++) {
      for (let i = 1; i <= GROUPS; i++) {
        const answer = await request(port, `${slugOf(i)}.localhost`, "GET", "/healthz");
        if (answer.status !== 200) failures.push(`reopen ${slugOf(i)}: HTTP ${answer.status}`);
      }
      reopenRssMb.push(memoryMb(server.pid, "VmRSS"));
    }
    const peakRssMb = memoryMb(server.pid);

    // The RPO: how long after its acknowledgement each save of the writer's group was in a copy in the bucket (by
    // then the copy had begun; the storm after it made more copies, so every save has a later one).
    let rpoMs = null;
    if (bucket) {
      const moments = (await bucket.client.copies(`groepen/${slugOf(1)}`)).map((c) => c.moment).sort((a, b) => a - b);
      const waits = acknowledged.map((at) => (moments.find((m) => m >= at) ?? Number.POSITIVE_INFINITY) - at);
      rpoMs = { p50: percentile(waits, 50), max: Math.round(Math.max(...waits)) };
    }

    // A new machine: an empty data folder and the same bucket; every group back through `herbouwen`, timed.
    let rebuild = null;
    if (REBUILD && behindAtReads === 0) {
      await stop(server);
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-bench-herbouwen-"));
      try {
        server = start(empty);
        await healthy(port);
        const begun = Date.now();
        const answer = await json(port, "localhost", "POST", "/api/hosting/herbouwen", undefined, auth);
        const seconds = Math.round((Date.now() - begun) / 1000);
        const groepen = answer.status === 200 ? JSON.parse(answer.text).groepen.length : 0;
        if (answer.status !== 200) failures.push(`herbouwen: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
        const back = await request(port, `${slugOf(GROUPS)}.localhost`, "GET", "/kalender");
        if (back.status !== 200) failures.push(`herbouwen: ${slugOf(GROUPS)}'s /kalender HTTP ${back.status}`);
        rebuild = { groepen, seconds, peakRssMb: memoryMb(server.pid) };
      } finally {
        await stop(server);
        fs.rmSync(empty, { recursive: true, force: true });
      }
    }

    const result = {
      groups: GROUPS,
      createMs: createMs.length ? { max: Math.round(Math.max(...createMs)), p50: percentile(createMs, 50) } : null,
      reads,
      writer: { alone, withWriter, readShare: Number((withWriter.rps / alone.rps).toFixed(3)), saves: { count: saves.length, p50Ms: percentile(saves, 50), p99Ms: percentile(saves, 99) }, failures },
      storm: {
        alone: calm,
        withStorm: stormed,
        readShare: Number((stormed.rps / calm.rps).toFixed(3)),
        saves: { perSecond: Number((storm.times.length / WRITER_SECONDS).toFixed(1)), p50Ms: percentile(storm.times, 50), p99Ms: percentile(storm.times, 99) },
        failures: storm.failures.length,
      },
      idleFirstMs: Object.fromEntries(Object.entries(idleFirst).map(([kind, times]) => [kind, { p50: percentile(times, 50), max: Math.round(Math.max(...times)) }])),
      peakRssMb,
      reopenRssMb,
      diskMbPerGroup: diskMb,
      startS: { allStarted: allStartedS, warm: warmS, replicated: replicatedS, behindAtReads },
      rpoMs,
      rebuild,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    };
    const b = GROEPEN_BUDGET;
    const f = [];
    if (result.createMs && result.createMs.max > b.createMs) f.push(`groepen: creating a group took ${result.createMs.max} ms > ${b.createMs}`);
    if (reads.rps < b.rps) f.push(`groepen: reads ${reads.rps} req/s < ${b.rps}`);
    if (reads.p99Ms > b.p99Ms) f.push(`groepen: reads p99 ${reads.p99Ms} ms > ${b.p99Ms}`);
    if (reads.errors || reads.timeouts) f.push(`groepen: ${reads.errors} read errors, ${reads.timeouts} time-outs`);
    for (const kind of ["home", "open"]) {
      if (result.idleFirstMs[kind].max > b.idleFirstMs) f.push(`groepen: first request to an idle group (${kind}) ${result.idleFirstMs[kind].max} ms > ${b.idleFirstMs}`);
    }
    if (peakRssMb > b.rssMb) f.push(`groepen: peak RSS ${peakRssMb} MB > ${b.rssMb}`);
    const growth = reopenRssMb.at(-1) - reopenRssMb[0];
    if (growth > b.reopenGrowthMb) f.push(`groepen: RSS grew by ${growth} MB over ${REOPEN_ROUNDS - 1} more rounds of opening every group (${reopenRssMb.join(", ")} MB)`);
    if (diskMb > b.diskMb) f.push(`groepen: ${diskMb} MB on disk per group > ${b.diskMb}`);
    if (result.writer.readShare < b.writerReadShare) f.push(`groepen: the other groups' reads at ${result.writer.readShare} of their throughput while one group writes`);
    if (result.storm.readShare < b.stormReadShare) f.push(`groepen: the other groups' reads at ${result.storm.readShare} of their throughput during one group's storm (< ${b.stormReadShare})`);
    if (result.storm.withStorm.p99Ms > b.stormP99Ms) f.push(`groepen: the other groups' reads p99 ${result.storm.withStorm.p99Ms} ms during one group's storm (> ${b.stormP99Ms})`);
    if (withWriter.p99Ms > Math.max(b.p99Ms, alone.p99Ms * 1.25)) f.push(`groepen: reads p99 ${withWriter.p99Ms} ms while one group writes (${alone.p99Ms} without)`);
    if (rpoMs && rpoMs.max > b.rpoMs) f.push(`groepen: a save was in the bucket ${rpoMs.max} ms after its acknowledgement (> ${b.rpoMs})`);
    if (behindAtReads) f.push(`groepen: ${behindAtReads} groups were not yet in the bucket when the reads began (herbouwen not measured)`);
    else if (REBUILD && rebuild?.groepen !== GROUPS) f.push(`groepen: herbouwen brought back ${rebuild?.groepen ?? 0} of ${GROUPS} groups`);
    if (failures.length) f.push(`groepen: ${failures.join("; ")}`);
    return { result, failures: f };
  } finally {
    await stop(server);
    await bucket?.stop();
    if (process.env.BENCH_KEEP || reuse) console.log(`Kept: ${dataDir}`);
    else for (const dir of [dataDir, `${dataDir}.bucket`]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printGroepenBench(r) {
  console.log(`\nGroepen: ${r.groups} groups on one installation (peak RSS ${r.peakRssMb} MB, ${r.diskMbPerGroup} MB on disk per group)`);
  if (r.createMs) console.log(`Creating a group through the API: p50 ${r.createMs.p50} ms, max ${r.createMs.max} ms`);
  console.table({ "reads over every group": r.reads, "reads, other groups": r.writer.alone, "reads while one group writes": r.writer.withWriter });
  console.log(`One group's saves: ${r.writer.saves.count}, p50 ${r.writer.saves.p50Ms} ms, p99 ${r.writer.saves.p99Ms} ms; the others keep ${r.writer.readShare} of their throughput`);
  console.table({ "reads, other groups": r.storm.alone, "reads during one group's storm": r.storm.withStorm });
  console.log(`One group's storm: ${r.storm.saves.perSecond} saves a second (p50 ${r.storm.saves.p50Ms} ms, p99 ${r.storm.saves.p99Ms} ms, ${r.storm.failures} refused or failed); the others keep ${r.storm.readShare} of their throughput`);
  const idle = r.idleFirstMs;
  console.log(
    `First request to an idle group (its database closed): / p50 ${idle.home.p50} ms, max ${idle.home.max} ms; opening it (/healthz) p50 ${idle.open.p50} ms, max ${idle.open.max} ms; a page not yet cached (/takken) p50 ${idle.render.p50} ms, max ${idle.render.max} ms`,
  );
  console.log(`Every group opened again, ${r.reopenRssMb.length} rounds: RSS after each ${r.reopenRssMb.join(", ")} MB`);
  const s = r.startS;
  const bucketText = s.replicated !== null ? `; every group in the bucket ${s.replicated} s after the start` : s.behindAtReads ? `; ${s.behindAtReads} groups not yet in the bucket when the reads began` : "";
  console.log(`Start: every group's jobs after ${s.allStarted} s; every page rendered once ${s.warm} s later${bucketText}`);
  if (r.rpoMs) console.log(`Replication: a save of the writer's group was in a copy in the bucket p50 ${r.rpoMs.p50} ms, at most ${r.rpoMs.max} ms after its acknowledgement`);
  if (r.rebuild) console.log(`Rebuilt from the bucket on an empty data folder (herbouwen): ${r.rebuild.groepen} groups in ${r.rebuild.seconds} s, peak RSS ${r.rebuild.peakRssMb} MB`);
}
