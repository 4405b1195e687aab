import { describe, expect, test } from "vitest";
import { demoActiviteiten, scoutsjaarVan } from "~/demo/activiteiten";
import {
  datumLabel,
  matchesActiviteitSearch,
  perWeek,
  reeksDagen,
  tijdLabel,
  datumTijdLabel,
  isMeerdaags,
  kalenderHref,
  weekTitel,
  type ActiviteitView,
} from "~/domains/activiteiten/rules";
import { activiteitInput, reeksInput } from "~/domains/activiteiten/validation";
import { effectiveEnd, isKomend } from "~/domains/activiteiten/komend.server";
import { brusselsInstant } from "~/lib/dates";
import { addDays, mondayOf, toBrusselsIso, toDateTimeLocal, weekdayOf } from "~/lib/days";

const at = (iso: string) => Date.parse(iso);

describe("Brussels days and times", () => {
  test("ISO with the Brussels offset, in winter and in summer", () => {
    expect(toBrusselsIso(at("2026-11-28T13:00:00Z"))).toBe("2026-11-28T14:00:00+01:00");
    expect(toBrusselsIso(at("2027-07-10T08:00:00Z"))).toBe("2027-07-10T10:00:00+02:00");
    expect(toDateTimeLocal(at("2027-07-10T08:00:00Z"))).toBe("2027-07-10T10:00");
  });

  test("a wall-clock time on the day of a DST switch", () => {
    // 28 March 2027: clocks go from 02:00 to 03:00; 29 October 2026: from 03:00 back to 02:00.
    expect(new Date(brusselsInstant("2027-03-27", "14:00")).toISOString()).toBe("2027-03-27T13:00:00.000Z");
    expect(new Date(brusselsInstant("2027-03-28", "14:00")).toISOString()).toBe("2027-03-28T12:00:00.000Z");
    expect(new Date(brusselsInstant("2026-10-25", "14:00")).toISOString()).toBe("2026-10-25T13:00:00.000Z");
  });

  test("weeks run Monday to Sunday; day arithmetic crosses months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekdayOf("2026-11-28")).toBe(6);
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });
});

const view = (start: string, einde: string | null, extra: Partial<ActiviteitView> = {}): ActiviteitView => ({
  id: 1,
  titel: "Bosspel",
  heleGroep: false,
  takken: [{ slug: "welpen", name: "Welpen", color: "#4EBDB6" }],
  start: at(start),
  einde: einde === null ? null : at(einde),
  plaats: null,
  beschrijving: null,
  meebrengen: null,
  afbeeldingUrl: null,
  nieuws: false,
  afgelast: false,
  reden: null,
  vervangenDoor: null,
  vervangt: [],
  kamp: null,
  inschrijving: null,
  sequence: 0,
  updatedAt: 0,
  ...extra,
});

