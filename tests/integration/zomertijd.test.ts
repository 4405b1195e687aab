import ICAL from "ical.js";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createActiviteit, createReeks } from "~/domains/activiteiten/mutations.server";
import { runAsSystem } from "~/domains/auth/actor.server";
import { datumLabel, tijdLabel } from "~/domains/activiteiten/rules";
import { activiteitInput, reeksInput } from "~/domains/activiteiten/validation";
import { kalenderBeginjaar, publiekBeginjaar } from "~/domains/scoutsjaar/rules";
import { eersteSeptember } from "~/domains/scoutsjaar/scoutsjaar.server";
import { bekendmakingInput } from "~/domains/scoutsjaar/validation";
import { loader as apiLoader } from "~/routes/api.activiteiten";
import { loader as alleKalender } from "~/routes/kalender.ics";
import { prepareAdminDb } from "../helpers/admin";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

// The two changes of the clock in Brussels: on the last Sunday of March 02:00 becomes 03:00 (29 March 2026, 28 March
// 2027), on the last Sunday of October 03:00 becomes 02:00 again (25 October 2026). What a leader types is Brussels
// wall-clock time; what parents see, the API answers and their agenda imports must keep it on both days.

withTempDataDir();

const at = (iso: string) => Date.parse(iso);
const utc = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  await prepareAdminDb();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at("2026-10-01T10:00:00Z"));
  // Outside a request, as the system (roles fail closed).
  await runAsSystem(async () => {
    await createActiviteit(activiteitInput.parse({ titel: "Nachtspel herfst", takken: ["jin"], start: "2026-10-25T02:30" }));
    await createActiviteit(activiteitInput.parse({ titel: "Nachtspel lente", takken: ["jin"], start: "2027-03-28T02:30" }));
    await createActiviteit(activiteitInput.parse({ titel: "Zondag herfst", takken: ["jin"], start: "2026-10-25T14:00" }));
    await createActiviteit(activiteitInput.parse({ titel: "Zondag lente", takken: ["jin"], start: "2027-03-28T14:00" }));
    await createActiviteit(
      activiteitInput.parse({ titel: "Weekend", takken: ["jin"], start: "2026-10-24T20:00", einde: "2026-10-25T10:00" }),
    );
    for (const [eersteDatum, laatsteDatum] of [
      ["2026-10-18", "2026-11-01"],
      ["2027-03-21", "2027-04-04"],
    ]) {
      const input = { titel: "Zondagvergadering", takken: ["pioniers"], weekdag: "7", beginuur: "10:00", einduur: "12:00" };
      await createReeks(reeksInput.parse({ ...input, eersteDatum, laatsteDatum }));
    }
  });
  vi.useRealTimers();
});

afterEach(() => vi.useRealTimers());

