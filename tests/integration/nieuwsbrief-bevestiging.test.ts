import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STANDAARD_NAAM } from "~/domains/instellingen/defaults";
import { freePort } from "../helpers/free-port";
import { ADMIN_PASSWORD, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { createTestSmtp, type ReceivedMail } from "../helpers/smtp";

// Double opt-in against the BUILT server and a real SMTP server: a sign-up is stored unconfirmed and mailed a link;
// only following it (and pressing the button) makes the address a subscriber; every mail can unsubscribe.

const MAIL_FROM = "website@scoutsdemostad.be";
const SITE_URL = "https://www.scoutsdemostad.be";
let server: ServerProcess;
let smtp: ReturnType<typeof createTestSmtp>;
let db: Client;
let cookie = "";
const dataDir = tempDataDir();

beforeAll(async () => {
  smtp = createTestSmtp(await freePort());
  await smtp.start();
  server = await startServer(dataDir, { DEMO_CONTENT: "false", SMTP_URL: smtp.url, MAIL_FROM, FORM_RATE_LIMIT: "1000", SITE_URL });
  db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}` });
  const login = await post("/admin", { intent: "login", password: ADMIN_PASSWORD });
  cookie = login.headers.get("Set-Cookie")!.split(";")[0]!;
});
afterAll(async () => {
  db?.close();
  await stopServer(server);
  await smtp?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function post(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

async function signUp(email: string): Promise<{ outcome: string; message: string }> {
  const response = await post("/nieuwsbrief", { email, _js: "1" });
  expect(response.status).toBe(200);
  return (await response.json()) as { outcome: string; message: string };
}

async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  await expect.poll(() => smtp.received.filter((m) => m.rcptTo.includes(address)).length, { timeout: 10_000 }).toBe(count);
  return smtp.received.filter((m) => m.rcptTo.includes(address));
}

/** The path of a link in a mail (the mail names the site's public address). */
function linkPath(text: string, kind: "bevestigen" | "uitschrijven"): string {
  const link = new RegExp(`${SITE_URL.replace(/\./g, "\\.")}(/nieuwsbrief/${kind}/[A-Za-z0-9_-]+)`).exec(text)?.[1];
  expect(link, `${kind} link in:\n${text}`).toBeDefined();
  return link!;
}

async function row(email: string) {
  return (await db.execute({ sql: "SELECT * FROM nieuwsbrief_inschrijving WHERE email = ?", args: [email] })).rows[0];
}

async function csv(): Promise<string> {
  const response = await fetch(`${server.url}/admin/nieuwsbrief.csv`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

async function adminList(): Promise<string> {
  return (await fetch(`${server.url}/admin?sectie=nieuwsbrief`, { headers: { Cookie: cookie } })).text();
}

describe("newsletter double opt-in", () => {
  it("stores a sign-up unconfirmed, mails the confirmation link, and confirms only with the button", async () => {
    const email = "ouder@example.be";
    const answer = await signUp(email);
    expect(answer.outcome).toBe("ok");
    expect(answer.message).toBe("Bedankt voor je inschrijving! Bevestig je adres via de link in je mailbox.");
    expect(answer.message.startsWith("Bedankt voor je inschrijving!")).toBe(true);

    const [mail] = await mailsTo(email, 1);
    expect(mail!.parsed.from?.value[0]?.address).toBe(MAIL_FROM);
    expect(mail!.parsed.subject).toBe(`Bevestig je inschrijving voor de nieuwsbrief van ${STANDAARD_NAAM}`);
    const text = mail!.parsed.text ?? "";
    const confirm = linkPath(text, "bevestigen");
    const unsubscribe = linkPath(text, "uitschrijven");
    expect(mail!.parsed.headers.get("list")).toMatchObject({ unsubscribe: { url: `${SITE_URL}${unsubscribe}` } });
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // Stored, not yet a subscriber; only a hash of the confirmation token is kept.
    const stored = await row(email);
    expect(stored?.confirmed_at).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(confirm.split("/").pop()!);
    expect(await csv()).not.toContain(email);
    expect(await adminList()).toMatch(new RegExp(`${email}[\\s\\S]*?Niet bevestigd`));

    // Opening the link (as a mail scanner does) shows a button and confirms nothing.
    const page = await fetch(`${server.url}${confirm}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Bevestig je inschrijving");
    expect(html).toContain("Inschrijving bevestigen");
    expect((await row(email))?.confirmed_at).toBeNull();

    const confirmed = await post(confirm, {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Je inschrijving is bevestigd");
    expect((await row(email))?.confirmed_at).not.toBeNull();
    expect(await csv()).toContain(email);
    expect(await adminList()).toMatch(new RegExp(`${email}[\\s\\S]*?Bevestigd`));

    // The link is used up.
    const again = await fetch(`${server.url}${confirm}`);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Deze link werkt niet (meer)");
  });

  it("a second sign-up with the same address is no error and sends no flood of mails", async () => {
    const email = "tweemaal@example.be";
    await signUp(email);
    await mailsTo(email, 1);
    expect((await signUp(email)).outcome).toBe("ok");
    // The confirmation mail is not sent again within ten minutes: a sign-up after it gets its mail, this one none.
    await signUp("daarna-1@example.be");
    await mailsTo("daarna-1@example.be", 1);
    expect(smtp.received.filter((m) => m.rcptTo.includes(email))).toHaveLength(1);
    expect(Number((await db.execute({ sql: "SELECT count(*) AS n FROM nieuwsbrief_inschrijving WHERE email = ?", args: [email] })).rows[0]?.n)).toBe(1);

    // A confirmed address signing up again gets no mail either.
    expect((await signUp("ouder@example.be")).outcome).toBe("ok");
    await signUp("daarna-2@example.be");
    await mailsTo("daarna-2@example.be", 1);
    expect(smtp.received.filter((m) => m.rcptTo.includes("ouder@example.be"))).toHaveLength(1);
  });

  it("the unsubscribe link removes the address, through its button or a mail program's one-click POST", async () => {
    const [mail] = await mailsTo("ouder@example.be", 1);
    const unsubscribe = linkPath(mail!.parsed.text ?? "", "uitschrijven");
    const page = await fetch(`${server.url}${unsubscribe}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Uitschrijven uit de nieuwsbrief");
    expect(await row("ouder@example.be")).toBeDefined();

    const done = await post(unsubscribe, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Je bent uitgeschreven");
    expect(await row("ouder@example.be")).toBeUndefined();
    expect(await csv()).not.toContain("ouder@example.be");
    expect((await fetch(`${server.url}${unsubscribe}`)).status).toBe(404);

    // RFC 8058: the mail program posts List-Unsubscribe=One-Click itself, without the site's Origin.
    const [other] = await mailsTo("tweemaal@example.be", 1);
    const oneClick = linkPath(other!.parsed.text ?? "", "uitschrijven");
    const response = await fetch(`${server.url}${oneClick}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await row("tweemaal@example.be")).toBeUndefined();
  });
});

describe("without SMTP", () => {
  it("stores the sign-up unconfirmed and logs a warning", async () => {
    const quietDir = tempDataDir();
    const quiet = await startServer(quietDir, { DEMO_CONTENT: "false" });
    try {
      const response = await fetch(`${quiet.url}/nieuwsbrief`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: quiet.url },
        body: new URLSearchParams({ email: "zonder@example.be", _js: "1" }).toString(),
      });
      expect(((await response.json()) as { outcome: string }).outcome).toBe("ok");
      await expect.poll(() => quiet.output()).toContain("geen SMTP_URL");
      const client = createClient({ url: `file:${path.join(quietDir, "scouts.db")}` });
      try {
        const rows = (await client.execute("SELECT email, confirmed_at FROM nieuwsbrief_inschrijving")).rows;
        expect(rows.map((r) => [r.email, r.confirmed_at])).toEqual([["zonder@example.be", null]]);
      } finally {
        client.close();
      }
    } finally {
      await stopServer(quiet);
      fs.rmSync(quietDir, { recursive: true, force: true });
    }
  });
});
