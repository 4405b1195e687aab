import { describe, expect, it } from "vitest";
import { conceptJaar, jaarLabel, jarenVanPeriode, kalenderBeginjaar, parseJaarLabel, publiekBeginjaar, volgendeBekendmaking } from "~/domains/scoutsjaar/rules";
import { parseDate } from "~/lib/dates";

const at = (iso: string) => (parseDate(iso) as Date).getTime();

describe("scouting years", () => {
  it("runs from 1 September to 31 August in Brussels, whatever the server's zone", () => {
    expect(kalenderBeginjaar(at("2026-08-31T23:59:59+02:00"))).toBe(2025);
    // 22:30 UTC on 31 August is already 1 September in Brussels.
    expect(kalenderBeginjaar(at("2026-08-31T22:30:00Z"))).toBe(2026);
    expect(kalenderBeginjaar(at("2027-01-15T12:00:00+01:00"))).toBe(2026);
  });

  it("reads and writes labels like 2025-2026 and refuses anything else", () => {
    expect(jaarLabel(2025)).toBe("2025-2026");
    expect(parseJaarLabel("2025-2026")).toBe(2025);
    for (const bad of ["2025-2027", "2025", "25-26", "abc", "", null, " 2025-2026x"]) expect(parseJaarLabel(bad)).toBeNull();
  });

  it("shows the latest revealed year; a draft only from its moment; the calendar alone changes nothing", () => {
    const jaren = [
      { beginjaar: 2025, bekendmaking: 0 },
      { beginjaar: 2026, bekendmaking: at("2026-09-05T19:00:00+02:00") },
    ];
    expect(publiekBeginjaar(jaren, at("2026-09-05T18:59:59+02:00"))).toBe(2025);
    expect(conceptJaar(jaren, at("2026-09-05T18:59:59+02:00"))?.beginjaar).toBe(2026);
    expect(volgendeBekendmaking(jaren, at("2026-09-01T00:00:00+02:00"))).toBe(at("2026-09-05T19:00:00+02:00"));
    expect(publiekBeginjaar(jaren, at("2026-09-05T19:00:00+02:00"))).toBe(2026);
    expect(conceptJaar(jaren, at("2026-09-05T19:00:00+02:00"))).toBeNull();
    // A draft without a moment stays hidden, also after 1 September; no rows at all: the calendar decides.
    expect(publiekBeginjaar([{ beginjaar: 2025, bekendmaking: 0 }, { beginjaar: 2026, bekendmaking: null }], at("2027-03-01T12:00:00+01:00"))).toBe(2025);
    expect(publiekBeginjaar([], at("2027-03-01T12:00:00+01:00"))).toBe(2026);
    expect(volgendeBekendmaking([], 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it("links a history period to the archived years it covers", () => {
    const archief = [2019, 2020, 2021, 2022];
    expect(jarenVanPeriode(2019, 2021, archief)).toEqual([2019, 2020]);
    expect(jarenVanPeriode(2021, 2021, archief)).toEqual([2021]);
    expect(jarenVanPeriode(2020, null, archief)).toEqual([2020, 2021, 2022]);
    expect(jarenVanPeriode(1990, 1995, archief)).toEqual([]);
  });
});
