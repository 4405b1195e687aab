// Issue 37: the Caddy configuration of docs/hosting.md, for real. Debian's caddy runs the documented block with its
// internal certificate authority instead of an ACME server (nothing reaches the internet): two groups over HTTPS, and
// a name the site does not serve gets no certificate (the `ask` endpoint refuses it).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port";
import { hostClient } from "../helpers/hosting";
import { ROOT, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

const CADDY = spawnSync("caddy", ["version"]).status === 0;
if (!CADDY) console.warn("caddy.test.ts overgeslagen: caddy is niet geïnstalleerd (apt-get install -y caddy; .ci/run doet dat).");

const TOKEN = "caddy-test-token-1234567890";
let server: ServerProcess;
let caddy: ChildProcess | undefined;
let work: string;
let dataDir: string;
let httpsPort: number;
let caddyOutput = "";

/** The documented Caddyfile, with the test's ports, Caddy's internal CA and a storage folder of its own. */
function documentedCaddyfile(sitePort: number, httpPort: number): string {
  const docs = fs.readFileSync(path.join(ROOT, "docs/hosting.md"), "utf8");
  const section = docs.slice(docs.indexOf("### Caddy with certificates on demand"));
  const block = /```caddy\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error("No caddy block under 'Caddy with certificates on demand' in docs/hosting.md");
  expect(block).toContain("ask http://127.0.0.1:3000/api/hosting/tls");
  return block
    .replace("{\n", `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system ${path.join(work, "caddy")}\n`)
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${sitePort}`)
    .replace(/tls \{\n(\s*)on_demand/, "tls internal {\n$1on_demand");
}

async function listening(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Caddy did not listen on ${port}:\n${caddyOutput}`);
}

/** A page over HTTPS through Caddy, as a browser asks it: the name in SNI and Host, Caddy's root trusted. */
function viaCaddy(host: string, pathname = "/"): Promise<{ status: number; body: string }> {
  const ca = fs.readFileSync(path.join(work, "caddy", "pki", "authorities", "local", "root.crt"));
  return new Promise((resolve, reject) => {
    const req = https.request({ host: "127.0.0.1", port: httpsPort, path: pathname, servername: host, ca, headers: { Host: `${host}:${httpsPort}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.skipIf(!CADDY)("Caddy in front of a hosting installation (docs/hosting.md)", () => {
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-caddy-"));
    dataDir = tempDataDir();
    server = await startServer(dataDir, { HOSTING_DOMAIN: "localhost", HOSTING_TOKEN: TOKEN, TRUST_PROXY: "1", DEMO_CONTENT: "false" });
    const hoster = hostClient(server.url, "localhost");
    for (const [slug, naam] of [["alfa", "Scouts Alfa"], ["beta", "Scouts Beta"]]) {
      const made = await hoster.json("POST", "/api/hosting/groepen", { slug, naam, email: `leiding@${slug}.test` }, { Authorization: `Bearer ${TOKEN}` });
      expect(made.status, made.text).toBe(201);
    }
    httpsPort = await freePort();
    const httpPort = await freePort();
    const config = path.join(work, "Caddyfile");
    fs.writeFileSync(config, documentedCaddyfile(Number(new URL(server.url).port), httpPort));
    caddy = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], { env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work } });
    caddy.stdout?.on("data", (chunk: Buffer) => (caddyOutput += chunk.toString()));
    caddy.stderr?.on("data", (chunk: Buffer) => (caddyOutput += chunk.toString()));
    await listening(httpsPort);
  }, 120_000);

  afterAll(async () => {
    caddy?.kill("SIGTERM");
    await stopServer(server);
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves each group over HTTPS with a certificate for its own name", async () => {
    const alfa = await viaCaddy("alfa.localhost");
    expect(alfa.status, caddyOutput).toBe(200);
    expect(alfa.body).toContain("Scouts Alfa");
    const beta = await viaCaddy("beta.localhost");
    expect(beta.status).toBe(200);
    expect(beta.body).toContain("Scouts Beta");
    expect(beta.body).not.toContain("Scouts Alfa");
    // Behind the proxy (TRUST_PROXY=1) the site knows it was asked over https.
    expect((await viaCaddy("alfa.localhost", "/about")).status).toBe(200);
  }, 60_000);

  it("holds the visitors' requests while the server restarts (an update): twenty readers without a pause, no request fails", async () => {
    const port = Number(new URL(server.url).port);
    const failures: string[] = [];
    let answered = 0;
    let reading = true;
    const paths = ["/", "/about", "/kalender", "/takken", "/contact"];
    const reader = async (n: number) => {
      for (let i = n; reading; i++) {
        try {
          const answer = await viaCaddy(i % 2 ? "alfa.localhost" : "beta.localhost", paths[i % paths.length]);
          if (answer.status === 200) answered++;
          else failures.push(`HTTP ${answer.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const readers = Array.from({ length: 20 }, (_, n) => reader(n));
    // Reading before, during and after: the old server stops (SIGTERM, as systemd sends it), a new one starts on the
    // same port and data, and serves.
    while (answered < 100) await new Promise((resolve) => setTimeout(resolve, 50));
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    const before = answered;
    server = await startServer(dataDir, { HOSTING_DOMAIN: "localhost", HOSTING_TOKEN: TOKEN, TRUST_PROXY: "1", DEMO_CONTENT: "false", PORT: String(port) });
    const restarted = answered;
    while (answered < restarted + 100) await new Promise((resolve) => setTimeout(resolve, 50));
    reading = false;
    await Promise.all(readers);
    expect(failures, caddyOutput.slice(-3000)).toEqual([]);
    expect(answered).toBeGreaterThan(before);
  }, 120_000);

  it("gets no certificate for a name the site does not serve", async () => {
    const mark = server.written();
    await expect(viaCaddy("onbekend.localhost")).rejects.toThrow();
    // Caddy asked the site first, and the site said no (its access log notes a 404 as a warning).
    const refusal = /"path":"\/api\/hosting\/tls"\},"res":\{"statusCode":404\}/;
    for (let i = 0; i < 100 && !refusal.test(server.outputSince(mark)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.outputSince(mark), caddyOutput).toMatch(refusal);
    expect(fs.readdirSync(path.join(work, "caddy", "certificates", "local"))).toEqual(expect.arrayContaining(["alfa.localhost", "beta.localhost"]));
    expect(fs.readdirSync(path.join(work, "caddy", "certificates", "local"))).not.toContain("onbekend.localhost");
  }, 60_000);
});
