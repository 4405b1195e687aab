import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getDb, prepareDatabase } from "~/db/client.server";
import { loadBaseData } from "../helpers/takken";
import { loader as apiActiviteiten } from "~/routes/api.activiteiten";
import { loader as apiLeiding } from "~/routes/api.leiding";
import { loader as geschiedenisDetail } from "~/routes/geschiedenis.$id";
import { loader as geschiedenisLijst } from "~/routes/geschiedenis._index";
import { loader as leidingVanJaar } from "~/routes/geschiedenis.leiding.$jaar";
import { loader as home } from "~/routes/home";
import { loader as kalender } from "~/routes/kalender";
import { loader as alleKalender } from "~/routes/kalender.ics";
import { loader as nieuwsDetail } from "~/routes/nieuws.$id";
import { loader as tak } from "~/routes/takken.$id";
import { loader as afmelden } from "~/routes/afmelden.$id";
import { loader as berichtPagina } from "~/routes/berichten.$id";
import { loader as takKalender } from "~/routes/takken.$id.kalender.ics";
import { generateFullDatabase } from "../../bench/generate-data.mjs";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

// Issue 24: a page's cost must not grow with the age of the database. On the bench's full database (2,000 activities
// over five years, 300 leaders, 100 periods), every query the public pages make is read with EXPLAIN QUERY PLAN: none
// reads a table that grows with the years (activities and their tak links, leaders' assignments) from end to end.

const GROWING = ["activiteit", "activiteit_tak", "leiding_tak", "geschiedenis_artikel", "melding_bericht", "melding_bericht_tak", "afmelding"];

const { dir } = withTempDataDir();
const statements: { sql: string; args: unknown[] }[] = [];
let execute: ReturnType<typeof getDb>["$client"]["execute"];

beforeAll(async () => {
  await prepareDatabase();
  await loadBaseData();
  await generateFullDatabase(dir());
  // Every statement the pages send, as sent.
  const client = getDb().$client;
  execute = client.execute.bind(client);
  client.execute = ((statement: string | { sql: string; args?: unknown[] }) => {
    if (typeof statement === "object") statements.push({ sql: statement.sql, args: statement.args ?? [] });
    return execute(statement as never);
  }) as typeof client.execute;
}, 60_000);

afterAll(() => {
  getDb().$client.execute = execute;
});

/** The plan's steps that read a growing table whole (`SCAN activiteit`; a SEARCH uses an index). */
async function fullScans(page: () => Promise<Response>): Promise<string[]> {
  statements.length = 0;
  expect((await page()).status).toBe(200);
  expect(statements.length).toBeGreaterThan(0);
  const scans: string[] = [];
  for (const { sql, args } of [...statements]) {
    if (!/^\s*select/i.test(sql)) continue;
    const plan = await execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: args as never });
    for (const row of plan.rows) {
      const detail = String(row.detail);
      const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
      if (scanned && GROWING.includes(scanned)) scans.push(`${detail}  <-  ${sql}`);
    }
  }
  return scans;
}

const BASE = "http://localhost";

describe("the public pages' queries on the full database", () => {
  test("use indexes on when activities start and end, their tak links, the news date and the leaders' year", async () => {
    const [nieuws] = (await (await callRoute(home, `${BASE}/`)).json()).nieuws as { id: string }[];
    const pages: [string, () => Promise<Response>][] = [
      ["/", () => callRoute(home, `${BASE}/`)],
      ["/kalender", () => callRoute(kalender, `${BASE}/kalender`)],
      ["/kalender?tak=welpen", () => callRoute(kalender, `${BASE}/kalender?tak=welpen`)],
      ["/takken/welpen", () => callRoute(tak, `${BASE}/takken/welpen`, { id: "welpen" })],
      ["/takken/leiding", () => callRoute(tak, `${BASE}/takken/leiding`, { id: "leiding" })],
      ["/nieuws/{id}", () => callRoute(nieuwsDetail, `${BASE}/nieuws/${nieuws!.id}`, { id: nieuws!.id })],
      ["/kalender.ics", () => callRoute(alleKalender, `${BASE}/kalender.ics`)],
      ["/takken/welpen/kalender.ics", () => callRoute(takKalender, `${BASE}/takken/welpen/kalender.ics`, { id: "welpen" })],
      ["/api/activiteiten", () => callRoute(apiActiviteiten, `${BASE}/api/activiteiten`)],
      ["/api/activiteiten?tak=jin", () => callRoute(apiActiviteiten, `${BASE}/api/activiteiten?tak=jin`)],
      ["/api/leiding", () => callRoute(apiLeiding, `${BASE}/api/leiding`)],
      ["/geschiedenis", () => callRoute(geschiedenisLijst, `${BASE}/geschiedenis`)],
      ["/geschiedenis/{id}", () => callRoute(geschiedenisDetail, `${BASE}/geschiedenis/jaar-van-de-dappere-vossen`, { id: "jaar-van-de-dappere-vossen" })],
    ];
    // Issue 39: a family's feed, 'Afmelden' for a coming activity, a message of the tak pages' archive.
    const { weken } = (await (await callRoute(kalender, `${BASE}/kalender?tak=welpen`)).json()) as { weken: { items: { id: number; afmelden: string | null }[] }[] };
    const komend = weken.flatMap((w) => w.items).find((a) => a.afmelden)!;
    const bericht = await getDb().$client.execute({
      sql: "INSERT INTO melding_bericht (sleutel, soort, titel, inhoud, hele_groep, verstuurd_op) VALUES ('plan', 'week', 'Deze week bij de Welpen', ?, 0, ?) RETURNING id",
      args: [JSON.stringify({ regel: null, eerder: null, activiteiten: [] }), Date.now()],
    });
    const berichtId = String(bericht.rows[0]!.id);
    await getDb().$client.execute({ sql: "INSERT INTO melding_bericht_tak (bericht_id, tak_id) VALUES (?, 2)", args: [berichtId] });
    pages.push(
      ["/kalender.ics?takken=welpen,jin", () => callRoute(alleKalender, `${BASE}/kalender.ics?takken=welpen,jin`)],
      ["/afmelden/{id}", () => callRoute(afmelden, `${BASE}/afmelden/${komend.id}`, { id: String(komend.id) })],
      ["/berichten/{id}", () => callRoute(berichtPagina, `${BASE}/berichten/${berichtId}`, { id: berichtId })],
    );
    const jaar = new Date().getFullYear() - 3;
    pages.push([`/geschiedenis/leiding/${jaar}-${jaar + 1}`, () => callRoute(leidingVanJaar, `${BASE}/geschiedenis/leiding/${jaar}-${jaar + 1}`, { jaar: `${jaar}-${jaar + 1}` })]);
    for (const [path, page] of pages) expect(await fullScans(page), path).toEqual([]);
  });

  test("a query that reads a table whole is seen (the check itself)", async () => {
    const scans = await fullScans(async () => {
      await getDb().$client.execute({ sql: "SELECT * FROM activiteit WHERE titel = ?", args: ["Kamp"] });
      return new Response(null);
    });
    expect(scans).toHaveLength(1);
  });
});
