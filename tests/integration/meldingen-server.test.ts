import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brusselsInstant } from "~/lib/dates";
import { addDays, brusselsDateKey, weekdayOf } from "~/lib/days";
import { freePort } from "../helpers/free-port";
import { startPushEndpoint } from "../helpers/push-endpoint";
import { adminToken, jsonWrite, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { createTestSmtp, type ReceivedMail } from "../helpers/smtp";
import { specTakkenViaApi } from "../helpers/takken";

// The parents' messages against the BUILT server: a real SMTP server, a push service on 127.0.0.1, the site's own
// clock (FAKE_NOW) for the Thursday message, and a SIGKILL in the middle of a fan-out.

const SITE_URL = "https://www.scoutsdemostad.be";
// The evening reminder only where a test asks for it: on a real evening it would otherwise join what a test counts.
const ENV = { DEMO_CONTENT: "false", FORM_RATE_LIMIT: "1000", SITE_URL, MAIL_FROM: "website@scoutsdemostad.be", PUSH_ALLOW_PRIVATE: "true", MELDING_STILTE: "", MELDING_WACHTTIJD_S: "1", MELDING_HERINNERING: "uit" };
let smtp: ReturnType<typeof createTestSmtp>;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
const servers: ServerProcess[] = [];
const dirs: string[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  smtp = createTestSmtp(await freePort());
  await smtp.start();
  push = await startPushEndpoint();
});
afterAll(async () => {
  for (const db of clients) db.close();
  for (const server of servers) await stopServer(server);
  await smtp.stop();
  await push.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer(dataDir, { ...ENV, SMTP_URL: smtp.url, ...env });
  servers.push(server);
  await specTakkenViaApi(server.url);
  return server;
}

function database(dataDir: string): Client {
  const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}`, timeout: 5000 });
  clients.push(db);
  return db;
}

async function count(db: Client, sql: string): Promise<number> {
  return Number((await db.execute(sql)).rows[0]?.n ?? 0);
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));

async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(email).filter((m) => subject.test(m.parsed.subject ?? "")).length, { timeout: 20_000 }).toBe(1);
  return mailsTo(email).find((m) => subject.test(m.parsed.subject ?? ""))!;
}

function nextSaturday(): string {
  const today = brusselsDateKey(Date.now());
  return addDays(today, ((6 - weekdayOf(today) + 7) % 7) || 7);
}

describe("a parent subscribed to the Welpen, against the built server", () => {
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  let server: ServerProcess;
  const welpenToestel = { current: undefined as ReturnType<typeof push.subscription> | undefined };
  const saturday = nextSaturday();

  it("gets exactly one mail and one push when next Saturday's activity is cancelled; nobody else gets anything", async () => {
    // Without the weekly message: on a Thursday evening this week's would go now, and the next test's Thursday with it.
    server = await start(dataDir, { MELDING_WEEKOVERZICHT: "uit" });
    const form = (pathname: string, fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
      return fetch(`${server.url}${pathname}`, { method: "POST", headers: { Origin: server.url }, body, redirect: "manual" });
    };
    // Sign-up without JavaScript: back to the tak page with the outcome; then the mailed link's button.
    for (const [email, tak] of [["welp.ouder@example.be", "welpen"], ["kapoen.ouder@example.be", "kapoenen"]]) {
      const answer = await form("/meldingen", { email: email!, takken: tak!, redirectTo: `/takken/${tak}` });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe(`/takken/${tak}?meldingen=ok#op-de-hoogte`);
      const mail = await mailTo(email!, /^Bevestig je inschrijving/);
      const confirm = new RegExp(`${SITE_URL.replace(/\./g, "\\.")}(/meldingen/bevestigen/[A-Za-z0-9_-]{43})`).exec(mail.parsed.text ?? "")![1]!;
      expect((await fetch(`${server.url}${confirm}`)).status).toBe(200);
      expect((await form(confirm, {})).status).toBe(200);
    }
    const toestel = async (tak: string) => {
      const sub = push.subscription();
      const response = await fetch(`${server.url}/api/meldingen/push`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ subscription: { endpoint: sub.endpoint, keys: sub.keys }, takken: [tak] }),
      });
      expect(response.status).toBe(201);
      return sub;
    };
    welpenToestel.current = await toestel("welpen");
    const kapoenenToestel = await toestel("kapoenen");

    const token = await adminToken(server.url);
    const made = await fetch(
      `${server.url}/api/activiteiten`,
      jsonWrite(token, "POST", { titel: "Bosspel", takken: ["welpen"], start: `${saturday}T14:00`, einde: `${saturday}T17:00`, plaats: "Het bos", geenMelding: true }),
    );
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect((await fetch(`${server.url}/api/activiteiten/${id}`, jsonWrite(token, "PUT", { afgelast: true, reden: "stormweer" }))).status).toBe(200);

    const regel = `Afgelast: Bosspel (za ${saturday.slice(8, 10)}/${saturday.slice(5, 7)}, 14:00-17:00) - reden: stormweer`;
    const mail = await mailTo("welp.ouder@example.be", /^Afgelast/);
    expect(mail.parsed.subject).toBe(regel);
    await expect.poll(() => welpenToestel.current!.messages().length, { timeout: 20_000 }).toBe(1);
    expect(welpenToestel.current.messages()[0]).toMatchObject({ title: "Afgelast: Bosspel", url: `/kalender?tak=welpen#activiteit-${id}` });

    // The whole fan-out is two rows, both for the Welpen parent and both sent: nothing went or waits for anyone else.
    const db = database(dataDir);
    const rows = (await db.execute("SELECT channel, recipient, state FROM outbox WHERE kind = 'wijziging' ORDER BY channel")).rows;
    expect(rows.map((r) => [r.channel, r.recipient, r.state])).toEqual([
      ["mail", "welp.ouder@example.be", "sent"],
      ["push", welpenToestel.current.endpoint, "sent"],
    ]);
    expect(mailsTo("kapoen.ouder@example.be").filter((m) => !/^Bevestig/.test(m.parsed.subject ?? ""))).toHaveLength(0);
    expect(kapoenenToestel.requests()).toHaveLength(0);
  });

  it("sends the Thursday message at 19:00 by the site's clock (FAKE_NOW), once, listing that week", async () => {
    await stopServer(server, "SIGTERM");
    const thursday = addDays(saturday, -2);
    expect(weekdayOf(thursday)).toBe(4);
    const moment = new Date(brusselsInstant(thursday, "19:00") + 1000).toISOString();
    server = await start(dataDir, { FAKE_NOW: moment });
    const mail = await mailTo("welp.ouder@example.be", /^Deze week/);
    expect(mail.parsed.subject).toBe("Deze week bij de Welpen");
    expect(mail.parsed.text).toContain(`Datum: ${saturday.slice(8, 10)}/${saturday.slice(5, 7)}/${saturday.slice(0, 4)}`);
    expect(mail.parsed.text).toContain("Afgelast: ja, reden: stormweer");
    await expect.poll(() => welpenToestel.current!.messages().length, { timeout: 20_000 }).toBe(2);
    expect(welpenToestel.current!.messages()[1]).toMatchObject({ title: "Deze week bij de Welpen", url: "/kalender" });
    // The Kapoenen have nothing planned: no message.
    expect(mailsTo("kapoen.ouder@example.be").some((m) => /^Deze week/.test(m.parsed.subject ?? ""))).toBe(false);

    // A restart the same evening sends it not again.
    await stopServer(server, "SIGKILL");
    server = await start(dataDir, { FAKE_NOW: new Date(brusselsInstant(thursday, "20:00")).toISOString() });
    const db = database(dataDir);
    await expect.poll(() => count(db, "SELECT count(*) AS n FROM outbox WHERE state IN ('pending', 'sending')"), { timeout: 10_000 }).toBe(0);
    expect(await count(db, "SELECT count(*) AS n FROM outbox WHERE kind = 'week'")).toBe(2);
    expect(mailsTo("welp.ouder@example.be").filter((m) => /^Deze week/.test(m.parsed.subject ?? ""))).toHaveLength(1);
  });
});

