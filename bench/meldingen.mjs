// The parents' messages scenario (issue 25), on its own: `npm run bench:meldingen [-- --no-build]`.
// Starts the production server (as `npm run serve` runs it) on an empty data folder with a local SMTP server, gives
// the Welpen 500 confirmed e-mail subscribers, cancels a Welpen activity of next Saturday through the API, and measures:
// how long until the 500 messages are queued in the outbox, how long the SMTP server takes to receive them all (its
// pace: BENCH_SMTP_DELAY_MS per mail, default 0), and the server's memory (RSS) before and during the sending.
import { execSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { SMTPServer } from "smtp-server";
import { memoryMb, serveSettings, waitFor } from "./serve.mjs";

export const MELDING_BUDGET = { queuedMs: 1000, rssGrowthMb: 30 };
const PARENTS = Number(process.env.BENCH_PARENTS || 500);
const PASSWORD = "bench-wachtwoord";

function smtpServer(delayMs) {
  let received = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        setTimeout(callback, delayMs);
      });
    },
  });
  return {
    received: () => received,
    listen: () => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.server.address().port))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function nextSaturday() {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + (((6 - day.getUTCDay() + 7) % 7) || 7));
  return day.toISOString().slice(0, 10);
}

async function until(check, timeoutMs, stepMs = 10) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** Runs the scenario against a server of its own on `port`; answers the measurements and the budgets not met. */
export async function runMeldingenBench({ port = 3211, parents = PARENTS, smtpDelayMs = Number(process.env.BENCH_SMTP_DELAY_MS || 0) } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-bench-meldingen-"));
  const smtp = smtpServer(smtpDelayMs);
  const smtpPort = await smtp.listen();
  const { nodeFlags, serveEnv } = serveSettings();
  const server = spawn(process.execPath, [...nodeFlags, "server.js"], {
    env: {
      ...process.env,
      ...serveEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: PASSWORD,
      DEMO_CONTENT: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "website@scoutsdemostad.be",
      SITE_URL: "https://www.scoutsdemostad.be",
      // The message goes as soon as the planner looks, and quiet hours do not apply to mail anyway.
      MELDING_WACHTTIJD_S: "0",
      MELDING_STILTE: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = () => server.kill("SIGTERM");
  process.on("exit", stop);
  const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}`, timeout: 5000 });
  try {
    await waitFor(`${base}/healthz`, 60_000);
    const now = Date.now();
    for (let i = 0; i < parents; i++) {
      const made = await db.execute({
        sql: "INSERT INTO melding_inschrijving (kanaal, adres, aangemaakt_op, bevestigd_op, beheer_token) VALUES ('email', ?, ?, ?, ?)",
        args: [`ouder${i}@example.be`, now, now, crypto.randomBytes(32).toString("base64url")],
      });
      await db.execute({ sql: "INSERT INTO melding_inschrijving_tak (inschrijving_id, tak_id) VALUES (?, 2)", args: [Number(made.lastInsertRowid)] });
    }
    const token = (await (await fetch(`${base}/api/auth/token`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ password: PASSWORD }) })).json()).token;
    const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const day = nextSaturday();
    const activiteit = await (
      await fetch(`${base}/api/activiteiten`, { method: "POST", headers, body: JSON.stringify({ titel: "Bosspel", takken: ["welpen"], start: `${day}T14:00`, einde: `${day}T17:00`, geenMelding: true }) })
    ).json();
    const rssBeforeMb = memoryMb(server.pid, "VmRSS");
    const rows = async () => Number((await db.execute("SELECT count(*) AS n FROM outbox WHERE kind = 'wijziging'")).rows[0].n);

    // From the leader's save: the answer, the planner's next look (MELDING_WACHTTIJD_S=0) and the queueing.
    const t0 = performance.now();
    const cancelled = await fetch(`${base}/api/activiteiten/${activiteit.id}`, { method: "PUT", headers, body: JSON.stringify({ afgelast: true, reden: "stormweer" }) });
    if (cancelled.status !== 200) throw new Error(`cancel: HTTP ${cancelled.status}`);
    await until(async () => (await rows()) >= parents, 30_000);
    const queuedMs = Math.round(performance.now() - t0);
    let peakRssMb = rssBeforeMb ?? 0;
    const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, memoryMb(server.pid, "VmRSS") ?? 0)), 50);
    await until(() => smtp.received() >= parents, 600_000, 20);
    clearInterval(sampler);
    const deliveredS = (performance.now() - t0) / 1000;
    const result = {
      parents,
      smtpDelayMs,
      queuedMs,
      deliveredS: Math.round(deliveredS * 10) / 10,
      mailsPerS: Math.round(parents / deliveredS),
      received: smtp.received(),
      rssBeforeMb,
      peakRssMb,
      rssGrowthMb: rssBeforeMb === null ? null : peakRssMb - rssBeforeMb,
    };
    const failures = [];
    if (result.received !== parents) failures.push(`meldingen: ${result.received} of ${parents} mails received`);
    if (queuedMs > MELDING_BUDGET.queuedMs) failures.push(`meldingen: queued in ${queuedMs} ms > ${MELDING_BUDGET.queuedMs}`);
    if (result.rssGrowthMb !== null && result.rssGrowthMb > MELDING_BUDGET.rssGrowthMb) failures.push(`meldingen: RSS grew ${result.rssGrowthMb} MB > ${MELDING_BUDGET.rssGrowthMb}`);
    return { result, failures };
  } finally {
    db.close();
    stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printMeldingenBench(result) {
  console.log(`\nParents' messages: a cancellation for the Welpen with ${result.parents} e-mail subscribers (SMTP answers after ${result.smtpDelayMs} ms per mail)`);
  console.table([result]);
}

// On its own: build (unless --no-build), run, print, and exit non-zero when a budget is not met.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = new Set(process.argv.slice(2));
  if (!args.has("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const { result, failures } = await runMeldingenBench({ port: Number(process.env.BENCH_PORT || 3211) });
  printMeldingenBench(result);
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/meldingen-latest.json", JSON.stringify({ date: new Date().toISOString(), budget: MELDING_BUDGET, ...result, failures }, null, 2));
  console.log(failures.length ? `\nBudgets NOT met:\n- ${failures.join("\n- ")}` : "\nAll budgets met.");
  process.exitCode = failures.length ? 1 : 0;
}
