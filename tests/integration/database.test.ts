import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { describe, expect, it } from "vitest";
import { closeDb, getDb, prepareDatabase, transaction } from "~/db/client.server";
import { appMeta } from "~/db/meta-schema";
import { demoActiviteiten } from "~/demo/activiteiten";
import { demoGeschiedenis } from "~/demo/geschiedenis";
import { brusselsDateKey } from "~/lib/days";
import { demoLeiding } from "~/demo/leiding";
import { loadDemoContent } from "~/demo/seed.server";
import { loadBaseData } from "../helpers/takken";
import { withTempDataDir } from "../helpers/temp-data";
import { mediaWidths } from "~/domains/media/media";

const data = withTempDataDir();

async function count(table: string): Promise<number> {
  const rs = await getDb().$client.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number(rs.rows[0]?.n);
}

describe("database start-up", () => {
  it("creates every table on an empty database, in WAL mode with foreign keys on", async () => {
    await prepareDatabase();
    expect(fs.existsSync(path.join(data.dir(), "scouts.db"))).toBe(true);
    const tables = await getDb().$client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    const names = tables.rows.map((r) => r.name);
    for (const t of ["tak", "leiding", "leiding_tak", "geschiedenis", "geschiedenis_artikel", "session", "audit", "app_meta"]) {
      expect(names).toContain(t);
    }
    const mode = await getDb().$client.execute("PRAGMA journal_mode");
    expect(mode.rows[0]?.journal_mode).toBe("wal");
    const fk = await getDb().$client.execute("PRAGMA foreign_keys");
    expect(Number(fk.rows[0]?.foreign_keys)).toBe(1);
  });

  it("commits without waiting for the disk on both of its connections (synchronous=NORMAL in WAL)", async () => {
    await prepareDatabase();
    const client = getDb().$client;
    const synchronous = async () => Number((await client.execute("PRAGMA synchronous")).rows[0]?.synchronous);
    // One connection held by a transaction, the statement on the other; then on the first.
    const held = await client.transaction("read");
    const second = await synchronous();
    held.close();
    expect([second, await synchronous()]).toEqual([1, 1]);
    // The pool makes no third connection: a transaction on each at once is all it has.
    const a = await client.transaction("read");
    const b = await client.transaction("read");
    await expect(client.transaction("read")).rejects.toThrow(/held by open transactions/);
    a.close();
    b.close();
  });

  it("loads the takken and the demo content once, even when started twice", async () => {
    await loadBaseData();
    await loadDemoContent();
    const first = { tak: await count("tak"), leiding: await count("leiding"), periodes: await count("geschiedenis") };
    expect(first.tak).toBe(10);
    // Today's leaders, the six former ones of the archive and the draft's new leader (demo/scoutsjaren.ts).
    expect(first.leiding).toBe(demoLeiding.length + 6 + 1);
    expect(first.periodes).toBe(demoGeschiedenis.length);
    expect(await count("geschiedenis_artikel")).toBeGreaterThanOrEqual(demoGeschiedenis.length);
    expect(await count("activiteit")).toBeGreaterThan(150);
    expect(await count("activiteit WHERE afgelast = 1")).toBe(1);
    // Every age tak's camp (and next year's too from June on) with its details and a kampboekje (issue 28).
    const kampen = demoActiviteiten(brusselsDateKey(Date.now())).filter((a) => a.kamp).length;
    expect(kampen).toBeGreaterThanOrEqual(6);
    expect(await count("activiteit_kamp")).toBe(kampen);
    expect(await count("kamp_document")).toBe(kampen);
    expect(fs.readdirSync(path.join(data.dir(), "kampdocumenten"))).toHaveLength(kampen);

    closeDb();
    await prepareDatabase();
    await loadBaseData();
    await loadDemoContent();
    expect({ tak: await count("tak"), leiding: await count("leiding"), periodes: await count("geschiedenis") }).toEqual(first);
    expect(await count("activiteit WHERE afgelast = 1")).toBe(1);
    expect(await count("activiteit_kamp")).toBe(kampen);
  });

  it("gives an installation whose demo calendar came before the camps had details those details, once", async () => {
    const kampen = await count("activiteit_kamp");
    await getDb().$client.execute("DELETE FROM activiteit_kamp");
    await getDb().$client.execute("DELETE FROM app_meta WHERE key = 'demo_kampen_loaded'");
    await loadDemoContent();
    expect(await count("activiteit_kamp")).toBe(kampen);
    expect(await count("activiteit_kamp WHERE paklijst LIKE '%Slaapzak%'")).toBe(kampen);
    await loadDemoContent();
    expect(await count("kamp_document")).toBe(kampen);
  });

  it("gives an installation that had the demo before there were activities its demo calendar, once", async () => {
    await getDb().$client.execute("DELETE FROM activiteit");
    await getDb().$client.execute("DELETE FROM app_meta WHERE key = 'demo_activiteiten_loaded'");
    await loadDemoContent();
    const loaded = await count("activiteit");
    expect(loaded).toBeGreaterThan(150);
    await loadDemoContent();
    expect(await count("activiteit")).toBe(loaded);
  });

  it("turns the last good Facebook list of an older version into one stored row per event", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-migratie-"));
    try {
      // The migrations folder as it was before the activities: only the first migration.
      const old = path.join(dir, "drizzle");
      fs.mkdirSync(path.join(old, "meta"), { recursive: true });
      fs.copyFileSync("drizzle/0000_init.sql", path.join(old, "0000_init.sql"));
      const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8"));
      journal.entries = journal.entries.slice(0, 1);
      fs.writeFileSync(path.join(old, "meta", "_journal.json"), JSON.stringify(journal));
      const client = createClient({ url: `file:${path.join(dir, "oud.db")}` });
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: old });
      const lijst = [
        { id: "2001", name: "Welpenweekend", description: "Slaapzak!", cover: { source: "https://scontent.example/w.jpg" }, start_time: "2027-02-19T19:00:00+0100", place: { name: "Houffalize" }, groep: "Welpen" },
        { id: "2002", name: "Spaghettiavond", description: "", cover: null, start_time: "2026-11-28T17:00:00+0100", place: null, groep: null },
      ];
      await client.execute({ sql: "INSERT INTO nieuws_cache (key, json, fetched_at) VALUES (?, ?, ?)", args: ["events:scoutsdemostad", JSON.stringify(lijst), 1] });
      await migrate(db, { migrationsFolder: "drizzle" });
      const rows = await client.execute("SELECT page_id, id, name, description, cover, start_time, place FROM facebook_event ORDER BY id");
      expect(rows.rows.map((r) => ({ ...r }))).toEqual([
        { page_id: "scoutsdemostad", id: "2001", name: "Welpenweekend", description: "Slaapzak!", cover: "https://scontent.example/w.jpg", start_time: "2027-02-19T19:00:00+0100", place: "Houffalize" },
        { page_id: "scoutsdemostad", id: "2002", name: "Spaghettiavond", description: "", cover: null, start_time: "2026-11-28T17:00:00+0100", place: null },
      ]);
      const tables = await client.execute("SELECT name FROM sqlite_master WHERE name = 'nieuws_cache'");
      expect(tables.rows).toEqual([]);
      client.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps existing rows when the migrations run again on an existing database", async () => {
    await getDb().$client.execute("DELETE FROM leiding WHERE id = (SELECT min(id) FROM leiding)");
    const before = await count("leiding");
    closeDb();
    await prepareDatabase();
    await loadDemoContent();
    expect(await count("leiding")).toBe(before);
    expect(await count("leiding_tak")).toBeGreaterThan(0);
  });

  it("stores the demo portraits and badges as WebP files in every width up to their own (400 px)", async () => {
    const rs = await getDb().$client.execute("SELECT imagename FROM leiding LIMIT 1");
    const id = String(rs.rows[0]?.imagename);
    expect(mediaWidths(id)).toEqual([160, 320, 400]);
    expect(fs.readdirSync(path.join(data.dir(), "media", id)).sort()).toEqual(["160.webp", "320.webp", "400.webp"]);
    for (const w of mediaWidths(id)) {
      const file = path.join(data.dir(), "media", id, `${w}.webp`);
      expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe("WEBP");
    }
  });
});

describe("writes at the same time", () => {
  it("a write that comes while a transaction is open waits its turn, without stopping the event loop, and both are stored", async () => {
    await prepareDatabase();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    // A transaction that holds SQLite's write lock across an await, as every write of the site does.
    const first = transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: "eerste", value: "1" });
      entered();
      await gate;
    });
    await inside;
    // A second write meanwhile (a session's 'last seen', outside any transaction).
    const second = (async () => {
      await getDb().insert(appMeta).values({ key: "tweede", value: "2" });
    })();
    const order: string[] = [];
    void second.then(() => order.push("tweede"));
    // The event loop goes on: libSQL would otherwise wait for the lock on this thread, and the first write could
    // never finish (SQLITE_BUSY after the busy timeout).
    await new Promise((resolve) => setImmediate(resolve));
    order.push("event loop");
    release();
    await first;
    await second;
    expect(order).toEqual(["event loop", "tweede"]);
    const rows = await getDb().$client.execute("SELECT key FROM app_meta WHERE key IN ('eerste', 'tweede') ORDER BY key");
    expect(rows.rows.map((r) => r.key)).toEqual(["eerste", "tweede"]);
  });
});
