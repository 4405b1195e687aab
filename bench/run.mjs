// npm run bench: builds, starts the production server on a fresh copy of the demo data, and measures
// (1) Lighthouse (mobile, simulated throttling) per page, (2) throughput and latency under load against a plain
// Node http server serving the same HTML (the ratio is what counts), (3) the server's peak memory, (4) the photo
// scenario (bench/fotos.mjs, on a server of its own: 100 photos of 4000 x 3000 px, total time and peak memory).
// Results: a table on stdout and JSON under bench/results/. Exits non-zero when a budget is not met.
import { execFile, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { printFotoBench, runFotoBench } from "./fotos.mjs";
import { memoryMb, serveSettings, waitFor } from "./serve.mjs";

const execFileAsync = promisify(execFile);

const PORT = Number(process.env.BENCH_PORT || 3200);
const BASELINE_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const LOAD = { connections: 50, duration: Number(process.env.BENCH_DURATION || 10) };
// Lighthouse runs per page; the median run (by performance score) is reported, as Lighthouse's docs advise on a
// machine that is not quiet.
const WARMUP_SECONDS = 2;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const BUDGET = { perf: 95, a11y: 100, bp: 100, seo: 100, lcpMs: 1500, cls: 0.02, jsKb: 120, rpsRatio: 0.25, p99Ms: 50, rssMb: 200 };
// The throughput ratio is held on these pages; the other paths are measured and reported.
const RATIO_PATHS = ["/", "/takken/kapoenen"];
// Every path is loaded as a client without compression asks it and as every browser asks it.
const ENCODINGS = [null, "br, gzip"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
];

const args = new Set(process.argv.slice(2));
// --pages=/,/about measures only those pages (handy while tuning one page).
const onlyPages = [...args].find((a) => a.startsWith("--pages="))?.slice("--pages=".length).split(",");
if (!args.has("--no-build")) execSync("npm run build", { stdio: "inherit" });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-bench-"));
// The node flags and environment of `npm run serve` (heap limits and malloc arenas, see decision 0010), so that the
// bench measures the server as it runs.
const { nodeFlags, serveEnv } = serveSettings();
const startServer = () =>
  spawn(process.execPath, [...nodeFlags, "server.js"], {
    env: { ...process.env, ...serveEnv, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", ADMIN_PASSWORD: "bench-wachtwoord" },
    stdio: ["ignore", "inherit", "inherit"],
  });
// The first start makes the demo content (its pictures included); the site is measured as it runs afterwards, so the
// peak memory is that of serving, not of that one-time set-up.
const setUp = startServer();
await waitFor(`${BASE}/healthz`, 120_000);
await new Promise((resolve) => {
  setUp.once("exit", resolve);
  setUp.kill("SIGTERM");
});
const server = startServer();
const stopServer = () => server.kill("SIGTERM");
process.on("exit", stopServer);

try {
  await waitFor(`${BASE}/healthz`, 120_000);
  const pages = onlyPages ?? (await pagesToMeasure());
  // A running site is warm: each page has been rendered (and cached) before a visitor comes.
  for (const p of pages) await fetch(`${BASE}${p}`).then((r) => r.arrayBuffer());
  const lighthouseRows = args.has("--no-lighthouse") ? [] : await runLighthouse(pages);
  const loadRows = args.has("--no-load") ? [] : await runLoad();
  const peakRssMb = memoryMb(server.pid);
  // The photo scenario runs alone: the serving server stops first, so the two never share the machine.
  stopServer();
  const fotos = args.has("--no-fotos") ? null : await runFotoBench({ port: PORT + 2 });
  const results = { date: new Date().toISOString(), node: process.version, budget: BUDGET, lighthouse: lighthouseRows, load: loadRows, peakRssMb, fotos: fotos?.result ?? null };
  const failures = [...checkBudgets(results), ...(fotos?.failures ?? [])];
  results.failures = failures;

  fs.mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/bench-${results.date.replace(/[:.]/g, "-")}.json`;
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  fs.writeFileSync("bench/results/latest.json", JSON.stringify(results, null, 2));
  printTables(results);
  console.log(`\nJSON: ${file}`);
  console.log(failures.length ? `\nBudgets NOT met:\n- ${failures.join("\n- ")}` : "\nAll budgets met.");
  process.exitCode = failures.length ? 1 : 0;
} finally {
  stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function firstId(url, pick) {
  try {
    const res = await fetch(url);
    return res.ok ? pick(await res.json()) : undefined;
  } catch {
    return undefined;
  }
}

async function pagesToMeasure() {
  const periode = await firstId(`${BASE}/api/geschiedenis`, (d) => d.history?.[0]?.id);
  const nieuws = await firstId(`${BASE}/api/nieuws`, (d) => (Array.isArray(d) ? d : d.nieuws ?? d.items)?.[0]?.id);
  return [
    "/",
    "/takken",
    "/takken/kapoenen",
    "/takken/leiding",
    "/kalender",
    "/geschiedenis",
    periode && `/geschiedenis/${encodeURIComponent(periode)}`,
    nieuws && `/nieuws/${encodeURIComponent(nieuws)}`,
    "/about",
    "/contact",
    "/admin",
  ].filter(Boolean);
}

/** Lighthouse lives in bench/tools, installed on first use, so that the site's own `npm ci` stays lean and exact. */
async function loadLighthouse() {
  const tools = path.resolve("bench/tools");
  if (!fs.existsSync(path.join(tools, "node_modules", "lighthouse"))) {
    execSync("npm install --no-audit --no-fund", { cwd: tools, stdio: "inherit" });
  }
  const require = createRequire(path.join(tools, "package.json"));
  const lighthouse = (await import(pathToFileURL(require.resolve("lighthouse")).href)).default;
  const lighthouseRequire = createRequire(require.resolve("lighthouse"));
  const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve("chrome-launcher")).href);
  return { lighthouse, chromeLauncher };
}

async function runLighthouse(pages) {
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measurePage(lighthouse, chrome.port, page));
      runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
      const median = runs[Math.floor(runs.length / 2)];
      median.runs = runs.map((r) => ({ performance: r.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs }));
      rows.push(median);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function measurePage(lighthouse, port, page) {
  let lhr = (await lighthouse(`${BASE}${page}`, { port, output: "json", logLevel: "error" })).lhr;
  // A run that could not measure (no score, e.g. a timeout on a loaded machine) is tried once more.
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    lhr = (await lighthouse(`${BASE}${page}`, { port, output: "json", logLevel: "error" })).lhr;
  }
  const bytes = { Script: 0, Stylesheet: 0, Image: 0, Font: 0 };
  const scripts = [];
  for (const item of lhr.audits["network-requests"]?.details?.items ?? []) {
    if (item.resourceType in bytes) bytes[item.resourceType] += item.transferSize ?? 0;
    if (item.resourceType === "Script") scripts.push({ url: new URL(item.url).pathname, kb: kb(item.transferSize ?? 0) });
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    jsKb: kb(bytes.Script),
    // The same scripts as a gzip-only browser receives them: the budget is written in gzip terms.
    jsGzipKb: kb(await gzipSize(scripts.map((s) => s.url))),
    cssKb: kb(bytes.Stylesheet),
    imageKb: kb(bytes.Image),
    fontKb: kb(bytes.Font),
    scripts,
    runtimeError: lhr.runtimeError?.code,
    runWarnings: lhr.runWarnings,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

/** Bytes sent for these scripts to a browser that accepts gzip but not Brotli (the build's Zopfli copies). */
async function gzipSize(paths) {
  let total = 0;
  for (const p of paths) {
    total += await new Promise((resolve, reject) => {
      http
        .get(`${BASE}${p}`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          if (res.headers["content-encoding"] !== "gzip") reject(new Error(`${p} was not sent gzipped`));
          let bytes = 0;
          res.on("data", (chunk) => (bytes += chunk.length));
          res.on("end", () => resolve(bytes));
        })
        .on("error", reject);
    });
  }
  return total;
}

function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

async function runLoad() {
  const paths = ["/", "/takken/kapoenen", "/geschiedenis", "/api/leiding", "/api/geschiedenis"];
  const rows = [];
  for (const p of paths) {
    const res = await fetch(`${BASE}${p}`, { headers: { "Accept-Encoding": "identity" } });
    const plainBody = Buffer.from(await res.arrayBuffer());
    for (const encoding of ENCODINGS) {
      // Baseline: a plain Node http server answering a static copy of the same response (for a browser, a Brotli
      // copy made once), in its own process.
      const bodyFile = path.join(dataDir, "baseline-body");
      fs.writeFileSync(bodyFile, encoding ? zlib.brotliCompressSync(plainBody, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : plainBody);
      const baseline = await startBaseline(bodyFile, res.headers.get("content-type") || "text/html", encoding ? "br" : undefined);
      try {
        // Each server gets a short unmeasured run first: a running site is warm (JIT-compiled, page cached).
        await cannon(`${BASE}${p}`, WARMUP_SECONDS, encoding);
        const site = await cannon(`${BASE}${p}`, LOAD.duration, encoding);
        await cannon(`http://127.0.0.1:${BASELINE_PORT}${p}`, WARMUP_SECONDS, encoding);
        const plain = await cannon(`http://127.0.0.1:${BASELINE_PORT}${p}`, LOAD.duration, encoding);
        rows.push({
          path: p,
          acceptEncoding: encoding ?? "-",
          status: res.status,
          rps: Math.round(site.requests.average),
          p99Ms: site.latency.p99,
          errors: site.errors + site.non2xx,
          baselineRps: Math.round(plain.requests.average),
          baselineP99Ms: plain.latency.p99,
          ratio: Number((site.requests.average / plain.requests.average).toFixed(3)),
        });
      } finally {
        baseline.kill();
      }
    }
  }
  return rows;
}

