import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// 'Gegevens van een ouder' as a browser without JavaScript gets it from the built server: the HTML of the GET form,
// its answers, the confirmation page and the plain form post that erases (issue 48 part 5).

let server: ServerProcess;
let dataDir = "";
let cookie = "";
const OUDER = "ouder@example.be";

const get = async (query: string) => {
  const res = await fetch(`${server.url}/admin?${query}`, { headers: { Cookie: cookie } });
  return { status: res.status, html: await res.text() };
};
/** The text a reader sees: tags out, entities of the texts asserted read back. */
const tekst = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, " ");

beforeAll(async () => {
  dataDir = tempDataDir();
  server = await startServer(dataDir, { DEMO_CONTENT: "false" });
  cookie = await adminCookie(server.url);
  const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}`, timeout: 5000 });
  const now = Date.now();
  await db.execute({ sql: "INSERT INTO nieuwsbrief_inschrijving (email, created_at, confirmed_at) VALUES (?, ?, ?)", args: [OUDER, now, now] });
  await db.execute({ sql: "INSERT INTO contact_bericht (name, email, category, subject, text, created_at) VALUES ('An', ?, 'algemeen', 'Vraag over het kamp', 'Wanneer vertrekken we?', ?)", args: [OUDER, now] });
  await db.execute({ sql: "INSERT INTO nieuwsbrief_inschrijving (email, created_at, confirmed_at) VALUES ('ander@example.be', ?, ?)", args: [now, now] });
  db.close();
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("'Gegevens van een ouder' without JavaScript", () => {
  it("searches with a plain GET form, shows each kind with its details, and says what is wrong or not found", async () => {
    const leeg = await get("sectie=gegevens");
    expect(leeg.status).toBe(200);
    expect(/<form[^>]* action="\/admin" method="get">/.test(leeg.html)).toBe(true);
    expect(tekst(leeg.html)).toContain("Gegevens van een ouder");

    const gevonden = tekst((await get(`sectie=gegevens&email=${encodeURIComponent(" Ouder@Example.be ")}`)).html);
    expect(gevonden).toContain(`Onder ${OUDER} bewaart de website 2 gegevens`);
    expect(gevonden).toContain("Berichten via het contactformulier: 1");
    expect(gevonden).toContain("Nieuwsbrief: 1");
    expect(gevonden).toContain("Wanneer vertrekken we?");
    expect(gevonden).toContain("Exporteren (JSON)");
    expect(gevonden).toContain("Alles wissen");

    const download = await fetch(`${server.url}/admin/gegevens.json?email=${encodeURIComponent(OUDER)}`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="gegevens-/);
    expect(((await download.json()) as { totaal: number }).totaal).toBe(2);

    expect(tekst((await get("sectie=gegevens&email=geen-adres")).html)).toContain("Dit is geen geldig e-mailadres.");
    expect(tekst((await get("sectie=gegevens&email=niemand%40example.be")).html)).toContain("De website bewaart niets onder niemand@example.be.");
  });

  it("asks to confirm, erases with a plain form post and says what was erased", async () => {
    const vraag = await get(`sectie=gegevens&email=${encodeURIComponent(OUDER)}&wissen=1`);
    expect(tekst(vraag.html)).toContain(`Alles van ${OUDER} wissen?`);
    expect(/<form[^>]* action="\/admin\?sectie=gegevens" method="post">/.test(vraag.html)).toBe(true);
    const post = await fetch(`${server.url}/admin?sectie=gegevens`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "gegevens-wissen", email: OUDER }),
    });
    expect(post.status).toBe(302);
    const na = await get(new URL(post.headers.get("location")!, server.url).search.slice(1));
    const t = tekst(na.html);
    expect(t).toContain("Alles is gewist");
    expect(t).toContain("Berichten via het contactformulier: 1");
    expect(t).toContain("Nieuwsbrief: 1");
    // No bucket configured here: no day is promised.
    expect(t).not.toContain("Kopieën in de back-up");
    expect(tekst((await get(`sectie=gegevens&email=${encodeURIComponent(OUDER)}`)).html)).toContain(`De website bewaart niets onder ${OUDER}.`);
    expect(tekst((await get("sectie=gegevens&email=ander%40example.be")).html)).toContain("Nieuwsbrief: 1");
  });
});
