// Issue 47: a group that starts neutral (no demo) has no takken until 'Aan de slag' asks which set to start from: its
// movement's (as data, app/domains/takken/startsets.ts) or none. It can choose again until a tak has content.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, prepareDatabase } from "~/db/client.server";
import { initAuthSecrets } from "~/domains/auth/secrets.server";
import { resetAuthLimits } from "~/domains/auth/rate-limit.server";
import { neutraleInstellingen } from "~/domains/instellingen/defaults";
import { getInstellingen, seedInstellingen } from "~/domains/instellingen/instellingen.server";
import { leiding, leidingTak } from "~/domains/leiding/schema";
import { huidigBeginjaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { loadBaseData } from "~/domains/takken/basis.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { loader as takkenLoader } from "~/routes/takken._index";
import { BASE, count, PASSWORD } from "../helpers/admin";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();
let cookie = "";

beforeAll(async () => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  await prepareDatabase();
  // What every installation has, and a clean start's settings: no takken, only the Takleiding role.
  await loadBaseData();
  await seedInstellingen(neutraleInstellingen("Scouts Nieuwdorp"));
  await initAuthSecrets(() => {});
  resetAuthLimits();
  const login = await callRoute(adminAction, new Request(`${BASE}/admin`, { method: "POST", body: new URLSearchParams({ intent: "login", password: PASSWORD }), headers: { Origin: BASE } }));
  cookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0]!;
});

afterAll(() => resetAuthLimits());

function kies(set: string, namen: string[]) {
  const body = new URLSearchParams({ intent: "takken-startset", set });
  for (const naam of namen) body.append("namen", naam);
  return callRoute(adminAction, new Request(`${BASE}/admin?sectie=instellingen&deel=takken`, { method: "POST", body, headers: { Cookie: cookie, Origin: BASE } }));
}

async function takken(): Promise<{ name: string; slug: string; soort: string; leeftijd: string }[]> {
  const rs = await getDb().$client.execute("SELECT name, slug, soort, leeftijd FROM tak WHERE soort != 'rol' ORDER BY volgorde");
  return rs.rows as unknown as { name: string; slug: string; soort: string; leeftijd: string }[];
}

async function aanDeSlag(): Promise<{ id: string; klaar: boolean }[]> {
  const res = await callRoute(adminLoader, new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }));
  const { section } = (await res.json()) as { section: { aanDeSlag: { stappen: { id: string; klaar: boolean }[] } | null } };
  return section.aanDeSlag?.stappen ?? [];
}

describe("a neutral start", () => {
  it("has no takken, and 'Aan de slag' asks to choose them first", async () => {
    expect(await takken()).toEqual([]);
    expect(await count("tak WHERE soort = 'rol' AND name = 'Takleiding' AND id = 10")).toBe(1);
    const page = (await (await callRoute(takkenLoader, "/takken")).json()) as { takken: unknown[] };
    expect(page.takken).toEqual([]);
    expect((await aanDeSlag())[0]).toMatchObject({ id: "takken-kiezen", klaar: false });
  });

  it("becomes a Chiro group: six afdelingen and the word 'afdeling'", async () => {
    const res = await kies("chiro", ["Ribbels", "Speelclub", "Rakwi's", "Tito's", "Keti's", "Aspi's", "Leiding"]);
    expect(res.status).toBe(200);
    expect(await takken()).toEqual([
      { name: "Ribbels", slug: "ribbels", soort: "leeftijd", leeftijd: "6-8" },
      { name: "Speelclub", slug: "speelclub", soort: "leeftijd", leeftijd: "8-10" },
      { name: "Rakwi's", slug: "rakwis", soort: "leeftijd", leeftijd: "10-12" },
      { name: "Tito's", slug: "titos", soort: "leeftijd", leeftijd: "12-14" },
      { name: "Keti's", slug: "ketis", soort: "leeftijd", leeftijd: "14-16" },
      { name: "Aspi's", slug: "aspis", soort: "leeftijd", leeftijd: "16-18" },
      { name: "Leiding", slug: "leiding", soort: "leiding", leeftijd: "18+" },
    ]);
    expect((await getInstellingen()).groep.takWoord).toBe("afdeling");
    expect((await aanDeSlag()).find((s) => s.id === "takken-kiezen")).toMatchObject({ klaar: true });
  });

  it("can still choose another set while no tak has content: Scouts en Gidsen with Kabouters, Jonggivers and Givers", async () => {
    const res = await kies("scouts-en-gidsen-vlaanderen", ["Kapoenen", "Kabouters", "Jonggivers", "Givers", "Jin", "Groepsleiding"]);
    expect(res.status).toBe(200);
    expect((await takken()).map((t) => t.name)).toEqual(["Kapoenen", "Kabouters", "Jonggivers", "Givers", "Jin", "Groepsleiding"]);
    expect((await getInstellingen()).groep.takWoord).toBe("tak");
  });

  it("refuses a movement or a name it does not know, and changes nothing", async () => {
    expect((await kies("padvinders", ["Bevers"])).status).toBe(400);
    expect((await kies("chiro", ["Welpen"])).status).toBe(400);
    expect((await takken()).map((t) => t.name)).toEqual(["Kapoenen", "Kabouters", "Jonggivers", "Givers", "Jin", "Groepsleiding"]);
  });

  it("stops offering the sets once a tak has content", async () => {
    const [row] = await getDb().insert(leiding).values({ name: "Wonk", tel: "0470 12 34 56", createdAt: Date.now(), updatedAt: Date.now() }).returning({ id: leiding.id });
    const kabouters = Number((await getDb().$client.execute("SELECT id FROM tak WHERE slug = 'kabouters'")).rows[0]!.id);
    await getDb().insert(leidingTak).values({ leidingId: row!.id, takId: kabouters, beginjaar: await huidigBeginjaar() });
    const res = await callRoute(adminLoader, new Request(`${BASE}/admin?sectie=instellingen&deel=takken`, { headers: { Cookie: cookie } }));
    const { section } = (await res.json()) as { section: { startset: { mogelijk: boolean } } };
    expect(section.startset.mogelijk).toBe(false);
    expect((await kies("chiro", ["Ribbels"])).status).toBe(409);
    expect((await takken()).map((t) => t.name)).toContain("Kabouters");
  });
});