describe("a SIGKILL in the middle of a fan-out", () => {
  it("after the restart every message has arrived exactly once", async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const server = await start(dataDir);
    const db = database(dataDir);
    // 40 confirmed Welpen parents.
    const PARENTS = 40;
    const now = Date.now();
    for (let i = 0; i < PARENTS; i++) {
      const insert = await db.execute({
        sql: "INSERT INTO melding_inschrijving (kanaal, adres, aangemaakt_op, bevestigd_op, beheer_token) VALUES ('email', ?, ?, ?, ?)",
        args: [`ouder${i}@example.be`, now, now, crypto.randomBytes(32).toString("base64url")],
      });
      await db.execute({ sql: "INSERT INTO melding_inschrijving_tak (inschrijving_id, tak_id) VALUES (?, 2)", args: [Number(insert.lastInsertRowid)] });
    }
    const token = await adminToken(server.url);
    const saturday = nextSaturday();
    const made = await fetch(`${server.url}/api/activiteiten`, jsonWrite(token, "POST", { titel: "Dropping", takken: ["welpen"], start: `${saturday}T20:00`, plaats: "Het lokaal", geenMelding: true }));
    const { id } = (await made.json()) as { id: number };

    // The mail server takes each mail's data but holds its answer: the sends in flight stay in flight.
    const held = smtp.hold();
    const before = smtp.received.length;
    await fetch(`${server.url}/api/activiteiten/${id}`, jsonWrite(token, "PUT", { afgelast: true, reden: "onweer" }));
    await held.arrived;
    const sending = () => count(db, "SELECT count(*) AS n FROM outbox WHERE state = 'sending'");
    // Every claimed row is on the wire (the worker sends as many at once as the pool has connections).
    await expect.poll(async () => (await sending()) === held.count() && held.count() > 0, { timeout: 10_000 }).toBe(true);
    const inFlight = held.count();
    expect(await count(db, "SELECT count(*) AS n FROM outbox WHERE kind = 'wijziging'")).toBe(PARENTS);

    server.child.kill("SIGKILL");
    await server.exited;
    // The mail server then answers: the mails it had are delivered, though their sender is gone.
    held.release();
    await expect.poll(() => smtp.received.length - before, { timeout: 10_000 }).toBe(inFlight);

    // The restart (stopped by afterAll).
    await start(dataDir);
    await expect.poll(() => count(db, "SELECT count(*) AS n FROM outbox WHERE state IN ('pending', 'sending')"), { timeout: 30_000 }).toBe(0);
    const delivered = smtp.received.slice(before).filter((m) => m.parsed.subject?.startsWith("Afgelast: Dropping"));
    const perParent = new Map<string, number>();
    for (const m of delivered) perParent.set(m.rcptTo[0]!, (perParent.get(m.rcptTo[0]!) ?? 0) + 1);
    expect(perParent.size).toBe(PARENTS);
    expect([...perParent.values()].every((n) => n === 1)).toBe(true);
    // The sends cut off are not sent again on their own: they show as failed, for a leader to check.
    expect(await count(db, "SELECT count(*) AS n FROM outbox WHERE state = 'failed' AND last_error LIKE 'Verzending onderbroken%'")).toBe(inFlight);
    expect(await count(db, "SELECT count(*) AS n FROM outbox WHERE kind = 'wijziging' AND state = 'sent'")).toBe(PARENTS - inFlight);
  });
});

