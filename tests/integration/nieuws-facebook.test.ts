import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { getDb, prepareDatabase } from "~/db/client.server";
import { loadBaseData } from "../helpers/takken";
import { createActiviteit } from "~/domains/activiteiten/mutations.server";
import { activiteitInput } from "~/domains/activiteiten/validation";
import { resetFacebookRefresh, syncFacebook } from "~/domains/nieuws/facebook.server";
import { logger } from "~/lib/logger.server";
import { loader as apiItem } from "~/routes/api.nieuws.$id";
import { loader as apiList } from "~/routes/api.nieuws";
import { action as vernieuwen, loader as homeLoader } from "~/routes/home";
import { loader as alleKalender } from "~/routes/kalender.ics";
import { loader as nieuwsLoader } from "~/routes/nieuws.$id";
import { startFakeGraph } from "../helpers/fake-graph";
import { withTempDataDir } from "../helpers/temp-data";
import { callRoute } from "../helpers/route";
import { siteUrl } from "~/group/context.server";

// Calendar UIDs carry the host of the public address (SITE_URL; unset in these tests).
const SITE_HOST = new URL(siteUrl()).hostname;
import { runAsSystem } from "~/domains/auth/actor.server";

withTempDataDir();

const TOKEN = "EAAGeheimToken+/=1234567890abcdef";
const PAGE = "scoutsdemostad";

const events = [
  {
    id: "2001",
    name: "Welpenweekend in de Ardennen",
    description: "Vergeet je slaapzak niet.",
    cover: { source: "https://scontent.example/welpen-klein.jpg", id: "5" },
    start_time: "2027-02-19T19:00:00+0100",
  },
  { id: "2002", name: "Spaghettiavond", description: "Kom smullen!", start_time: "2026-11-28T17:00:00+0100" },
  { id: "2003", name: "Jin: startweekend", description: "", start_time: "2026-09-25T20:00:00+0200" },
];

let graph: Awaited<ReturnType<typeof startFakeGraph>>;
let logged: string[] = [];
let own = 0;

function listCalls() {
  return graph.state.requests.filter((r) => r.path.endsWith(`/${PAGE}`)).length;
}

async function apiListJson() {
  const response = await apiList();
  const text = await response.text();
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), text, json: JSON.parse(text) as Record<string, unknown>[] };
}

async function storedIds(): Promise<string[]> {
  const rs = await getDb().$client.execute("SELECT id FROM facebook_event ORDER BY id");
  return rs.rows.map((r) => String(r.id));
}

beforeAll(async () => {
  await prepareDatabase();
  await loadBaseData();
  graph = await startFakeGraph({ token: TOKEN, pageId: PAGE });
  graph.state.events = events;
  graph.state.details.set("2001", { ...events[0], place: { name: "Jeugdverblijf De Hazelaar", location: { city: "Houffalize" } } });
  graph.state.covers.set("2001", "https://scontent.example/welpen-groot.jpg");
  graph.state.details.set("2002", { ...events[1], place: { name: "Parochiezaal" } });
  graph.state.details.set("2003", { ...events[2] });
  process.env.FACEBOOK_GRAPH_URL = graph.url;
  process.env.FACEBOOK_PAGE_ID = PAGE;
  process.env.FACEBOOK_ACCESS_TOKEN = TOKEN;
  process.env.FACEBOOK_TIMEOUT_MS = "300";
  // One own activity on the news page, one not.
  own = (await runAsSystem(() => createActiviteit(activiteitInput.parse({ titel: "Kerstmarkt", takken: ["hele-groep"], start: "2026-12-12T15:00", nieuws: true })))).id;
  await runAsSystem(() => createActiviteit(activiteitInput.parse({ titel: "Gewone vergadering", takken: ["welpen"], start: "2026-12-05T14:00" })));
});

afterAll(async () => {
  await graph.close();
  delete process.env.FACEBOOK_GRAPH_URL;
  delete process.env.FACEBOOK_PAGE_ID;
  delete process.env.FACEBOOK_ACCESS_TOKEN;
  delete process.env.FACEBOOK_TIMEOUT_MS;
});

