// Issue 37: the hoster's front door and console over HTTP, and the hoster's commands (npm run groepen).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port";
import { hostClient } from "../helpers/hosting";
import { ROOT, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { createTestSmtp } from "../helpers/smtp";

const TOKEN = "voordeur-token-1234567890";
const CONSOLE = "console-wachtwoord-voordeur";
let smtp: ReturnType<typeof createTestSmtp>;
const servers: ServerProcess[] = [];
const dirs: string[] = [];

async function start(env: Record<string, string> = {}) {
  const dir = tempDataDir();
  dirs.push(dir);
  const server = await startServer(dir, { HOSTING_DOMAIN: "localhost", HOSTING_TOKEN: TOKEN, HOSTING_PASSWORD: CONSOLE, SMTP_URL: smtp.url, DEMO_CONTENT: "false", ...env });
  servers.push(server);
  return { server, dir, hoster: hostClient(server.url, "localhost") };
}

const aanvraag = (fields: Record<string, string>) => ({ naam: "Scouts Gamma", slug: "gamma", email: "leiding@gamma.test", over: "Een groep in Gent.", ...fields });

beforeAll(async () => {
  smtp = createTestSmtp(await freePort());
  await smtp.start();
});

afterAll(async () => {
  for (const server of servers) await stopServer(server);
  await smtp.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the front door, where the hoster decides", () => {
  it("stores a request for the console; the hoster logs in and accepts it, which makes the site and mails the invitation", async () => {
    const { server, hoster } = await start();
    const page = await hoster.get("/");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Een site aanvragen");
    const sent = await hoster.form("/", aanvraag({}));
    expect(sent.status).toBe(200);
    expect(sent.text).toContain("Bedankt voor je aanvraag");
    expect((await hostClient(server.url, "gamma.localhost").get("/")).status).toBe(404);

    // A bot fills in the honeypot: it sees the same thanks, and nothing is stored.
    const bot = await hoster.form("/", aanvraag({ slug: "robot", website: "https://spam.example" }));
    expect(bot.text).toContain("Bedankt voor je aanvraag");
    // Bad input, in Dutch, field by field.
    const bad = await hoster.form("/", aanvraag({ slug: "x", email: "nee" }));
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("3 tot 40 tekens");
    expect(bad.text).toContain("Vul een geldig e-mailadres in.");
    // Without JavaScript: the page comes back with what was typed, each wrong field marked and its message tied to it.
    expect(bad.text).toContain("Kijk de velden hieronder na.");
    expect(bad.text).toMatch(/<input[^>]*id="aanvraag-naam"[^>]*value="Scouts Gamma"/);
    expect(bad.text).not.toMatch(/<input[^>]*id="aanvraag-naam"[^>]*aria-invalid/);
    expect(bad.text).toMatch(/<input[^>]*id="aanvraag-slug"[^>]*aria-invalid="true"[^>]*aria-describedby="aanvraag-slug-fout[^>]*value="x"/);
    expect(bad.text).toMatch(/<input[^>]*id="aanvraag-email"[^>]*aria-invalid="true"[^>]*value="nee"/);
    expect(bad.text).toMatch(/<p id="aanvraag-email-fout"[^>]*>Vul een geldig e-mailadres in.<\/p>/);
    expect(bad.text).toMatch(/<textarea[^>]*id="aanvraag-over"[^>]*>Een groep in Gent.<\/textarea>/);

    expect((await hoster.get("/console")).headers.location).toBe("/console/aanmelden");
    expect((await hoster.form("/console/aanmelden", { wachtwoord: "fout" })).status).toBe(401);
    const login = await hoster.form("/console/aanmelden", { wachtwoord: CONSOLE });
    expect(login.status).toBe(302);
    const cookie = String(login.headers["set-cookie"]).split(";")[0]!;
    const console_ = await hoster.get("/console", { Cookie: cookie });
    expect(console_.text).toContain("Scouts Gamma");
    expect(console_.text).not.toMatch(/wil (<!-- -->)?robot/);
    const id = /name="id" value="(\d+)"/.exec(console_.text)![1]!;

    // A refused form of the console: 400, each field's message in the banner, and 'Nieuwe groep' keeps what was typed.
    const banner = (text: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(text)?.[1];
    const post = (fields: Record<string, string>) => hoster.form("/console", fields, { Cookie: cookie });
    const nieuw = await post({ intent: "aanmaken", naam: "Scouts Omega", slug: "x", email: "nee", domeinen: "www.omega.test, geen-domein", demo: "on" });
    expect(nieuw.status).toBe(400);
    expect(banner(nieuw.text)).toBe(
      "Een adres is 3 tot 40 tekens: kleine letters, cijfers en koppeltekens (niet aan het begin of einde). Vul een geldig e-mailadres in. Een domein is een naam als www.sintpieter.be (zonder https:// of /).",
    );
    expect(nieuw.text).toMatch(/<input[^>]*id="nieuw-naam"[^>]*value="Scouts Omega"/);
    expect(nieuw.text).toMatch(/<input[^>]*id="nieuw-domeinen"[^>]*value="www.omega.test, geen-domein"/);
    expect(nieuw.text).toMatch(/<input type="checkbox" name="demo" checked=""/);
    const refusals: [Record<string, string>, string][] = [
      [{ intent: "beheerder", slug: "gamma", email: "nee" }, "Vul een geldig e-mailadres in."],
      [{ intent: "domeinen", slug: "gamma", domeinen: "https://gamma.test/" }, "Een domein is een naam als www.sintpieter.be (zonder https:// of /)."],
      [{ intent: "verwijderen", slug: "gamma" }, "Vink aan dat je de groep echt wil verwijderen."],
      [{ intent: "terugzetten", slug: "gamma", moment: "gisteren" }, "Geef een moment: een datum en uur (2026-11-29 16:00, Belgische tijd) of laatste."],
      [{ intent: "schorsen", slug: "Niet Goed" }, "Een adres is 3 tot 40 tekens: kleine letters, cijfers en koppeltekens (niet aan het begin of einde)."],
      [{ intent: "iets" }, "Onbekende actie."],
    ];
    for (const [fields, message] of refusals) {
      const answer = await post(fields);
      expect(answer.status, fields.intent).toBe(400);
      expect(banner(answer.text), fields.intent).toBe(message);
      // 'Nieuwe groep' is not the form refused: it stays empty.
      expect(answer.text, fields.intent).toMatch(/<input[^>]*id="nieuw-naam"(?![^>]*value=)[^>]*>/);
    }
    const accepted = await hoster.form("/console", { intent: "aanvaarden", id }, { Cookie: cookie });
    expect(accepted.status).toBe(200);
    expect(accepted.text).toContain("Aanvraag aanvaard");
    expect((await hostClient(server.url, "gamma.localhost").get("/")).text).toContain("Scouts Gamma");
    for (let i = 0; i < 200 && !smtp.received.some((m) => m.rcptTo.includes("leiding@gamma.test")); i++) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received.find((m) => m.rcptTo.includes("leiding@gamma.test"))?.parsed.subject).toContain("Uitnodiging");
    // The console's cookie is no key to the API (a cookie travels with other sites' requests): only the token is.
    expect((await hoster.get("/api/hosting/groepen", { Cookie: cookie })).status).toBe(401);
    const logout = await hoster.form("/console", { intent: "afmelden" }, { Cookie: cookie });
    expect(logout.headers.location).toBe("/console/aanmelden");
    expect((await hoster.get("/console", { Cookie: cookie })).headers.location).toBe("/console/aanmelden");
  });
});

describe("the front door with HOSTING_AANVRAGEN=automatisch", () => {
  it("makes the site at once, and limits requests per e-mail address", async () => {
    const { server, hoster } = await start({ HOSTING_AANVRAGEN: "automatisch" });
    const made = await hoster.form("/", aanvraag({ slug: "delta", naam: "Scouts Delta", email: "leiding@delta.test" }));
    expect(made.text).toContain("Je site staat klaar");
    expect((await hostClient(server.url, "delta.localhost").get("/")).text).toContain("Scouts Delta");
    const taken = await hoster.form("/", aanvraag({ slug: "delta", email: "ander@delta.test" }));
    expect(taken.status).toBe(409);
    expect(taken.text).toContain("al in gebruik");
    for (const slug of ["epsilon", "zeta", "theta"]) await hoster.form("/", aanvraag({ slug, email: "veel@groep.test" }));
    const fourth = await hoster.form("/", aanvraag({ slug: "eta", email: "veel@groep.test" }));
    expect(fourth.status).toBe(429);
    expect(fourth.text).toContain("Te veel aanvragen");
  });
});

describe("the automatic front door's limits (issue 46)", () => {
  const aanvragenIn = async (dir: string) => {
    const db = createClient({ url: `file:${path.join(dir, "hosting.db")}` });
    const rows = await db.execute("SELECT slug, status FROM aanvraag ORDER BY id");
    db.close();
    return rows.rows.map((row) => `${String(row.slug)} ${String(row.status)}`);
  };

  it("makes sites at once up to HOSTING_AANVRAGEN_PER_UUR over all clients; past it a request waits for the hoster", async () => {
    const { server, dir, hoster } = await start({ HOSTING_AANVRAGEN: "automatisch", HOSTING_AANVRAGEN_PER_UUR: "2", FORM_RATE_LIMIT: "50" });
    for (const slug of ["eerste", "tweede"]) {
      const made = await hoster.form("/", aanvraag({ slug, naam: `Scouts ${slug}`, email: `leiding@${slug}.test` }));
      expect(made.text).toContain("Je site staat klaar");
    }
    const third = await hoster.form("/", aanvraag({ slug: "derde", naam: "Scouts Derde", email: "leiding@derde.test" }));
    expect(third.status).toBe(200);
    expect(third.text).toContain("Bedankt voor je aanvraag");
    expect((await hostClient(server.url, "derde.localhost").get("/")).status).toBe(404);
    expect((await hoster.get("/api/hosting/tls?domain=derde.localhost")).status).toBe(404);
    expect(await aanvragenIn(dir)).toEqual(["eerste aanvaard", "tweede aanvaard", "derde open"]);
  });

  it("stops at HOSTING_AANVRAGEN_PER_DAG as well", async () => {
    const { server, dir, hoster } = await start({ HOSTING_AANVRAGEN: "automatisch", HOSTING_AANVRAGEN_PER_DAG: "1", FORM_RATE_LIMIT: "50" });
    expect((await hoster.form("/", aanvraag({ slug: "vandaag", email: "a@vandaag.test" }))).text).toContain("Je site staat klaar");
    expect((await hoster.form("/", aanvraag({ slug: "morgen", email: "a@morgen.test" }))).text).toContain("Bedankt voor je aanvraag");
    expect((await hostClient(server.url, "morgen.localhost").get("/")).status).toBe(404);
    expect(await aanvragenIn(dir)).toEqual(["vandaag aanvaard", "morgen open"]);
  });

  it("refuses reserved names and invalid or look-alike international names with 400, leaving no request behind", async () => {
    const { dir, hoster } = await start({ HOSTING_AANVRAGEN: "automatisch", FORM_RATE_LIMIT: "50" });
    const cases: [string, RegExp][] = [
      ["login", /voorbehouden/],
      ["hoster", /voorbehouden/],
      ["mta-sts", /voorbehouden/],
      ["wpad", /voorbehouden/],
      ["autoconfig", /voorbehouden/],
      ["email", /voorbehouden/],
      ["mail2", /voorbehouden/],
      ["ns3", /voorbehouden/],
      ["xn--80ak6aa92e", /internationale naam in Latijnse letters/],
      ["xn--sint-pter-9db", /internationale naam in Latijnse letters/],
      ["ab--cd", /internationale naam in Latijnse letters/],
    ];
    for (const [slug, message] of cases) {
      // Twice: a refused name never becomes 'a request is already running for this address' (409).
      for (let i = 0; i < 2; i++) {
        const answer = await hoster.form("/", aanvraag({ slug, email: `leiding-${i}@${slug.replaceAll("-", "")}.test` }));
        expect(answer.status, slug).toBe(400);
        expect(answer.text, slug).toMatch(message);
      }
    }
    expect(await aanvragenIn(dir)).toEqual([]);
    // A valid international name in Latin letters is a name like any other.
    const made = await hoster.form("/", aanvraag({ slug: "xn--sint-pter-g4a", email: "leiding@sintpeter.test" }));
    expect(made.text).toContain("Je site staat klaar");
  });
});

describe("npm run groepen", () => {
  it("lists the groups and backs each up into an archive of its own, through the running server", async () => {
    const { server, hoster } = await start();
    for (const slug of ["een", "twee"]) {
      expect((await hoster.json("POST", "/api/hosting/groepen", { slug, naam: `Scouts ${slug}`, email: `l@${slug}.test` }, { Authorization: `Bearer ${TOKEN}` })).status).toBe(201);
    }
    const env = { PATH: process.env.PATH ?? "", HOSTING_DOMAIN: "localhost", HOSTING_TOKEN: TOKEN, PORT: new URL(server.url).port };
    const list = execFileSync(process.execPath, ["scripts/groepen.mjs", "lijst"], { cwd: ROOT, env }).toString();
    expect(list).toMatch(/^een\s+[\d.]+ MB .*Scouts een$/m);
    expect(list).toMatch(/^twee\s+/m);
    const target = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-groepen-backup-"));
    dirs.push(target);
    execFileSync(process.execPath, ["scripts/groepen.mjs", "backup", target], { cwd: ROOT, env });
    expect(fs.readdirSync(target).sort()).toEqual([expect.stringMatching(/^een-.*\.tar\.gz$/), expect.stringMatching(/^twee-.*\.tar\.gz$/)]);
    let refused = "";
    try {
      execFileSync(process.execPath, ["scripts/groepen.mjs", "aanmaken", "www", "X", "x@x.test"], { cwd: ROOT, env, stdio: "pipe" });
    } catch (error) {
      refused = String((error as { stderr: Buffer }).stderr);
    }
    expect(refused).toContain("voorbehouden");
  });
});