describe("a SIGKILL in the middle of the evening reminders", () => {
  it("after the restart every parent has had tomorrow's reminder exactly once", async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    let server = await start(dataDir, { MELDING_WEEKOVERZICHT: "uit" });
    const db = database(dataDir);
    // 40 families following the Welpen and the Jin, with the reminder.
    const PARENTS = 40;
    const now = Date.now();
    for (let i = 0; i < PARENTS; i++) {
      const insert = await db.execute({
        sql: "INSERT INTO melding_inschrijving (kanaal, adres, aangemaakt_op, bevestigd_op, beheer_token, herinnering) VALUES ('email', ?, ?, ?, ?, 1)",
        args: [`gezin${i}@example.be`, now, now, crypto.randomBytes(32).toString("base64url")],
      });
      await db.execute({ sql: "INSERT INTO melding_inschrijving_tak (inschrijving_id, tak_id) VALUES (?, 2), (?, 6)", args: [Number(insert.lastInsertRowid), Number(insert.lastInsertRowid)] });
    }
    const token = await adminToken(server.url);
    const saturday = nextSaturday();
    for (const [titel, takken] of [["Bosspel", ["welpen"]], ["Klusnamiddag", ["jin"]]] as const) {
      const made = await fetch(`${server.url}/api/activiteiten`, jsonWrite(token, "POST", { titel, takken, start: `${saturday}T14:00`, einde: `${saturday}T17:00`, geenMelding: true }));
      expect(made.status).toBe(201);
    }
    await stopServer(server, "SIGTERM");

    // The evening before, just after 19:00 by the site's clock: the mail server holds its answers, the sends stay in flight.
    const held = smtp.hold();
    const before = smtp.received.length;
    const friday = addDays(saturday, -1);
    server = await start(dataDir, { MELDING_WEEKOVERZICHT: "uit", MELDING_HERINNERING: "19:00", FAKE_NOW: new Date(brusselsInstant(friday, "19:00") + 1000).toISOString() });
    await held.arrived;
    const sending = () => count(db, "SELECT count(*) AS n FROM outbox WHERE state = 'sending'");
    await expect.poll(async () => (await sending()) === held.count() && held.count() > 0, { timeout: 10_000 }).toBe(true);
    const inFlight = held.count();
    expect(await count(db, "SELECT count(*) AS n FROM outbox WHERE kind = 'herinnering'")).toBe(PARENTS);

    server.child.kill("SIGKILL");
    await server.exited;
    held.release();
    await expect.poll(() => smtp.received.length - before, { timeout: 10_000 }).toBe(inFlight);

    // The restart, later that evening: the evening is not planned again, the rest goes out.
    await start(dataDir, { MELDING_WEEKOVERZICHT: "uit", MELDING_HERINNERING: "19:00", FAKE_NOW: new Date(brusselsInstant(friday, "19:30")).toISOString() });
    await expect.poll(() => count(db, "SELECT count(*) AS n FROM outbox WHERE state IN ('pending', 'sending')"), { timeout: 30_000 }).toBe(0);
    const delivered = smtp.received.slice(before).filter((m) => m.parsed.subject === "Morgen bij de Welpen en de Jin");
    const perParent = new Map<string, number>();
    for (const m of delivered) perParent.set(m.rcptTo[0]!, (perParent.get(m.rcptTo[0]!) ?? 0) + 1);
    expect(perParent.size).toBe(PARENTS);
    expect([...perParent.values()].every((n) => n === 1)).toBe(true);
    // One message per family for both takken, with both activities.
    expect(delivered[0]!.parsed.text).toContain("Bosspel");
    expect(delivered[0]!.parsed.text).toContain("Klusnamiddag");
    expect(await count(db, "SELECT count(*) AS n FROM outbox WHERE kind = 'herinnering'")).toBe(PARENTS);
    expect(await count(db, "SELECT count(*) AS n FROM outbox WHERE state = 'failed' AND last_error LIKE 'Verzending onderbroken%'")).toBe(inFlight);
  });
});
