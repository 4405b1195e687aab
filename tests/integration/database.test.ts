import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDb, getDb, prepareDatabase } from "~/db/client.server";
import { demoGeschiedenis } from "~/demo/geschiedenis";
import { demoLeiding } from "~/demo/leiding";
import { loadBaseData, loadDemoContent } from "~/demo/seed.server";
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

  it("loads the takken and the demo content once, even when started twice", async () => {
    await loadBaseData();
    await loadDemoContent();
    const first = { tak: await count("tak"), leiding: await count("leiding"), periodes: await count("geschiedenis") };
    expect(first.tak).toBe(10);
    expect(first.leiding).toBe(demoLeiding.length);
    expect(first.periodes).toBe(demoGeschiedenis.length);
    expect(await count("geschiedenis_artikel")).toBeGreaterThanOrEqual(demoGeschiedenis.length);

    closeDb();
    await prepareDatabase();
    await loadBaseData();
    await loadDemoContent();
    expect({ tak: await count("tak"), leiding: await count("leiding"), periodes: await count("geschiedenis") }).toEqual(first);
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
