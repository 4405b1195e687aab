import { afterEach, describe, expect, it, test } from "vitest";
import { formatDate, formatDateTime, formatTime, parseDate, toIsoString } from "~/lib/dates";
import { dateTile } from "~/lib/days";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("parseDate", () => {
  test("reads Facebook's offset without a colon itself", () => {
    expect(parseDate("2026-12-05T14:00:00+0100")).toEqual(new Date(Date.UTC(2026, 11, 5, 13, 0, 0)));
    expect(parseDate("2026-07-01T09:15:00-0500")).toEqual(new Date(Date.UTC(2026, 6, 1, 14, 15, 0)));
    expect(parseDate("2026-07-01T09:15:00+05:30")).toEqual(new Date(Date.UTC(2026, 6, 1, 3, 45, 0)));
    expect(parseDate("2026-07-01T09:15:00+02")).toEqual(new Date(Date.UTC(2026, 6, 1, 7, 15, 0)));
    expect(parseDate("2026-07-01T09:15:00.250Z")).toEqual(new Date(Date.UTC(2026, 6, 1, 9, 15, 0, 250)));
  });

  test("a time without offset is Brussels wall-clock time, summer and winter", () => {
    expect(parseDate("2026-07-01T12:00:00")).toEqual(new Date(Date.UTC(2026, 6, 1, 10, 0, 0)));
    expect(parseDate("2026-12-01T12:00:00")).toEqual(new Date(Date.UTC(2026, 11, 1, 11, 0, 0)));
  });

  test("missing and impossible values", () => {
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
    expect(parseDate("")).toBeNull();
    expect(parseDate("   ")).toBeNull();
    expect(parseDate("geen datum hier")).toBe("invalid");
    expect(parseDate("2026-02-30T10:00:00+0100")).toBe("invalid");
    expect(parseDate("2026-13-01")).toBe("invalid");
    expect(parseDate("2026-06-01T25:00:00Z")).toBe("invalid");
    expect(parseDate(new Date(Number.NaN))).toBe("invalid");
  });
});

describe("formatDate and formatTime", () => {
  test("dd/mm/yyyy and hh:mm in Belgian Dutch for Brussels", () => {
    expect(formatDate("2026-12-05T14:00:00+0100")).toBe("05/12/2026");
    expect(formatTime("2026-12-05T14:00:00+0100")).toBe("14:00");
    expect(formatDate("2027-03-06T09:05:00+0100")).toBe("06/03/2027");
    expect(formatTime("2027-03-06T09:05:00+0100")).toBe("09:05");
  });

  test("an instant late in the UTC day is already the next day in Brussels", () => {
    expect(formatDate("2026-12-31T23:30:00+0000")).toBe("01/01/2027");
    expect(formatTime("2026-12-31T23:30:00+0000")).toBe("00:30");
  });

  test("around the spring DST switch (28 March 2027, 02:00 -> 03:00)", () => {
    expect(formatTime("2027-03-28T00:59:00Z")).toBe("01:59");
    expect(formatTime("2027-03-28T01:00:00Z")).toBe("03:00");
    expect(formatDate("2027-03-28T01:00:00Z")).toBe("28/03/2027");
  });

  test("around the autumn DST switch (25 October 2026, 03:00 -> 02:00)", () => {
    expect(formatTime("2026-10-25T00:30:00Z")).toBe("02:30");
    expect(formatTime("2026-10-25T01:30:00Z")).toBe("02:30");
    expect(formatTime("2026-10-25T14:00:00+0100")).toBe("14:00");
  });

  test("whatever the server's time zone", () => {
    for (const tz of ["UTC", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati"]) {
      process.env.TZ = tz;
      expect(formatDate("2026-12-05T23:30:00+0100"), tz).toBe("05/12/2026");
      expect(formatTime("2026-12-05T23:30:00+0100"), tz).toBe("23:30");
      expect(formatTime("2026-07-01T12:00:00"), tz).toBe("12:00");
    }
  });

  test("'Geen datum', 'Ongeldige datum' and 'Fout bij datumformattering'", () => {
    expect(formatDate(null)).toBe("Geen datum");
    expect(formatDate(undefined)).toBe("Geen datum");
    expect(formatDate("")).toBe("Geen datum");
    expect(formatTime(null)).toBe("Geen datum");
    expect(formatDate("morgen")).toBe("Ongeldige datum");
    expect(formatDate("2026-02-30T10:00:00+0100")).toBe("Ongeldige datum");
    expect(formatTime("kapot")).toBe("Ongeldige datum");
    const broken = new Date();
    broken.getTime = () => {
      throw new Error("kapot");
    };
    expect(formatDate(broken)).toBe("Fout bij datumformattering");
    expect(formatTime(broken)).toBe("Fout bij datumformattering");
  });

  test("Date objects and epoch numbers", () => {
    expect(formatDate(new Date(Date.UTC(2026, 8, 12, 12, 0)))).toBe("12/09/2026");
    expect(formatTime(Date.UTC(2026, 8, 12, 12, 0))).toBe("14:00");
  });
});

test("dateTile and toIsoString", () => {
  expect(dateTile(Date.UTC(2026, 11, 5, 13, 0))).toEqual({ day: "5", month: "dec", weekday: "za" });
  // 23:30 UTC on Saturday is already Sunday in Brussels.
  expect(dateTile(new Date(Date.UTC(2026, 11, 5, 23, 30)))).toEqual({ day: "6", month: "dec", weekday: "zo" });
  expect(dateTile(Number.NaN)).toBeNull();
  expect(toIsoString("2026-12-05T14:00:00+0100")).toBe("2026-12-05T13:00:00.000Z");
  expect(toIsoString(undefined)).toBeNull();
});

describe("formatDateTime", () => {
  it("joins date and time in Brussels, or gives the single fallback text", () => {
    expect(formatDateTime(Date.UTC(2026, 11, 5, 13, 0))).toBe("05/12/2026 14:00");
    expect(formatDateTime(null)).toBe("Geen datum");
    expect(formatDateTime("geen datum")).toBe("Ongeldige datum");
  });
});
