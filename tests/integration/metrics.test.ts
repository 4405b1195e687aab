// Issue 48 part 4: the figures a hoster watches, as Prometheus reads them, checked by Debian's promtool (the
// `prometheus` package; .ci/run installs it): the metrics the server answers, and the alert rules of docs/hosting.md
// (the fourth, replication behind, watches what tests/integration/replicatie.test.ts checks).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostClient, hostRequest } from "../helpers/hosting";
import { ROOT, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

const PROMTOOL = spawnSync("promtool", ["--version"]).status === 0;
if (!PROMTOOL) console.warn("metrics.test.ts: promtool ontbreekt (apt-get install -y prometheus; .ci/run doet dat): enkel zonder promtool getest.");

const TOKEN = "metrics-test-token-1234567890";
let server: ServerProcess;
let dataDir: string;
const uitnodigingen = new Map<string, URL>();

/** promtool's verdict on a text given on its standard input: [exit code, what it printed]. */
function promtool(args: string[], input?: string): [number | null, string] {
  const run = spawnSync("promtool", args, { input, encoding: "utf8" });
  return [run.status, `${run.stdout}${run.stderr}`];
}

describe("/metrics of a hosting installation", () => {
  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await startServer(dataDir, { HOSTING_DOMAIN: "localhost", HOSTING_TOKEN: TOKEN, TRUST_PROXY: "1", DEMO_CONTENT: "false" });
    const hoster = hostClient(server.url, "localhost");
    for (const slug of ["alfa", "beta"]) {
      const made = await hoster.json("POST", "/api/hosting/groepen", { slug, naam: `Scouts ${slug}`, email: `leiding@${slug}.test` }, { Authorization: `Bearer ${TOKEN}` });
      expect(made.status, made.text).toBe(201);
      uitnodigingen.set(slug, new URL((JSON.parse(made.text) as { uitnodiging: string }).uitnodiging));
    }
  }, 120_000);

  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers this machine and the hoster's token, per group, in a format promtool accepts; anyone else gets the 404", async () => {
    for (let i = 0; i < 3; i++) await hostRequest(server.url, "alfa.localhost", "/about", { headers: { "Accept-Encoding": "br" } });
    await hostRequest(server.url, "beta.localhost", "/bestaat-niet");

    // From this machine (no proxy in between).
    const local = await hostRequest(server.url, "localhost", "/metrics");
    expect(local.status).toBe(200);
    expect(local.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.headers["cache-control"]).toBe("no-store");
    const text = local.text;
    expect(text).toMatch(/^scouts_http_requests_total\{groep="alfa",status="2xx"\} [3-9]\d*$/m);
    expect(text).toMatch(/^scouts_http_requests_total\{groep="beta",status="4xx"\} 1$/m);
    expect(text).toMatch(/^scouts_http_request_seconds_total\{groep="alfa"\} \d/m);
    expect(text).toMatch(/^scouts_http_request_duration_seconds_bucket\{le="\+Inf",soort="pagina"\} \d+$/m);
    // /about asked three times in Brotli: rendered once, then answered from the cache.
    expect(text).toMatch(/^scouts_page_cache_answers_total\{state="HIT"\} [2-9]\d*$/m);
    expect(text).toMatch(/^scouts_page_cache_answers_total\{state="MISS"\} [1-9]\d*$/m);
    expect(text).toMatch(/^scouts_groups 2$/m);
    expect(text).toMatch(/^scouts_open_databases \d+$/m);
    expect(text).toMatch(/^scouts_outbox_waiting\{groep="alfa"\} \d+$/m);
    expect(text).toMatch(/^scouts_storage_limit_bytes 2097152000$/m);
    expect(text).toMatch(/^scouts_data_disk_free_bytes \d+/m);
    expect(text).not.toContain("leiding@");
    if (PROMTOOL) {
      const [code, said] = promtool(["check", "metrics"], text);
      expect(code, said).toBe(0);
    }

    // Through the proxy (X-Forwarded-For): only on the hosting domain, only with the hoster's token.
    const proxied = { "X-Forwarded-For": "203.0.113.9" };
    expect((await hostRequest(server.url, "localhost", "/metrics", { headers: proxied })).status).toBe(404);
    expect((await hostRequest(server.url, "localhost", "/metrics", { headers: { ...proxied, Authorization: "Bearer fout-token-1234567890" } })).status).toBe(404);
    expect((await hostRequest(server.url, "alfa.localhost", "/metrics", { headers: { ...proxied, Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    const hoster = await hostRequest(server.url, "localhost", "/metrics", { headers: { ...proxied, Authorization: `Bearer ${TOKEN}` } });
    expect(hoster.status).toBe(200);
    expect(hoster.text).toContain("scouts_http_requests_total");
  });

  it("records the hoster's reads in the installation's log, once a day per reader (issue 48, ADR 0047)", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await hostRequest(server.url, "localhost", "/metrics")).status).toBe(200);
      expect((await hostRequest(server.url, "localhost", "/metrics", { headers: { "X-Forwarded-For": "203.0.113.9", Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    }
    const db = createClient({ url: `file:${path.join(dataDir, "hosting.db")}` });
    const rows = await db.execute("SELECT wie FROM hosting_audit WHERE actie = 'metrics.gelezen'");
    db.close();
    expect(rows.rows.map((r) => String(r.wie)).sort()).toEqual(["API (token)", "Deze machine"]);

    // The group's Beheerder sees it in the Logboek.
    const alfa = hostClient(server.url, "alfa.localhost");
    const wachtwoord = "een-lang-wachtwoord-voor-alfa";
    const accepted = await alfa.form(uitnodigingen.get("alfa")!.pathname, { wachtwoord, herhaal: wachtwoord }, { Origin: `http://alfa.localhost:${new URL(server.url).port}` });
    expect(accepted.status, accepted.text.slice(0, 300)).toBe(302);
    const cookie = String(accepted.headers["set-cookie"]).split(";")[0]!;
    const logboek = await alfa.get("/admin?sectie=logboek", { Cookie: cookie });
    expect(logboek.status).toBe(200);
    expect(logboek.text).toMatch(/De hoster las de cijfers van de website \(aantallen en snelheid, zonder inhoud\) laatst op \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
  });

  it.skipIf(!PROMTOOL)("the four alert rules of docs/hosting.md pass promtool check rules", () => {
    const docs = fs.readFileSync(path.join(ROOT, "docs/hosting.md"), "utf8");
    const section = docs.slice(docs.indexOf("### Figures to watch"));
    const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const rules = blocks.find((b) => b.startsWith("groups:"));
    expect(rules, "a rules block under 'Figures to watch'").toBeDefined();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "scouts-rules-")), "scouts-rules.yml");
    fs.writeFileSync(file, rules!);
    const [code, said] = promtool(["check", "rules", file]);
    expect(code, said).toBe(0);
    expect(said).toContain("SUCCESS: 4 rules found");
  });
});
