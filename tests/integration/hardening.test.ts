import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendLarge } from "../helpers/early-answer";
import { startImageServer } from "../helpers/image-server";
import { startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// Malformed, hostile and conflicting input against the BUILT server over real HTTP: always a 4xx with a JSON error
// (API) or a Dutch message (forms), never a 500, and the stored rows and files exactly as they were.

const PASSWORD = "hardening-wachtwoord";
const dataDir = tempDataDir();
let server: ServerProcess;
let db: Client;
let token = "";
let cookie = "";
let clientNumber = 0;

/** Every request from its own client address (TRUST_PROXY=1), so the login and form rate limits stay out of the way. */
function nextAddress(): string {
  clientNumber += 1;
  return `198.51.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
}

type Auth = "bearer" | "cookie" | "none";

async function send(
  method: string,
  url: string,
  options: { auth?: Auth; body?: BodyInit; type?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set("X-Forwarded-For", nextAddress());
  if (options.type) headers.set("Content-Type", options.type);
  if (options.auth === "bearer") headers.set("Authorization", `Bearer ${token}`);
  if (options.auth === "cookie") {
    headers.set("Cookie", cookie);
    if (!headers.has("Origin")) headers.set("Origin", server.url);
  }
  const init: RequestInit & { duplex?: "half" } = { method, headers, body: options.body, redirect: "manual" };
  // A stream goes out chunked, without a Content-Length.
  if (options.body instanceof ReadableStream) init.duplex = "half";
  return fetch(`${server.url}${url}`, init);
}

const json = (value: unknown) => ({ body: typeof value === "string" ? value : JSON.stringify(value), type: "application/json" });
const urlencoded = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: "application/x-www-form-urlencoded",
});
function multipart(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return { body: form };
}
const file = (bytes: Buffer | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

const TABLES = ["tak", "leiding", "leiding_tak", "geschiedenis", "geschiedenis_artikel", "contact_bericht", "nieuwsbrief_inschrijving"];

/** Every stored row of the content tables plus the uploaded files: what must not change after a refusal. */
async function snapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) {
    const rs = await db.execute(`SELECT * FROM ${table} ORDER BY rowid`);
    parts.push([table, rs.rows.map((row) => ({ ...row }))]);
  }
  for (const dir of ["media", "boekjes"]) {
    const full = path.join(dataDir, dir);
    parts.push([dir, fs.existsSync(full) ? fs.readdirSync(full).sort() : []]);
  }
  return JSON.stringify(parts);
}

async function count(table: string): Promise<number> {
  const rs = await db.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number(rs.rows[0]?.n);
}

// Badge links point at a local image server: a valid period's link is downloaded, and nothing may reach the internet.
const images = await startImageServer();
const BADGE = `${images.url}/kenteken.png`;
const BIG = "x".repeat(100 * 1024);
const CONTROL = "Naam\u0000met\u0007controle\u001b[31m";
const EMOJI = "Kamp 🏕️🔥 met 👨‍👩‍👧";
const SQL = "x'); DROP TABLE leiding; --";
const HTML = '<script>alert(1)</script><img src=x onerror="alert(2)">';
const TRAVERSAL_IDS = ["..%2F..%2Fetc%2Fpasswd", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "..%5C..%5Cwindows", "abc%00.jpg", "%00"];
const BAD_NUMERIC_IDS = ["abc", "-1", "0", "1.5", "1e3", "99999999999999999999", "0x10", ...TRAVERSAL_IDS];

type Case = {
  name: string;
  method: string;
  url: string;
  auth?: Auth;
  input?: { body?: BodyInit; type?: string };
  headers?: Record<string, string>;
  /** Exact status; otherwise any 4xx. */
  status?: number;
  /** Forms: a Dutch text the answer must contain. */
  text?: string | RegExp;
};

const apiCases: Case[] = [
  // Auth token
  { name: "token: malformed JSON", method: "POST", url: "/api/auth/token", input: json('{"password":'), status: 400 },
  { name: "token: JSON array", method: "POST", url: "/api/auth/token", input: json("[1,2]"), status: 400 },
  { name: "token: JSON null", method: "POST", url: "/api/auth/token", input: json("null"), status: 400 },
  { name: "token: missing password", method: "POST", url: "/api/auth/token", input: json({ wachtwoord: "x" }), status: 400 },
  { name: "token: password as object", method: "POST", url: "/api/auth/token", input: json({ password: { $ne: "" } }) },
  { name: "token: 100 KB password", method: "POST", url: "/api/auth/token", input: json({ password: BIG }) },
  { name: "token: text/plain", method: "POST", url: "/api/auth/token", input: { body: `password=${PASSWORD}`, type: "text/plain" } },
  { name: "token: GET", method: "GET", url: "/api/auth/token", status: 405 },

  // Leiding
  { name: "leiding: unauthenticated", method: "POST", url: "/api/leiding", auth: "none", input: json({ name: "a" }), status: 401 },
  { name: "leiding: wrong token", method: "POST", url: "/api/leiding", auth: "none", headers: { Authorization: "Bearer nep" }, input: json({}), status: 401 },
  { name: "leiding: empty JSON", method: "POST", url: "/api/leiding", input: json({}), status: 400 },
  { name: "leiding: malformed JSON", method: "POST", url: "/api/leiding", input: json('{"name": "x",'), status: 400 },
  { name: "leiding: JSON string", method: "POST", url: "/api/leiding", input: json('"leiding"'), status: 400 },
  { name: "leiding: name as object", method: "POST", url: "/api/leiding", input: json({ name: { a: 1 }, tel: "1", functie: 1, image: "AAAA" }), status: 400 },
  { name: "leiding: name as array", method: "POST", url: "/api/leiding", input: json({ name: ["a"], tel: "1", functie: 1 }), status: 400 },
  { name: "leiding: functie text", method: "POST", url: "/api/leiding", input: json({ name: "a", tel: "1", functie: "kapoenen" }), status: 400 },
  { name: "leiding: functie negative", method: "POST", url: "/api/leiding", input: json({ name: "a", tel: "1", functie: -3 }), status: 400 },
  { name: "leiding: functie huge", method: "POST", url: "/api/leiding", input: json({ name: "a", tel: "1", functie: 1e300 }), status: 400 },
  { name: "leiding: functie SQL", method: "POST", url: "/api/leiding", input: json({ name: SQL, tel: "1", functie: "1 OR 1=1" }), status: 400 },
  { name: "leiding: 100 KB name", method: "POST", url: "/api/leiding", input: json({ name: BIG, tel: "1", functie: 1 }), status: 400 },
  { name: "leiding: control chars, no photo", method: "POST", url: "/api/leiding", input: json({ name: CONTROL, tel: "1", functie: 1 }), status: 400 },
  { name: "leiding: image is text", method: "POST", url: "/api/leiding", input: json({ name: HTML, tel: "1", functie: 1, image: Buffer.from("geen foto").toString("base64") }), status: 400 },
  { name: "leiding: extra fields only", method: "POST", url: "/api/leiding", input: json('{"id":1,"admin":true,"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}'), status: 400 },
  { name: "leiding: multipart without boundary", method: "POST", url: "/api/leiding", input: { body: "--x\r\n", type: "multipart/form-data" }, status: 400 },
  { name: "leiding: broken multipart", method: "POST", url: "/api/leiding", input: { body: "--abc\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nx", type: "multipart/form-data; boundary=abc" }, status: 400 },
  { name: "leiding: text/plain body", method: "POST", url: "/api/leiding", input: { body: "name=x&tel=1&functie=1", type: "text/plain" }, status: 400 },
  { name: "leiding: XML body", method: "POST", url: "/api/leiding", input: { body: "<leiding/>", type: "application/xml" }, status: 400 },
  { name: "leiding: no body", method: "POST", url: "/api/leiding", status: 400 },
  { name: "leiding: PATCH", method: "PATCH", url: "/api/leiding", status: 405 },
  ...BAD_NUMERIC_IDS.flatMap((id): Case[] => [
    { name: `leiding PUT id ${id}`, method: "PUT", url: `/api/leiding/${id}`, input: json({ name: "Nieuw" }) },
    { name: `leiding DELETE id ${id}`, method: "DELETE", url: `/api/leiding/${id}` },
    { name: `leidingtak PUT id ${id}`, method: "PUT", url: `/api/leidingtak/${id}`, input: json({ tak_id: 2 }) },
    { name: `leidingtak DELETE id ${id}`, method: "DELETE", url: `/api/leidingtak/${id}` },
    { name: `takken PUT id ${id}`, method: "PUT", url: `/api/takken/${id}`, input: json({ name: "Nieuw" }) },
    { name: `takken DELETE id ${id}`, method: "DELETE", url: `/api/takken/${id}` },
    { name: `boekje PUT id ${id}`, method: "PUT", url: `/api/takken/boekje/${id}`, input: multipart({ boekje: file("%PDF-1.4\n%%EOF\n", "b.pdf", "application/pdf") }) },
    { name: `leiding GET id ${id}`, method: "GET", url: `/api/leiding/${id}` },
    { name: `takken GET id ${id}`, method: "GET", url: `/api/takken/${id}` },
  ]),
  { name: "leiding PUT: unknown id", method: "PUT", url: "/api/leiding/999999", input: json({ name: "x" }), status: 404 },
  { name: "leiding PUT: functie wrong type", method: "PUT", url: "/api/leiding/1", input: json({ functie: "abc" }), status: 400 },
  { name: "leiding PUT: control characters", method: "PUT", url: "/api/leiding/1", input: json({ name: CONTROL }), status: 400 },
  { name: "leiding PUT: tel 100 KB", method: "PUT", url: "/api/leiding/1", input: json({ tel: BIG }), status: 400 },
  { name: "leiding PUT: functie unknown tak", method: "PUT", url: "/api/leiding/1", input: json({ functie: 4242 }) },
  { name: "leiding DELETE: unknown id", method: "DELETE", url: "/api/leiding/999999", status: 404 },

  // Leidingtak
  { name: "leidingtak: empty", method: "POST", url: "/api/leidingtak", input: json({}), status: 400 },
  { name: "leidingtak: ids as text", method: "POST", url: "/api/leidingtak", input: json({ leiding_id: "een", tak_id: "twee" }), status: 400 },
  { name: "leidingtak: ids negative", method: "POST", url: "/api/leidingtak", input: json({ leiding_id: -1, tak_id: -2 }), status: 400 },
  { name: "leidingtak: ids huge", method: "POST", url: "/api/leidingtak", input: json({ leiding_id: "99999999999999999999999", tak_id: 1 }), status: 400 },
  { name: "leidingtak: unknown leiding", method: "POST", url: "/api/leidingtak", input: json({ leiding_id: 999999, tak_id: 1 }), status: 400 },
  { name: "leidingtak: unknown tak", method: "POST", url: "/api/leidingtak", input: json({ leiding_id: 1, tak_id: 999 }), status: 400 },
  { name: "leidingtak: ids as array", method: "POST", url: "/api/leidingtak", input: json({ leiding_id: [1], tak_id: [2] }), status: 400 },
  // A write without a file reads 64 KB of JSON at most (issue 36): more is refused before it is parsed.
  { name: "leidingtak: 100 KB body field", method: "POST", url: "/api/leidingtak", input: json({ leiding_id: 999999, tak_id: 1, x: BIG }), status: 413 },
  { name: "leidingtak PUT: unknown id", method: "PUT", url: "/api/leidingtak/999999", input: json({ tak_id: 2 }), status: 404 },

  // Takken
  { name: "takken: empty", method: "POST", url: "/api/takken", input: json({}), status: 400 },
  { name: "takken: id text", method: "POST", url: "/api/takken", input: json({ id: "abc", name: "Nieuwe tak" }), status: 400 },
  { name: "takken: id negative", method: "POST", url: "/api/takken", input: json({ id: -5, name: "Nieuwe tak" }), status: 400 },
  { name: "takken: id huge", method: "POST", url: "/api/takken", input: json({ id: "1e400", name: "Nieuwe tak" }), status: 400 },
  { name: "takken: id taken", method: "POST", url: "/api/takken", input: json({ id: 1, name: "Andere naam" }), status: 409 },
  { name: "takken: name taken", method: "POST", url: "/api/takken", input: json({ name: "Kapoenen" }), status: 409 },
  { name: "takken: name as object", method: "POST", url: "/api/takken", input: json({ name: { $gt: "" } }), status: 400 },
  { name: "takken: name with control characters", method: "POST", url: "/api/takken", input: json({ name: CONTROL }), status: 400 },
  { name: "takken: colour not hex", method: "POST", url: "/api/takken", input: json({ name: "Kleurtak", color: "red;background:url(x)" }), status: 400 },
  { name: "takken: email invalid", method: "POST", url: "/api/takken", input: json({ name: "Mailtak", email: "<a@b>" }), status: 400 },
  { name: "takken: 100 KB name", method: "POST", url: "/api/takken", input: json({ name: BIG }), status: 400 },
  { name: "takken: beschrijving too long", method: "POST", url: "/api/takken", input: json({ name: "Lange tak", beschrijving: "x".repeat(20_001) }), status: 400 },
  { name: "takken PUT: unknown id", method: "PUT", url: "/api/takken/999", input: json({ name: "x" }), status: 404 },
  { name: "takken PUT: name taken", method: "PUT", url: "/api/takken/2", input: json({ name: "Kapoenen" }), status: 409 },
  { name: "takken PUT: colour object", method: "PUT", url: "/api/takken/2", input: json({ color: { r: 1 } }), status: 400 },
  { name: "takken DELETE: unknown id", method: "DELETE", url: "/api/takken/999", status: 404 },

  // Boekje
  { name: "boekje: no file", method: "PUT", url: "/api/takken/boekje/1", input: multipart({ iets: "x" }), status: 400 },
  { name: "boekje: unknown tak", method: "PUT", url: "/api/takken/boekje/999", input: multipart({ boekje: file("%PDF-1.4\n", "b.pdf", "application/pdf") }), status: 404 },
  { name: "boekje: JSON base64 not a PDF", method: "PUT", url: "/api/takken/boekje/1", input: json({ boekje: Buffer.from("<html>").toString("base64") }), status: 400 },
  { name: "boekje: malformed JSON", method: "PUT", url: "/api/takken/boekje/1", input: json("{"), status: 400 },

  // Geschiedenis
  { name: "geschiedenis: empty", method: "POST", url: "/api/geschiedenis", input: json({}), status: 400 },
  { name: "geschiedenis: beginjaar text", method: "POST", url: "/api/geschiedenis", input: json({ titel: "T1", beginjaar: "negentig", aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE }), status: 400 },
  { name: "geschiedenis: beginjaar huge", method: "POST", url: "/api/geschiedenis", input: json({ titel: "T2", beginjaar: 1e20, aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE }), status: 400 },
  { name: "geschiedenis: 100 KB titel", method: "POST", url: "/api/geschiedenis", input: json({ titel: BIG, beginjaar: 2000, aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE }), status: 400 },
  { name: "geschiedenis: javascript: kenteken", method: "POST", url: "/api/geschiedenis", input: json({ titel: "T3", beginjaar: 2000, aalmoezenier: "a", groepsleiding: "g", kenteken: "javascript:alert(1)" }), status: 400 },
  { name: "geschiedenis: traversal kenteken", method: "POST", url: "/api/geschiedenis", input: json({ titel: "T4", beginjaar: 2000, aalmoezenier: "a", groepsleiding: "g", kenteken: "/media/../../etc/passwd" }), status: 400 },
  { name: "geschiedenis: titel only punctuation", method: "POST", url: "/api/geschiedenis", input: json({ titel: "../../", beginjaar: 2000, aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE }), status: 400 },
  { name: "geschiedenis: titel only emoji", method: "POST", url: "/api/geschiedenis", input: json({ titel: "🏕️🔥", beginjaar: 2000, aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE }), status: 400 },
  { name: "geschiedenis: kentekenBestand text", method: "POST", url: "/api/geschiedenis", input: multipart({ titel: "T5", beginjaar: "2000", aalmoezenier: "a", groepsleiding: "g", kentekenBestand: file("geen beeld", "k.png", "image/png") }), status: 400 },
  ...["..%2F..%2Fetc%2Fpasswd", "%2e%2e%2f", "abc%00def", "bestaat-niet", "x".repeat(300)].flatMap((id): Case[] => [
    { name: `geschiedenis PUT id ${id.slice(0, 30)}`, method: "PUT", url: `/api/geschiedenis/${id}`, input: json({ kamp: "x" }), status: 404 },
    { name: `geschiedenis DELETE id ${id.slice(0, 30)}`, method: "DELETE", url: `/api/geschiedenis/${id}`, status: 404 },
    { name: `geschiedenis GET id ${id.slice(0, 30)}`, method: "GET", url: `/api/geschiedenis/${id}`, status: 404 },
    { name: `articles GET id ${id.slice(0, 30)}`, method: "GET", url: `/api/geschiedenis/articles/${id}`, status: 404 },
  ]),
  { name: "article: missing", method: "POST", url: "/api/geschiedenis/articles", input: json({}), status: 400 },
  { name: "article: traversal period", method: "POST", url: "/api/geschiedenis/articles", input: json({ geschiedenisId: "../../etc/passwd", artikel: "x" }) },
  { name: "article: unknown period", method: "POST", url: "/api/geschiedenis/articles", input: json({ geschiedenisId: "bestaat-niet", artikel: "x" }) },
  { name: "article: NUL period", method: "POST", url: "/api/geschiedenis/articles", input: json({ geschiedenisId: "a\u0000b", artikel: "x" }) },
  { name: "article: too long", method: "POST", url: "/api/geschiedenis/articles", input: json({ geschiedenisId: "x", artikel: "x".repeat(20_001) }), status: 400 },

  // Unknown paths
  { name: "unknown API path", method: "GET", url: "/api/..%2F..%2Fetc%2Fpasswd", status: 404 },
  { name: "unknown API path POST", method: "POST", url: "/api/bestaat/niet", input: json({}), status: 404 },
  { name: "generate-token is gone", method: "POST", url: "/api/auth/generateToken", status: 410 },
];

// Cookie-carried writes: the same refusals, and another site's requests refused outright.
const cookieCases: Case[] = [
  { name: "cookie: malformed JSON", method: "POST", url: "/api/leiding", auth: "cookie", input: json("{"), status: 400 },
  { name: "cookie: missing fields", method: "POST", url: "/api/takken", auth: "cookie", input: urlencoded({}), status: 400 },
  { name: "cookie: foreign Origin", method: "DELETE", url: "/api/leiding/1", auth: "cookie", headers: { Origin: "https://evil.example" }, status: 403 },
  { name: "cookie: foreign Origin PUT", method: "PUT", url: "/api/takken/1", auth: "cookie", headers: { Origin: "https://evil.example" }, input: json({ name: "Gekaapt" }), status: 403 },
  { name: "cookie: cross-site fetch", method: "POST", url: "/api/leidingtak", auth: "cookie", headers: { "Sec-Fetch-Site": "cross-site" }, input: json({ leiding_id: 1, tak_id: 2 }), status: 403 },
  { name: "cookie: null Origin", method: "POST", url: "/api/takken", auth: "cookie", headers: { Origin: "null" }, input: json({ name: "Uit een sandbox" }), status: 403 },
];

const formCases: Case[] = [
  // Admin list actions (cookie, same origin)
  { name: "admin: unknown intent", method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "alles-wissen" }), status: 400, text: "Onbekende actie." },
  { name: "admin: no intent", method: "POST", url: "/admin", auth: "cookie", input: urlencoded({}), status: 400, text: "Onbekende actie." },
  { name: "admin: JSON body", method: "POST", url: "/admin", auth: "cookie", input: json("{"), status: 400 },
  ...["abc", "", "-1", "1.5", "99999999999999999999", "../../etc/passwd", "1\u0000"].flatMap((id): Case[] => [
    { name: `admin: leiding-verwijderen ${JSON.stringify(id)}`, method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "leiding-verwijderen", id }), text: /bestaat niet|niet gevonden/i },
    { name: `admin: tak-verwijderen ${JSON.stringify(id)}`, method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "tak-verwijderen", id }), text: /bestaat niet|niet gevonden/i },
    { name: `admin: tak-wijzigen ${JSON.stringify(id)}`, method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "tak-wijzigen", id, tak_id: "2" }), text: /bestaat niet|niet gevonden/i },
    { name: `admin: kenteken-verwijderen ${JSON.stringify(id)}`, method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "kenteken-verwijderen", id }), text: "Er was een probleem bij het verwijderen van het kenteken" },
    { name: `admin: boekje-uploaden ${JSON.stringify(id)}`, method: "POST", url: "/admin", auth: "cookie", input: multipart({ intent: "boekje-uploaden", id, boekje: file("%PDF-1.4\n%%EOF\n", "b.pdf", "application/pdf") }), text: /bestaat niet|niet gevonden/i },
    { name: `admin: bericht-afgehandeld ${JSON.stringify(id)}`, method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "bericht-afgehandeld", id }), text: /bestaat niet|niet gevonden/i },
    { name: `admin: mail-opnieuw ${JSON.stringify(id)}`, method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "mail-opnieuw", id }), text: /wacht niet|niet gevonden/i },
    { name: `admin: inschrijving-verwijderen ${JSON.stringify(id)}`, method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "inschrijving-verwijderen", id }), text: /bestaat niet|niet gevonden/i },
  ]),
  { name: "admin: tak-toevoegen ids text", method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "tak-toevoegen", leiding_id: "x", tak_id: "y" }), status: 400, text: "Controleer de gemarkeerde velden." },
  { name: "admin: tak-toevoegen unknown leiding", method: "POST", url: "/admin", auth: "cookie", input: urlencoded({ intent: "tak-toevoegen", leiding_id: "999999", tak_id: "1" }), status: 400, text: "Deze leiding bestaat niet." },
  { name: "admin: boekje-uploaden no file", method: "POST", url: "/admin", auth: "cookie", input: multipart({ intent: "boekje-uploaden", id: "1" }), status: 400, text: "Kies een PDF-bestand." },
  { name: "admin: boekje-uploaden HTML", method: "POST", url: "/admin", auth: "cookie", input: multipart({ intent: "boekje-uploaden", id: "1", boekje: file("<html><script>alert(1)</script></html>", "boekje.pdf", "application/pdf") }), status: 400, text: "Alleen PDF bestanden zijn toegestaan" },
  { name: "admin: unauthenticated action", method: "POST", url: "/admin", auth: "none", input: urlencoded({ intent: "leiding-verwijderen", id: "1" }), status: 302 },
  { name: "admin: foreign Origin action", method: "POST", url: "/admin", auth: "cookie", headers: { Origin: "https://evil.example" }, input: urlencoded({ intent: "leiding-verwijderen", id: "1" }) },

  // Admin add/edit forms
  { name: "form: leiding add empty", method: "POST", url: "/admin/leiding/add", auth: "cookie", input: multipart({}), status: 400, text: "Naam is verplicht" },
  { name: "form: leiding add 100 KB name", method: "POST", url: "/admin/leiding/add", auth: "cookie", input: multipart({ name: BIG, tel: "1", functie: "1" }), status: 400, text: "Naam is te lang" },
  { name: "form: leiding add functie SQL", method: "POST", url: "/admin/leiding/add", auth: "cookie", input: multipart({ name: SQL, tel: HTML, functie: "1; DROP TABLE tak" }), status: 400, text: "Kies een tak" },
  { name: "form: leiding add text as photo", method: "POST", url: "/admin/leiding/add", auth: "cookie", input: multipart({ name: EMOJI, tel: "1", functie: "1", image: file("geen foto", "foto.jpg", "image/jpeg") }), status: 400, text: "geen geldige afbeelding" },
  { name: "form: leiding edit non-numeric", method: "POST", url: "/admin/leiding/abc", auth: "cookie", input: multipart({ name: "x", tel: "1", functie: "1" }), status: 404 },
  { name: "form: leiding edit traversal", method: "POST", url: "/admin/leiding/..%2F..%2Fetc%2Fpasswd", auth: "cookie", input: multipart({ name: "x", tel: "1", functie: "1" }), status: 404 },
  { name: "form: leiding edit unknown", method: "POST", url: "/admin/leiding/999999", auth: "cookie", input: multipart({ name: "x", tel: "1", functie: "1" }), status: 404 },
  { name: "form: leiding edit huge id", method: "POST", url: "/admin/leiding/99999999999999999999999", auth: "cookie", input: multipart({ name: "x", tel: "1", functie: "1" }), status: 404 },
  { name: "form: kenteken add empty", method: "POST", url: "/admin/kenteken/add", auth: "cookie", input: multipart({}), status: 400, text: "Titel is verplicht" },
  { name: "form: kenteken add beginjaar text", method: "POST", url: "/admin/kenteken/add", auth: "cookie", input: multipart({ titel: "Nieuw", beginjaar: "abc", aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE }), status: 400, text: "Beginjaar moet een jaartal zijn" },
  { name: "form: kenteken edit traversal", method: "POST", url: "/admin/kenteken/..%2F..%2Fetc%2Fpasswd", auth: "cookie", input: multipart({ titel: "Nieuw", beginjaar: "2000", aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE }), status: 404 },
  { name: "form: kenteken edit NUL id", method: "POST", url: "/admin/kenteken/abc%00", auth: "cookie", input: multipart({ titel: "Nieuw", beginjaar: "2000", aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE }), status: 404 },
  { name: "form: unknown category", method: "POST", url: "/admin/bestaat/add", auth: "cookie", input: multipart({ x: "1" }), status: 404 },
  { name: "form: JSON body", method: "POST", url: "/admin/leiding/add", auth: "cookie", input: json('{"name":'), status: 400 },
  { name: "form: unauthenticated", method: "POST", url: "/admin/leiding/add", auth: "none", input: multipart({ name: "x", tel: "1", functie: "1" }), status: 302 },

  // Contact
  { name: "contact: empty", method: "POST", url: "/contact", input: urlencoded({}), status: 400, text: "Naam is verplicht." },
  { name: "contact: bad e-mail", method: "POST", url: "/contact", input: urlencoded({ name: "a", email: "a@@b", subject: "s", message: "m" }), status: 400, text: "Vul een geldig e-mailadres in." },
  { name: "contact: header injection in e-mail", method: "POST", url: "/contact", input: urlencoded({ name: "a", email: "a@b.be\r\nBcc: x@y.be", subject: "s", message: "m" }), status: 400, text: "Vul een geldig e-mailadres in." },
  { name: "contact: unknown category", method: "POST", url: "/contact", input: urlencoded({ name: "a", email: "a@b.be", category: "../../etc", subject: "s", message: "m" }), status: 400, text: "Kies een categorie uit de lijst." },
  // Larger than a stranger may send (64 KB): refused before it is read.
  { name: "contact: 100 KB message", method: "POST", url: "/contact", input: urlencoded({ name: "a", email: "a@b.be", subject: "s", message: BIG }), status: 413, text: "Het verzoek is te groot." },
  { name: "contact: 6000 characters", method: "POST", url: "/contact", input: urlencoded({ name: "a", email: "a@b.be", subject: "s", message: "x".repeat(6000) }), status: 400, text: /maximaal 5000 tekens/ },
  {
    name: "contact: 100 KB chunked without Content-Length",
    method: "POST",
    url: "/contact",
    input: {
      body: new Blob([new URLSearchParams({ name: "a", email: "a@b.be", subject: "s", message: BIG }).toString()]).stream(),
      type: "application/x-www-form-urlencoded",
    },
    status: 413,
    text: "Het verzoek is te groot.",
  },
  { name: "contact: JSON body", method: "POST", url: "/contact", input: json({ name: "a", email: "a@b.be", subject: "s", message: "m" }), status: 400 },
  { name: "contact: malformed multipart", method: "POST", url: "/contact", input: { body: "rommel", type: "multipart/form-data; boundary=zzz" }, status: 400 },
  { name: "contact: text/plain", method: "POST", url: "/contact", input: { body: "name=a", type: "text/plain" }, status: 400 },
  { name: "contact: control characters in subject", method: "POST", url: "/contact", input: urlencoded({ name: "a", email: "a@b.be", subject: "Hallo\u0000\u001b[2J", message: "m" }), status: 400, text: "Onderwerp bevat ongeldige tekens." },
  { name: "contact: control characters in name", method: "POST", url: "/contact", input: urlencoded({ name: CONTROL, email: "a@b.be", subject: "s", message: "m" }), status: 400, text: "Naam bevat ongeldige tekens." },

  // Newsletter
  { name: "nieuwsbrief: missing e-mail", method: "POST", url: "/nieuwsbrief", input: urlencoded({ _js: "1" }), status: 400, text: "Vul een geldig e-mailadres in." },
  { name: "nieuwsbrief: SQL e-mail", method: "POST", url: "/nieuwsbrief", input: urlencoded({ _js: "1", email: "a@b.be' OR '1'='1" }), status: 400, text: "Vul een geldig e-mailadres in." },
  { name: "nieuwsbrief: HTML e-mail", method: "POST", url: "/nieuwsbrief", input: urlencoded({ _js: "1", email: HTML }), status: 400, text: "Vul een geldig e-mailadres in." },
  { name: "nieuwsbrief: 100 KB e-mail", method: "POST", url: "/nieuwsbrief", input: urlencoded({ _js: "1", email: `${BIG}@b.be` }) },
  {
    name: "nieuwsbrief: 100 KB chunked",
    method: "POST",
    url: "/nieuwsbrief",
    input: { body: new Blob([new URLSearchParams({ _js: "1", email: `${BIG}@b.be` }).toString()]).stream(), type: "application/x-www-form-urlencoded" },
  },
  { name: "nieuwsbrief: JSON body", method: "POST", url: "/nieuwsbrief", input: json({ email: "a@b.be" }), status: 400 },
  { name: "nieuwsbrief: broken multipart", method: "POST", url: "/nieuwsbrief", input: { body: "x", type: "multipart/form-data" }, status: 400 },
  { name: "nieuwsbrief: without JS goes back with the flag", method: "POST", url: "/nieuwsbrief", input: urlencoded({ email: "nee", redirectTo: "//evil.example/x" }), status: 303 },
];

// The news refresh takes no input: whatever is sent, it refreshes (200) and changes no stored row.
const refreshCases: Case[] = [
  { name: "refresh /: malformed JSON", method: "POST", url: "/?index", input: json("{"), status: 200 },
  { name: "refresh /nieuws: 100 KB form", method: "POST", url: "/nieuws", input: urlencoded({ q: BIG }), status: 413 },
  { name: "refresh /nieuws: multipart junk", method: "POST", url: "/nieuws", input: { body: "x", type: "multipart/form-data; boundary=q" }, status: 200 },
];

beforeAll(async () => {
  server = await startServer(dataDir, { ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "1", FORM_RATE_LIMIT: "10000" });
  db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}` });
  const tokenResponse = await send("POST", "/api/auth/token", json({ password: PASSWORD }));
  token = ((await tokenResponse.json()) as { token: string }).token;
  const login = await send("POST", "/admin", { ...urlencoded({ intent: "login", password: PASSWORD }), headers: { Origin: "" } });
  cookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0]!;
  expect(token).toBeTruthy();
  expect(cookie).toMatch(/^scouts_admin=./);
  // A booklet and a photo to keep in place through every refused upload.
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1000, 32), Buffer.from("\n%%EOF\n")]);
  expect((await send("PUT", "/api/takken/boekje/1", { auth: "bearer", ...multipart({ boekje: file(pdf, "b.pdf", "application/pdf") }) })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  db?.close();
  await stopServer(server, "SIGTERM");
  await images.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function runCase(c: Case) {
  const before = await snapshot();
  const response = await send(c.method, c.url, { auth: c.auth ?? (c.url.startsWith("/api/") ? "bearer" : "none"), ...c.input, headers: c.headers }).catch(
    (error: unknown) => {
      throw new Error(`${c.name}: no answer`, { cause: error });
    },
  );
  const text = await response.text();
  const label = `${c.name}: ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, label).not.toBe(500);
  if (c.status !== undefined) expect(response.status, label).toBe(c.status);
  else expect(response.status >= 400 && response.status < 500, label).toBe(true);
  if (c.url.startsWith("/api/")) {
    expect(response.headers.get("Content-Type"), label).toMatch(/application\/json/);
    if (response.status >= 400) expect(typeof (JSON.parse(text) as { error?: unknown }).error, label).toBe("string");
  }
  if (c.text) {
    if (typeof c.text === "string") expect(text, label).toContain(c.text);
    else expect(text, label).toMatch(c.text);
  }
  expect(await snapshot(), `${c.name}: stored data changed`).toBe(before);
}

describe("malformed input never gives a 500 and never changes data", () => {
  it.each(apiCases.map((c) => [c.name, c] as const))("API %s", async (_name, c) => runCase(c));
  it.each(cookieCases.map((c) => [c.name, c] as const))("%s", async (_name, c) => runCase(c));
  it.each(formCases.map((c) => [c.name, c] as const))("%s", async (_name, c) => runCase(c));
  it.each(refreshCases.map((c) => [c.name, c] as const))("%s", async (_name, c) => runCase(c));

  it("stores emoji, SQL and HTML meta-characters as plain text", async () => {
    const response = await send("PUT", "/api/leiding/1", { auth: "bearer", ...json({ name: `${EMOJI} ${SQL} ${HTML}`.slice(0, 100) }) });
    expect(response.status).toBe(200);
    const rs = await db.execute("SELECT name FROM leiding WHERE id = 1");
    expect(rs.rows[0]?.name).toBe(`${EMOJI} ${SQL} ${HTML}`.slice(0, 100));
    expect(await count("leiding")).toBeGreaterThan(1);
    const page = await (await send("GET", "/takken/leiding")).text();
    expect(page).not.toContain("<script>alert(1)</script>");
  });
});

describe("duplicate and conflicting requests", () => {
  const periode = { titel: "Dubbele periode", beginjaar: 2030, aalmoezenier: "a", groepsleiding: "g", kenteken: BADGE };

  it("creates the same period once when it is sent twice at the same time", async () => {
    const before = await count("geschiedenis");
    const answers = await Promise.all([1, 2, 3].map(() => send("POST", "/api/geschiedenis", { auth: "bearer", ...json(periode) })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await count("geschiedenis")).toBe(before + 1);
  });

  it("deletes a period once when it is deleted twice at the same time", async () => {
    const before = await count("geschiedenis");
    const answers = await Promise.all([1, 2].map(() => send("DELETE", "/api/geschiedenis/dubbele-periode", { auth: "bearer" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await count("geschiedenis")).toBe(before - 1);
  });

  it("assigns the same leader to the same tak once", async () => {
    const existing = await db.execute("SELECT leiding_id, tak_id FROM leiding_tak ORDER BY id LIMIT 1");
    const pair = { leiding_id: Number(existing.rows[0]!.leiding_id), tak_id: Number(existing.rows[0]!.tak_id) };
    const before = await snapshot();
    const again = await send("POST", "/api/leidingtak", { auth: "bearer", ...json(pair) });
    expect(again.status).toBe(409);
    expect(await snapshot()).toBe(before);

    const free = await db.execute(
      "SELECT t.id FROM tak t WHERE t.id NOT IN (SELECT tak_id FROM leiding_tak WHERE leiding_id = ?) ORDER BY t.id LIMIT 1",
      [pair.leiding_id],
    );
    const fresh = { leiding_id: pair.leiding_id, tak_id: Number(free.rows[0]!.id) };
    const countBefore = await count("leiding_tak");
    const answers = await Promise.all([1, 2, 3].map(() => send("POST", "/api/leidingtak", { auth: "bearer", ...json(fresh) })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await count("leiding_tak")).toBe(countBefore + 1);

    // Moving another assignment onto an existing pair is the same duplicate.
    const created = (await answers.find((a) => a.status === 201)!.json()) as { id: number };
    const moved = await send("PUT", `/api/leidingtak/${created.id}`, { auth: "bearer", ...json({ tak_id: pair.tak_id }) });
    expect(moved.status).toBe(409);
  });

  it("creates a tak with the same name once", async () => {
    const before = await count("tak");
    const answers = await Promise.all([1, 2].map(() => send("POST", "/api/takken", { auth: "bearer", ...json({ name: "Zeescouts" }) })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await count("tak")).toBe(before + 1);
  });

  it("deletes a leader once when deleted twice at the same time", async () => {
    const before = await count("leiding");
    const answers = await Promise.all([1, 2].map(() => send("DELETE", "/api/leiding/2", { auth: "bearer" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await count("leiding")).toBe(before - 1);
  });
});

/**
 * A one-colour 1-bit greyscale PNG of width x height pixels: the rows compress to almost nothing, so the file is
 * tiny while decoding it would need the whole canvas. Written by hand because encoding 400 megapixels takes an
 * image library many seconds.
 */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.byteLength);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("uploads that lie or are too large", () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = pngBomb(20000, 20000);
    // A valid PNG as an image library sees it: 400 megapixels in a few KB.
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 20000, 20000]);
  });

  const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: "#3d8b37" } }).jpeg().toBuffer();

  it("refuses each and keeps the earlier photo and booklet", async () => {
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const periodeId = String((await db.execute("SELECT id FROM geschiedenis ORDER BY id LIMIT 1")).rows[0]?.id);
    const bigPdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(22 * 1024 * 1024, 32)]);
    // Small enough to pass the Content-Length check, so the server stops reading halfway through the body: the
    // client must still get the 413 (not a reset connection), every time.
    const justOver = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(20 * 1024 * 1024 + 300 * 1024, 32)]);
    const justOverCases: Case[] = Array.from({ length: 4 }, (_, i): Case[] => [
      { name: `PDF just over 20 MB (${i + 1})`, method: "PUT", url: "/api/takken/boekje/1", input: multipart({ boekje: file(justOver, "groot.pdf", "application/pdf") }), status: 413 },
      { name: `PDF just over 20 MB in the panel (${i + 1})`, method: "POST", url: "/admin", auth: "cookie", input: multipart({ intent: "boekje-uploaden", id: "1", boekje: file(justOver, "groot.pdf", "application/pdf") }), status: 413 },
    ]).flat();
    const cases: Case[] = [
      { name: "bomb as leader photo", method: "PUT", url: "/api/leiding/1", input: multipart({ image: file(bomb, "bom.png", "image/png") }), status: 400 },
      { name: "bomb as badge", method: "PUT", url: `/api/geschiedenis/${periodeId}`, input: multipart({ kentekenBestand: file(bomb, "bom.png", "image/png") }) },
      { name: "bomb in the add form", method: "POST", url: "/admin/leiding/add", auth: "cookie", input: multipart({ name: "Bom", tel: "1", functie: "1", image: file(bomb, "bom.png", "image/png") }), status: 400 },
      { name: "text named .jpg", method: "PUT", url: "/api/leiding/1", input: multipart({ image: file("dit is tekst", "foto.jpg", "image/jpeg") }), status: 400 },
      { name: "HTML named .jpg", method: "PUT", url: "/api/leiding/1", input: multipart({ image: file(HTML, "foto.jpg", "image/jpeg") }), status: 400 },
      { name: "SVG with script", method: "PUT", url: "/api/leiding/1", input: multipart({ image: file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "x.svg", "image/svg+xml") }) },
      ...justOverCases,
      { name: "JPEG as boekje", method: "PUT", url: "/api/takken/boekje/1", input: multipart({ boekje: file(await jpeg(), "boekje.pdf", "application/pdf") }), status: 400 },
      { name: "HTML named .pdf", method: "PUT", url: "/api/takken/boekje/1", input: multipart({ boekje: file("<!doctype html><script>alert(1)</script>", "boekje.pdf", "application/pdf") }), status: 400 },
      { name: "traversal file name", method: "PUT", url: "/api/takken/boekje/1", input: multipart({ boekje: file("nee", "../../../etc/passwd", "application/pdf") }), status: 400 },
      { name: "NUL in file name", method: "PUT", url: "/api/leiding/1", input: multipart({ image: file("nee", "foto\u0000.jpg", "image/jpeg") }), status: 400 },
    ];
    const photo = (await db.execute("SELECT imagename FROM leiding WHERE id = 1")).rows[0]?.imagename;
    const bookletOf = async () => (await db.execute("SELECT bestand FROM boekje WHERE tak_id = 1 ORDER BY maand DESC LIMIT 1")).rows[0]?.bestand;
    const booklet = await bookletOf();
    expect(booklet).toBeTruthy();
    for (const c of cases) await runCase(c);
    // Over the limit by its Content-Length: answered 413 before a byte is read, and the connection closed, so the rest
    // is not uploaded for nothing (a browser reads that early answer; fetch() cannot, hence the plain HTTP client).
    for (const [url, method, auth] of [
      ["/api/takken/boekje/1", "PUT", { Authorization: `Bearer ${token}` }],
      ["/admin", "POST", { Cookie: cookie }],
    ] as const) {
      const answer = await sendLarge(`${server.url}${url}`, bigPdf.byteLength, { method, headers: { ...auth, "Content-Type": "multipart/form-data; boundary=x" } });
      expect([url, answer.status, answer.connection]).toEqual([url, 413, "close"]);
      expect(answer.sent, url).toBeLessThan(bigPdf.byteLength);
    }
    expect((await db.execute("SELECT imagename FROM leiding WHERE id = 1")).rows[0]?.imagename).toBe(photo);
    expect(await bookletOf()).toBe(booklet);
    expect((await send("GET", `/boekjes/${String(booklet)}`)).status).toBe(200);
  }, 60_000);
});

describe("origin, CORS, cookie and headers", () => {
  it("grants no CORS to another origin", async () => {
    for (const [method, url] of [
      ["GET", "/api/leiding"],
      ["OPTIONS", "/api/leiding"],
      ["OPTIONS", "/api/takken/1"],
      ["GET", "/api/nieuws"],
    ] as const) {
      const response = await send(method, url, {
        headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "DELETE", "Access-Control-Request-Headers": "authorization" },
      });
      expect(response.status, `${method} ${url}`).not.toBe(500);
      expect(response.headers.get("Access-Control-Allow-Origin"), `${method} ${url}`).toBeNull();
      expect(response.headers.get("Access-Control-Allow-Credentials"), `${method} ${url}`).toBeNull();
    }
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/ and Secure behind https", async () => {
    const plain = await send("POST", "/admin", urlencoded({ intent: "login", password: PASSWORD }));
    const plainCookie = plain.headers.get("Set-Cookie") ?? "";
    expect(plainCookie).toMatch(/HttpOnly/);
    expect(plainCookie).toMatch(/SameSite=Lax/);
    expect(plainCookie).toMatch(/Path=\//);
    expect(plainCookie).not.toMatch(/Secure/);

    const https = await send("POST", "/admin", { ...urlencoded({ intent: "login", password: PASSWORD }), headers: { "X-Forwarded-Proto": "https" } });
    expect(https.status).toBe(302);
    const secureCookie = https.headers.get("Set-Cookie") ?? "";
    expect(secureCookie).toMatch(/; Secure/);
    expect(secureCookie).toMatch(/HttpOnly/);
    expect(https.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });

  it("sends the security headers on pages and API answers alike", async () => {
    for (const [method, url, auth] of [
      ["GET", "/", "none"],
      ["GET", "/api/leiding", "none"],
      ["GET", "/api/takken/abc", "none"],
      ["POST", "/api/takken", "bearer"],
      ["GET", "/api/bestaat-niet", "none"],
      ["GET", "/bestaat-niet", "none"],
    ] as const) {
      const response = await send(method, url, { auth, ...(method === "POST" ? json({}) : {}) });
      const label = `${method} ${url}`;
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp, label).toMatch(/default-src 'self'/);
      expect(csp, label).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("Content-Security-Policy-Report-Only"), label).toBeNull();
      expect(response.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options"), label).toBe("DENY");
      expect(response.headers.get("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("X-Powered-By"), label).toBeNull();
    }
  });

  it("answers admin pages and API writes with Cache-Control: no-store", async () => {
    const checks: Array<[string, string, Auth, { body?: BodyInit; type?: string }?]> = [
      ["GET", "/admin", "none"],
      ["GET", "/admin", "cookie"],
      ["GET", "/admin?sectie=berichten", "cookie"],
      ["GET", "/admin/leiding/add", "cookie"],
      ["GET", "/admin/nieuwsbrief.csv", "cookie"],
      ["POST", "/admin", "cookie", urlencoded({ intent: "onbekend" })],
      ["PUT", "/api/takken/3", "bearer", json({ leeftijd: "8-10" })],
      ["POST", "/api/takken", "bearer", json({})],
      ["DELETE", "/api/leidingtak/999999", "bearer"],
      ["POST", "/api/auth/token", "none", json({ password: PASSWORD })],
    ];
    for (const [method, url, auth, input] of checks) {
      const response = await send(method, url, { auth, ...input });
      expect(response.headers.get("Cache-Control"), `${method} ${url} (${response.status})`).toMatch(/no-store/);
    }
  });
});
