// Issue 36 (low finding 5): a Takleiding pointed their activity's replacement ('Vervangen door') and their album's
// activity at another tak's activity. The rule of ADR 0015 holds for links too: a Takleiding links only to activities
// they may change, those of their own takken. API and admin forms alike, with the database before and after.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { activiteit } from "~/domains/activiteiten/schema";
import { account, accountTak } from "~/domains/auth/schema";
import { createSession } from "~/domains/auth/session.server";
import { album } from "~/domains/fotos/schema";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { loader as activiteitFormLoader } from "~/routes/admin.activiteit";
import { action as apiIdAction } from "~/routes/api.activiteiten.$id";
import { action as apiAction } from "~/routes/api.activiteiten";
import { action as albumsAction } from "~/routes/api.albums";
import { BASE, bearer, prepareAdminDb } from "../helpers/admin";
import { withDateAt } from "../helpers/clock";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();
withDateAt(Date.parse("2026-11-23T10:00:00Z"));
const NO_ACCESS = "Je hebt geen toegang tot deze actie.";
let owner = "";
let welpenLeiding = "";
const ids = { welpen: 0, welpenLater: 0, kapoenen: 0, heleGroep: 0 };

function jsonApi(token: string, url: string, method: string, body: unknown): Request {
  return new Request(`${BASE}${url}`, bearer(token, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
}

async function maak(takken: string[], titel: string, dag: string): Promise<number> {
  const res = await callRoute(apiAction, jsonApi(owner, "/api/activiteiten", "POST", { titel, takken, start: `${dag}T14:00`, einde: `${dag}T17:00` }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const rij = async (id: number) => (await getDb().select().from(activiteit).where(eq(activiteit.id, id)))[0]!;

beforeAll(async () => {
  owner = await prepareAdminDb();
  const [row] = await getDb().insert(account).values({ naam: "Akela", email: "akela@example.be", rol: "takleiding", createdAt: Date.now() }).returning({ id: account.id });
  await getDb().insert(accountTak).values({ accountId: row!.id, takId: 2 }); // the Welpen
  welpenLeiding = (await createSession(row!.id, "cookie")).id;
  ids.welpen = await maak(["welpen"], "Bosspel", "2026-11-28");
  ids.welpenLater = await maak(["welpen"], "Bosspel (nieuwe datum)", "2026-12-05");
  ids.kapoenen = await maak(["kapoenen"], "Zwemmen", "2026-12-05");
  ids.heleGroep = await maak(["hele-groep"], "Groepsfeest", "2026-12-06");
});

describe("a Takleiding links only to activities of their own takken (ADR 0015)", () => {
  test("'Vervangen door' through the API: another tak's or the whole group's activity is a 403 at the field, their own is fine", async () => {
    const body = (vervangenDoor: number) => ({ titel: "Bosspel", takken: ["welpen"], start: "2026-11-28T14:00", einde: "2026-11-28T17:00", afgelast: true, reden: "Storm", vervangenDoor });
    for (const vreemd of [ids.kapoenen, ids.heleGroep]) {
      const put = await callRoute(apiIdAction, jsonApi(welpenLeiding, `/api/activiteiten/${ids.welpen}`, "PUT", body(vreemd)), { id: String(ids.welpen) });
      expect(put.status).toBe(403);
      expect(await put.json()).toEqual({ error: NO_ACCESS, fields: { vervangenDoor: NO_ACCESS } });
      const post = await callRoute(apiAction, jsonApi(welpenLeiding, "/api/activiteiten", "POST", body(vreemd)));
      expect(post.status).toBe(403);
    }
    expect(await rij(ids.welpen)).toMatchObject({ afgelast: false, vervangenDoor: null, sequence: 0 });
    expect(await getDb().$count(activiteit)).toBe(4);

    const eigen = await callRoute(apiIdAction, jsonApi(welpenLeiding, `/api/activiteiten/${ids.welpen}`, "PUT", body(ids.welpenLater)), { id: String(ids.welpen) });
    expect(eigen.status).toBe(200);
    expect(await rij(ids.welpen)).toMatchObject({ afgelast: true, vervangenDoor: ids.welpenLater });
    // The Beheerder may link any activity.
    const beheerder = await callRoute(apiIdAction, jsonApi(owner, `/api/activiteiten/${ids.welpen}`, "PUT", body(ids.heleGroep)), { id: String(ids.welpen) });
    expect(beheerder.status).toBe(200);
    expect(await rij(ids.welpen)).toMatchObject({ vervangenDoor: ids.heleGroep });
  });

  test("a link the Beheerder made may stay when the Takleiding saves their activity", async () => {
    const titel = await callRoute(apiIdAction, jsonApi(welpenLeiding, `/api/activiteiten/${ids.welpen}`, "PUT", { titel: "Bosspel in de sneeuw" }), { id: String(ids.welpen) });
    expect(titel.status).toBe(200);
    expect(await rij(ids.welpen)).toMatchObject({ titel: "Bosspel in de sneeuw", afgelast: true, vervangenDoor: ids.heleGroep });
  });

  test("'Afgelasten' in the admin: another tak's replacement is refused and nothing changes; the form offers only their own", async () => {
    await callRoute(apiIdAction, jsonApi(owner, `/api/activiteiten/${ids.welpen}`, "PUT", { afgelast: false }), { id: String(ids.welpen) });
    const voor = await rij(ids.welpen);
    expect(voor).toMatchObject({ afgelast: false, vervangenDoor: null });
    const afgelasten = (vervangenDoor: number) =>
      callRoute(
        adminAction,
        new Request(`${BASE}/admin?sectie=activiteiten`, { method: "POST", headers: { Cookie: `scouts_admin=${welpenLeiding}` }, body: new URLSearchParams({ intent: "activiteit-afgelasten", id: String(ids.welpen), reden: "Storm", vervangenDoor: String(vervangenDoor) }) }),
      );
    const refused = await afgelasten(ids.kapoenen);
    expect(refused.status).toBe(403);
    expect(await rij(ids.welpen)).toEqual(voor);

    // The edit form's 'Vervangen door' lists the Welpen's coming activity, not the Kapoenen's or the whole group's.
    const page = await callRoute(activiteitFormLoader, new Request(`${BASE}/admin/activiteit/${ids.welpen}`, { headers: { Cookie: `scouts_admin=${welpenLeiding}` } }), { type: String(ids.welpen) });
    const { vervangingen } = (await page.json()) as { vervangingen: { id: number }[] };
    expect(vervangingen.map((v) => v.id)).toEqual([ids.welpenLater]);

    expect((await afgelasten(ids.welpenLater)).status).toBe(200);
    expect(await rij(ids.welpen)).toMatchObject({ afgelast: true, vervangenDoor: ids.welpenLater });
  });

  test("an album's activity: another tak's is a 403 and no album is made; the admin offers only their own", async () => {
    const maakAlbum = (activiteitId: number) => callRoute(albumsAction, jsonApi(welpenLeiding, "/api/albums", "POST", { titel: "Kamp", tak: "welpen", datum: "2026-11-28", activiteit: activiteitId }));
    for (const vreemd of [ids.kapoenen, ids.heleGroep]) {
      const res = await maakAlbum(vreemd);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: NO_ACCESS, fields: { activiteit: NO_ACCESS } });
    }
    expect(await getDb().$count(album)).toBe(0);
    expect((await maakAlbum(ids.welpen)).status).toBe(201);
    expect(await getDb().select({ activiteitId: album.activiteitId }).from(album)).toEqual([{ activiteitId: ids.welpen }]);

    const sectie = await callRoute(adminLoader, new Request(`${BASE}/admin?sectie=fotos`, { headers: { Cookie: `scouts_admin=${welpenLeiding}` } }));
    const { section } = (await sectie.json()) as { section: { activiteiten: { id: number }[] } };
    expect(section.activiteiten.map((a) => a.id).sort()).toEqual([ids.welpen, ids.welpenLater].sort());
  });
});