async function startBaseline(bodyFile, type, encoding) {
  const child = spawn(process.execPath, ["bench/baseline-server.mjs", String(BASELINE_PORT), bodyFile, type, ...(encoding ? [encoding] : [])], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`baseline server stopped (${code})`)));
  });
  return child;
}

/** autocannon in a fresh process (bench/load.mjs), so that nothing else runs on its event loop. */
async function cannon(url, duration, acceptEncoding) {
  const { stdout } = await execFileAsync(
    process.execPath,
    ["bench/load.mjs", url, String(duration), String(LOAD.connections), ...(acceptEncoding ? [acceptEncoding] : [])],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

function checkBudgets({ lighthouse: lh, load, peakRssMb }) {
  const f = [];
  for (const r of lh) {
    if (r.performance < BUDGET.perf) f.push(`${r.page}: performance ${r.performance} < ${BUDGET.perf}`);
    if (r.accessibility < BUDGET.a11y) f.push(`${r.page}: accessibility ${r.accessibility}`);
    if (r.bestPractices < BUDGET.bp) f.push(`${r.page}: best practices ${r.bestPractices}`);
    if (r.seo < BUDGET.seo && r.page !== "/admin") f.push(`${r.page}: SEO ${r.seo}`);
    if (r.lcpMs > BUDGET.lcpMs) f.push(`${r.page}: LCP ${r.lcpMs} ms > ${BUDGET.lcpMs}`);
    if (r.cls > BUDGET.cls) f.push(`${r.page}: CLS ${r.cls} > ${BUDGET.cls}`);
    if (r.page !== "/admin" && Math.max(r.jsKb, r.jsGzipKb) > BUDGET.jsKb) {
      f.push(`${r.page}: ${Math.max(r.jsKb, r.jsGzipKb)} KB JavaScript > ${BUDGET.jsKb}`);
    }
  }
  for (const r of load) {
    const way = r.acceptEncoding === "-" ? "" : ` (Accept-Encoding: ${r.acceptEncoding})`;
    if (r.errors) f.push(`${r.path}${way}: ${r.errors} errors under load`);
    if (RATIO_PATHS.includes(r.path) && r.ratio < BUDGET.rpsRatio) {
      f.push(`${r.path}${way}: ${r.rps} req/s is ${r.ratio} of the static baseline (< ${BUDGET.rpsRatio})`);
    }
    if (r.p99Ms >= BUDGET.p99Ms) f.push(`${r.path}${way}: p99 ${r.p99Ms} ms >= ${BUDGET.p99Ms}`);
  }
  if (load.length && peakRssMb !== null && peakRssMb > BUDGET.rssMb) f.push(`peak RSS ${peakRssMb} MB > ${BUDGET.rssMb}`);
  return f;
}

function printTables({ lighthouse: lh, load, peakRssMb, fotos }) {
  if (lh.length) {
    console.log(`\nLighthouse (mobile, simulated throttling; median of ${RUNS} runs per page; JS KB as transferred, Brotli)`);
    console.table(
      lh.map(({ failedAudits: _f, scripts: _s, runtimeError: _e, runWarnings: _w, runs: _r, ...r }) => r),
    );
  }
  if (load.length) {
    console.log(`\nLoad: ${LOAD.connections} connections, ${LOAD.duration} s per path`);
    console.table(load);
  }
  console.log(`\nPeak server memory (RSS high-water mark): ${peakRssMb} MB`);
  if (fotos) printFotoBench(fotos);
}
