import { describe, expect, test } from "vitest";
import { abonneerLinks, feedPath } from "~/domains/activiteiten/feed";
import { afmeldHref, bedankt } from "~/domains/afmeldingen/rules";
import { herinneringVan, leesUur } from "~/domains/meldingen/rules";
import { brusselsInstant } from "~/lib/dates";

// Issue 39's pure rules: where 'Afmelden' leads, a family's feed, the evening reminder's moment.

const LEEFTIJD = ["kapoenen", "welpen", "pioniers", "jongverkenners", "verkenners", "jin"];
const NU = Date.parse("2026-11-27T12:00:00Z");
const activiteit = (over: Partial<Parameters<typeof afmeldHref>[0]> = {}) => ({
  id: 12,
  afgelast: false,
  start: Date.parse("2026-11-28T13:00:00Z"),
  heleGroep: false,
  takken: [{ slug: "welpen" }],
  ...over,
});

describe("afmeldHref", () => {
  test("leads to the form with the tak preset when the activity has one age tak", () => {
    expect(afmeldHref(activiteit(), NU, LEEFTIJD)).toBe("/afmelden/12?tak=welpen");
    expect(afmeldHref(activiteit({ takken: [{ slug: "welpen" }, { slug: "leiding" }] }), NU, LEEFTIJD)).toBe("/afmelden/12?tak=welpen");
  });

  test("asks for the tak for several or the whole group, unless the page is a tak's own", () => {
    expect(afmeldHref(activiteit({ takken: [{ slug: "welpen" }, { slug: "jin" }] }), NU, LEEFTIJD)).toBe("/afmelden/12");
    expect(afmeldHref(activiteit({ heleGroep: true, takken: [] }), NU, LEEFTIJD)).toBe("/afmelden/12");
    expect(afmeldHref(activiteit({ heleGroep: true, takken: [] }), NU, LEEFTIJD, "jin")).toBe("/afmelden/12?tak=jin");
    expect(afmeldHref(activiteit({ takken: [{ slug: "welpen" }, { slug: "jin" }] }), NU, LEEFTIJD, "kapoenen")).toBe("/afmelden/12");
  });

  test("is not offered for a cancelled, begun or leaders' activity", () => {
    expect(afmeldHref(activiteit({ afgelast: true }), NU, LEEFTIJD)).toBeNull();
    expect(afmeldHref(activiteit({ start: NU }), NU, LEEFTIJD)).toBeNull();
    expect(afmeldHref(activiteit({ takken: [{ slug: "leiding" }] }), NU, LEEFTIJD)).toBeNull();
  });

  test("says thanks as the issue words it", () => {
    expect(bedankt("Lotte", "Bosspel", "zaterdag 28/11")).toBe("Bedankt. Lotte is afgemeld voor Bosspel op zaterdag 28/11.");
  });
});

describe("a family's feed", () => {
  test("one tak keeps its own address, several are one feed, none is every tak", () => {
    expect(feedPath([])).toBe("/kalender.ics");
    expect(feedPath(["welpen"])).toBe("/takken/welpen/kalender.ics");
    expect(feedPath(["welpen", "jin"])).toBe("/kalender.ics?takken=welpen,jin");
    expect(abonneerLinks(["welpen", "jin"], "https://www.scoutsdemostad.be")).toEqual({
      https: "https://www.scoutsdemostad.be/kalender.ics?takken=welpen,jin",
      webcal: "webcal://www.scoutsdemostad.be/kalender.ics?takken=welpen,jin",
      google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent("webcal://www.scoutsdemostad.be/kalender.ics?takken=welpen,jin")}`,
    });
  });
});

describe("the evening reminder's moment", () => {
  test("reads a Brussels time, 'uit' turns it off", () => {
    expect(leesUur("19:00")).toEqual({ uur: 19, minuut: 0 });
    expect(leesUur("19u30")).toEqual({ uur: 19, minuut: 30 });
    expect(leesUur("uit")).toBeNull();
    expect(leesUur("25:00")).toBeNull();
  });

  test("is the evening before, in Brussels time, on either side of a clock change", () => {
    // Saturday 24 October 2026: summer time (UTC+2); the next day is the change to winter time.
    expect(herinneringVan(Date.parse("2026-10-24T10:00:00Z"), { uur: 19, minuut: 0 })).toEqual({ vandaag: "2026-10-24", morgen: "2026-10-25", at: brusselsInstant("2026-10-24", "19:00") });
    expect(new Date(brusselsInstant("2026-10-24", "19:00")).toISOString()).toBe("2026-10-24T17:00:00.000Z");
    expect(new Date(herinneringVan(Date.parse("2026-10-25T10:00:00Z"), { uur: 19, minuut: 0 }).at).toISOString()).toBe("2026-10-25T18:00:00.000Z");
  });
});
