import { bewaarInstelling, getInstellingen } from "~/domains/instellingen/instellingen.server";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb, prepareDatabase, transaction } from "~/db/client.server";
import { nieuwsbriefInschrijving } from "~/domains/nieuwsbrief/schema";
import { confirmSubscription, removeInschrijving, subscribe, unsubscribe } from "~/domains/nieuwsbrief/mutations.server";
import { CONFIRM_LINK_VALID_MS, CONFIRM_RESEND_AFTER_MS, csvCell, findConfirmation, inschrijvingenCsv, listInschrijvingen } from "~/domains/nieuwsbrief/nieuwsbrief.server";
import { returnPathWithOutcome, safeReturnPath } from "~/domains/nieuwsbrief/outcome";
import { nieuwsbriefSchema } from "~/domains/nieuwsbrief/validation";
import { action as nieuwsbriefAction, loader as nieuwsbriefLoader } from "~/routes/nieuwsbrief";
import { withTestSmtp } from "../helpers/smtp";
import { withTempDataDir } from "../helpers/temp-data";
import { callRoute } from "../helpers/route";
import { runAsSystem } from "~/domains/auth/actor.server";

withTempDataDir();
beforeAll(async () => {
  await prepareDatabase();
});

async function post(fields: Record<string, string>, clientAddress: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request("http://127.0.0.1/nieuwsbrief", { method: "POST", body });
  return callRoute(nieuwsbriefAction, request, {}, clientAddress);
}

