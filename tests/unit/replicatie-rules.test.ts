import { describe, expect, it } from "vitest";
import { outOfRetention, readCopyKey, stamp } from "../../scripts/bucket.mjs";
import { loadEnv } from "~/config/env.server";
import { leesMoment } from "~/lib/dates";

// The bucket's keys, its retention and the moments a hoster writes (issue 48, ADR 0042).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);

describe("a copy's key", () => {
  it("names its moment to the millisecond and its list of files, and reads back", () => {
    const moment = Date.UTC(2026, 10, 29, 16, 0, 5, 123);
    const hash = "a".repeat(64);
    const key = `groepen/alfa/kopie/${stamp(moment)}.${hash}.db.gz`;
    expect(key).toBe(`groepen/alfa/kopie/20261129T160005123Z.${hash}.db.gz`);
    expect(readCopyKey(key)).toEqual({ key, moment, lijst: hash });
    expect(readCopyKey("groepen/alfa/kopie/20261129T160005123Z.0.db.gz")?.lijst).toBe("0");
    expect(readCopyKey("groepen/alfa/bestanden/abc")).toBeNull();
  });
});

describe("the retention", () => {
  const bewaren = { allesUren: 24, perUurDagen: 7, perDagDagen: 30 };

  it("keeps every copy of the last 24 hours", () => {
    const moments = Array.from({ length: 24 * 60 }, (_, i) => NOW - i * 60_000);
    expect(outOfRetention(moments, NOW, bewaren)).toEqual([]);
  });

  it("keeps the last copy of each hour for 7 days, of each day for 30 days, and nothing older", () => {
    // A copy every 10 minutes for 40 days.
    const moments = Array.from({ length: 40 * 24 * 6 }, (_, i) => NOW - i * 10 * 60_000);
    const gone = new Set(outOfRetention(moments, NOW, bewaren));
    const kept = moments.filter((m) => !gone.has(m));
    const between = (from: number, to: number) => kept.filter((m) => NOW - m > from && NOW - m <= to);
    expect(between(0, DAY)).toHaveLength(24 * 6);
    // One per hour between 1 and 7 days, the last of its hour.
    const hourly = between(DAY, 7 * DAY);
    expect(new Set(hourly.map((m) => Math.floor(m / HOUR))).size).toBe(hourly.length);
    expect(hourly.length).toBeGreaterThanOrEqual(6 * 24 - 1);
    expect(hourly.every((m) => (m % HOUR) / 60_000 >= 50)).toBe(true);
    // One per day between 7 and 30 days.
    const daily = between(7 * DAY, 30 * DAY);
    expect(new Set(daily.map((m) => Math.floor(m / DAY))).size).toBe(daily.length);
    expect(daily.length).toBeGreaterThanOrEqual(22);
    expect(daily.length).toBeLessThanOrEqual(24);
    expect(between(30 * DAY, 50 * DAY)).toEqual([]);
  });

  it("always keeps the newest copy, however old: an idle group's one copy is its back-up", () => {
    const old = [NOW - 90 * DAY, NOW - 60 * DAY];
    expect(outOfRetention(old, NOW, bewaren)).toEqual([NOW - 90 * DAY]);
  });

  it("follows shorter settings", () => {
    const moments = [NOW - 30 * 60_000, NOW - 3 * HOUR, NOW - 2 * DAY];
    expect(outOfRetention(moments, NOW, { allesUren: 1, perUurDagen: 1, perDagDagen: 1 })).toEqual([NOW - 2 * DAY]);
  });
});

describe("a moment to go back to", () => {
  it("reads `laatste`, a Brussels date and time, or an ISO moment; nothing else", () => {
    expect(leesMoment("laatste")).toBe(Number.POSITIVE_INFINITY);
    // 29 November: Brussels is UTC+1.
    expect(leesMoment("2026-11-29 16:00")).toBe(Date.UTC(2026, 10, 29, 15, 0));
    expect(leesMoment("2026-11-29T16:00:30")).toBe(Date.UTC(2026, 10, 29, 15, 0, 30));
    expect(leesMoment("2026-07-01 16:00")).toBe(Date.UTC(2026, 6, 1, 14, 0));
    expect(leesMoment("2026-11-29T15:00:00.000Z")).toBe(Date.UTC(2026, 10, 29, 15, 0));
    expect(leesMoment("gisteren")).toBeNull();
    expect(leesMoment("2026-11-29")).toBeNull();
    expect(leesMoment("2026-13-29 16:00")).toBeNull();
  });
});

describe("the bucket's settings", () => {
  it("are off without a bucket, and take both keys or neither", () => {
    expect(loadEnv({}).BACKUP_S3_BUCKET).toBeUndefined();
    expect(loadEnv({ BACKUP_S3_BUCKET: "scouts-backups" }).BACKUP_WACHTTIJD_S).toBe(5);
    expect(() => loadEnv({ BACKUP_S3_BUCKET: "scouts-backups", BACKUP_S3_ACCESS_KEY: "sleutel" })).toThrow(/BACKUP_S3_SECRET_KEY ontbreekt/);
    expect(() => loadEnv({ BACKUP_S3_BUCKET: "Geen Bucket" })).toThrow(/BACKUP_S3_BUCKET moet de naam van een bucket zijn/);
  });
});

describe("the order of the copies that are due", () => {
  it("copies a group written now before the start's backlog of first copies, each part oldest change first", async () => {
    const { inCopyOrder } = await import("~/lib/replication.server");
    const backlog = Array.from({ length: 3 }, (_, i) => ({ label: `oud-${i}`, live: false, dirtySince: NOW - DAY + i }));
    const saved = [
      { label: "leider-later", live: true, dirtySince: NOW - 2_000 },
      { label: "leider-eerst", live: true, dirtySince: NOW - 9_000 },
    ];
    expect(inCopyOrder([...backlog, ...saved]).map((t) => t.label)).toEqual(["leider-eerst", "leider-later", "oud-0", "oud-1", "oud-2"]);
  });
});
