// Issue 37: one installation serves many groups. The built server in hosting mode (HOSTING_DOMAIN=localhost), with
// groups at alfa.localhost and beta.localhost, a real SMTP server, and requests as browsers send them (their Host).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port";
import { alterDatabase, changedArchive, compressibleFile, FUTURE_MIGRATION, SLOW_VIEW } from "../helpers/archive";
import { databaseOneMigrationBehind, hostClient, hostRequest } from "../helpers/hosting";
import { ROOT, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { createTestSmtp, type ReceivedMail } from "../helpers/smtp";

const TOKEN = "hoster-token-voor-de-test-1234567890";
const PASSWORD = "een-lang-wachtwoord-voor-alfa";
let dataDir: string;
let server: ServerProcess;
let smtp: ReturnType<typeof createTestSmtp>;
let hoster: ReturnType<typeof hostClient>;
let alfa: ReturnType<typeof hostClient>;
let beta: ReturnType<typeof hostClient>;

const env = () => ({
  HOSTING_DOMAIN: "localhost",
  HOSTING_TOKEN: TOKEN,
  HOSTING_PASSWORD: "console-wachtwoord-123",
  HOSTING_OPSLAG_MB: "4",
  HOSTING_IDLE_S: "1",
  SMTP_URL: smtp.url,
  MAIL_FROM: "website@scoutssites.test",
  DEMO_CONTENT: "false",
});

async function start(overrides: Record<string, string> = {}): Promise<void> {
  server = await startServer(dataDir, { ...env(), ...overrides });
  hoster = hostClient(server.url, "localhost");
  alfa = hostClient(server.url, "alfa.localhost");
  beta = hostClient(server.url, "beta.localhost");
}

const auth = { Authorization: `Bearer ${TOKEN}` };
const port = () => new URL(server.url).port;

/** Waits (without a fixed sleep) until a mail to `to` about `subject` has arrived. */
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  for (let i = 0; i < 300; i++) {
    const mail = smtp.received.find((m) => m.rcptTo.includes(to) && subject.test(m.parsed.subject ?? ""));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${to} about ${subject}`);
}

function linkIn(mail: ReceivedMail, pathPart: string): URL {
  const match = new RegExp(`https?://[^\\s]+${pathPart}[^\\s]+`).exec(mail.parsed.text ?? "");
  if (!match) throw new Error(`No link with ${pathPart} in:\n${mail.parsed.text}`);
  return new URL(match[0]);
}

function cookieOf(answer: { headers: Record<string, string | string[] | undefined> }): string {
  const header = answer.headers["set-cookie"];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error("No cookie");
  return first.split(";")[0]!;
}

beforeAll(async () => {
  dataDir = tempDataDir();
  smtp = createTestSmtp(await freePort());
  await smtp.start();
  await start();
  const made = await hoster.json("POST", "/api/hosting/groepen", { slug: "alfa", naam: "Scouts Alfa", email: "leiding@alfa.test" }, auth);
  expect(made.status, made.text).toBe(201);
  const second = await hoster.json("POST", "/api/hosting/groepen", { slug: "beta", naam: "Scouts Beta", email: "leiding@beta.test", domeinen: ["www.beta.test"] }, auth);
  expect(second.status, second.text).toBe(201);
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  await smtp.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the hoster's API", () => {
  it("answers a new group with its address and invitation, and lists every group with its size", async () => {
    const list = await hoster.get("/api/hosting/groepen", auth);
    expect(list.status).toBe(200);
    const groepen = JSON.parse(list.text) as { slug: string; naam: string; url: string; domeinen: string[]; geschorst: boolean; bytes: number; laatsteWijziging: number; aangemaakt: number }[];
    expect(groepen.map((g) => g.slug)).toEqual(["alfa", "beta"]);
    const b = groepen[1]!;
    expect(b).toMatchObject({ naam: "Scouts Beta", url: `http://www.beta.test:${port()}`, domeinen: ["www.beta.test"], geschorst: false });
    expect(b.bytes).toBeGreaterThan(0);
    expect(b.bytes).toBeLessThan(2 * 1024 * 1024);
    expect(b.laatsteWijziging).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, "groepen", "alfa", "scouts.db"))).toBe(true);
  });

  it("refuses without the token, a bad or reserved address, an address or domain in use, and on a group's host", async () => {
    expect((await hoster.get("/api/hosting/groepen")).status).toBe(401);
    expect((await hoster.get("/api/hosting/groepen", { Authorization: "Bearer fout" })).status).toBe(401);
    const cases: [unknown, number, RegExp][] = [
      [{ slug: "ab", naam: "X", email: "x@x.test" }, 400, /3 tot 40 tekens/],
      [{ slug: "Hoofd Letters", naam: "X", email: "x@x.test" }, 400, /kleine letters/],
      [{ slug: "www", naam: "X", email: "x@x.test" }, 400, /voorbehouden/],
      [{ slug: "admin", naam: "X", email: "x@x.test" }, 400, /voorbehouden/],
      [{ slug: "gamma", naam: "", email: "x@x.test" }, 400, /Naam van de groep is verplicht/],
      [{ slug: "gamma", naam: "X", email: "geen-adres" }, 400, /geldig e-mailadres/],
      [{ slug: "alfa", naam: "X", email: "x@x.test" }, 409, /al in gebruik/],
      [{ slug: "gamma", naam: "X", email: "x@x.test", domeinen: ["www.beta.test"] }, 409, /andere groep/],
      // Issue 46: names mail and web software look up by themselves, and international names that are not valid or
      // spell in look-alike letters; an own domain under the hosting domain.
      ...["login", "hoster", "mta-sts", "wpad", "email", "mail2", "ns3"].map((slug): [unknown, number, RegExp] => [{ slug, naam: "X", email: "x@x.test" }, 400, /voorbehouden/]),
      ...["xn--80ak6aa92e", "xn--sint-pter-9db"].map((slug): [unknown, number, RegExp] => [{ slug, naam: "X", email: "x@x.test" }, 400, /internationale naam/]),
      [{ slug: "gamma", naam: "X", email: "x@x.test", domeinen: ["eigen.localhost"] }, 400, /eigen\.localhost ligt onder localhost/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await hoster.json("POST", "/api/hosting/groepen", body, auth);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.text).toMatch(message);
    }
    expect((await hoster.get("/api/hosting/groepen/gamma", auth)).status).toBe(404);
    const ander = await hoster.json("PATCH", "/api/hosting/groepen/beta", { domeinen: ["www.beta.test", "beta2.localhost"] }, auth);
    expect(ander.status).toBe(400);
    expect(JSON.parse((await hoster.get("/api/hosting/groepen/beta", auth)).text).domeinen).toEqual(["www.beta.test"]);
    // The hoster's API exists on the hosting domain only.
    expect((await alfa.get("/api/hosting/groepen", auth)).status).toBe(404);
    expect((await alfa.get("/hosting/console")).status).toBe(404);
  });

  it("answers Caddy's ask endpoint for the hosting domain and served groups only, on any host", async () => {
    for (const [domain, status] of [["alfa.localhost", 200], ["www.beta.test", 200], ["localhost", 200], ["gamma.localhost", 404], ["evil.example", 404]] as const) {
      expect((await hostClient(server.url, "127.0.0.1").get(`/api/hosting/tls?domain=${domain}`)).status, domain).toBe(status);
    }
    // Only the exact name a certificate is for (issue 46): no other casing, trailing dot, port, spaces or control characters.
    for (const domain of ["ALFA.LOCALHOST", "alfa.localhost.", "alfa.localhost:99999", "%20alfa.localhost", "alfa.localhost%0a", "alfa.localhost%09", "WWW.beta.test"]) {
      expect((await hostClient(server.url, "127.0.0.1").get(`/api/hosting/tls?domain=${domain}`)).status, domain).toBe(404);
    }
  });

  it("takes a request target in absolute form only for the host it was sent to (400 for another)", async () => {
    const other = await hostRequest(server.url, "beta.localhost", `http://alfa.localhost:${port()}/api/instellingen`);
    expect(other.status).toBe(400);
    expect(other.text).not.toMatch(/Scouts (Alfa|Beta)/);
    const same = await hostRequest(server.url, "alfa.localhost", `http://alfa.localhost:${port()}/api/instellingen`);
    expect(same.status).toBe(200);
    expect(JSON.parse(same.text).naam).toBe("Scouts Alfa");
  });

  it("shows an unknown host the installation's own 404 page, with no group's data", async () => {
    const answer = await hostClient(server.url, "gamma.localhost").get("/");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("Geen site op dit adres");
    expect(answer.text).not.toMatch(/Scouts (Alfa|Beta)/);
  });

  it("says on the installation's health check how many groups it serves, with their jobs started, and how many are open", async () => {
    // Both groups were made after the start: their jobs started when they were made.
    const status = JSON.parse((await hoster.get("/healthz")).text) as { status: string; groepen: number; gestart: number; open: number };
    expect(status).toMatchObject({ status: "ok", groepen: 2, gestart: 2 });
    expect(status.open).toBeGreaterThanOrEqual(0);
    expect(status.open).toBeLessThanOrEqual(2);
    // On a group's host it answers for that group's database, and says nothing of the installation.
    const group = await alfa.get("/healthz");
    expect(group.status).toBe(200);
    expect(JSON.parse(group.text)).toEqual({ status: "ok" });
    // On a host that is no group's (the server's own address), for the installation.
    expect(JSON.parse((await hostClient(server.url, "127.0.0.1").get("/healthz")).text)).toMatchObject({ status: "ok", groepen: 2 });
  });
});