async function apiActiviteiten(query: string): Promise<{ titel: string; start: string; einde: string | null }[]> {
  const response = await callRoute(apiLoader, `http://localhost/api/activiteiten?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe("activities on the days the clock changes", () => {
  test("keep the time the leader typed, with the right offset on each side of the change", async () => {
    const jin = await apiActiviteiten("tak=jin&van=2026-10-01&tot=2027-04-30");
    const start = (titel: string) => jin.find((a) => a.titel === titel)?.start;
    expect(start("Zondag herfst")).toBe("2026-10-25T14:00:00+01:00");
    expect(start("Zondag lente")).toBe("2027-03-28T14:00:00+02:00");
    // A night across the autumn change lasts an hour longer than the wall clock says.
    const weekend = jin.find((a) => a.titel === "Weekend")!;
    expect(weekend).toMatchObject({ start: "2026-10-24T20:00:00+02:00", einde: "2026-10-25T10:00:00+01:00" });
    expect(at(weekend.einde!) - at(weekend.start)).toBe(15 * 60 * 60 * 1000);
  });

  test("a time the change skips or repeats: 02:30 in March is 03:30, 02:30 in October the second one", async () => {
    const jin = await apiActiviteiten("tak=jin&van=2026-10-01&tot=2027-04-30");
    const herfst = jin.find((a) => a.titel === "Nachtspel herfst")!;
    const lente = jin.find((a) => a.titel === "Nachtspel lente")!;
    expect(herfst.start).toBe("2026-10-25T02:30:00+01:00");
    expect(utc(at(herfst.start))).toBe("2026-10-25T01:30:00.000Z");
    expect(lente.start).toBe("2027-03-28T03:30:00+02:00");
    expect(utc(at(lente.start))).toBe("2027-03-28T01:30:00.000Z");
    // What the pages show of them.
    expect(tijdLabel({ start: at(herfst.start), einde: null })).toBe("02:30");
    expect(tijdLabel({ start: at(lente.start), einde: null })).toBe("03:30");
    expect(datumLabel({ start: at(lente.start), einde: null })).toBe("28/03/2027");
  });

  test("a weekly series keeps its hour across both changes", async () => {
    const pioniers = await apiActiviteiten("tak=pioniers&van=2026-10-01&tot=2027-04-30");
    expect(pioniers.map((a) => [a.start, a.einde])).toEqual([
      ["2026-10-18T10:00:00+02:00", "2026-10-18T12:00:00+02:00"],
      ["2026-10-25T10:00:00+01:00", "2026-10-25T12:00:00+01:00"],
      ["2026-11-01T10:00:00+01:00", "2026-11-01T12:00:00+01:00"],
      ["2027-03-21T10:00:00+01:00", "2027-03-21T12:00:00+01:00"],
      ["2027-03-28T10:00:00+02:00", "2027-03-28T12:00:00+02:00"],
      ["2027-04-04T10:00:00+02:00", "2027-04-04T12:00:00+02:00"],
    ]);
  });

  test("the iCalendar feed gives the same moments, and an activity without an end lasts until that day's midnight", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at("2026-10-02T10:00:00Z"));
    const response = await callRoute(alleKalender, "http://localhost/kalender.ics");
    expect(response.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = new Map(
      calendar.getAllSubcomponents("vevent").map((v) => {
        const time = (name: string) => utc((v.getFirstPropertyValue(name) as ICAL.Time).toJSDate().getTime());
        return [`${v.getFirstPropertyValue("summary")} ${time("dtstart")}`, time("dtend")];
      }),
    );
    // The autumn Sunday has 25 hours, the spring Sunday 23: both end at the next midnight in Brussels.
    expect(events.get("Zondag herfst 2026-10-25T13:00:00.000Z")).toBe("2026-10-25T23:00:00.000Z");
    expect(events.get("Zondag lente 2027-03-28T12:00:00.000Z")).toBe("2027-03-28T22:00:00.000Z");
    expect(events.get("Weekend 2026-10-24T18:00:00.000Z")).toBe("2026-10-25T09:00:00.000Z");
    expect(events.get("Zondagvergadering 2026-10-25T09:00:00.000Z")).toBe("2026-10-25T11:00:00.000Z");
    expect(events.get("Zondagvergadering 2027-03-28T08:00:00.000Z")).toBe("2027-03-28T10:00:00.000Z");
  });
});

describe("the scouting year around the clock changes", () => {
  test("begins on 1 September at 00:00 in Brussels (summer time), whatever the server's time zone", () => {
    const original = process.env.TZ;
    try {
      for (const tz of ["UTC", "America/New_York", "Asia/Tokyo"]) {
        process.env.TZ = tz;
        expect(utc(eersteSeptember(2026)), tz).toBe("2026-08-31T22:00:00.000Z");
        expect(kalenderBeginjaar(at("2026-08-31T21:59:59Z")), tz).toBe(2025);
        expect(kalenderBeginjaar(at("2026-08-31T22:00:00Z")), tz).toBe(2026);
      }
    } finally {
      process.env.TZ = original;
    }
  });

  test("a reveal typed for a time the change skips or repeats happens once, at the moment the clock shows it", () => {
    const lente = bekendmakingInput.parse({ bekendmaking: "2027-03-28T02:30" }).bekendmaking;
    const herfst = bekendmakingInput.parse({ bekendmaking: "2026-10-25T02:30" }).bekendmaking;
    expect(utc(lente)).toBe("2027-03-28T01:30:00.000Z");
    expect(utc(herfst)).toBe("2026-10-25T01:30:00.000Z");
    const jaren = [
      { beginjaar: 2025, bekendmaking: at("2025-08-31T22:00:00Z") },
      { beginjaar: 2026, bekendmaking: herfst },
    ];
    // The first 02:30 of that night (00:30 UTC) is still before the reveal; the second one is the reveal.
    expect(publiekBeginjaar(jaren, at("2026-10-25T00:30:00Z"))).toBe(2025);
    expect(publiekBeginjaar(jaren, herfst - 1)).toBe(2025);
    expect(publiekBeginjaar(jaren, herfst)).toBe(2026);
  });
});
