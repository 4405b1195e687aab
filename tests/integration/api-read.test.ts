import { beforeAll, describe, expect, it } from "vitest";
import { getDb, prepareDatabase } from "~/db/client.server";
import { demoGeschiedenis } from "~/demo/geschiedenis";
import { demoLeiding } from "~/demo/leiding";
import { loadDemoContent } from "~/demo/seed.server";
import { loadBaseData } from "../helpers/takken";
import { slugify } from "~/domains/geschiedenis/rules";
import { mediaUrl } from "~/domains/media/media";
import { leiding } from "~/domains/leiding/schema";
import { maandVan } from "~/domains/takken/rules";
import { boekje } from "~/domains/takken/schema";
import { eq } from "drizzle-orm";
import * as geschiedenisDetailApi from "~/routes/api.geschiedenis.$id";
import * as geschiedenisArticlesApi from "~/routes/api.geschiedenis.articles.$id";
import * as geschiedenisApi from "~/routes/api.geschiedenis";
import * as leidingDetailApi from "~/routes/api.leiding.$id";
import * as leidingTakApi from "~/routes/api.leiding.tak.$name";
import * as leidingZonderImageApi from "~/routes/api.leiding.zonderimage";
import * as leidingApi from "~/routes/api.leiding";
import * as notFoundApi from "~/routes/api.not-found";
import * as takDetailApi from "~/routes/api.takken.$id";
import * as takkenApi from "~/routes/api.takken";
import * as geschiedenisPage from "~/routes/geschiedenis.$id";
import * as takPage from "~/routes/takken.$id";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

beforeAll(async () => {
  await prepareDatabase();
  await loadBaseData();
  await loadDemoContent();
});

type AnyLoader = (args: never) => unknown;

/** Calls a route module's loader with a GET request and the route params; the JSON it answers. */
async function get(loader: AnyLoader, path: string, params: Record<string, string> = {}) {
  const result = await callRoute(loader, `http://localhost${path}`, params);
  return { status: result.status, type: result.headers.get("Content-Type"), body: (await result.json()) as never };
}

/** The status a page loader answers (a 404 is thrown as `data(null, { status: 404 })`). */
async function pageStatus(loader: AnyLoader, params: Record<string, string>): Promise<number> {
  return (await callRoute(loader, "http://localhost/", params)).status;
}

interface ApiLeider {
  id: number;
  name: string;
  tel: string;
  imagename: string | null;
  imageUrl: string | null;
  takken: { tak_name: string; tak_leiding_id: number; tak_id: number }[];
}

function expectLeiderShape(l: ApiLeider) {
  expect(Object.keys(l).sort()).toEqual(["id", "imageUrl", "imagename", "name", "takken", "tel"]);
  expect(typeof l.id).toBe("number");
  for (const t of l.takken) {
    expect(Object.keys(t).sort()).toEqual(["tak_id", "tak_leiding_id", "tak_name"]);
  }
}

describe("GET /api/leiding", () => {
  it("answers every leader by name with photo URL and branch assignments", async () => {
    const res = await get(leidingApi.loader, "/api/leiding");
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/application\/json/);
    const list = res.body as ApiLeider[];
    expect(list).toHaveLength(demoLeiding.length);
    list.forEach(expectLeiderShape);
    const names = list.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "nl", { sensitivity: "base" })));
    const lotte = list.find((l) => l.name === "Lotte Vermeulen")!;
    expect(lotte.imageUrl).toBe(mediaUrl(lotte.imagename!));
    // The demo portraits are 400 px wide: the default 640 px file is not made, the 400 px one is the largest.
    expect(lotte.imageUrl).toBe(`/media/${lotte.imagename}/400.webp`);
    expect(lotte.takken.map((t) => [t.tak_name, t.tak_id])).toEqual([
      ["Kapoenen", 1],
      ["Takleiding", 10],
    ]);
  });

  it("gives each assignment the id of its leiding_tak row", async () => {
    const list = (await get(leidingApi.loader, "/api/leiding")).body as ApiLeider[];
    // The current scouting year's rows: the demo's archive and draft have their own (see scoutsjaar.test.ts).
    const rows = await getDb().$client.execute(
      "SELECT id, leiding_id, tak_id FROM leiding_tak WHERE beginjaar = (SELECT max(beginjaar) FROM scoutsjaar WHERE bekendmaking <= unixepoch() * 1000)",
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) {
      const l = list.find((x) => x.id === Number(row.leiding_id))!;
      expect(l.takken).toContainEqual(
        expect.objectContaining({ tak_leiding_id: Number(row.id), tak_id: Number(row.tak_id) }),
      );
    }
  });

  it("/zonderimage answers every leader with their takken and without photo fields", async () => {
    const res = await get(leidingZonderImageApi.loader, "/api/leiding/zonderimage");
    expect(res.status).toBe(200);
    const all = (await get(leidingApi.loader, "/api/leiding")).body as ApiLeider[];
    expect(all.some((l) => l.imageUrl)).toBe(true);
    expect(res.body).toEqual(all.map(({ id, name, tel, takken }) => ({ id, name, tel, takken })));
  });
});