beforeEach(() => {
  logged = [];
  for (const level of ["info", "warn", "error"] as const) {
    vi.spyOn(logger, level).mockImplementation(((...parts: unknown[]) => {
      logged.push(`${level}: ${parts.map((p) => (typeof p === "string" ? p : JSON.stringify(p))).join(" ")}`);
    }) as never);
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  graph.state.mode = "ok";
  // The token never reaches a log line, whatever happened in the test.
  expect(logged.join("\n")).not.toContain(TOKEN);
  expect(logged.join("\n")).not.toContain(encodeURIComponent(TOKEN));
});

describe("reading Facebook in the background into the site's own store", () => {
  test("asks the page's events with the token as bearer, then each event's place and full cover", async () => {
    graph.state.requests = [];
    expect(await syncFacebook()).toEqual({ status: "ok", count: 3 });
    expect(graph.state.requests[0]).toEqual({
      path: `/v21.0/${PAGE}`,
      fields: "events{description,cover,start_time,name,id}",
      authorization: `Bearer ${TOKEN}`,
    });
    expect(graph.state.requests.filter((r) => r.path === "/v21.0/2001").map((r) => r.fields).sort()).toEqual([
      "cover",
      "description,cover,start_time,name,id,place",
    ]);
    expect(await storedIds()).toEqual(["2001", "2002", "2003"]);
  });

  test("the news list is own items and Facebook events together, newest start first, each with its bron", async () => {
    const answer = await apiListJson();
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe("public, max-age=60");
    expect(answer.json.map((i) => [i.id, i.bron])).toEqual([
      ["2001", "facebook"],
      [`activiteit-${own}`, "site"],
      ["2002", "facebook"],
      ["2003", "facebook"],
    ]);
    expect(answer.json[0]).toEqual({
      id: "2001",
      name: "Welpenweekend in de Ardennen",
      description: "Vergeet je slaapzak niet.",
      cover: { source: "https://scontent.example/welpen-groot.jpg" },
      start_time: "2027-02-19T19:00:00+0100",
      end_time: null,
      place: { name: "Jeugdverblijf De Hazelaar" },
      groep: "Welpen",
      is_canceled: false,
      bron: "facebook",
    });
    expect(answer.json[1]).toMatchObject({ name: "Kerstmarkt", start_time: "2026-12-12T15:00:00+01:00", groep: null, bron: "site" });
    expect(answer.text).not.toContain(TOKEN);
  });

  test("pages and the API never ask Facebook while a visitor waits", async () => {
    graph.state.requests = [];
    await apiList();
    await callRoute(homeLoader, "http://localhost/");
    await callRoute(apiItem, "http://localhost/api/nieuws/2001", { id: "2001" });
    await callRoute(nieuwsLoader, "http://localhost/nieuws/2002", { id: "2002" });
    await callRoute(alleKalender, "http://localhost/kalender.ics");
    expect(graph.state.requests).toEqual([]);
  });

  test("one row per Facebook id: changed in place, removed when Facebook no longer lists it, new ones added", async () => {
    graph.state.events = [{ ...events[0], name: "Welpenweekend (verplaatst)" }, events[1]!, { id: "2004", name: "Pioniershike", start_time: "2027-04-01T10:00:00+0200" }];
    graph.state.details.set("2004", { id: "2004", name: "Pioniershike", start_time: "2027-04-01T10:00:00+0200", place: { name: "Bos" } });
    expect(await syncFacebook()).toEqual({ status: "ok", count: 3 });
    expect(await storedIds()).toEqual(["2001", "2002", "2004"]);
    const item = await callRoute(apiItem, "http://localhost/api/nieuws/2001", { id: "2001" });
    expect(await item.json()).toMatchObject({ name: "Welpenweekend (verplaatst)", place: { name: "Jeugdverblijf De Hazelaar" } });
    graph.state.events = events;
    await syncFacebook();
  });

  const failures = [
    { mode: "http500", reason: /HTTP 500/ },
    { mode: "hang", reason: /geen antwoord binnen 300 ms/ },
    { mode: "expired", reason: /Error validating access token: Session has expired \(OAuthException, code 190\)/ },
    { mode: "malformed", reason: /ongeldig antwoord \(geen JSON/ },
    { mode: "echo-token", reason: /Cannot parse access token: \[token verborgen\]/ },
    { mode: "no-events", reason: /zonder events\.data/ },
    { mode: "empty", reason: /lege lijst/ },
  ] as const;

  for (const { mode, reason } of failures) {
    test(`${mode}: the store stays as it was, the news page shows the stored Facebook items and the own items`, async () => {
      graph.state.mode = mode;
      const result = await syncFacebook();
      graph.releaseHanging();
      expect(result.status).toBe("failed");
      expect(await storedIds()).toEqual(["2001", "2002", "2003"]);
      const home = (await (await callRoute(homeLoader, "http://localhost/")).json()) as { nieuws: { id: string }[] };
      expect(home.nieuws.map((n) => n.id)).toEqual(["2001", `activiteit-${own}`, "2002", "2003"]);
      const warning = logged.find((line) => line.includes("Facebook-evenementen niet gelezen"));
      expect(warning).toMatch(reason);
    });
  }

  test("'Vernieuwen' reads Facebook at once, but at most once per 30 seconds, whoever clicks", async () => {
    resetFacebookRefresh();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      let now = Date.parse("2026-11-23T12:00:00Z");
      vi.setSystemTime(now);
      const before = listCalls();
      graph.state.events = [{ id: "2009", name: "Nieuw: Pioniershike", start_time: "2027-05-01T10:00:00+0200" }, ...events];
      await vernieuwen();
      expect(listCalls()).toBe(before + 1);
      expect((await apiListJson()).json[0]?.name).toBe("Nieuw: Pioniershike");
      for (let i = 0; i < 5; i++) {
        now += 5_000;
        vi.setSystemTime(now);
        await vernieuwen();
      }
      expect(listCalls()).toBe(before + 1);
      now += 6_000;
      vi.setSystemTime(now);
      await vernieuwen();
      expect(listCalls()).toBe(before + 2);
    } finally {
      vi.useRealTimers();
      graph.state.events = events;
      await syncFacebook();
    }
  });

  test("the calendar feed holds the Facebook events with a DTEND too", async () => {
    const text = await (await callRoute(alleKalender, "http://localhost/kalender.ics")).text();
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const welpen = vevents.find((v) => v.getFirstPropertyValue("uid") === `2001@${SITE_HOST}`);
    expect((welpen?.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString()).toBe("2027-02-19T23:00:00.000Z");
    expect(vevents.some((v) => v.getFirstPropertyValue("summary") === "Kerstmarkt")).toBe(true);
  });

  test("an unknown or impossible id is a JSON 404, and never reaches Facebook", async () => {
    graph.state.requests = [];
    expect((await callRoute(apiItem, "http://localhost/api/nieuws/9999", { id: "9999" })).status).toBe(404);
    expect((await apiItem({ params: { id: "..%2Fme" } } as never)).status).toBe(404);
    expect((await apiItem({ params: { id: "activiteit-999" } } as never)).status).toBe(404);
    expect(graph.state.requests).toEqual([]);
  });
});

describe("without Facebook configuration", () => {
  test("the news page shows the site's own items only, and Facebook is never asked", async () => {
    const saved = process.env.FACEBOOK_ACCESS_TOKEN;
    delete process.env.FACEBOOK_ACCESS_TOKEN;
    try {
      graph.state.requests = [];
      expect(await syncFacebook()).toEqual({ status: "off" });
      expect((await apiListJson()).json.map((i) => i.id)).toEqual([`activiteit-${own}`]);
      expect((await apiItem({ params: { id: "2001" } } as never)).status).toBe(404);
      expect(graph.state.requests).toEqual([]);
    } finally {
      process.env.FACEBOOK_ACCESS_TOKEN = saved;
    }
  });
});
