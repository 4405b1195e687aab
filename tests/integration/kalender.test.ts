import ICAL from "ical.js";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { prepareDatabase } from "~/db/client.server";
import { loadBaseData } from "../helpers/takken";
import { createActiviteit } from "~/domains/activiteiten/mutations.server";
import { activiteitInput } from "~/domains/activiteiten/validation";
import { loader as alleKalender } from "~/routes/kalender.ics";
import { loader as takKalender } from "~/routes/takken.$id.kalender.ics";
import { withTempDataDir } from "../helpers/temp-data";
import { callRoute } from "../helpers/route";
import { runAsSystem } from "~/domains/auth/actor.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";

withTempDataDir();

beforeAll(async () => {
  delete process.env.FACEBOOK_PAGE_ID;
  delete process.env.FACEBOOK_ACCESS_TOKEN;
  await prepareDatabase();
  await loadBaseData();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.parse("2026-09-01T10:00:00Z"));
  for (const [titel, start] of [
    ["Lang geleden", "2026-09-05T14:00"],
    ["Vorige maand", "2026-10-31T14:00"],
    ["Volgende week", "2026-11-28T14:00"],
  ] as const) {
    await runAsSystem(() => createActiviteit(activiteitInput.parse({ titel, takken: ["welpen"], start })));
  }
  vi.useRealTimers();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.parse("2026-11-23T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

async function summaries(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  // RFC 5545: CRLF line ends (the last line too), lines of at most 75 octets (longer ones folded).
  expect(text.endsWith("\r\n")).toBe(true);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  return calendar.getAllSubcomponents("vevent").map((v) => String(v.getFirstPropertyValue("summary")));
}

describe("iCalendar feeds", () => {
  test("keep the last 30 days, so a subscribed agenda does not lose last week's activities", async () => {
    expect(await summaries(await callRoute(alleKalender, "http://localhost/kalender.ics"))).toEqual(["Vorige maand", "Volgende week"]);
    expect(await summaries(await callRoute(takKalender, "http://localhost/takken/welpen/kalender.ics", { id: "Welpen" }))).toEqual(["Vorige maand", "Volgende week"]);
    expect(await summaries(await callRoute(takKalender, "http://localhost/takken/mastworp/kalender.ics", { id: "mastworp" }))).toEqual([]);
  });

  test("an unknown tak or the Takleiding role is 404", async () => {
    expect((await callRoute(takKalender, "http://localhost/", { id: "zeeverkenners" })).status).toBe(404);
    expect((await callRoute(takKalender, "http://localhost/", { id: "takleiding" })).status).toBe(404);
  });

  test("a family's feed (/kalender.ics?takken=welpen,jin) holds those takken's and the whole group's activities only", async () => {
    for (const [titel, takken, start] of [
      ["Jin-dag", ["jin"], "2026-11-29T10:00"],
      ["Kapoenendag", ["kapoenen"], "2026-11-29T10:00"],
      ["Groepsfeest", ["hele-groep"], "2026-12-05T18:00"],
      ["Met de pioniers", ["welpen", "pioniers"], "2026-12-06T14:00"],
    ] as const) {
      await runAsSystem(() => createActiviteit(activiteitInput.parse({ titel, takken, start })));
    }
    const feed = async (query: string) => {
      const response = await callRoute(alleKalender, `http://localhost/kalender.ics${query}`);
      const text = await response.clone().text();
      return { summaries: await summaries(response), name: new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue("x-wr-calname") };
    };
    const gezin = await feed("?takken=welpen,jin");
    expect(gezin.summaries).toEqual(["Vorige maand", "Volgende week", "Jin-dag", "Groepsfeest", "Met de pioniers"]);
    expect(gezin.name).toBe(`${(await getInstellingen()).groep.naam} – Welpen, Jin`);
    // The same family in another order (or the parameter repeated) is the same calendar.
    expect(await feed("?takken=jin&takken=Welpen")).toEqual(gezin);
    expect((await feed("?takken=kapoenen")).summaries).toEqual(["Kapoenendag", "Groepsfeest"]);
    expect((await feed("")).summaries).toHaveLength(6);
    // A typo is said, not answered with an empty calendar.
    const fout = await callRoute(alleKalender, "http://localhost/kalender.ics?takken=welpen,welpjes");
    expect(fout.status).toBe(400);
    expect(await fout.text()).toBe("Onbekende tak: welpjes");
  });
});