describe("GET /api/leiding/{id}", () => {
  it("answers one leader", async () => {
    const [first] = (await get(leidingApi.loader, "/api/leiding")).body as ApiLeider[];
    const res = await get(leidingDetailApi.loader, `/api/leiding/${first!.id}`, { id: String(first!.id) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    const missing = await get(leidingDetailApi.loader, "/api/leiding/99999", { id: "99999" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: expect.any(String) });
    for (const bad of ["abc", "1.5", "-1", "0", "1e3", "12abc"]) {
      const res = await get(leidingDetailApi.loader, `/api/leiding/${bad}`, { id: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it("answers imageUrl null for a leader without photo", async () => {
    const now = Date.now();
    const [row] = await getDb()
      .insert(leiding)
      .values({ name: "Zonder Foto", tel: "", createdAt: now, updatedAt: now })
      .returning();
    const res = await get(leidingDetailApi.loader, `/api/leiding/${row!.id}`, { id: String(row!.id) });
    expect(res.body).toMatchObject({ name: "Zonder Foto", imagename: null, imageUrl: null, takken: [] });
    await getDb().delete(leiding).where(eq(leiding.id, row!.id));
  });
});

describe("GET /api/leiding/tak/{branchName}", () => {
  it("answers the leaders of a branch, case-insensitive, branch leaders first", async () => {
    const res = await get(leidingTakApi.loader, "/api/leiding/tak/KAPOENEN", { name: "KAPOENEN" });
    expect(res.status).toBe(200);
    const list = res.body as ApiLeider[];
    list.forEach(expectLeiderShape);
    expect(list.map((l) => l.name)).toEqual(["Lotte Vermeulen", "Febe Claes", "Jens De Smet"]);
    expect(list.every((l) => l.takken.some((t) => t.tak_name === "Kapoenen"))).toBe(true);
  });

  it("lists a leader under each of their branches", async () => {
    const jin = (await get(leidingTakApi.loader, "/api/leiding/tak/jin", { name: "jin" })).body as ApiLeider[];
    expect(jin.map((l) => l.name)).toEqual(["Thibault Verstraeten", "Nina Goossens", "Pieter-Jan Lambrechts"]);
  });

  it("answers every leader in branch order for 'leiding'", async () => {
    const list = (await get(leidingTakApi.loader, "/api/leiding/tak/leiding", { name: "leiding" })).body as ApiLeider[];
    expect(list).toHaveLength(demoLeiding.length);
    const order = ["Kapoenen", "Welpen", "Pioniers", "Jongverkenners", "Verkenners", "Jin"];
    const firstBranch = list.map((l) =>
      Math.min(...l.takken.map((t) => order.indexOf(t.tak_name)).filter((i) => i >= 0)),
    );
    expect(firstBranch).toEqual([...firstBranch].sort((a, b) => a - b));
    expect(list[0]!.name).toBe("Lotte Vermeulen");
    expect(list.at(-1)!.takken.map((t) => t.tak_name)).toContain("Jin");
  });

  it("answers the group leadership for 'groepsleiding' and an empty list for mastworp", async () => {
    const gl = (await get(leidingTakApi.loader, "/api/leiding/tak/groepsleiding", { name: "groepsleiding" }))
      .body as ApiLeider[];
    expect(gl.map((l) => l.name)).toEqual(["Pieter-Jan Lambrechts"]);
    const mw = await get(leidingTakApi.loader, "/api/leiding/tak/mastworp", { name: "mastworp" });
    expect(mw).toMatchObject({ status: 200, body: [] });
  });

  it("answers 404 for an unknown branch", async () => {
    const res = await get(leidingTakApi.loader, "/api/leiding/tak/bevers", { name: "bevers" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});

describe("GET /api/takken", () => {
  it("answers {takken: [...]} with every tak by id and booklet URLs", async () => {
    const res = await get(takkenApi.loader, "/api/takken");
    expect(res.status).toBe(200);
    const { takken } = res.body as { takken: Record<string, unknown>[] };
    expect(takken.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(takken.map((t) => t.name).slice(0, 6)).toEqual([
      "Kapoenen",
      "Welpen",
      "Pioniers",
      "Jongverkenners",
      "Verkenners",
      "Jin",
    ]);
    expect(Object.keys(takken[0]!).sort()).toEqual(
      ["beschrijving", "boekje", "boekjeMaand", "boekjeUpdatedAt", "boekjeUrl", "color", "email", "id", "leeftijd", "name", "slug", "url", "soort", "volgorde"].sort(),
    );
    expect(takken[0]).toMatchObject({ leeftijd: "6-8", boekje: null, boekjeUrl: null, slug: "kapoenen", url: "/takken/kapoenen", soort: "leeftijd", volgorde: 1 });
    expect(takken.map((t) => t.soort)).toEqual(["leeftijd", "leeftijd", "leeftijd", "leeftijd", "leeftijd", "leeftijd", "leiding", "leiding", "vrienden", "rol"]);
  });

  it("answers one tak, with the booklet URL once a booklet is stored", async () => {
    const maand = maandVan(Date.now());
    await getDb().insert(boekje).values({ takId: 2, maand, bestand: "welpen-1767225600000.pdf", uploadedAt: 1767225600000 });
    const res = await get(takDetailApi.loader, "/api/takken/2", { id: "2" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 2, name: "Welpen", boekjeUrl: "/boekjes/welpen-1767225600000.pdf", boekjeMaand: maand });
    await getDb().delete(boekje).where(eq(boekje.takId, 2));
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    expect((await get(takDetailApi.loader, "/api/takken/42", { id: "42" })).status).toBe(404);
    const bad = await get(takDetailApi.loader, "/api/takken/kapoenen", { id: "kapoenen" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: expect.any(String) });
  });
});

describe("GET /api/geschiedenis", () => {
  it("answers {history: [...]} sorted by begin year, newest first", async () => {
    const res = await get(geschiedenisApi.loader, "/api/geschiedenis");
    expect(res.status).toBe(200);
    const { history } = res.body as {
      history: { id: string; beginjaar: number; kenteken: string; imageUrl: string }[];
    };
    expect(history).toHaveLength(demoGeschiedenis.length);
    const years = history.map((p) => p.beginjaar);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(Object.keys(history[0]!).sort()).toEqual(
      [
        "aalmoezenier",
        "beginjaar",
        "dokter",
        "eindjaar",
        "groepsleiding",
        "id",
        "imageUrl",
        "jaarleuze",
        "kamp",
        "kenteken",
        "notities",
        "tandarts",
        "titel",
      ].sort(),
    );
    expect(history[0]!.imageUrl).toBe(history[0]!.kenteken);
  });

  it("answers one period as the first element of an array", async () => {
    const id = slugify(demoGeschiedenis[0]!.titel);
    const res = await get(geschiedenisDetailApi.loader, `/api/geschiedenis/${id}`, { id });
    expect(res.status).toBe(200);
    const body = res.body as { id: string; titel: string; beginjaar: number; eindjaar: number }[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      id,
      titel: "De eerste stappen",
      beginjaar: 1956,
      eindjaar: 1959,
      kamp: "Westerlo",
    });
  });

  it("answers the articles of a period in their order", async () => {
    const id = slugify(demoGeschiedenis[0]!.titel);
    const res = await get(geschiedenisArticlesApi.loader, `/api/geschiedenis/articles/${id}`, { id });
    expect(res.status).toBe(200);
    const artikels = res.body as { titel: string | null; artikel: string; geschiedenisId: string }[];
    expect(artikels.map((a) => a.titel)).toEqual(["Een groep wordt geboren", null]);
    expect(artikels.every((a) => a.geschiedenisId === id)).toBe(true);
    expect(artikels[0]!.artikel).toContain("\n");
  });

  it("answers 404 with a JSON error for an unknown period", async () => {
    for (const loader of [geschiedenisDetailApi.loader, geschiedenisArticlesApi.loader]) {
      const res = await get(loader, "/api/geschiedenis/bestaat-niet", { id: "bestaat-niet" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });
});

it("answers any other /api path with a JSON 404", async () => {
  const res = await get(notFoundApi.loader, "/api/bestaat-niet");
  expect(res).toMatchObject({ status: 404, body: { error: expect.any(String) } });
});

describe("page loaders", () => {
  it("branch page: case-insensitive, 404 for unknown branches and the Takleiding role", async () => {
    expect(await pageStatus(takPage.loader, { id: "Kapoenen" })).toBe(200);
    expect(await pageStatus(takPage.loader, { id: "bevers" })).toBe(404);
    expect(await pageStatus(takPage.loader, { id: "takleiding" })).toBe(404);
  });

  it("branch page: no leaders for mastworp, a booklet label for takken 1 to 6 only", async () => {
    type TakPage = { leiding: { name: string }[] | null; boekjes: unknown };
    const call = async (id: string) => (await (await callRoute(takPage.loader, "http://localhost/", { id })).json()) as TakPage;
    const mastworp = await call("mastworp");
    expect(mastworp.leiding).toBeNull();
    expect(mastworp.boekjes).toBeNull();
    const kapoenen = await call("kapoenen");
    expect(kapoenen.boekjes).toEqual([]);
    expect(kapoenen.leiding?.map((l) => l.name)).toEqual(["Lotte Vermeulen", "Febe Claes", "Jens De Smet"]);
    const leidingPage = await call("leiding");
    expect(leidingPage.leiding).toHaveLength(demoLeiding.length);
    expect(leidingPage.boekjes).toBeNull();
  });

  it("history page: 404 for an unknown period", async () => {
    expect(await pageStatus(geschiedenisPage.loader, { id: "de-eerste-stappen" })).toBe(200);
    expect(await pageStatus(geschiedenisPage.loader, { id: "bestaat-niet" })).toBe(404);
  });
});
