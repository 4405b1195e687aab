import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import ICAL from "ical.js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port";
import { adminCookie, adminToken, jsonWrite, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { createTestSmtp } from "../helpers/smtp";
import { STANDAARD_NAAM } from "~/domains/instellingen/defaults";

// The BUILT server with the demo content and a real SMTP server: a change of the settings shows on the very next
// request everywhere (pages, manifest, share tags, structured data, calendar, mail) without a restart; demo content
// goes in one step and what the group entered itself stays.

const SITE_URL = "https://www.sintpieter.example";
const MAIL_FROM = "website@sintpieter.example";
let server: ServerProcess;
let smtp: ReturnType<typeof createTestSmtp>;
let db: Client;
let token = "";
let cookie = "";
const dataDir = tempDataDir();

beforeAll(async () => {
  smtp = createTestSmtp(await freePort());
  await smtp.start();
  server = await startServer(dataDir, { SMTP_URL: smtp.url, MAIL_FROM, SITE_URL, FORM_RATE_LIMIT: "1000" });
  db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}` });
  token = await adminToken(server.url);
  cookie = await adminCookie(server.url);
});

afterAll(async () => {
  db?.close();
  await stopServer(server);
  await smtp?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function photo(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: "#296b07" } }).png().toBuffer();
}

async function html(pathname: string): Promise<{ text: string; cache: string | null }> {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return { text: await response.text(), cache: response.headers.get("X-Cache") };
}

function meta(page: string, attribute: "property" | "name", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(page)?.[1]?.replace(/&amp;/g, "&");
}

function jsonLd(page: string): Array<Record<string, unknown>> {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/** A form post of the admin panel, as a browser without JavaScript sends it. */
function adminPost(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("a change of the settings", () => {
  it("shows on the next request on every page, feed and mail, without a restart", async () => {
    // Pages rendered and cached before the change.
    await expect.poll(async () => (await html("/")).cache, { timeout: 10_000 }).toBe("HIT");
    await html("/about");
    await html("/kalender.ics");

    const groep = await adminPost("/admin?sectie=instellingen&deel=groep", {
      intent: "instellingen-groep",
      naam: "Scouts Sint-Pieter Gent",
      korteNaam: "Sint-Pieter",
      opgericht: "1931",
      "adres.straat": "Kerkstraat 5",
      "adres.postcode": "9000",
      "adres.gemeente": "Gent",
      email: "info@sintpieter.example",
      telefoon: "09 123 45 67",
      "kaart.lat": "51,0543",
      "kaart.lon": "3.7174",
      "sociaal.facebook": "https://www.facebook.com/sintpieter",
      "sociaal.instagram": "",
      "sociaal.tiktok": "",
      bijeenkomst: "Elke zondag 9u30-12u",
    });
    expect(groep.status).toBe(200);
    expect(await groep.text()).toContain("De gegevens van de groep zijn opgeslagen.");
    expect((await fetch(`${server.url}/api/instellingen`, jsonWrite(token, "PUT", { kleur: "#1D4ED8" }))).status).toBe(200);

    const home = await html("/");
    expect(home.cache).toBe("MISS");
    expect(home.text).toContain("<title>Scouts Sint-Pieter Gent</title>");
    expect(home.text).toContain("Nieuws van Scouts Sint-Pieter Gent");
    expect(home.text).toContain("Spel, avontuur en vriendschap voor kinderen en jongeren van 5 tot 18 jaar, sinds 1931.");
    expect(home.text).not.toContain("Sint-Joris Demostad");
    // An empty Instagram or TikTok link hides its icon; Facebook stays.
    expect(home.text).toContain('href="https://www.facebook.com/sintpieter"');
    expect(home.text).not.toContain("Instagram (opent in een nieuw tabblad)");
    expect(meta(home.text, "property", "og:site_name")).toBe("Scouts Sint-Pieter Gent");
    expect(meta(home.text, "property", "og:url")).toBe(`${SITE_URL}/`);
    expect(meta(home.text, "name", "theme-color")).toBe("#1D4ED8");
    expect(home.text).toMatch(/<style>:root\{--color-brand:#1d4ed8;--color-brand-dark:#[0-9a-f]{6};/);
    const og = meta(home.text, "property", "og:image")!;
    expect(og).toMatch(new RegExp(`^${SITE_URL}/og-image\\.png\\?v=standaard-1d4ed8$`));
    const share = Buffer.from(await (await fetch(`${server.url}${new URL(og).pathname}${new URL(og).search}`)).arrayBuffer());
    const corner = await sharp(share).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner.subarray(0, 3)]).toEqual([0x1d, 0x4e, 0xd8]);
    expect(jsonLd(home.text).find((b) => b["@type"] === "Organization")).toMatchObject({
      name: "Scouts Sint-Pieter Gent",
      url: `${SITE_URL}/`,
      email: "info@sintpieter.example",
      telephone: "09 123 45 67",
      foundingDate: "1931",
      address: { streetAddress: "Kerkstraat 5", postalCode: "9000", addressLocality: "Gent" },
      sameAs: ["https://www.facebook.com/sintpieter"],
    });

    const about = await html("/about");
    expect(about.text).toContain("Scouts Sint-Pieter Gent is een scoutsgroep voor kinderen en jongeren, opgericht in 1931.");
    expect(about.text).toContain("<title>Over ons | Scouts Sint-Pieter Gent</title>");
    const contact = await html("/contact");
    expect(contact.text).toContain("Elke zondag 9u30-12u");
    expect(contact.text).toContain("Kerkstraat 5");
    expect(contact.text).toContain("https://www.openstreetmap.org/?mlat=51.0543&amp;mlon=3.7174#map=16/51.0543/3.7174");

    const manifest = (await (await fetch(`${server.url}/site.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: "Scouts Sint-Pieter Gent", short_name: "Sint-Pieter", theme_color: "#1D4ED8" });

    const ics = await (await fetch(`${server.url}/kalender.ics`)).text();
    expect(ics).toContain("X-WR-CALNAME:Scouts Sint-Pieter Gent");
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("organizer")).toBe("mailto:info@sintpieter.example");
    expect(event.getFirstProperty("organizer")!.getParameter("cn")).toBe("Scouts Sint-Pieter Gent");
    expect(String(event.getFirstPropertyValue("uid"))).toMatch(/@www\.sintpieter\.example$/);
    const welpen = await (await fetch(`${server.url}/takken/welpen/kalender.ics`)).text();
    expect(welpen).toContain("X-WR-CALNAME:Scouts Sint-Pieter Gent – Welpen");

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/about</loc>`);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

    // A contact message goes to the group's new address, from the site under the group's new name.
    const sent = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Jan Peeters", email: "jan@example.be", category: "vraag", subject: "Inschrijven", message: "Kan mijn dochter nog mee?" }),
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.rcptTo).toEqual(["info@sintpieter.example"]);
    expect(mail.parsed.from?.value[0]).toEqual({ name: "Scouts Sint-Pieter Gent", address: MAIL_FROM });
    expect(mail.parsed.text).toContain("Nieuw bericht via het contactformulier van Scouts Sint-Pieter Gent.");
  });

  it("invalid input changes nothing, on the page either", async () => {
    const before = await (await fetch(`${server.url}/api/instellingen`)).json();
    const refused = await adminPost("/admin?sectie=instellingen&deel=groep", { intent: "instellingen-groep", naam: "Andere Naam", "sociaal.facebook": "http://facebook.com/x" });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toContain("Gebruik een volledige link die begint met https://");
    // What was typed stays in the form.
    expect(form).toContain('value="Andere Naam"');
    const api = await fetch(`${server.url}/api/instellingen`, jsonWrite(token, "PUT", { naam: "Andere Naam", kleur: "#FFFF00" }));
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: "Ongeldige invoer: kleur", fields: { kleur: "Deze kleur is te licht voor witte tekst." } });
    expect(await (await fetch(`${server.url}/api/instellingen`)).json()).toEqual(before);
    expect((await html("/")).text).toContain("<title>Scouts Sint-Pieter Gent</title>");
  });
});

describe("removing the demo content", () => {
  it("removes every demo record and its files in one step, keeps the group's own, the accounts and the settings", async () => {
    const own = {
      leider: (await (
        await fetch(`${server.url}/api/leiding`, jsonWrite(token, "POST", { name: "Eigen Leider", tel: "0470 11 22 33", functie: "1", image: (await photo()).toString("base64") }))
      ).json()) as { id: number },
      activiteit: (await (
        await fetch(`${server.url}/api/activiteiten`, jsonWrite(token, "POST", { titel: "Eigen Bosspel", takken: ["kapoenen"], start: "2099-03-06T14:00", einde: "2099-03-06T17:00", nieuws: true }))
      ).json()) as { id: number },
      periode: await fetch(`${server.url}/api/geschiedenis`, jsonWrite(token, "POST", { titel: "Eigen Periode", beginjaar: 1931, eindjaar: 1940, aalmoezenier: "E.H. Eigen", groepsleiding: "Eigen", kentekenBestand: (await photo()).toString("base64") })),
    };
    expect(own.leider.id).toBeGreaterThan(0);
    expect(own.activiteit.id).toBeGreaterThan(0);
    expect(own.periode.status).toBe(201);
    const accounts = Number((await db.execute("SELECT count(*) AS n FROM account")).rows[0]!.n);
    const demoFiles = (await db.execute("SELECT imagename FROM leiding WHERE demo = 1 AND imagename IS NOT NULL")).rows.map((r) => String(r.imagename));
    expect(demoFiles.length).toBeGreaterThan(10);
    for (const id of demoFiles) expect(fs.existsSync(path.join(dataDir, "media", id)), id).toBe(true);
    // The demo camps' kampboekjes (issue 28) are files too.
    const kampFiles = (await db.execute("SELECT bestand FROM kamp_document")).rows.map((r) => String(r.bestand));
    expect(kampFiles.length).toBeGreaterThan(0);
    for (const bestand of kampFiles) expect(fs.existsSync(path.join(dataDir, "kampdocumenten", bestand)), bestand).toBe(true);

    const removed = await fetch(`${server.url}/api/demo`, jsonWrite(token, "DELETE"));
    expect(removed.status).toBe(200);
    const { verwijderd } = (await removed.json()) as { verwijderd: Record<string, number> };
    expect(verwijderd.leiding).toBeGreaterThan(10);
    expect(verwijderd.activiteiten).toBeGreaterThan(100);
    expect(verwijderd.periodes).toBe(40);

    const leiding = (await (await fetch(`${server.url}/api/leiding`)).json()) as Array<{ name: string }>;
    expect(leiding.map((l) => l.name)).toEqual(["Eigen Leider"]);
    const activiteiten = (await (await fetch(`${server.url}/api/activiteiten`)).json()) as Array<{ titel: string }>;
    expect(activiteiten.map((a) => a.titel)).toEqual(["Eigen Bosspel"]);
    const nieuws = (await (await fetch(`${server.url}/api/nieuws`)).json()) as Array<{ name: string }>;
    expect(nieuws.map((n) => n.name)).toEqual(["Eigen Bosspel"]);
    const { history } = (await (await fetch(`${server.url}/api/geschiedenis`)).json()) as { history: Array<{ titel: string }> };
    expect(history.map((p) => p.titel)).toEqual(["Eigen Periode"]);
    for (const id of demoFiles) expect(fs.existsSync(path.join(dataDir, "media", id)), id).toBe(false);
    for (const bestand of kampFiles) expect(fs.existsSync(path.join(dataDir, "kampdocumenten", bestand)), bestand).toBe(false);
    expect(Number((await db.execute("SELECT count(*) AS n FROM activiteit_kamp")).rows[0]!.n)).toBe(0);
    expect(Number((await db.execute("SELECT count(*) AS n FROM account")).rows[0]!.n)).toBe(accounts);
    expect((await (await fetch(`${server.url}/api/instellingen`)).json()).naam).toBe("Scouts Sint-Pieter Gent");
    const audit = (await db.execute("SELECT account_naam, detail FROM audit WHERE action = 'demo.verwijderen'")).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ account_naam: "Beheerder" });

    // The public pages now show their empty states where the group has nothing of its own yet.
    expect((await html("/takken/welpen")).text).toContain("Er is nog geen leiding gekend voor deze tak.");
    expect((await html("/kalender?tak=welpen")).text).toContain("Er staan nog geen activiteiten gepland.");
    expect((await html("/takken/kapoenen")).text).toContain("Eigen Leider");
    // Nothing left to remove: the block is gone from Instellingen, and a second removal removes nothing.
    const again = (await (await fetch(`${server.url}/api/demo`, jsonWrite(token, "DELETE"))).json()) as { verwijderd: { totaal: number } };
    expect(again.verwijderd.totaal).toBe(0);
  });
});

describe("a clean start (DEMO_CONTENT=false, no ADMIN_PASSWORD, no SITE_URL)", () => {
  let clean: ServerProcess;
  const cleanDir = tempDataDir();

  beforeAll(async () => {
    clean = await startServer(cleanDir, { DEMO_CONTENT: "false", ADMIN_PASSWORD: "" });
  });
  afterAll(async () => {
    await stopServer(clean);
    fs.rmSync(cleanDir, { recursive: true, force: true });
  });

  it("has the starting settings, friendly empty pages, and a checklist 'Aan de slag' for the Beheerder", async () => {
    const page = async (p: string) => (await fetch(`${clean.url}${p}`)).text();
    expect(await page("/")).toContain(`<title>${STANDAARD_NAAM}</title>`);
    const geschiedenis = await page("/geschiedenis");
    expect(geschiedenis).toContain("Geen historische gegevens gevonden");
    expect(geschiedenis).toContain("We vullen de geschiedenis van onze groep stap voor stap aan.");
    expect(await page("/kalender")).toContain("Zodra de leiding een activiteit plant, staat ze hier.");
    // No takken until the group chooses them (issue 47): none of the specification's, an empty state.
    expect(await page("/takken")).toContain("De takken van onze groep komen hier binnenkort.");
    expect((await fetch(`${clean.url}/takken/welpen`)).status).toBe(404);
    // Without SITE_URL the address the server listens on, and a warning in the log.
    expect(clean.output()).toContain("SITE_URL is niet ingesteld");
    expect(await page("/robots.txt")).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

    // The generated password: one plain, marked line (not inside a JSON log line), and it logs in.
    const lines = clean.output().split("\n");
    const line = lines.find((l) => l.startsWith("*** Admin-wachtwoord"));
    expect(line).toMatch(/^\*\*\* Admin-wachtwoord \(enkel nu getoond, bewaar het goed\): [\w-]{16} \*\*\*$/);
    // Said once the server listens, after the lines of the start-up (issue 38: it drowned in them): after its warning
    // about SITE_URL, and right after the one that points at it.
    const warning = lines.findIndex((l) => l.includes("SITE_URL is niet ingesteld"));
    const pointer = lines.findIndex((l) => l.includes("het staat op de regel met '*** Admin-wachtwoord' hieronder"));
    expect(warning).toBeGreaterThan(-1);
    expect(pointer).toBeGreaterThan(warning);
    expect(lines.indexOf(line!)).toBeGreaterThan(pointer);
    const password = /: ([\w-]{16}) \*\*\*$/.exec(line!)![1]!;
    expect(clean.output().split("\n").filter((l) => l.startsWith("{") && l.includes(password))).toEqual([]);
    const tokenResponse = await fetch(`${clean.url}/api/auth/token`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ password }) });
    expect(tokenResponse.status).toBe(200);
    const cleanToken = ((await tokenResponse.json()) as { token: string }).token;
    const panel = await fetch(`${clean.url}/admin`, { headers: { Authorization: `Bearer ${cleanToken}`, Accept: "text/html" } });
    const text = await panel.text();
    expect(text).toContain("Aan de slag");
    expect(text).toContain("(0 van 7 klaar)");
    expect(text).toContain("Kies de takken van je groep");
  });
});
