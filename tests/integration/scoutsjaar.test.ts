// Issue 17: next year's leaders are prepared as a draft and become public at the 'Bekendmaking', on the site's clock
// (lib/clock.server.ts), which this test moves instead of waiting for 1 September. The database is the real one.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDemoContent } from "~/demo/seed.server";
import { parseDate } from "~/lib/dates";
import { setNow } from "~/lib/clock.server";
import * as admin from "~/routes/admin";
import * as leidingApi from "~/routes/api.leiding";
import * as leidingIdApi from "~/routes/api.leiding.$id";
import * as leidingTakByName from "~/routes/api.leiding.tak.$name";
import * as leidingtakApi from "~/routes/api.leidingtak";
import * as scoutsjaarApi from "~/routes/api.scoutsjaar";
import * as scoutsjaarJaarApi from "~/routes/api.scoutsjaar.$jaar";
import * as archiefPage from "~/routes/geschiedenis.leiding.$jaar";
import * as geschiedenisPage from "~/routes/geschiedenis.$id";
import * as sitemap from "~/routes/sitemap";
import * as takPage from "~/routes/takken.$id";
import { BASE, bearer, form, ownerToken, prepareAdminDb } from "../helpers/admin";
import { refusedForm } from "../helpers/admin-requests";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

const at = (iso: string) => (parseDate(iso) as Date).getTime();
// Late August: 2026-2027 is the current year; the demo prepared 2027-2028 to be revealed a week after loading.
const LOADED = at("2027-08-20T12:00:00+02:00");
const BEKENDMAKING = at("2027-09-01T00:00:00+02:00");
const PERIODE_2023 = "handen-uit-de-mouwen";

let token = "";
beforeAll(async () => {
  setNow(LOADED);
  token = await prepareAdminDb();
  await loadDemoContent(LOADED);
});
afterAll(() => setNow(undefined));

const req = (url: string, init: RequestInit = {}) => new Request(`${BASE}${url}`, bearer(token, init));
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as never });

interface Leider {
  id: number;
  name: string;
  tel: string;
  imageUrl: string | null;
  takken: { tak_name: string }[];
}

async function publicLeiding(query = ""): Promise<{ status: number; body: Leider[] }> {
  return json(await callRoute(leidingApi.loader, `${BASE}/api/leiding${query}`));
}
const names = (list: { name: string }[]) => list.map((l) => l.name);
async function takPageNames(id: string): Promise<string[]> {
  const page = (await (await callRoute(takPage.loader, `${BASE}/takken/${id}`, { id })).json()) as { leiding: Leider[] };
  return names(page.leiding);
}
async function sitemapText(): Promise<string> {
  return (await callRoute(sitemap.loader, `${BASE}/sitemap.xml`)).text();
}
async function archief(jaar: string) {
  return callRoute(archiefPage.loader, `${BASE}/geschiedenis/leiding/${jaar}`, { jaar });
}

let nieuw: { id: number; name: string };
let lotteId = 0;

