import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDb, getDb, prepareDatabase } from "~/db/client.server";
import { loadDemoContent } from "~/demo/seed.server";
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

describe("npm run backup / npm run restore", () => {
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
});
