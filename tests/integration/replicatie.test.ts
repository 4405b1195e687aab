// Issue 48 parts 1 and 2 (ADR 0042): every group's data off the machine, in a real S3 API server on 127.0.0.1 (s3rver),
// and back to any moment kept. The drills: writes through the API, SIGKILL, DATA_DIR deleted, everything rebuilt from
// the bucket on a new server: every write acknowledged more than 10 s before the kill is back, none half; and a group
// back to a chosen moment, while its site answers.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLines, periods } from "../helpers/group-database";
import { hostClient, hostRequest } from "../helpers/hosting";
import { startImageServer } from "../helpers/image-server";
import { startS3Server, type S3Server } from "../helpers/s3-server";
import { specTakkenViaApi } from "../helpers/takken";
import { adminToken, jsonWrite, letters, ROOT, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { PDF_WITH_SCRIPT } from "../helpers/uploaded-pdf";

const TOKEN = "replicatie-test-token-1234567890";
const ARTIKELS = ["Eerste artikel.", "Tweede artikel.", "Derde artikel."];

let s3: S3Server;
// Badge links are downloaded by the server (each period's badge is a picture in media/): from 127.0.0.1, never the internet.
let images: Awaited<ReturnType<typeof startImageServer>>;
const folders: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  images = await startImageServer();
});

afterAll(async () => {
  for (const server of servers) await stopServer(server);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  await s3?.stop();
  await images?.close();
});

function newDataDir(): string {
  const dir = tempDataDir();
  folders.push(dir);
  return dir;
}

async function start(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(dataDir, { ...s3.env, DEMO_CONTENT: "false", WRITE_RATE_LIMIT: "1000", ...env });
  servers.push(server);
  return server;
}

/** An operations script of the project (`npm run …`), as the operator runs it: its exit code and what it printed. */
function script(file: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts", file), ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", ...env } });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