describe("preparing next year", () => {
  it("starts from the demo: three archived years, the current year and a draft a week away", async () => {
    const jaren = await json(await callRoute(scoutsjaarApi.loader, `${BASE}/api/scoutsjaar`));
    expect(jaren.body).toEqual({ huidig: "2026-2027", archief: ["2025-2026", "2024-2025", "2023-2024"] });
    // The demo draft's new leader is not public.
    expect(names((await publicLeiding()).body)).not.toContain("Emma Van Damme");
    // A new draft replaces the demo's: thrown away with the leader who only existed in it.
    expect((await callRoute(scoutsjaarJaarApi.action, req("/api/scoutsjaar/2027-2028", { method: "DELETE" }), { jaar: "2027-2028" })).status).toBe(200);
  });

  it("'Nieuw scoutsjaar' copies this year's assignments and proposes 1 September for the reveal", async () => {
    const made = await json(await callRoute(scoutsjaarApi.action, req("/api/scoutsjaar", { method: "POST", body: form({ start: "kopie" }) })));
    expect(made).toEqual({ status: 201, body: { jaar: "2027-2028", bekendmaking: "2027-09-01T00:00:00+02:00" } });
    const again = await callRoute(scoutsjaarApi.action, req("/api/scoutsjaar", { method: "POST", body: form({ start: "leeg" }) }));
    expect(again.status).toBe(409);
  });

  it("adds a new leader and moves takken in the draft only", async () => {
    const image = new File([new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3d8b37" } }).jpeg().toBuffer())], "f.jpg", { type: "image/jpeg" });
    const created = await json(
      await callRoute(leidingApi.action, req("/api/leiding", { method: "POST", body: form({ name: "Noor Nieuwelinck", tel: "0470 11 22 33", functie: "1", jaar: "2027-2028", image }) })),
    );
    expect(created.status).toBe(201);
    nieuw = created.body;

    const lotte = (await publicLeiding()).body.find((l) => l.name === "Lotte Vermeulen")!;
    lotteId = lotte.id;
    // Lotte moves from the Kapoenen to the Welpen next year; Jens joins the Pioniers too.
    const moved = await json(await callRoute(leidingIdApi.action, req(`/api/leiding/${lotteId}`, { method: "PUT", body: form({ functie: "2", jaar: "2027-2028" }) }), { id: String(lotteId) }));
    expect(moved.status).toBe(200);
    expect((moved.body as Leider).takken.map((t) => t.tak_name)).toEqual(["Welpen", "Takleiding"]);
    const jens = (await publicLeiding()).body.find((l) => l.name === "Jens De Smet")!;
    const added = await json(await callRoute(leidingtakApi.action, req("/api/leidingtak", { method: "POST", body: form({ leiding_id: String(jens.id), tak_id: "3", jaar: "2027-2028" }) })));
    expect(added).toMatchObject({ status: 201, body: { jaar: "2027-2028" } });

    // The admin sees the draft; the public gets a 404 for it.
    expect(names((await json(await callRoute(leidingApi.loader, req("/api/leiding?jaar=2027-2028")))).body)).toContain("Noor Nieuwelinck");
    expect((await publicLeiding("?jaar=2027-2028")).status).toBe(404);
  });

  it("refuses changes to an archived year, a year that is not prepared, a garbled year and a reveal in the past", async () => {
    const post = (jaar: string) => callRoute(leidingtakApi.action, req("/api/leidingtak", { method: "POST", body: form({ leiding_id: String(lotteId), tak_id: "4", jaar }) }));
    const archived = await json(await post("2025-2026"));
    expect(archived.status).toBe(409);
    expect(archived.body).toMatchObject({ error: "Scoutsjaar 2025-2026 is afgesloten: het archief wijzig je niet meer." });
    expect((await post("2029-2030")).status).toBe(400);
    expect(await json(await post("2027"))).toMatchObject({ status: 400, body: { fields: { jaar: "Geef het scoutsjaar als 2025-2026." } } });
    const past = await json(await callRoute(scoutsjaarJaarApi.action, req("/api/scoutsjaar/2027-2028", { method: "PUT", body: form({ bekendmaking: "2027-08-01T10:00" }) }), { jaar: "2027-2028" }));
    expect(past).toMatchObject({ status: 400, body: { fields: { bekendmaking: expect.stringContaining("Dit moment ligt al voorbij") } } });
    // The admin panel shows the same refusal in Dutch.
    const panel = await callRoute(admin.action, req("/admin?sectie=leiding", { method: "POST", body: form({ intent: "bekendmaking-opslaan", bekendmaking: "2027-08-01T10:00" }) }));
    expect(refusedForm(await panel.json())).toMatchObject({ ok: false, fields: { bekendmaking: expect.stringContaining("Dit moment ligt al voorbij") } });
  });
});

describe("the reveal", () => {
  it("one second before it, nothing public has changed: pages, API and sitemap", async () => {
    setNow(BEKENDMAKING - 1000);
    const leiding = (await publicLeiding()).body;
    expect(names(leiding)).not.toContain("Noor Nieuwelinck");
    expect(leiding.find((l) => l.name === "Lotte Vermeulen")!.takken.map((t) => t.tak_name)).toEqual(["Kapoenen", "Takleiding"]);
    expect(await takPageNames("kapoenen")).toContain("Lotte Vermeulen");
    expect(await takPageNames("welpen")).not.toContain("Lotte Vermeulen");
    expect(names(((await json(await callRoute(leidingTakByName.loader, `${BASE}/api/leiding/tak/leiding`, { name: "leiding" }))).body))).not.toContain("Noor Nieuwelinck");
    expect((await callRoute(leidingIdApi.loader, `${BASE}/api/leiding/${nieuw.id}`, { id: String(nieuw.id) })).status).toBe(404);
    expect(await sitemapText()).not.toContain("/geschiedenis/leiding/2026-2027");
    expect(await sitemapText()).toContain("/geschiedenis/leiding/2025-2026");
    // This year's page is the leiding page itself, not an archive page.
    expect((await archief("2026-2027")).headers.get("Location")).toBe("/takken/leiding");
  });

  it("one second after it, every public answer shows 2027-2028", async () => {
    setNow(BEKENDMAKING + 1000);
    // The leaders' login of that day (sessions follow the clock); the rest of the file stays on this moment.
    token = await ownerToken();
    const leiding = (await publicLeiding()).body;
    expect(names(leiding)).toContain("Noor Nieuwelinck");
    expect(leiding.find((l) => l.name === "Lotte Vermeulen")!.takken.map((t) => t.tak_name)).toEqual(["Welpen", "Takleiding"]);
    expect(await takPageNames("welpen")).toContain("Lotte Vermeulen");
    expect(await takPageNames("kapoenen")).toEqual(expect.arrayContaining(["Noor Nieuwelinck"]));
    expect(await takPageNames("kapoenen")).not.toContain("Lotte Vermeulen");
    expect(await takPageNames("pioniers")).toContain("Jens De Smet");
    expect((await callRoute(leidingIdApi.loader, `${BASE}/api/leiding/${nieuw.id}`, { id: String(nieuw.id) })).status).toBe(200);
    expect(await sitemapText()).toContain("/geschiedenis/leiding/2026-2027");
    expect((await json(await callRoute(scoutsjaarApi.loader, `${BASE}/api/scoutsjaar`))).body).toMatchObject({ huidig: "2027-2028" });
  });

  it("puts the past year on its archive page and in the API, names only", async () => {
    const page = (await (await archief("2026-2027")).json()) as { takken: { tak: string; namen: { name: string; takleiding: boolean }[] }[] };
    const kapoenen = page.takken.find((t) => t.tak === "Kapoenen")!;
    expect(kapoenen.namen).toContainEqual(expect.objectContaining({ name: "Lotte Vermeulen", takleiding: true }));
    expect(kapoenen.namen.map((n) => n.name)).not.toContain("Noor Nieuwelinck");
    const api = await publicLeiding("?jaar=2026-2027");
    expect(api.status).toBe(200);
    const lotte = api.body.find((l) => l.name === "Lotte Vermeulen")!;
    expect(lotte).toMatchObject({ tel: "", imageUrl: null, imagename: null });
    expect(lotte.takken.map((t) => t.tak_name)).toEqual(["Kapoenen", "Takleiding"]);
    // The history period that runs until today links every archived year it covers.
    expect((await publicLeiding("?jaar=1990-1991")).status).toBe(404);
    expect((await publicLeiding("?jaar=abc")).status).toBe(400);
    expect((await archief("1990-1991")).status).toBe(404);
  });

  it("links the archived years from the history period that covers them", async () => {
    const jaren = async (id: string) =>
      ((await (await callRoute(geschiedenisPage.loader, `${BASE}/geschiedenis/${id}`, { id })).json()) as { leidingJaren: string[] }).leidingJaren;
    // 'Samen verder' runs from 2025 until today; the period of 2023-2024 covers that one scouting year.
    expect(await jaren("samen-verder")).toEqual(["2025-2026", "2026-2027"]);
    expect(await jaren(PERIODE_2023)).toEqual(["2023-2024"]);
  });

  it("writes without a year now change 2027-2028, and the archive stays as it was", async () => {
    const added = await json(await callRoute(leidingtakApi.action, req("/api/leidingtak", { method: "POST", body: form({ leiding_id: String(lotteId), tak_id: "5" }) })));
    expect(added).toMatchObject({ status: 201, body: { jaar: "2027-2028" } });
  });
});

describe("a privacy request", () => {
  it("takes a current leader out of the archive only: this year's page keeps them", async () => {
    const response = await callRoute(admin.action, req("/admin?sectie=leiding", { method: "POST", body: form({ intent: "archief-verwijderen", id: String(lotteId) }) }));
    expect(await response.json()).toEqual({ ok: true, melding: "archief-verwijderd" });
    expect(names((await publicLeiding("?jaar=2026-2027")).body)).not.toContain("Lotte Vermeulen");
    expect(names((await publicLeiding()).body)).toContain("Lotte Vermeulen");
  });

  it("removes a name from every archived year, and the former-only leader altogether", async () => {
    const before = await publicLeiding("?jaar=2024-2025");
    const hanne = before.body.find((l) => l.name === "Hanne Segers")!;
    expect(hanne).toBeDefined();
    const response = await callRoute(admin.action, req("/admin?sectie=leiding&jaar=2024-2025", { method: "POST", body: form({ intent: "archief-verwijderen", id: String(hanne.id) }) }));
    expect(await response.json()).toEqual({ ok: true, melding: "archief-verwijderd" });
    for (const jaar of ["2023-2024", "2024-2025", "2025-2026", "2026-2027"]) {
      const list = await publicLeiding(`?jaar=${jaar}`);
      expect(names(list.body)).not.toContain("Hanne Segers");
      const page = JSON.stringify(await (await archief(jaar)).json());
      expect(page).not.toContain("Hanne Segers");
    }
  });
});
