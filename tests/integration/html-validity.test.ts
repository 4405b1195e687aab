import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { createClient } from "@libsql/client";
import sharp from "sharp";
import { adminCookie, adminToken, jsonWrite, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

/**
 * The Nu HTML Checker (the W3C's validator, `vnu-jar`) reads what the built server sends for every public page and
 * every admin page, and must report no errors. It runs on Java (Debian's `default-jre-headless`; `.ci/run` installs it).
 */
const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let server: ServerProcess;
let dataDir: string;
let outDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-vnu-"));
  server = await startServer(dataDir);
});

afterAll(async () => {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

async function json<T>(pathname: string): Promise<T> {
  const response = await fetch(server.url + pathname);
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** An album with two photos and a parent's removal request, through the API and the album page's form. */
async function photoAlbum(): Promise<{ album: number; foto: number }> {
  const token = await adminToken(server.url);
  const made = await fetch(`${server.url}/api/albums`, jsonWrite(token, "POST", { titel: "Weekend aan zee", tak: "welpen", datum: "2026-11-14" }));
  const { id: album } = (await made.json()) as { id: number };
  const form = new FormData();
  for (const color of ["#b1031c", "#4ebdb6"]) {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } }).jpeg().toBuffer();
    form.append("foto", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "foto.jpg");
  }
  const uploaded = await fetch(`${server.url}/api/albums/${album}/fotos`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  if (uploaded.status !== 201) throw new Error(`upload: HTTP ${uploaded.status}`);
  const foto = ((await uploaded.json()) as { fotos: { id: number }[] }).fotos[0]!.id;
  const { url } = (await (await fetch(`${server.url}/api/albums/toegang/welpen`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { url: string };
  const opened = await fetch(`${server.url}${new URL(url).pathname}`, { redirect: "manual" });
  const parent = opened.headers.get("set-cookie")!.split(";")[0]!;
  const asked = await fetch(`${server.url}/fotos/${album}?foto=${foto}`, {
    method: "POST",
    headers: { Cookie: parent, Origin: server.url },
    body: new URLSearchParams({ foto: String(foto), reden: "Mijn zoon staat erop." }),
  });
  if (asked.status !== 200) throw new Error(`removal request: HTTP ${asked.status}`);
  return { album, foto };
}

/**
 * A parent's sign-up waiting for its confirmation and a subscription (issue 25), with known links; an absence with its
 * 'Toch aanwezig' link, and a message in the Welpen's archive (issue 39).
 */
async function meldingLinks(activiteit: number): Promise<{ bevestigen: string; beheer: string; intrekken: string; bericht: string }> {
  const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}`, timeout: 5000 });
  try {
    const [bevestig, beheer, intrek] = [crypto.randomBytes(32).toString("base64url"), crypto.randomBytes(32).toString("base64url"), crypto.randomBytes(32).toString("base64url")];
    const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
    await db.execute({
      sql: "INSERT INTO melding_aanmelding (adres, takken, herinnering, token_hash, verstuurd_op) VALUES ('nieuw@example.be', '[2]', 1, ?, ?)",
      args: [hash(bevestig), Date.now()],
    });
    const made = await db.execute({
      sql: "INSERT INTO melding_inschrijving (kanaal, adres, aangemaakt_op, bevestigd_op, beheer_token, herinnering) VALUES ('email', 'ouder@example.be', ?, ?, ?, 1)",
      args: [Date.now(), Date.now(), beheer],
    });
    await db.execute({ sql: "INSERT INTO melding_inschrijving_tak (inschrijving_id, tak_id) VALUES (?, 2)", args: [Number(made.lastInsertRowid)] });
    await db.execute({
      sql: "INSERT INTO afmelding (activiteit_id, tak_id, naam, reden, email, intrek_token_hash, aangemaakt_op) VALUES (?, 2, 'Lotte', 'ziek', 'ouder@example.be', ?, ?)",
      args: [activiteit, hash(intrek), Date.now()],
    });
    const inhoud = { regel: "Afgelast: Bosspel (za 05/12, 14:00-17:00) - reden: storm", eerder: null, activiteiten: [{ titel: "Bosspel", dag: "zaterdag 05/12/2026", uren: "14:00 - 17:00", plaats: "Het bos", meebrengen: "Laarzen", takken: "Welpen", afgelast: true, reden: "storm", pad: "/kalender?tak=welpen" }] };
    const bericht = await db.execute({
      sql: "INSERT INTO melding_bericht (sleutel, soort, titel, inhoud, hele_groep, verstuurd_op) VALUES ('html-check', 'wijziging', ?, ?, 0, ?)",
      args: [inhoud.regel, JSON.stringify(inhoud), Date.now()],
    });
    await db.execute({ sql: "INSERT INTO melding_bericht_tak (bericht_id, tak_id) VALUES (?, 2)", args: [Number(bericht.lastInsertRowid)] });
    return { bevestigen: `/meldingen/bevestigen/${bevestig}`, beheer: `/meldingen/beheer/${beheer}`, intrekken: `/afmelden/intrekken/${intrek}`, bericht: `/berichten/${bericht.lastInsertRowid}` };
  } finally {
    db.close();
  }
}

/** A sign-up with a known 'Inschrijving annuleren' link (issue 51). */
async function annuleerLink(activiteit: number): Promise<string> {
  const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}`, timeout: 5000 });
  try {
    const token = crypto.randomBytes(32).toString("base64url");
    await db.execute({
      sql: "INSERT INTO inschrijving (activiteit_id, tak_id, naam, opmerking, email, annuleer_token_hash, aangemaakt_op) VALUES (?, 2, 'Lotte', 'Geen noten', 'ouder@example.be', ?, ?)",
      args: [activiteit, crypto.createHash("sha256").update(token).digest("hex"), Date.now()],
    });
    return `/inschrijven/annuleren/${token}`;
  } finally {
    db.close();
  }
}

describe("Nu HTML Checker", () => {
  it("reports no errors on the public pages and the admin pages", async () => {
    const [nieuws] = await json<Array<{ id: string }>>("/api/nieuws");
    const {
      history: [periode],
    } = await json<{ history: Array<{ id: string }> }>("/api/geschiedenis");
    const [leider] = await json<Array<{ id: number }>>("/api/leiding");
    const activiteiten = await json<Array<{ id: number; kamp: unknown; takken: string[]; afgelast: boolean; start: string }>>("/api/activiteiten");
    const [activiteit] = activiteiten;
    // Issue 28: the demo has a camp for every age tak.
    const kamp = activiteiten.find((a) => a.kamp !== null);
    // Scouting years (issue 17): the demo has archived years and next year's draft.
    const jaren = await json<{ huidig: string; archief: string[] }>("/api/scoutsjaar");
    const archiefJaar = jaren.archief[0]!;
    const conceptJaar = `${Number(jaren.huidig.slice(5))}-${Number(jaren.huidig.slice(5)) + 1}`;
    expect(nieuws && periode && leider && activiteit && kamp, "the demo content has news, a period, a leader, an activity and a camp").toBeTruthy();
    const fotos = await photoAlbum();
    // A coming activity of the Welpen, for 'Afmelden' (issue 39).
    const afmeldbaar = activiteiten.find((a) => a.takken.includes("welpen") && !a.afgelast && Date.parse(a.start) > Date.now() + 60 * 60 * 1000)!;
    expect(afmeldbaar, "the demo has a coming Welpen activity").toBeTruthy();
    const melding = await meldingLinks(afmeldbaar.id);
    // Issue 51: the same activity asks for sign-ups (one place: the second answer is the waiting list).
    const token = await adminToken(server.url);
    expect((await fetch(`${server.url}/api/activiteiten/${afmeldbaar.id}`, jsonWrite(token, "PUT", { inschrijven: true, plaatsen: 1, geenMelding: true }))).status).toBe(200);
    const annuleren = await annuleerLink(afmeldbaar.id);

    const publicPages = [
      "/",
      "/nieuws",
      `/nieuws/${nieuws!.id}`,
      "/takken",
      "/takken/kapoenen",
      "/takken/leiding",
      "/kalender",
      "/kalender?tak=welpen",
      "/kamp",
      "/kamp/welpen",
      "/geschiedenis",
      `/geschiedenis/${periode!.id}`,
      `/geschiedenis/leiding/${archiefJaar}`,
      "/about",
      "/contact",
      "/admin",
      "/admin/wachtwoord-vergeten",
      "/admin/uitnodiging/onbekend",
      "/nieuwsbrief/bevestigen/onbekend",
      // Parents' messages (issue 25): the sign-up block is on /kalender and the tak pages above.
      "/takken/welpen?meldingen=ongeldig",
      melding.bevestigen,
      melding.beheer,
      "/meldingen/bevestigen/onbekend",
      "/meldingen/beheer/onbekend",
      // The weekly loop (issue 39): 'Afmelden', its 'Toch aanwezig' page, a message of the archive, a family's feed block.
      `/afmelden/${afmeldbaar.id}`,
      `/afmelden/${afmeldbaar.id}?tak=welpen`,
      melding.intrekken,
      "/afmelden/intrekken/onbekend",
      `/inschrijven/${afmeldbaar.id}`,
      annuleren,
      "/inschrijven/annuleren/onbekend",
      melding.bericht,
      "/kalender?agenda=welpen&agenda=jin",
      // Photos (issue 29): without a parents' link, /fotos explains in one paragraph.
      "/fotos",
      "/bestaat-niet",
    ];
    const adminPages = [
      // Issue 51: 'Deze week', the panel's first view, for every tak and for one
      "/admin",
      "/admin?tak=welpen",
      "/admin?sectie=leiding",
      `/admin?sectie=leiding&jaar=${conceptJaar}`,
      `/admin?sectie=leiding&jaar=${archiefJaar}`,
      `/admin/leiding/add?jaar=${conceptJaar}`,
      "/admin?sectie=activiteiten",
      "/admin?sectie=geschiedenis",
      "/admin?sectie=boekjes",
      "/admin?sectie=berichten",
      "/admin?sectie=meldingen",
      "/admin?sectie=nieuwsbrief",
      "/admin?sectie=accounts",
      "/admin?sectie=logboek",
      // Issue 48: a parent's data, found (a subscription and an absence), asked to erase, a bad address, nothing found
      "/admin?sectie=gegevens",
      "/admin?sectie=gegevens&email=ouder%40example.be",
      "/admin?sectie=gegevens&email=ouder%40example.be&wissen=1",
      "/admin?sectie=gegevens&email=geen-adres",
      "/admin?sectie=gegevens&email=niemand%40example.be",
      "/admin?sectie=gegevens&gewist=meldingen:1,afmeldingen:1&tot=1767225600000",
      "/admin/account",
      "/admin/account/add",
      "/admin/leiding/add",
      `/admin/leiding/${leider!.id}`,
      "/admin/kenteken/add",
      `/admin/kenteken/${periode!.id}`,
      "/admin/activiteit/add",
      `/admin/activiteit/${activiteit!.id}`,
      `/admin/activiteit/${kamp!.id}`,
      "/admin/activiteit/reeks",
      // Issue 27: what a series made.
      `/admin/activiteit/reeks?toegevoegd=${activiteit!.id}`,
      // Issue 23: the group's settings, part by part, and a tak's texts
      "/admin?sectie=instellingen",
      "/admin?sectie=instellingen&deel=logo",
      "/admin?sectie=instellingen&deel=kleur",
      "/admin?sectie=instellingen&deel=teksten",
      "/admin?sectie=instellingen&deel=takken",
      "/admin/tak/welpen",
      // Issue 47: stopping a tak with content (what happens, the choice for its coming activities).
      "/admin/tak/welpen/stoppen",
      // Photos as a logged-in leader sees them (everything), and their admin section with a removal request.
      "/fotos",
      `/fotos/${fotos.album}`,
      `/fotos/${fotos.album}?foto=${fotos.foto}`,
      "/admin?sectie=fotos",
      `/admin?sectie=fotos&album=${fotos.album}`,
    ];
    const cookie = await adminCookie(server.url);
    const files = new Map<string, string>();
    for (const [index, page] of [...publicPages, ...adminPages].entries()) {
      const admin = index >= publicPages.length;
      const response = await fetch(server.url + page, { headers: admin ? { Cookie: cookie } : {} });
      expect(response.headers.get("content-type"), page).toContain("text/html");
      const file = path.join(outDir, `page-${index}.html`);
      fs.writeFileSync(file, await response.text());
      files.set(file, page);
    }

    // Issue 27: the series' preview, an answer to a post.
    const preview = await fetch(`${server.url}/admin/activiteit/reeks`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: new URLSearchParams({ intent: "voorbeeld", titel: "Vergadering", takken: "welpen", weekdag: "6", beginuur: "14:00", einduur: "17:00", eersteDatum: "2090-03-01", laatsteDatum: "2090-03-31" }),
    });
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("data-testid=\"reeks-voorbeeld\"");
    const previewFile = path.join(outDir, "page-reeks-voorbeeld.html");
    fs.writeFileSync(previewFile, previewHtml);
    files.set(previewFile, "/admin/activiteit/reeks (Data bekijken)");

    // Issue 39: the answers of 'Afmelden' (the thanks, and the form with its refusals).
    for (const [name, fields] of [
      ["bedankt", { naam: "Mila", tak: "welpen", email: "ouder@example.be" }],
      ["geweigerd", { naam: "", tak: "welpen", email: "geen-adres" }],
    ] as const) {
      const answer = await fetch(`${server.url}/afmelden/${afmeldbaar.id}`, { method: "POST", headers: { Origin: server.url }, body: new URLSearchParams(fields) });
      const file = path.join(outDir, `page-afmelden-${name}.html`);
      fs.writeFileSync(file, await answer.text());
      files.set(file, `/afmelden/${afmeldbaar.id} (${name})`);
    }

    // Issue 51: the answers of 'Inschrijven' (a place, the waiting list, a refusal).
    for (const [name, fields] of [
      ["plaats", { naam: "Mila", tak: "welpen", email: "ouder@example.be" }],
      ["wachtlijst", { naam: "Jan", tak: "welpen", opmerking: "Geen noten" }],
      ["geweigerd", { naam: "", tak: "welpen", email: "geen-adres" }],
    ] as const) {
      const answer = await fetch(`${server.url}/inschrijven/${afmeldbaar.id}`, { method: "POST", headers: { Origin: server.url }, body: new URLSearchParams(fields) });
      const file = path.join(outDir, `page-inschrijven-${name}.html`);
      fs.writeFileSync(file, await answer.text());
      files.set(file, `/inschrijven/${afmeldbaar.id} (${name})`);
    }

    // Issue 47: the refused stop (moved, but to no tak), and a neutral start: its empty takken page, 'Aan de slag' and
    // the movements' sets, then the same as a Chiro group (its word 'afdeling').
    const refused = await fetch(`${server.url}/admin/tak/welpen/stoppen`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body: new URLSearchParams({ activiteiten: "verplaatsen" }) });
    expect(refused.status).toBe(400);
    const refusedFile = path.join(outDir, "page-tak-stoppen-geweigerd.html");
    fs.writeFileSync(refusedFile, await refused.text());
    files.set(refusedFile, "/admin/tak/welpen/stoppen (geweigerd)");
    const cleanDir = tempDataDir();
    const clean = await startServer(cleanDir, { DEMO_CONTENT: "false" });
    try {
      const cleanCookie = await adminCookie(clean.url);
      const bewaar = async (pagina: string, naam: string, headers: Record<string, string> = {}) => {
        const file = path.join(outDir, `page-neutraal-${naam}.html`);
        fs.writeFileSync(file, await (await fetch(clean.url + pagina, { headers })).text());
        files.set(file, `${pagina} (neutrale start, ${naam})`);
      };
      await bewaar("/takken", "takken");
      await bewaar("/admin", "aan-de-slag", { Cookie: cleanCookie });
      await bewaar("/admin?sectie=instellingen&deel=takken", "startsets", { Cookie: cleanCookie });
      const body = new URLSearchParams({ intent: "takken-startset", set: "chiro" });
      for (const naam of ["Ribbels", "Speelclub", "Rakwi's", "Tito's", "Keti's", "Aspi's", "Leiding"]) body.append("namen", naam);
      const gekozen = await fetch(`${clean.url}/admin?sectie=instellingen&deel=takken`, { method: "POST", headers: { Cookie: cleanCookie, Origin: clean.url }, body, redirect: "manual" });
      expect([200, 302, 303]).toContain(gekozen.status);
      await bewaar("/takken", "chiro-takken");
      await bewaar("/takken/rakwis", "chiro-rakwis");
      await bewaar("/admin?sectie=instellingen&deel=takken", "chiro-beheer", { Cookie: cleanCookie });
      await bewaar("/admin/tak/rakwis", "chiro-tak", { Cookie: cleanCookie });
      await bewaar("/admin/tak/rakwis/stoppen", "chiro-verwijderen", { Cookie: cleanCookie });
    } finally {
      await stopServer(clean);
      fs.rmSync(cleanDir, { recursive: true, force: true });
    }

    let output: string;
    try {
      const result = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files.keys()], {
        maxBuffer: 16 * 1024 * 1024,
      });
      output = result.stderr;
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { stderr?: string };
      if (failure.code === "ENOENT") throw new Error("Java is missing: install Debian's default-jre-headless (.ci/run does).", { cause: error });
      // vnu exits 1 when it reports errors; its JSON is on stderr.
      output = failure.stderr ?? "";
      if (!output.trim().startsWith("{")) throw error;
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    const report = messages.map((m) => `${files.get(new URL(m.url).pathname) ?? m.url}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`.trim());
    expect(report).toEqual([]);
  }, 180_000);
});
