import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { prepareDatabase } from "~/db/client.server";
import { loadBaseData } from "~/demo/seed.server";
import { demoEvents } from "~/demo/nieuws";
import { getNieuws, listNieuws, resetNieuwsCache } from "~/domains/nieuws/nieuws.server";
import { loader as apiItem } from "~/routes/api.nieuws.$id";
import { loader as apiList } from "~/routes/api.nieuws";
import { action as vernieuwen } from "~/routes/home";
import { startFakeGraph } from "../helpers/fake-graph";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

const TOKEN = "EAAGeheimToken+/=1234567890abcdef";
const PAGE = "scoutsdemostad";
const MIN = 60_000;

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
let now = Date.parse("2026-11-21T12:00:00Z");

function advance(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}

async function apiListJson(): Promise<{ status: number; cacheControl: string | null; text: string; json: unknown }> {
  const response = await apiList();
  const text = await response.text();
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), text, json: JSON.parse(text) };
}

async function apiItemJson(id: string) {
  const response = await apiItem({ params: { id }, request: new Request(`http://localhost/api/nieuws/${id}`) } as never);
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

function listCalls() {
  return graph.state.requests.filter((r) => r.path.endsWith(`/${PAGE}`)).length;
}

beforeAll(async () => {
  await prepareDatabase();
  await loadBaseData();
  graph = await startFakeGraph({ token: TOKEN, pageId: PAGE });
  graph.state.events = events;
  graph.state.details.set("2001", {
    ...events[0],
    place: { name: "Jeugdverblijf De Hazelaar", location: { city: "Houffalize" } },
  });
  graph.state.covers.set("2001", "https://scontent.example/welpen-groot.jpg");
  graph.state.details.set("2002", { ...events[1], place: { name: "Parochiezaal" } });
  process.env.FACEBOOK_GRAPH_URL = graph.url;
  process.env.FACEBOOK_PAGE_ID = PAGE;
  process.env.FACEBOOK_ACCESS_TOKEN = TOKEN;
  process.env.FACEBOOK_TIMEOUT_MS = "300";
});

afterAll(async () => {
  await graph.close();
  delete process.env.FACEBOOK_GRAPH_URL;
  delete process.env.FACEBOOK_PAGE_ID;
  delete process.env.FACEBOOK_ACCESS_TOKEN;
  delete process.env.FACEBOOK_TIMEOUT_MS;
});

beforeEach(() => {
  // Only Date is faked: the HTTP server and the fetch timeout run on real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  logged = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(`${method}: ${args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" ")}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  graph.state.mode = "ok";
  // The token never reaches a log line, whatever happened in the test.
  expect(logged.join("\n")).not.toContain(TOKEN);
  expect(logged.join("\n")).not.toContain(encodeURIComponent(TOKEN));
});

describe("the list from the Graph API", () => {
  test("asks the page's events with the token as bearer and answers the browser's shape", async () => {
    resetNieuwsCache();
    graph.state.requests = [];
    const answer = await apiListJson();
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe("public, max-age=60");
    expect(graph.state.requests).toEqual([
      { path: `/v21.0/${PAGE}`, fields: "events{description,cover,start_time,name,id}", authorization: `Bearer ${TOKEN}` },
    ]);
    expect(answer.json).toEqual([
      {
        id: "2001",
        name: "Welpenweekend in de Ardennen",
        description: "Vergeet je slaapzak niet.",
        cover: { source: "https://scontent.example/welpen-klein.jpg" },
        start_time: "2027-02-19T19:00:00+0100",
        place: null,
        groep: "Welpen",
      },
      { id: "2002", name: "Spaghettiavond", description: "Kom smullen!", cover: null, start_time: "2026-11-28T17:00:00+0100", place: null, groep: null },
      { id: "2003", name: "Jin: startweekend", description: "", cover: null, start_time: "2026-09-25T20:00:00+0200", place: null, groep: "Jin" },
    ]);
    expect(answer.text).not.toContain(TOKEN);
  });

  test("is cached in memory for a few minutes, then asked again", async () => {
    const before = listCalls();
    await listNieuws();
    advance(4 * MIN);
    await listNieuws();
    expect(listCalls()).toBe(before);
    advance(2 * MIN);
    await listNieuws();
    expect(listCalls()).toBe(before + 1);
  });

  test("simultaneous requests share one Graph call", async () => {
    advance(10 * MIN);
    const before = listCalls();
    await Promise.all([listNieuws(), listNieuws(), listNieuws(), apiList()]);
    expect(listCalls()).toBe(before + 1);
  });

  test("'Vernieuwen' bypasses the cache, but asks Facebook at most once per 30 seconds", async () => {
    advance(10 * MIN);
    await listNieuws();
    const before = listCalls();
    graph.state.events = [{ id: "2009", name: "Nieuw: Pioniershike", start_time: "2027-04-01T10:00:00+0200" }, ...events];
    advance(40_000);
    await vernieuwen();
    expect(listCalls()).toBe(before + 1);
    expect((await listNieuws())[0]?.name).toBe("Nieuw: Pioniershike");
    // Hammering the button: no further Graph calls inside the window.
    for (let i = 0; i < 5; i++) {
      advance(5_000);
      await vernieuwen();
    }
    expect(listCalls()).toBe(before + 1);
    advance(10_000);
    await listNieuws({ fresh: true });
    expect(listCalls()).toBe(before + 2);
    graph.state.events = events;
    advance(31_000);
    await listNieuws({ fresh: true });
  });
});

describe("failures never empty the page", () => {
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
    test(`${mode}: the last good list is served and the reason is logged`, async () => {
      advance(10 * MIN);
      await listNieuws(); // a good list, kept in the database
      graph.state.mode = mode;
      advance(10 * MIN);
      // A restart forgets the memory; the database still has the last good list.
      resetNieuwsCache();
      const answer = await apiListJson();
      graph.releaseHanging();
      expect(answer.status).toBe(200);
      expect((answer.json as { id: string }[]).map((i) => i.id)).toEqual(["2001", "2002", "2003"]);
      expect(answer.text).not.toContain(TOKEN);
      const warning = logged.find((line) => line.startsWith("warn: [nieuws]"));
      expect(warning).toMatch(reason);
      expect(warning).toMatch(/laatste goede lijst \(3 items\)/);
    });
  }

  test("after a failure Facebook is not asked again on every request", async () => {
    advance(10 * MIN);
    graph.state.mode = "http500";
    resetNieuwsCache();
    await listNieuws();
    const before = listCalls();
    await listNieuws();
    await listNieuws();
    expect(listCalls()).toBe(before);
    graph.state.mode = "ok";
    advance(61_000);
    await listNieuws();
    expect(listCalls()).toBe(before + 1);
  });

  test("without any kept list a failure gives an empty list (the empty state), not an error", async () => {
    process.env.FACEBOOK_PAGE_ID = "nooitgezien";
    try {
      resetNieuwsCache();
      graph.state.mode = "expired";
      const answer = await apiListJson();
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual([]);
      expect(logged.join("\n")).toMatch(/er is geen bewaarde lijst/);
    } finally {
      process.env.FACEBOOK_PAGE_ID = PAGE;
    }
  });
});

