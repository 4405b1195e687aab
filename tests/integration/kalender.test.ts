import ICAL from "ical.js";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { prepareDatabase } from "~/db/client.server";
import { loadBaseData } from "~/demo/seed.server";
import { resetNieuwsCache } from "~/domains/nieuws/nieuws.server";
import { loader as alleKalender } from "~/routes/kalender";
import { loader as takKalender } from "~/routes/takken.$id.kalender";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

beforeAll(async () => {
  delete process.env.FACEBOOK_PAGE_ID;
  delete process.env.FACEBOOK_ACCESS_TOKEN;
  await prepareDatabase();
  await loadBaseData();
  resetNieuwsCache();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.parse("2026-11-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

async function parse(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  // RFC 5545: CRLF line ends, lines of at most 75 octets (longer ones folded).
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      location: event.location,
      description: event.description,
      url: String(vevent.getFirstPropertyValue("url")),
    };
  });
}

describe("iCalendar feeds of the upcoming events", () => {
  test("/kalender.ics lists every upcoming event, oldest first, in UTC", async () => {
    const events = await parse(await alleKalender());
    expect(events.map((e) => e.summary)).toEqual([
      "Spaghettiavond",
      "Kapoenen: Sinterklaasfeestje",
      "Kerstmarkt",
      "Nieuwjaarsreceptie",
      "Welpenweekend in de Ardennen",
      "Jongverkenners: wafelenbak voor het kamp",
    ]);
    const welpen = events.find((e) => e.summary.startsWith("Welpen"));
    expect(welpen).toMatchObject({
      uid: "1165098234417820@www.scoutsdemostad.be",
      start: "2027-02-19T18:00:00.000Z",
      location: "Jeugdverblijf De Hazelaar, Houffalize",
      url: "https://www.scoutsdemostad.be/nieuws/1165098234417820",
    });
    expect(welpen?.description).toContain("De horde trekt een weekend naar de Ardennen!\nWe vertrekken");
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  test("/takken/{id}/kalender.ics holds the events of that tak by their groep label", async () => {
    const welpen = await parse(await takKalender({ params: { id: "welpen" } } as never));
    expect(welpen.map((e) => e.summary)).toEqual(["Welpenweekend in de Ardennen"]);
    const kapoenen = await parse(await takKalender({ params: { id: "Kapoenen" } } as never));
    expect(kapoenen.map((e) => e.summary)).toEqual(["Kapoenen: Sinterklaasfeestje"]);
    expect(await parse(await takKalender({ params: { id: "mastworp" } } as never))).toEqual([]);
  });

  test("an unknown tak or the Takleiding role is 404", async () => {
    expect((await takKalender({ params: { id: "zeeverkenners" } } as never)).status).toBe(404);
    expect((await takKalender({ params: { id: "takleiding" } } as never)).status).toBe(404);
  });
});