describe("how an activity reads", () => {
  test("date dd/mm/yyyy and time '14:00 - 17:00'; several days show both dates", () => {
    const zaterdag = view("2026-11-28T13:00:00Z", "2026-11-28T16:00:00Z");
    expect(datumLabel(zaterdag)).toBe("28/11/2026");
    expect(tijdLabel(zaterdag)).toBe("14:00 - 17:00");
    const weekend = view("2027-02-19T18:00:00Z", "2027-02-21T15:00:00Z");
    expect(datumLabel(weekend)).toBe("19/02/2027 - 21/02/2027");
    // Over several days the weekdays say which 19:00 and which 16:00.
    expect(tijdLabel(weekend)).toBe("vr 19:00 - zo 16:00");
    expect(datumTijdLabel(weekend)).toBe("19/02/2027 - 21/02/2027, vr 19:00 - zo 16:00");
    expect(isMeerdaags(weekend)).toBe(true);
    expect(isMeerdaags(zaterdag)).toBe(false);
  });

  test("a replacement is linked at its card on the calendar, with enough weeks shown", () => {
    const now = at("2026-11-25T12:00:00Z");
    expect(kalenderHref({ id: 7, start: at("2026-11-28T13:00:00Z") }, now)).toBe("/kalender#activiteit-7");
    // Twelve weeks on: the calendar must show 12 weeks from this Monday.
    expect(kalenderHref({ id: 8, start: at("2027-02-13T13:00:00Z") }, now)).toBe("/kalender?weken=12#activiteit-8");
    // 'Deze week' leads to the tak's own calendar.
    expect(kalenderHref({ id: 9, start: at("2026-11-28T13:00:00Z") }, now, "welpen")).toBe("/kalender?tak=welpen#activiteit-9");
    expect(tijdLabel(view("2026-11-28T13:00:00Z", null))).toBe("14:00");
  });

  test("without an end it lasts until the end of its day; it is coming until it is over", () => {
    const zonderEinde = view("2026-11-28T13:00:00Z", null);
    expect(new Date(effectiveEnd(zonderEinde)).toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(isKomend(zonderEinde, at("2026-11-28T22:59:00Z"))).toBe(true);
    expect(isKomend(zonderEinde, at("2026-11-28T23:00:00Z"))).toBe(false);
    const bezig = view("2026-11-28T13:00:00Z", "2026-11-28T16:00:00Z");
    expect(isKomend(bezig, at("2026-11-28T15:00:00Z"))).toBe(true);
  });

  test("grouped per week with Dutch headings", () => {
    const items = [view("2026-11-24T18:00:00Z", null), view("2026-11-28T13:00:00Z", null), view("2026-12-05T13:00:00Z", null), view("2027-01-16T13:00:00Z", null)];
    const weeks = perWeek(items);
    expect(weeks.map((w) => [w.monday, w.items.length])).toEqual([
      ["2026-11-23", 2],
      ["2026-11-30", 1],
      ["2027-01-11", 1],
    ]);
    expect(weeks.map((w) => weekTitel(w.monday, "2026-11-25"))).toEqual(["Deze week", "Volgende week", "Week van 11 januari 2027"]);
    expect(weekTitel("2026-12-14", "2026-11-25")).toBe("Week van 14 december");
  });

  test("the admin search finds the title or a tak, and 'hele groep'", () => {
    expect(matchesActiviteitSearch(view("2026-11-28T13:00:00Z", null), "BOS")).toBe(true);
    expect(matchesActiviteitSearch(view("2026-11-28T13:00:00Z", null), "welp")).toBe(true);
    expect(matchesActiviteitSearch(view("2026-11-28T13:00:00Z", null), "kapoen")).toBe(false);
    expect(matchesActiviteitSearch(view("2026-11-28T13:00:00Z", null, { heleGroep: true, takken: [] }), "hele groep")).toBe(true);
  });
});

describe("a weekly series", () => {
  test("every Saturday between two dates, skipping the given days", () => {
    expect(reeksDagen({ weekdag: 6, eerste: "2026-11-23", laatste: "2026-12-31", overslaan: ["2026-12-26"] })).toEqual([
      "2026-11-28",
      "2026-12-05",
      "2026-12-12",
      "2026-12-19",
    ]);
    expect(reeksDagen({ weekdag: 7, eerste: "2026-11-29", laatste: "2026-11-29", overslaan: [] })).toEqual(["2026-11-29"]);
  });

  test("the schema refuses more than 60, none at all, and the end before the start", () => {
    const base = { titel: "Vergadering", takken: "welpen", weekdag: "6", beginuur: "14:00", einduur: "17:00" };
    const te_veel = reeksInput.safeParse({ ...base, eersteDatum: "2026-01-01", laatsteDatum: "2027-12-31" });
    expect(te_veel.success).toBe(false);
    expect(te_veel.error?.issues.find((i) => i.path[0] === "laatsteDatum")?.message).toBe(
      "Een reeks telt hoogstens 60 activiteiten; deze zou er 104 tellen",
    );
    const geen = reeksInput.safeParse({ ...base, eersteDatum: "2026-11-23", laatsteDatum: "2026-11-27" });
    expect(geen.error?.issues[0]?.message).toBe("Tussen 23/11/2026 en 27/11/2026 valt geen enkele zaterdag");
    const omgekeerd = reeksInput.safeParse({ ...base, einduur: "13:00", eersteDatum: "2026-11-23", laatsteDatum: "2026-12-31" });
    expect(omgekeerd.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["einduur", "Het einde ligt voor het begin"]]);
    const goed = reeksInput.parse({ ...base, eersteDatum: "28/11/2026", laatsteDatum: "2026-12-19", overslaan: "5/12/2026\n2026-12-12" });
    expect(goed.dagen).toEqual(["2026-11-28", "2026-12-19"]);
  });
});