/** Asks the bucket until it has a copy of `root` begun at or after `moment`; bounded. */
async function copiedAfter(root: string, moment: number, withinMs = 60_000): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const newest = (await s3.client.copies(root)).at(-1);
    if (newest && newest.moment >= moment) return newest.moment;
    if (Date.now() > deadline) throw new Error(`No copy of ${root} after ${new Date(moment).toISOString()} within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function metric(url: string, line: RegExp): Promise<string | undefined> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text.split("\n").find((l) => line.test(l));
}

const periode = (titel: string) => ({
  titel,
  beginjaar: 2001,
  aalmoezenier: "E.H. Test",
  groepsleiding: "Groepsleiding Test",
  kenteken: `${images.url}/kenteken.png`,
  artikels: ARTIKELS.join("\n"),
});

describe("a single group in the bucket", () => {
  it("is copied within seconds of a write, files too; a new server waits, and `npm run terugzetten` brings back the last copy or a chosen moment", async () => {
    const env = { BACKUP_WACHTTIJD_S: "1" };
    const first = newDataDir();
    let server = await start(first, env);
    // A neutral start has no takken (issue 47): the booklet below belongs to the specification's second.
    await specTakkenViaApi(server.url);
    let token = await adminToken(server.url);
    const post = async (url: string, titel: string) => {
      const answer = await fetch(`${url}/api/geschiedenis`, jsonWrite(token, "POST", periode(titel)));
      expect(answer.status, await answer.clone().text()).toBe(201);
    };
    const boekje = async (url: string, bytes: Buffer) => {
      const body = new FormData();
      body.set("boekje", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "boekje.pdf");
      const answer = await fetch(`${url}/api/takken/boekje/2`, { method: "PUT", headers: { Authorization: `Bearer ${token}` }, body });
      expect(answer.status, await answer.clone().text()).toBe(200);
      return ((await answer.json()) as { boekjeUrl: string }).boekjeUrl;
    };

    // Before any copy: nothing to go back to.
    const beforeAll = Date.now() - 60_000;
    for (const titel of ["Periode A een", "Periode A twee"]) await post(server.url, titel);
    const boekjeA = Buffer.concat([PDF_WITH_SCRIPT, Buffer.from("% versie A\n")]);
    await boekje(server.url, boekjeA);
    const ackA = Date.now();
    await copiedAfter("site", ackA);
    const pointInTime = Date.now();
    // The booklet's content is in the bucket under its hash, once.
    expect((await s3.client.list("site/bestanden/")).length).toBeGreaterThan(0);

    for (const titel of ["Periode B een", "Periode B twee"]) await post(server.url, titel);
    const boekjeB = Buffer.concat([PDF_WITH_SCRIPT, Buffer.from("% versie B\n")]);
    await boekje(server.url, boekjeB);
    const ackB = Date.now();
    await copiedAfter("site", ackB);
    expect(await metric(server.url, /^scouts_replication_lag_seconds\{groep="site"\}/)).toBe('scouts_replication_lag_seconds{groep="site"} 0');
    expect(await metric(server.url, /^scouts_replication_last_success_timestamp_seconds\{groep="site"\}/)).toMatch(/ \d{10}/);

    // The machine is lost: the server killed, its data gone.
    await stopServer(server);
    fs.rmSync(first, { recursive: true, force: true });
    const copiesBefore = await s3.client.copies("site");

    // A new machine, empty DATA_DIR, the same bucket: its new empty database is not copied over the bucket's.
    const second = newDataDir();
    server = await start(second, env);
    expect(await metric(server.url, /^scouts_replication_paused /)).toBe("scouts_replication_paused 1");
    const run = (moment: string) => script("terugzetten.mjs", [moment], { DATA_DIR: second, PORT: String(new URL(server.url).port) });

    const tooEarly = await run(new Date(beforeAll).toISOString());
    expect(tooEarly.code).toBe(1);
    expect(tooEarly.out).toContain("Er is geen kopie van vóór");

    const restoreStarted = Date.now();
    const latest = await run("laatste");
    expect(latest.code, latest.out).toBe(0);
    expect(latest.out).toContain("De site is teruggezet naar de kopie van");
    // Nothing of the new machine's empty start was copied: until the restore the bucket held only what it had.
    expect((await s3.client.copies("site")).filter((c) => c.moment < restoreStarted)).toEqual(copiesBefore);
    token = await adminToken(server.url);
    const database = path.join(second, "scouts.db");
    expect([...(await periods(database))].sort()).toEqual([
      ["Periode A een", 3],
      ["Periode A twee", 3],
      ["Periode B een", 3],
      ["Periode B twee", 3],
    ]);
    const tak = (await (await fetch(`${server.url}/api/takken/2`)).json()) as { boekjeUrl: string };
    expect(Buffer.from(await (await fetch(`${server.url}${tak.boekjeUrl}`)).arrayBuffer())).toEqual(boekjeB);
    expect(await metric(server.url, /^scouts_replication_paused /)).toBe("scouts_replication_paused 0");

    // Back to the moment between the two: A, not B, and A's booklet. The site answers meanwhile.
    let reading = true;
    const statuses: number[] = [];
    const reader = (async () => {
      for (let i = 0; i < 2000 && reading; i++) statuses.push((await fetch(`${server.url}/geschiedenis`)).status);
    })();
    const back = await run(new Date(pointInTime).toISOString());
    reading = false;
    await reader;
    expect(back.code, back.out).toBe(0);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect([...(await periods(database))].sort()).toEqual([
      ["Periode A een", 3],
      ["Periode A twee", 3],
    ]);
    const takA = (await (await fetch(`${server.url}/api/takken/2`)).json()) as { boekjeUrl: string };
    expect(Buffer.from(await (await fetch(`${server.url}${takA.boekjeUrl}`)).arrayBuffer())).toEqual(boekjeA);
    // Every cached page showed B: none is served any more.
    expect(await (await fetch(`${server.url}/geschiedenis`)).text()).not.toContain("Periode B een");
    // The group's own log says so, with the copy's moment.
    expect(await auditLines(database, "terugzetten")).toEqual([expect.stringMatching(/^Teruggezet naar de kopie van \d\d\/\d\d\/\d{4} \d\d:\d\d \(gevraagd: /)]);

    // Anyone else asking the server to restore gets nothing.
    const stranger = await fetch(`${server.url}/api/terugzetten`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: "Bearer fout" }, body: '{"moment":"laatste"}' });
    expect(stranger.status).toBe(404);
  }, 120_000);
});

describe("a hosting installation in the bucket (the drill, with the default wait)", () => {
  it("rebuilds every group with its domains on a new machine: nothing acknowledged 10 s before a SIGKILL is lost, nothing half; a group goes back to a moment", async () => {
    const env = { HOSTING_DOMAIN: "localhost", HOSTING_TOKEN: TOKEN };
    const auth = { Authorization: `Bearer ${TOKEN}` };
    const first = newDataDir();
    let server = await start(first, env);
    let hoster = hostClient(server.url, "localhost");
    const made = await hoster.json("POST", "/api/hosting/groepen", { slug: "alfa", naam: "Scouts Alfa", email: "leiding@alfa.test", domeinen: ["www.alfa.test"] }, auth);
    expect(made.status, made.text).toBe(201);
    expect((await hoster.json("POST", "/api/hosting/groepen", { slug: "beta", naam: "Scouts Beta", email: "leiding@beta.test" }, auth)).status).toBe(201);
    const alfa = () => hostClient(server.url, "alfa.localhost");
    const invitation = new URL((JSON.parse(made.text) as { uitnodiging: string }).uitnodiging).pathname;
    expect((await alfa().form(invitation, { wachtwoord: "een-lang-wachtwoord-alfa", herhaal: "een-lang-wachtwoord-alfa" })).status).toBe(302);
    const { token } = JSON.parse((await alfa().json("POST", "/api/auth/token", { email: "leiding@alfa.test", password: "een-lang-wachtwoord-alfa" })).text) as { token: string };

    // A leader saves without a pause for 13 seconds; then the machine dies.
    const acked: { titel: string; at: number }[] = [];
    const sent: { titel: string; at: number }[] = [];
    for (let i = 0; (acked.length === 0 || Date.now() - acked[0]!.at < 13_000) && i < 5000; i++) {
      const titel = `Drill periode ${letters(i)}`;
      sent.push({ titel, at: Date.now() });
      const answer = await alfa().json("POST", "/api/geschiedenis", periode(titel), { Authorization: `Bearer ${token}` });
      expect(answer.status, answer.text).toBe(201);
      acked.push({ titel, at: Date.now() });
    }
    const killedAt = Date.now();
    await stopServer(server);
    // The figure of ADR 0042: how long after its acknowledgement each write was in a copy in the bucket.
    const copies = (await s3.client.copies("groepen/alfa")).map((c) => c.moment);
    const rpo = acked.flatMap((w) => {
      const copy = copies.find((moment) => moment >= w.at);
      return copy === undefined ? [] : [copy - w.at];
    });
    console.log(`drill: ${acked.length} writes in ${killedAt - acked[0]!.at} ms, ${copies.length} copies; in the bucket after at most ${Math.max(...rpo)} ms (by then the copy had begun)`);
    fs.rmSync(first, { recursive: true, force: true });

    // A new machine: empty DATA_DIR, the same bucket. It copies nothing until the groups are back.
    const second = newDataDir();
    server = await start(second, env);
    hoster = hostClient(server.url, "localhost");
    expect(await metric(server.url, /^scouts_replication_paused /)).toBe("scouts_replication_paused 1");
    const groepen = (args: string[]) => script("groepen.mjs", args, { ...env, PORT: String(new URL(server.url).port) });
    const rebuilt = await groepen(["herbouwen"]);
    expect(rebuilt.code, rebuilt.out).toBe(0);
    expect(rebuilt.out).toContain("2 groepen herbouwd.");

    const list = JSON.parse((await hoster.get("/api/hosting/groepen", auth)).text) as { slug: string; domeinen: string[]; gekopieerd: number | null }[];
    expect(list.map((g) => [g.slug, g.domeinen])).toEqual([
      ["alfa", ["www.alfa.test"]],
      ["beta", []],
    ]);
    expect(list.every((g) => typeof g.gekopieerd === "number")).toBe(true);
    expect((await hostRequest(server.url, "www.alfa.test", "/")).status).toBe(200);

    const database = path.join(second, "groepen", "alfa", "scouts.db");
    // The group's own Logboek says it was rebuilt, and from which copy (issue 48 part 5).
    expect(await auditLines(database, "hosting.herbouwen")).toEqual([expect.stringContaining("Herbouwd uit de kopie van")]);
    const back = await periods(database);
    const due = acked.filter((w) => w.at <= killedAt - 10_000);
    expect(due.length).toBeGreaterThan(0);
    expect(due.filter((w) => !back.has(w.titel)).map((w) => w.titel)).toEqual([]);
    expect([...back].filter(([, artikels]) => artikels !== ARTIKELS.length)).toEqual([]);
    expect([...back.keys()].every((titel) => sent.some((w) => w.titel === titel))).toBe(true);

    // `lijst` says when each group was last copied.
    const lijst = await groepen(["lijst"]);
    expect(lijst.code, lijst.out).toBe(0);
    expect(lijst.out).toContain("in de bucket");
    expect(lijst.out).toMatch(/^alfa .* \d{4}-\d\d-\d\d \d\d:\d\d:\d\d /m);

    // Back to a moment in the middle of the writes, while alfa's site answers: every write acknowledged 10 s before
    // it is there, none sent 2 s after it, none half; beta is untouched.
    const middle = acked[Math.floor(acked.length / 2)]!.at;
    let reading = true;
    const statuses: number[] = [];
    const reader = (async () => {
      for (let i = 0; i < 2000 && reading; i++) statuses.push((await alfa().get("/geschiedenis")).status);
    })();
    const restored = await groepen(["terugzetten", "alfa", new Date(middle).toISOString()]);
    reading = false;
    await reader;
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain("alfa is teruggezet naar de kopie van");
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const atMiddle = await periods(database);
    expect(acked.filter((w) => w.at <= middle - 10_000 && !atMiddle.has(w.titel)).map((w) => w.titel)).toEqual([]);
    expect(sent.filter((w) => w.at >= middle + 2_000 && atMiddle.has(w.titel)).map((w) => w.titel)).toEqual([]);
    expect([...atMiddle].filter(([, artikels]) => artikels !== ARTIKELS.length)).toEqual([]);
    expect(await auditLines(database, "hosting.terugzetten")).toEqual([expect.stringContaining("Teruggezet naar de kopie van")]);
    expect((await hoster.get("/api/hosting/groepen", auth)).status).toBe(200);

    // The hoster's console shows the copies and offers to go back.
    const consolePage = await hoster.get("/console", auth);
    expect(consolePage.text).toContain("In de bucket:");
    expect(consolePage.text).toContain("Terugzetten naar (Belgische tijd)");

    // A fourth alert rule watches this: the lag is a figure of its own.
    expect(await metric(server.url, /^scouts_replication_lag_seconds\{groep="alfa"\}/)).toMatch(/^scouts_replication_lag_seconds\{groep="alfa"\} [\d.]+$/);
  }, 180_000);
});