describe("one item", () => {
  test("asks /{id} with place and merges cover.source from a second call", async () => {
    resetNieuwsCache();
    graph.state.requests = [];
    const answer = await apiItemJson("2001");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      id: "2001",
      name: "Welpenweekend in de Ardennen",
      description: "Vergeet je slaapzak niet.",
      cover: { source: "https://scontent.example/welpen-groot.jpg" },
      start_time: "2027-02-19T19:00:00+0100",
      place: { name: "Jeugdverblijf De Hazelaar" },
      groep: "Welpen",
    });
    expect(graph.state.requests.map((r) => [r.path, r.fields, r.authorization]).sort()).toEqual([
      ["/v21.0/2001", "cover", `Bearer ${TOKEN}`],
      ["/v21.0/2001", "description,cover,start_time,name,id,place", `Bearer ${TOKEN}`],
    ]);
    expect(answer.text).not.toContain(TOKEN);
  });

  test("is cached, and an unknown id is a JSON 404 without a warning", async () => {
    const before = graph.state.requests.length;
    await getNieuws("2001");
    expect(graph.state.requests.length).toBe(before);
    const missing = await apiItemJson("9999");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: "Nieuws niet gevonden" });
    expect(logged.filter((l) => l.startsWith("warn"))).toEqual([]);
    const notAnId = await apiItemJson("..%2Fme");
    expect(notAnId.status).toBe(404);
    expect(graph.state.requests.some((r) => r.path.includes("me"))).toBe(false);
  });

  for (const mode of ["http500", "hang", "expired", "malformed"] as const) {
    test(`${mode}: the item from the last good list is shown`, async () => {
      resetNieuwsCache();
      graph.state.mode = mode;
      const item = await getNieuws("2002");
      graph.releaseHanging();
      expect(item).toMatchObject({ id: "2002", name: "Spaghettiavond" });
      expect(logged.join("\n")).toMatch(/Facebook-evenement 2002 kon niet geladen worden/);
      const unknown = await getNieuws("424242");
      graph.releaseHanging();
      expect(unknown).toBeNull();
    });
  }
});

describe("without Facebook configuration", () => {
  test("the demo events are the source and Facebook is never asked", async () => {
    const saved = process.env.FACEBOOK_ACCESS_TOKEN;
    delete process.env.FACEBOOK_ACCESS_TOKEN;
    try {
      resetNieuwsCache();
      const before = graph.state.requests.length;
      const answer = await apiListJson();
      expect((answer.json as { id: string }[]).map((i) => i.id)).toEqual(demoEvents.map((e) => e.id));
      expect((await apiItemJson(demoEvents[1]!.id)).json).toMatchObject({ name: demoEvents[1]!.name, groep: "Welpen" });
      expect((await apiItemJson("1")).status).toBe(404);
      expect(graph.state.requests.length).toBe(before);
    } finally {
      process.env.FACEBOOK_ACCESS_TOKEN = saved;
    }
  });
});