describe("newsletter sign-up", () => {
  it("stores the address lowercased once; the same address again is not an error", async () => {
    await subscribe(nieuwsbriefSchema.parse({ email: "  Ouder@Example.BE " }), 1_000);
    await subscribe(nieuwsbriefSchema.parse({ email: "ouder@example.be" }), 2_000);
    const rows = await listInschrijvingen();
    expect(rows.map((r) => [r.email, r.createdAt])).toEqual([["ouder@example.be", 1_000]]);
  });

  it("rejects what is not an e-mail address with a Dutch message", () => {
    const result = nieuwsbriefSchema.safeParse({ email: "geen adres" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Vul een geldig e-mailadres in.");
  });

  it("without JavaScript sends the visitor back to the same-site page with the outcome flag", async () => {
    const ok = (await post({ email: "Twee@Example.be", redirectTo: "/takken?x=1&nieuwsbrief=ongeldig" }, "10.1.0.1"));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/takken?x=1&nieuwsbrief=ok#nieuwsbrief");
    expect((await listInschrijvingen()).map((r) => r.email)).toContain("twee@example.be");

    const bad = (await post({ email: "fout", redirectTo: "/about" }, "10.1.0.1"));
    expect(bad.headers.get("Location")).toBe("/about?nieuwsbrief=ongeldig#nieuwsbrief");

    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = (await post({ email: "drie@example.be", redirectTo: target }, "10.1.0.2"));
      expect(res.headers.get("Location")).toBe("/?nieuwsbrief=ok#nieuwsbrief");
    }
  });

  it("with JavaScript answers the outcome as data, and limits each address", async () => {
    const res = await post({ email: "vier@example.be", _js: "1" }, "10.1.0.3");
    expect(await res.json()).toEqual({ outcome: "ok", message: "Bedankt voor je inschrijving! Bevestig je adres via de link in je mailbox." });
    const invalid = await post({ email: "x", _js: "1" }, "10.1.0.3");
    expect(invalid.status).toBe(400);
    for (let i = 0; i < 4; i++) await post({ email: `vijf${i}@example.be`, _js: "1" }, "10.1.0.3");
    const blocked = await post({ email: "zes@example.be", _js: "1" }, "10.1.0.3");
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { outcome: string }).outcome).toBe("te-veel");
    expect((await listInschrijvingen()).map((r) => r.email)).not.toContain("zes@example.be");
  });

  it("redirects a GET of /nieuwsbrief to the home page", () => {
    const res = nieuwsbriefLoader();
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });

  it("only accepts same-site paths to go back to", () => {
    expect(safeReturnPath("/geschiedenis/abc?q=1")).toBe("/geschiedenis/abc?q=1");
    expect(safeReturnPath("https://evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
    expect(returnPathWithOutcome("/", "te-veel")).toBe("/?nieuwsbrief=te-veel#nieuwsbrief");
  });
});

describe("newsletter export", () => {
  it("quotes CSV cells and neutralises formulas", () => {
    expect(csvCell("gewoon@example.be")).toBe("gewoon@example.be");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+32 470")).toBe("'+32 470");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("regel\neen")).toBe('"regel\neen"');
  });

  it("exports every confirmed subscriber with a header row, and a removed one is gone", async () => {
    // An address may legally start with a formula character or hold a quote.
    await subscribe({ email: '=cmd"x@example.be' }, Date.UTC(2026, 0, 5, 9, 30));
    expect(await inschrijvingenCsv()).not.toContain("cmd");
    await getDb().update(nieuwsbriefInschrijving).set({ confirmedAt: Date.now() }).where(eq(nieuwsbriefInschrijving.email, '=cmd"x@example.be'));
    const csv = await inschrijvingenCsv();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("E-mailadres,Ingeschreven op");
    expect(lines).toContain(`"'=cmd""x@example.be",05/01/2026 10:30`);
    expect(csv.endsWith("\r\n")).toBe(true);

    const row = (await listInschrijvingen()).find((r) => r.email.startsWith("=cmd"))!;
    expect(await runAsSystem(() => removeInschrijving(row.id))).toBe(true);
    expect(await runAsSystem(() => removeInschrijving(row.id))).toBe(false);
    expect(await inschrijvingenCsv()).not.toContain("cmd");
  });
});

describe("confirmation links", () => {
  const server = withTestSmtp();

  async function tokenOf(email: string, nth: number): Promise<string> {
    const mails = server().received.filter((m) => m.rcptTo.includes(email));
    const text = mails[nth]?.parsed.text ?? "";
    return /\/nieuwsbrief\/bevestigen\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
  }

  it("keep the unsubscribe link's token only as a hash: the database alone unsubscribes nobody, the mailed link does", async () => {
    const email = "hash@example.be";
    const { groep } = await getInstellingen();
    await transaction((tx) => bewaarInstelling(tx, "groep", { ...groep, email: "groepsleiding@example.be" }));
    await (await subscribe({ email })).mail;
    const mail = server().received.filter((m) => m.rcptTo.includes(email))[0];
    // A reply goes to the group's own address (its settings).
    expect(mail?.parsed.replyTo?.value[0]?.address).toBe("groepsleiding@example.be");
    const text = mail?.parsed.text ?? "";
    const token = /\/nieuwsbrief\/uitschrijven\/([a-f0-9]+)/.exec(text)![1]!;
    const stored = (await getDb().$client.execute({ sql: "SELECT * FROM nieuwsbrief_inschrijving WHERE email = ?", args: [email] })).rows;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.unsubscribe_token_hash).toBe(sha3(token));
    expect(await unsubscribe(token)).toEqual({ email });
    expect(await unsubscribe(token)).toBeNull();
  });

  it("work for 7 days; a new sign-up after 10 minutes mails a new link and the old one stops working", async () => {
    const email = "later@example.be";
    const t0 = Date.UTC(2026, 5, 1, 12);
    await (await subscribe({ email }, t0)).mail;
    const first = await tokenOf(email, 0);
    expect(await findConfirmation(first, t0 + CONFIRM_LINK_VALID_MS - 1)).toEqual({ email });
    expect(await findConfirmation(first, t0 + CONFIRM_LINK_VALID_MS + 1)).toBeNull();

    // Within 10 minutes: no new mail, the link stays.
    expect((await subscribe({ email }, t0 + CONFIRM_RESEND_AFTER_MS - 1)).mail).toBeNull();
    await (await subscribe({ email }, t0 + CONFIRM_RESEND_AFTER_MS + 1)).mail;
    const second = await tokenOf(email, 1);
    expect(second).not.toBe(first);
    expect(await confirmSubscription(first, t0 + CONFIRM_RESEND_AFTER_MS + 2)).toBeNull();
    expect(await confirmSubscription(second, t0 + CONFIRM_LINK_VALID_MS + CONFIRM_RESEND_AFTER_MS + 2)).toBeNull();
    expect(await confirmSubscription(second, t0 + CONFIRM_RESEND_AFTER_MS + 2)).toEqual({ email });
    expect(await confirmSubscription(second, t0 + CONFIRM_RESEND_AFTER_MS + 3)).toBeNull();
    expect((await listInschrijvingen()).find((r) => r.email === email)?.confirmedAt).toBe(t0 + CONFIRM_RESEND_AFTER_MS + 2);
  });

  it("go to one address at most 3 times in 24 hours, also after a restart; the last link mailed keeps working (issue 36)", async () => {
    const email = "doelwit@example.be";
    const t0 = Date.UTC(2026, 6, 1, 12);
    const every11Minutes = (i: number) => t0 + i * (CONFIRM_RESEND_AFTER_MS + 60_000);
    const mailed = () => server().received.filter((m) => m.rcptTo.includes(email)).length;
    for (let i = 0; i < 6; i++) await (await subscribe({ email }, every11Minutes(i))).mail;
    expect(mailed()).toBe(3);
    const third = await tokenOf(email, 2);

    // A restart: the modules load again, nothing is left in memory; the day's count is in the database.
    vi.resetModules();
    const fresh = await import("~/domains/nieuwsbrief/mutations.server");
    expect((await fresh.subscribe({ email }, every11Minutes(6))).mail).toBeNull();
    expect(mailed()).toBe(3);
    expect(await findConfirmation(third, every11Minutes(6))).toEqual({ email });

    // A day after the first mail the address can get a new link again.
    await (await fresh.subscribe({ email }, t0 + 24 * 60 * 60 * 1000 + 1)).mail;
    expect(mailed()).toBe(4);
  });
});

