import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createClient } from "@libsql/client";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ArchiefGeweigerd, unpackArchive } from "../../scripts/archive.mjs";
import { closeDb, getDb, prepareDatabase } from "~/db/client.server";
import { loadDemoContent } from "~/demo/seed.server";
import * as tar from "tar";
import { alterDatabase, changedArchive, compressibleFile, FUTURE_MIGRATION, SLOW_VIEW } from "../helpers/archive";
import { databaseOneMigrationBehind } from "../helpers/hosting";
import { migrationTags } from "../helpers/migrations";
import { loadBaseData } from "../helpers/takken";
import { withTempDataDir } from "../helpers/temp-data";
import { mediaUrl } from "~/domains/media/media";

const data = withTempDataDir();

function run(script: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.resolve("scripts", script), ...args], {
    env: { ...process.env, DATA_DIR: data.dir() },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function leaderCount(): Promise<number> {
  const rs = await getDb().$client.execute("SELECT count(*) AS n FROM leiding");
  return Number(rs.rows[0]?.n);
}

// Each test runs the back-up scripts as processes over the demo content: slow on a busy machine, not stuck.
describe("npm run backup / npm run restore", { timeout: 120_000 }, () => {
  it("snapshots the live database and uploads into a dated archive and puts them back", async () => {
    await prepareDatabase();
    await loadBaseData();
    await loadDemoContent();
    const before = await leaderCount();
    const photo = (await getDb().$client.execute("SELECT imagename FROM leiding LIMIT 1")).rows[0]?.imagename as string;
    fs.mkdirSync(path.join(data.dir(), "boekjes"), { recursive: true });
    fs.writeFileSync(path.join(data.dir(), "boekjes", "kapoenen-test.pdf"), "%PDF-1.4 test");
    // The demo's camps each have a kampboekje (issue 28).
    const kampboekjes = fs.readdirSync(path.join(data.dir(), "kampdocumenten"));
    expect(kampboekjes.length).toBeGreaterThan(0);
    // An album's photo (issue 29), and an upload still waiting in the queue, which is no part of a back-up.
    const fotoFile = path.join(data.dir(), "fotos", "1", "abc123-1280.webp");
    fs.mkdirSync(path.dirname(fotoFile), { recursive: true });
    fs.writeFileSync(fotoFile, "RIFF....WEBP");
    fs.mkdirSync(path.join(data.dir(), "fotos", ".upload"), { recursive: true });
    fs.writeFileSync(path.join(data.dir(), "fotos", ".upload", "bezig"), "half");

    // The database stays open (as under a running server) while the back-up is made.
    const archive = run("backup.mjs", path.join(data.dir(), "backups")).trim();
    expect(path.basename(archive)).toMatch(/^scouts-backup-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.tar\.gz$/);
    expect(fs.statSync(archive).size).toBeGreaterThan(1000);

    // Damage: a leader deleted, a photo and a booklet gone.
    await getDb().$client.execute("DELETE FROM leiding WHERE id = (SELECT min(id) FROM leiding)");
    fs.rmSync(path.join(data.dir(), "media", photo), { recursive: true });
    fs.rmSync(path.join(data.dir(), "boekjes"), { recursive: true });
    fs.rmSync(path.join(data.dir(), "kampdocumenten"), { recursive: true });
    fs.rmSync(path.join(data.dir(), "fotos"), { recursive: true });
    expect(await leaderCount()).toBe(before - 1);
    closeDb();

    run("restore.mjs", archive);
    expect(await leaderCount()).toBe(before);
    expect(fs.existsSync(path.join(data.dir(), mediaUrl(photo)))).toBe(true);
    expect(fs.readFileSync(path.join(data.dir(), "boekjes", "kapoenen-test.pdf"), "utf8")).toBe("%PDF-1.4 test");
    expect(fs.readdirSync(path.join(data.dir(), "kampdocumenten")).sort()).toEqual(kampboekjes.sort());
    expect(fs.readFileSync(fotoFile, "utf8")).toBe("RIFF....WEBP");
    expect(fs.existsSync(path.join(data.dir(), "fotos", ".upload"))).toBe(false);
    const check = await getDb().$client.execute("PRAGMA integrity_check");
    expect(check.rows[0]?.integrity_check).toBe("ok");
  });

  it("refuses an archive without a database and leaves the data untouched", async () => {
    const bad = path.join(data.dir(), "leeg.tar.gz");
    fs.writeFileSync(bad, "geen archief");
    const before = await leaderCount();
    expect(() => run("restore.mjs", bad)).toThrow();
    expect(await leaderCount()).toBe(before);
  });

  it("refuses an archive whose database is not what this version makes, and one that unpacks past its limit, leaving the data untouched", async () => {
    const archive = run("backup.mjs", path.join(data.dir(), "backups")).trim();
    const before = await leaderCount();
    closeDb();
    const cases: [Buffer, string[], RegExp][] = [
      [await changedArchive(archive, (dir) => alterDatabase(dir, SLOW_VIEW)), [], /De tabel instelling ontbreekt in het archief/],
      [await changedArchive(archive, (dir) => alterDatabase(dir, FUTURE_MIGRATION)), [], /nieuwere versie van de site/],
      [await changedArchive(archive, (dir) => compressibleFile(path.join(dir, "media", "nullen"), 30 * 1024 * 1024)), ["--max-mb", "20"], /uitgepakt groter dan 20 MB.*--max-mb/],
    ];
    for (const [bytes, options, reason] of cases) {
      const file = path.join(data.dir(), "veranderd.tar.gz");
      fs.writeFileSync(file, bytes);
      let refusal = "";
      try {
        run("restore.mjs", file, ...options);
      } catch (error) {
        refusal = String((error as { stderr: string }).stderr);
      }
      expect(refusal).toMatch(/^Herstel geweigerd: /);
      expect(refusal).toMatch(reason);
      expect(await leaderCount()).toBe(before);
      expect(fs.existsSync(path.join(data.dir(), "media", "nullen"))).toBe(false);
      const views = await getDb().$client.execute("SELECT count(*) AS n FROM sqlite_master WHERE type = 'view'");
      expect(Number(views.rows[0]?.n)).toBe(0);
      closeDb();
    }
  });

  it("takes an archive of an older version: made anew up to its own migrations, its rows copied, then brought up to date", async () => {
    const older = fs.mkdtempSync(path.join(data.dir(), "ouder-"));
    await databaseOneMigrationBehind(path.join(older, "scouts.db"));
    const rows = createClient({ url: `file:${path.join(older, "scouts.db")}` });
    await rows.execute("INSERT INTO tak (id, name) VALUES (99, 'Oude tak')");
    rows.close();
    const archive = path.join(data.dir(), "ouder.tar.gz");
    await tar.create({ gzip: true, file: archive, cwd: older }, ["scouts.db"]);
    const work = fs.mkdtempSync(path.join(data.dir(), "werk-"));
    const { database } = await unpackArchive(archive, work, { maxBytes: 100 * 1024 * 1024, tooLarge: "te groot", migrationsFolder: path.resolve("drizzle") });
    const made = createClient({ url: `file:${database}` });
    const migrations = await made.execute("SELECT count(*) AS n FROM __drizzle_migrations");
    const tak = await made.execute("SELECT name FROM tak WHERE id = 99");
    made.close();
    expect(Number(migrations.rows[0]?.n)).toBe(migrationTags().length);
    expect(tak.rows.map((row) => row.name)).toEqual(["Oude tak"]);
  });

  it("ends the check of an archive that takes longer than its time, in its own process", async () => {
    const archive = run("backup.mjs", path.join(data.dir(), "backups")).trim();
    const work = fs.mkdtempSync(path.join(data.dir(), "werk-"));
    const check = unpackArchive(archive, work, { maxBytes: 100 * 1024 * 1024, tooLarge: "te groot", migrationsFolder: path.resolve("drizzle"), timeoutMs: 1 });
    await expect(check).rejects.toThrow(ArchiefGeweigerd);
    await expect(check).rejects.toThrow("Het archief nakijken duurde langer dan 1 minuut; het is geweigerd.");
    // Within its time the same archive passes.
    const passed = await unpackArchive(archive, fs.mkdtempSync(path.join(data.dir(), "werk-")), { maxBytes: 100 * 1024 * 1024, tooLarge: "te groot", migrationsFolder: path.resolve("drizzle") });
    const copy = createClient({ url: `file:${passed.database}` });
    const leaders = await copy.execute("SELECT count(*) AS n FROM leiding");
    copy.close();
    expect(Number(leaders.rows[0]?.n)).toBe(await leaderCount());
  });
});