describe("each group is its own site", () => {
  it("serves each group's own name at its own hosts, also from the page cache", async () => {
    for (let round = 0; round < 2; round++) {
      const a = await alfa.get("/");
      const b = await beta.get("/");
      const own = await hostClient(server.url, "www.beta.test").get("/");
      expect(a.status).toBe(200);
      expect(a.text).toContain("Scouts Alfa");
      expect(a.text).not.toContain("Scouts Beta");
      expect(b.text).toContain("Scouts Beta");
      expect(b.text).not.toContain("Scouts Alfa");
      expect(own.text).toContain("Scouts Beta");
      if (round === 1) expect(a.headers["x-cache"]).toBe("HIT");
    }
  });

  it("names the group's own address in its search engines' files, manifest and feed", async () => {
    const robots = (await alfa.get("/robots.txt")).text;
    expect(robots).toContain(`Sitemap: http://alfa.localhost:${port()}/sitemap.xml`);
    const sitemap = (await beta.get("/sitemap.xml")).text;
    expect(sitemap).toContain(`<loc>http://www.beta.test:${port()}/</loc>`);
    expect(sitemap).not.toContain("alfa");
    const manifest = JSON.parse((await alfa.get("/site.webmanifest")).text) as { name: string };
    expect(manifest.name).toBe("Scouts Alfa");
    const feed = (await beta.get("/kalender.ics")).text;
    expect(feed).toContain("Scouts Beta");
    expect(feed).not.toContain("Alfa");
  });

  it("mails each group's invitation from its own name, with its address as Reply-To and its own link", async () => {
    const mail = await mailTo("leiding@alfa.test", /Uitnodiging/);
    expect(mail.parsed.from?.value[0]).toMatchObject({ name: "Scouts Alfa", address: "website@scoutssites.test" });
    expect(mail.parsed.replyTo?.value[0]?.address).toBe("leiding@alfa.test");
    expect(linkIn(mail, "/admin/uitnodiging/").host).toBe(`alfa.localhost:${port()}`);
  });

  it("keeps sessions, tokens and mailed links to the group that made them", async () => {
    const invitation = linkIn(await mailTo("leiding@alfa.test", /Uitnodiging/), "/admin/uitnodiging/");
    // The invitation's link does nothing at the other group.
    expect((await beta.get(invitation.pathname)).status).toBe(404);
    const accepted = await alfa.form(invitation.pathname, { wachtwoord: PASSWORD, herhaal: PASSWORD });
    expect(accepted.status).toBe(302);
    const cookie = cookieOf(accepted);
    expect((await alfa.get("/admin", { Cookie: cookie })).text).toContain("Uitloggen");
    expect((await beta.get("/admin", { Cookie: cookie })).text).not.toContain("Uitloggen");

    const tokenAnswer = await alfa.json("POST", "/api/auth/token", { email: "leiding@alfa.test", password: PASSWORD });
    const { token } = JSON.parse(tokenAnswer.text) as { token: string };
    const write = (client: typeof alfa) => client.json("PUT", "/api/instellingen", { telefoon: "0499 11 22 33" }, { Authorization: `Bearer ${token}` });
    expect((await write(beta)).status).toBe(401);
    expect((await write(alfa)).status).toBe(200);
    expect((await beta.get("/api/instellingen")).text).not.toContain("0499 11 22 33");

    // A password-reset link of one group is unknown at the other.
    await alfa.form("/admin/wachtwoord-vergeten", { email: "leiding@alfa.test" });
    const reset = linkIn(await mailTo("leiding@alfa.test", /Nieuw wachtwoord/), "/admin/wachtwoord/");
    expect(reset.host).toBe(`alfa.localhost:${port()}`);
    expect((await beta.get(reset.pathname)).status).toBe(404);
    expect((await alfa.get(reset.pathname)).status).toBe(200);

    // A parents' photo link opens nothing at the other group (a tak alfa made itself: a new group has none, issue 47).
    expect((await alfa.json("POST", "/api/takken", { name: "Kabouters", leeftijd: "8-11" }, { Authorization: `Bearer ${token}` })).status).toBe(201);
    const link = JSON.parse((await alfa.get("/api/albums/toegang/kabouters", { Authorization: `Bearer ${token}` })).text) as { url: string };
    expect(new URL(link.url).host).toBe(`alfa.localhost:${port()}`);
    const elsewhere = await beta.get(new URL(link.url).pathname);
    expect(elsewhere.headers.location).toBe("/fotos?link=ongeldig");
    expect(elsewhere.headers["set-cookie"]).toBeUndefined();
    const here = await alfa.get(new URL(link.url).pathname);
    expect(here.headers.location).toBe("/fotos");
    expect(here.headers["set-cookie"]).toBeDefined();
  });

  it("gives each group its own takken: what one group adds, renames or stops never shows at another's host", async () => {
    const token = JSON.parse((await alfa.json("POST", "/api/auth/token", { email: "leiding@alfa.test", password: PASSWORD })).text) as { token: string };
    const bearer = { Authorization: `Bearer ${token.token}` };
    // A new group starts without takken (issue 47): alfa adds and renames its own.
    const made = await alfa.json("POST", "/api/takken", { name: "Rakwi's", leeftijd: "10-12" }, bearer);
    expect(made.status, made.text).toBe(201);
    const { id } = JSON.parse(made.text) as { id: number };
    const renamed = await alfa.json("PUT", `/api/takken/${id}`, { name: "Jonggivers" }, bearer);
    expect(JSON.parse(renamed.text)).toMatchObject({ url: "/takken/jonggivers" });
    for (let round = 0; round < 2; round++) {
      expect((await alfa.get("/takken")).text).toContain("Jonggivers");
      expect((await alfa.get("/takken/jonggivers")).status).toBe(200);
      expect((await alfa.get("/takken/rakwis")).headers.location).toBe("/takken/jonggivers");
      const takkenBeta = await beta.get("/takken");
      expect(takkenBeta.text).not.toContain("Jonggivers");
      expect(takkenBeta.text).not.toContain("Kabouters");
      expect((await beta.get("/takken/jonggivers")).status).toBe(404);
      expect((await beta.get("/takken/rakwis")).status).toBe(404);
      expect((await beta.get("/sitemap.xml")).text).not.toContain("/takken/");
      expect(JSON.parse((await beta.get("/api/takken")).text)).toEqual({ takken: [expect.objectContaining({ name: "Takleiding", soort: "rol" })] });
    }
    // beta's Beheerder cannot reach alfa's tak either: its token is alfa's.
    expect((await beta.json("PUT", `/api/takken/${id}`, { name: "Overgenomen" }, bearer)).status).toBe(401);
    // Stopping it at alfa leaves beta as it was.
    expect((await alfa.send("DELETE", `/api/takken/${id}`, { headers: bearer })).status).toBe(200);
    expect((await alfa.get("/takken/jonggivers")).status).toBe(404);
    expect((await alfa.get("/takken")).text).not.toContain("Jonggivers");
  });

  it("keeps each group's sign-ups its own (issue 51): another group's host never shows the form, the count or a name", async () => {
    const { token } = JSON.parse((await alfa.json("POST", "/api/auth/token", { email: "leiding@alfa.test", password: PASSWORD })).text) as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    const dag = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    // The Kabouters (alfa made them above): an age tak, so its activity takes sign-ups.
    const made = await alfa.json("POST", "/api/activiteiten", { titel: "Sinterklaas", takken: ["kabouters"], start: `${dag}T14:00`, inschrijven: true, plaatsen: 5, geenMelding: true }, bearer);
    expect(made.status, made.text).toBe(201);
    const { id } = JSON.parse(made.text) as { id: number };
    const signedUp = await alfa.form(`/inschrijven/${id}`, { naam: "Lotte Alfa", opmerking: "Geen noten" });
    expect(signedUp.status, signedUp.text).toBe(200);
    expect(signedUp.text).toContain("Lotte Alfa is ingeschreven voor Sinterklaas");
    expect((await alfa.get("/takken/kabouters")).text).toContain("nog 4 plaatsen");
    expect(JSON.parse((await alfa.get(`/api/activiteiten/${id}/inschrijvingen`, bearer)).text)).toMatchObject({ aantal: 1, inschrijvingen: [{ naam: "Lotte Alfa" }] });
    // beta: no such activity, no form, alfa's token is unknown, and none of its pages names the child.
    expect((await beta.get(`/inschrijven/${id}`)).status).toBe(404);
    expect((await beta.form(`/inschrijven/${id}`, { naam: "Indringer" })).status).toBe(404);
    expect((await beta.get(`/api/activiteiten/${id}/inschrijvingen`, bearer)).status).toBe(401);
    for (const pagina of ["/", "/kalender", "/kalender.ics"]) expect((await beta.get(pagina)).text, pagina).not.toMatch(/Lotte Alfa|Sinterklaas/);
  });

  it("keeps a newsletter's unsubscribe link to its group", async () => {
    await beta.form("/nieuwsbrief", { email: "ouder@beta.test", _js: "1" });
    const mail = await mailTo("ouder@beta.test", /nieuwsbrief/i);
    expect(mail.parsed.from?.value[0]?.name).toBe("Scouts Beta");
    const unsubscribe = linkIn(mail, "/nieuwsbrief/uitschrijven/");
    // beta's own domain is its address in links.
    expect(unsubscribe.host).toBe(`www.beta.test:${port()}`);
    expect((await alfa.get(unsubscribe.pathname)).status).toBe(404);
    expect((await beta.get(unsubscribe.pathname)).status).toBe(200);
  });
});