describe("the activity schema", () => {
  test("names every wrong field in Dutch at once", () => {
    const result = activiteitInput.safeParse({});
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      titel: "Titel is verplicht",
      takken: "Kies minstens één tak",
      start: "Datum is verplicht",
    });
    const omgekeerd = activiteitInput.safeParse({ titel: "x", takken: ["welpen"], start: "2026-11-28T14:00", einde: "2026-11-28T13:00" });
    expect(omgekeerd.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["einde", "Het einde ligt voor het begin"]]);
  });

  test("'Hele groep' wins over single takken; a reason only with a cancellation", () => {
    const parsed = activiteitInput.parse({ titel: " Kamp ", takken: ["welpen", "hele-groep"], start: "2026-11-28T14:00", reden: "storm" });
    expect(parsed).toMatchObject({ titel: "Kamp", takken: ["hele-groep"], afgelast: false, reden: null, nieuws: false });
    expect(parsed.start).toBe(at("2026-11-28T13:00:00Z"));
    expect(activiteitInput.parse({ titel: "x", takken: "welpen", start: "2026-11-28T14:00:00+01:00", afgelast: "on", reden: "storm" }).reden).toBe("storm");
  });
});

describe("the demo calendar", () => {
  const LEEFTIJDSTAKKEN = ["Kapoenen", "Welpen", "Pioniers", "Jongverkenners", "Verkenners", "Jin"];

  // One day in every month of a year: whatever the day, the demo looks like a group's year around it.
  for (const today of ["2026-09-03", "2026-10-15", "2026-11-23", "2026-12-24", "2027-01-31", "2027-03-01", "2027-05-20", "2027-06-30", "2027-07-15", "2027-08-30"]) {
    test(`around ${today}: Saturdays, a weekend and a July camp for every age tak, coming activities, news and one cancellation`, () => {
      const all = demoActiviteiten(today);
      const jaar = scoutsjaarVan(today);
      for (const tak of LEEFTIJDSTAKKEN) {
        const own = all.filter((a) => Array.isArray(a.takken) && a.takken.includes(tak));
        const inYear = own.filter((a) => a.datum >= `${jaar}-09-01` && a.datum <= `${jaar + 1}-08-31`);
        expect(inYear.filter((a) => weekdayOf(a.datum) === 6 && a.van === "14:00" && a.tot === "17:00").length, tak).toBeGreaterThan(25);
        expect(inYear.filter((a) => a.totDatum && weekdayOf(a.datum) === 5 && a.datum.slice(5, 7) !== "07").length, tak).toBe(1);
        expect(inYear.filter((a) => a.totDatum && a.datum.slice(5, 7) === "07").length, tak).toBe(1);
        expect(own.some((a) => a.datum >= today), `${tak} has coming activities`).toBe(true);
      }
      expect(all.filter((a) => a.afgelast).length).toBe(1);
      const nieuws = all.filter((a) => a.nieuws);
      expect(nieuws.length).toBeGreaterThanOrEqual(2);
      expect(nieuws.some((a) => a.takken === "Hele groep")).toBe(true);
    });
  }

  test("is the same for the same day", () => {
    expect(demoActiviteiten("2026-11-23")).toEqual(demoActiviteiten("2026-11-23"));
  });
});