/** A database as an older version left it: the migrations up to and with `last` applied, then `rows` inserted. */
async function oldDatabase(last: string, rows: string): Promise<{ client: ReturnType<typeof createClient>; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-migratie-"));
  const client = createClient({ url: `file:${path.join(dir, "oud.db")}` });
  const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string; when: number }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  for (const entry of journal.entries.slice(0, upTo + 1)) {
    for (const statement of fs.readFileSync(`drizzle/${entry.tag}.sql`, "utf8").split("--> statement-breakpoint")) await client.execute(statement);
  }
  await client.execute('CREATE TABLE "__drizzle_migrations" (id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)');
  await client.execute({ sql: 'INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)', args: [last, journal.entries[upTo]!.when] });
  await client.execute(rows);
  return { client, dir };
}

const sha3 = (token: string) => crypto.createHash("sha3-256").update(token).digest("hex");

describe("the migration to double opt-in", () => {
  it("keeps earlier sign-ups as confirmed subscribers, each with its own unsubscribe token", async () => {
    const { client, dir } = await oldDatabase("0000_init", "INSERT INTO nieuwsbrief_inschrijving (email, created_at) VALUES ('een@example.be', 1000), ('twee@example.be', 2000)");
    try {
      await prepareDatabase(drizzle(client) as never);
      const rows = (await client.execute("SELECT email, confirmed_at, unsubscribe_token_hash FROM nieuwsbrief_inschrijving ORDER BY id")).rows;
      expect(rows.map((r) => [r.email, r.confirmed_at])).toEqual([
        ["een@example.be", 1000],
        ["twee@example.be", 2000],
      ]);
      const hashes = rows.map((r) => String(r.unsubscribe_token_hash));
      for (const hash of hashes) expect(hash).toMatch(/^[a-f0-9]{64}$/);
      expect(new Set(hashes).size).toBe(2);
    } finally {
      client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("unsubscribe tokens", () => {
  it("the migration keeps only the hash of each stored token, so the links mailed before still match", async () => {
    const token = "0123456789abcdef0123456789abcdef";
    const { client, dir } = await oldDatabase(
      "0004_scoutsjaar",
      `INSERT INTO nieuwsbrief_inschrijving (email, created_at, confirmed_at, unsubscribe_token) VALUES ('oud@example.be', 1000, 1000, '${token}')`,
    );
    try {
      await prepareDatabase(drizzle(client) as never);
      const rows = (await client.execute("SELECT * FROM nieuwsbrief_inschrijving")).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0]!.unsubscribe_token_hash).toBe(sha3(token));
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