describe("the hoster's work", () => {
  it("suspends a group (503 notice, no login) and serves it again, its data intact", async () => {
    expect((await hoster.json("PATCH", "/api/hosting/groepen/beta", { geschorst: true }, auth)).status).toBe(200);
    const page = await beta.get("/");
    expect(page.status).toBe(503);
    expect(page.text).toContain("tijdelijk niet beschikbaar");
    expect((await beta.json("POST", "/api/auth/token", { email: "leiding@beta.test", password: "x".repeat(14) })).status).toBe(503);
    expect((await alfa.get("/")).status).toBe(200);
    expect((await hoster.json("PATCH", "/api/hosting/groepen/beta", { geschorst: false }, auth)).status).toBe(200);
    const back = await beta.get("/");
    expect(back.status).toBe(200);
    expect(back.text).toContain("Scouts Beta");
  });

  it("refuses an upload past the group's storage, naming the MB in use", async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 1);
    const answer = await alfa.send("POST", "/api/takken/boekje/1", { headers: { "Content-Type": "application/pdf", Authorization: "Bearer onbekend" }, body: big });
    // A stranger's large body is refused before anything else.
    expect(answer.status).toBe(413);
    const tokenAnswer = await alfa.json("POST", "/api/auth/token", { email: "leiding@alfa.test", password: PASSWORD });
    const { token } = JSON.parse(tokenAnswer.text) as { token: string };
    const refused = await alfa.send("POST", "/api/takken/boekje/1", { headers: { "Content-Type": "application/pdf", Authorization: `Bearer ${token}` }, body: big });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text).error).toMatch(/^De opslag van deze site is vol: \d+ van 4 MB gebruikt\./);
  });

  it("exports a group while it runs, and the archive makes a new group with the same data", async () => {
    const archive = await hoster.get("/api/hosting/groepen/alfa/export", auth);
    expect(archive.status).toBe(200);
    expect(archive.headers["content-type"]).toBe("application/gzip");
    const imported = await hoster.send("POST", "/api/hosting/groepen/kopie/import", { headers: { ...auth, "Content-Type": "application/gzip" }, body: archive.body });
    expect(imported.status, imported.text).toBe(201);
    expect(JSON.parse(imported.text)).toMatchObject({ slug: "kopie", nieuw: true });
    const copy = await hostClient(server.url, "kopie.localhost").get("/api/instellingen");
    expect(JSON.parse(copy.text)).toMatchObject({ naam: "Scouts Alfa", telefoon: "0499 11 22 33" });

    // An export restores into a single-group installation with npm run restore.
    const file = path.join(dataDir, "alfa.tar.gz");
    fs.writeFileSync(file, archive.body);
    const single = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-single-"));
    execFileSync(process.execPath, ["scripts/restore.mjs", file], { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: single } });
    const restored = createClient({ url: `file:${path.join(single, "scouts.db")}` });
    const row = await restored.execute("SELECT waarde FROM instelling WHERE sleutel = 'groep'");
    restored.close();
    expect(JSON.parse(String(row.rows[0]!.waarde))).toMatchObject({ naam: "Scouts Alfa" });
    fs.rmSync(single, { recursive: true, force: true });
  });

  it("imports a single-group back-up as a group, and refuses what is no archive, leaving the group as it was", async () => {
    const single = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-single-"));
    const target = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-backups-"));
    const own = await startServer(single, { DEMO_CONTENT: "true" });
    await stopServer(own, "SIGTERM");
    const made = execFileSync(process.execPath, ["scripts/backup.mjs", target], { cwd: ROOT, env: { PATH: process.env.PATH, DATA_DIR: single } }).toString().trim();
    const answer = await hoster.send("POST", "/api/hosting/groepen/demo/import", { headers: { ...auth, "Content-Type": "application/gzip" }, body: fs.readFileSync(made) });
    expect(answer.status, answer.text).toBe(201);
    const demo = await hostClient(server.url, "demo.localhost").get("/api/leiding");
    expect(JSON.parse(demo.text).length).toBeGreaterThan(0);

    const junk = await hoster.send("POST", "/api/hosting/groepen/kopie/import", { headers: { ...auth, "Content-Type": "application/gzip" }, body: Buffer.from("geen archief") });
    expect(junk.status).toBe(400);
    expect(JSON.parse(junk.text).error).toContain("geen leesbaar archief");
    expect(JSON.parse((await hostClient(server.url, "kopie.localhost").get("/api/instellingen")).text).naam).toBe("Scouts Alfa");
    fs.rmSync(single, { recursive: true, force: true });
    fs.rmSync(target, { recursive: true, force: true });
  }, 120_000);

  it("replaces a group's data with an archive in one step", async () => {
    const archive = await hoster.get("/api/hosting/groepen/beta/export", auth);
    const replaced = await hoster.send("POST", "/api/hosting/groepen/kopie/import", { headers: { ...auth, "Content-Type": "application/gzip" }, body: archive.body });
    expect(replaced.status, replaced.text).toBe(200);
    expect(JSON.parse((await hostClient(server.url, "kopie.localhost").get("/api/instellingen")).text).naam).toBe("Scouts Beta");
  });

  it("records the hoster's exports and imports in the group's own log, which its Beheerder sees (issue 48)", async () => {
    const lines = async (slug: string, action: string) => {
      const db = createClient({ url: `file:${path.join(dataDir, "groepen", slug, "scouts.db")}` });
      const rows = await db.execute({ sql: "SELECT detail, account_id FROM audit WHERE action = ? ORDER BY id", args: [action] });
      db.close();
      return rows.rows.map((r) => `${String(r.detail)}${r.account_id === null ? "" : " (een account)"}`);
    };
    expect(await lines("alfa", "hosting.export")).toContain("Alle gegevens van de groep geëxporteerd (een archief) door de hoster");
    expect(await lines("beta", "hosting.export")).toEqual(["Alle gegevens van de groep geëxporteerd (een archief) door de hoster"]);
    // kopie was made from alfa's archive, then its data replaced by beta's: the new data's log says so.
    expect(await lines("kopie", "hosting.import")).toEqual(["Gegevens van de groep vervangen door een archief, door de hoster"]);
  });

  it("refuses an archive whose database is not what this version makes (a slow view, a future migration): 400, the group as it was, the other groups served meanwhile", async () => {
    const exported = (await hoster.get("/api/hosting/groepen/alfa/export", auth)).body;
    const kopie = hostClient(server.url, "kopie.localhost");
    for (const [sql, reason] of [[SLOW_VIEW, /De tabel instelling ontbreekt in het archief/], [FUTURE_MIGRATION, /nieuwere versie van de site/]] as const) {
      const archive = await changedArchive(exported, (dir) => alterDatabase(dir, sql));
      // Onto a group that exists, and as a new group.
      for (const slug of ["kopie", "nieuwe-groep"]) {
        const importing = hoster.send("POST", `/api/hosting/groepen/${slug}/import`, { headers: { ...auth, "Content-Type": "application/gzip" }, body: archive });
        let done = false;
        void importing.then(() => (done = true), () => (done = true));
        // While the import is checked, another group's health check answers (at least once, then until it is done).
        const health: number[] = [];
        do health.push((await beta.get("/healthz")).status);
        while (!done);
        expect(health).toEqual(health.map(() => 200));
        const answer = await importing;
        expect(answer.status, answer.text).toBe(400);
        expect(JSON.parse(answer.text).error).toMatch(reason);
      }
      expect(JSON.parse((await kopie.get("/api/instellingen")).text).naam).toBe("Scouts Beta");
      expect((await kopie.get("/kalender")).status).toBe(200);
      expect((await kopie.get("/api/leiding")).status).toBe(200);
      expect((await hostClient(server.url, "nieuwe-groep.localhost").get("/")).status).toBe(404);
      expect(JSON.parse((await hoster.get("/api/hosting/groepen", auth)).text).map((g: { slug: string }) => g.slug)).not.toContain("nieuwe-groep");
      // Nothing of the refused archive is left behind.
      expect(fs.readdirSync(path.join(dataDir, "groepen")).filter((name) => name.startsWith("."))).toEqual([]);
    }
  }, 90_000);

  it("keeps none of an archive's own views, triggers and tables, and none of its files' special modes", async () => {
    const exported = (await hoster.get("/api/hosting/groepen/alfa/export", auth)).body;
    const archive = await changedArchive(exported, async (dir) => {
      await alterDatabase(dir, "CREATE TRIGGER stil AFTER INSERT ON audit BEGIN DELETE FROM audit; END; CREATE VIEW eigen AS SELECT 1; CREATE TABLE extra (x);");
      fs.mkdirSync(path.join(dir, "media"), { recursive: true });
      fs.writeFileSync(path.join(dir, "media", "setuid"), "x");
      fs.chmodSync(path.join(dir, "media", "setuid"), 0o4777);
    });
    const answer = await hoster.send("POST", "/api/hosting/groepen/extras/import", { headers: { ...auth, "Content-Type": "application/gzip" }, body: archive });
    expect(answer.status, answer.text).toBe(201);
    expect(JSON.parse((await hostClient(server.url, "extras.localhost").get("/api/instellingen")).text).naam).toBe("Scouts Alfa");
    const db = createClient({ url: `file:${path.join(dataDir, "groepen", "extras", "scouts.db")}` });
    const eigen = await db.execute("SELECT name FROM sqlite_master WHERE name IN ('stil', 'eigen', 'extra')");
    db.close();
    expect(eigen.rows).toEqual([]);
    const mode = fs.statSync(path.join(dataDir, "groepen", "extras", "media", "setuid")).mode;
    expect(mode & 0o7000).toBe(0);
    expect(mode & 0o111).toBe(0);
    expect((await hoster.json("DELETE", "/api/hosting/groepen/extras", undefined, auth)).status).toBe(200);
  });

  it("refuses an archive that unpacks past the group's storage (HOSTING_OPSLAG_MB), however small it is packed", async () => {
    const exported = (await hoster.get("/api/hosting/groepen/alfa/export", auth)).body;
    const archive = await changedArchive(exported, (dir) => compressibleFile(path.join(dir, "media", "nullen"), 30 * 1024 * 1024));
    expect(archive.length).toBeLessThan(4 * 1024 * 1024);
    const answer = await hoster.send("POST", "/api/hosting/groepen/kopie/import", { headers: { ...auth, "Content-Type": "application/gzip" }, body: archive });
    expect(answer.status, answer.text).toBe(400);
    expect(JSON.parse(answer.text).error).toBe("Het archief is uitgepakt groter dan 4 MB, de opslag van een groep (HOSTING_OPSLAG_MB).");
    expect(JSON.parse((await hostClient(server.url, "kopie.localhost").get("/api/instellingen")).text).naam).toBe("Scouts Beta");
    expect(fs.existsSync(path.join(dataDir, "groepen", "kopie", "media", "nullen"))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, "groepen")).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("deletes a group at once (404, no certificate), keeps it 30 days and brings it back", async () => {
    const deleted = await hoster.json("DELETE", "/api/hosting/groepen/kopie", undefined, auth);
    expect(deleted.status).toBe(200);
    expect((await hostClient(server.url, "kopie.localhost").get("/")).status).toBe(404);
    expect((await hoster.get("/api/hosting/tls?domain=kopie.localhost")).status).toBe(404);
    expect(fs.existsSync(path.join(dataDir, "verwijderd", "kopie", "scouts.db"))).toBe(true);
    expect(JSON.parse((await hoster.get("/api/hosting/groepen", auth)).text).map((g: { slug: string }) => g.slug)).not.toContain("kopie");
    const made = await hoster.json("POST", "/api/hosting/groepen", { slug: "kopie", naam: "Nieuw", email: "x@x.test" }, auth);
    expect(made.status).toBe(409);
    expect((await hoster.json("POST", "/api/hosting/groepen/kopie/herstellen", undefined, auth)).status).toBe(200);
    const back = await hostClient(server.url, "kopie.localhost").get("/api/instellingen");
    expect(JSON.parse(back.text).naam).toBe("Scouts Beta");
  });

  it("invites a new Beheerder for a group whose leaders left, in the group's own log", async () => {
    const answer = await hoster.json("POST", "/api/hosting/groepen/beta/beheerder", { email: "nieuw@beta.test" }, auth);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text).uitnodiging).toContain(`http://www.beta.test:${port()}/admin/uitnodiging/`);
    await mailTo("nieuw@beta.test", /Uitnodiging/);
    const db = createClient({ url: `file:${path.join(dataDir, "groepen", "beta", "scouts.db")}` });
    const log = await db.execute("SELECT detail FROM audit WHERE action = 'hosting.beheerder'");
    db.close();
    expect(log.rows.map((r) => r.detail)).toEqual(["nieuw@beta.test uitgenodigd als Beheerder door de hoster"]);
    const hosterLog = createClient({ url: `file:${path.join(dataDir, "hosting.db")}` });
    const actions = await hosterLog.execute("SELECT wie, actie, slug FROM hosting_audit ORDER BY id");
    hosterLog.close();
    expect(actions.rows.map((r) => `${r.actie} ${r.slug}`)).toEqual(
      expect.arrayContaining(["groep.aanmaken alfa", "groep.wijzigen beta", "groep.exporteren alfa", "groep.importeren kopie", "groep.verwijderen kopie", "groep.herstellen kopie", "groep.beheerder beta"]),
    );
    expect(actions.rows.every((r) => r.wie === "API (token)")).toBe(true);
  });

  it("closes an idle group's database and opens it again on the next request", async () => {
    // Closing a database writes its WAL back into the file and empties it (server: closeDatabase): a write leaves the
    // WAL with content until the group has been idle for HOSTING_IDLE_S (1 s here).
    const wal = path.join(dataDir, "groepen", "alfa", "scouts.db-wal");
    const walBytes = () => (fs.existsSync(wal) ? fs.statSync(wal).size : 0);
    const { token } = JSON.parse((await alfa.json("POST", "/api/auth/token", { email: "leiding@alfa.test", password: PASSWORD })).text) as { token: string };
    const write = (telefoon: string) => alfa.json("PUT", "/api/instellingen", { telefoon }, { Authorization: `Bearer ${token}` });
    expect((await write("0499 00 00 01")).status).toBe(200);
    expect(walBytes()).toBeGreaterThan(0);
    for (let i = 0; i < 600 && walBytes() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(walBytes()).toBe(0);
    // The next request opens it again, reads and writes as before.
    const page = await alfa.get("/takken");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Scouts Alfa");
    expect((await write("0499 00 00 02")).status).toBe(200);
    expect(walBytes()).toBeGreaterThan(0);
    expect(JSON.parse((await alfa.get("/api/instellingen")).text).telefoon).toBe("0499 00 00 02");
  }, 90_000);
});

describe("migrations per group", () => {
  it("brings a group's older database up to date when it is opened, and does not serve a group whose database cannot be", async () => {
    await stopServer(server, "SIGTERM");
    await databaseOneMigrationBehind(path.join(dataDir, "groepen", "beta", "scouts.db"));
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(path.join(dataDir, "groepen", "beta", `scouts.db${suffix}`), { force: true });
    fs.writeFileSync(path.join(dataDir, "groepen", "kopie", "scouts.db"), "dit is geen database ".repeat(200));
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(path.join(dataDir, "groepen", "kopie", `scouts.db${suffix}`), { force: true });
    await start();
    const mark = server.written();
    const broken = await hostClient(server.url, "kopie.localhost").get("/");
    expect(broken.status).toBe(503);
    expect(broken.text).toContain("tijdelijk niet beschikbaar");
    for (let i = 0; i < 100 && !server.outputSince(mark).includes("Groep niet beschikbaar"); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.outputSince(mark)).toContain("Groep niet beschikbaar");
    expect((await alfa.get("/")).status).toBe(200);
    expect((await beta.get("/")).status).toBe(200);
    const db = createClient({ url: `file:${path.join(dataDir, "groepen", "beta", "scouts.db")}` });
    const applied = await db.execute("SELECT count(*) AS n FROM __drizzle_migrations");
    db.close();
    const journal = JSON.parse(fs.readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(Number(applied.rows[0]!.n)).toBe(journal.entries.length);
  }, 120_000);
});

describe("open databases", () => {
  it("keeps at most HOSTING_MAX_OPEN groups' databases open, closing the least recently used unused ones as soon as a group is let go", async () => {
    await stopServer(server, "SIGTERM");
    // Idle for an hour: only the bound closes a database here.
    await start({ HOSTING_MAX_OPEN: "1", HOSTING_IDLE_S: "3600" });
    const openNow = async () => (JSON.parse((await hoster.get("/healthz")).text) as { open: number }).open;
    // Requests to both groups at once, over and over: a database is never closed under a request that uses it.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? alfa : beta).get(i % 4 < 2 ? "/api/activiteiten" : "/healthz")));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect((await alfa.get("/takken")).text).toContain("Scouts Alfa");
    // The bound is kept as requests and jobs end, not only at the sweep (every 15 s): within a few seconds here. Every
    // group's jobs opened it at the start, also the one that cannot be opened since the migration test.
    let open = await openNow();
    for (let i = 0; i < 100 && open > 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      open = await openNow();
    }
    expect(open).toBe(1);
    // The other group opens again on its next request (and alfa, the least recently used, is closed).
    const page = await beta.get("/takken");
    expect(page.status).toBe(200);
    expect(page.text).toContain("http://www.beta.test:");
  }, 120_000);
});

describe("behind a trusted proxy (TRUST_PROXY)", () => {
  it("chooses the group by the Host header, never by X-Forwarded-Host (issue 46)", async () => {
    await stopServer(server, "SIGTERM");
    await start({ TRUST_PROXY: "loopback" });
    for (let round = 0; round < 2; round++) {
      const page = await alfa.get("/", { "X-Forwarded-Host": "beta.localhost", "X-Forwarded-Proto": "https" });
      expect(page.status).toBe(200);
      expect(page.text).toContain("Scouts Alfa");
      expect(page.text).not.toContain("Scouts Beta");
      // beta's database was made anew by the migration test above: its name is what beta itself answers.
      const api = await beta.get("/api/instellingen", { "X-Forwarded-Host": "alfa.localhost" });
      expect(JSON.parse(api.text).naam).not.toBe("Scouts Alfa");
      expect(JSON.parse(api.text).naam).toBe(JSON.parse((await beta.get("/api/instellingen")).text).naam);
    }
    // Nor does it let an unknown host pass as a group's.
    expect((await hostClient(server.url, "gamma.localhost").get("/", { "X-Forwarded-Host": "alfa.localhost" })).status).toBe(404);
  }, 60_000);
});
