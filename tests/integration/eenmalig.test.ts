// One tap, one save (issue 52): a create's key (a form render's hidden field, the API's Idempotency-Key) makes one
// row, however often and however close together it is sent; the repeat gets the first answer.
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { account, accountTak } from "~/domains/auth/schema";
import { createSession } from "~/domains/auth/session.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as activiteitFormAction, loader as activiteitFormLoader } from "~/routes/admin.activiteit";
import { action as adminFormAction } from "~/routes/admin.leiding.$type";
import { action as apiAction } from "~/routes/api.activiteiten";
import { action as leidingApiAction } from "~/routes/api.leiding";
import { BASE, bearer, prepareAdminDb } from "../helpers/admin";
import { withDateAt } from "../helpers/clock";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();
let token = "";
withDateAt(Date.parse("2026-11-23T10:00:00Z"));

beforeAll(async () => {
  token = await prepareAdminDb();
});

const cookie = (t = token) => ({ Cookie: `scouts_admin=${t}` });

function adminForm(url: string, fields: Record<string, string | string[]>, t = token): Request {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
  return new Request(`${BASE}${url}`, { method: "POST", headers: cookie(t), body: form });
}

function apiPost(body: unknown, key: string | null, t = token): Request {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key !== null) headers["Idempotency-Key"] = key;
  return new Request(`${BASE}/api/activiteiten`, bearer(t, { method: "POST", headers, body: JSON.stringify(body) }));
}

async function activiteiten(titel: string): Promise<number> {
  const rs = await getDb().$client.execute({ sql: "SELECT count(*) AS n FROM activiteit WHERE titel = ?", args: [titel] });
  return Number(rs.rows[0]?.n);
}

async function takleiding(naam: string): Promise<string> {
  const [row] = await getDb().insert(account).values({ naam, email: `${naam.toLowerCase()}@example.be`, rol: "takleiding", createdAt: Date.now() }).returning();
  await getDb().insert(accountTak).values({ accountId: row!.id, takId: 2 });
  return (await createSession(row!.id, "token")).id;
}

const bosspel = (titel: string) => ({ titel, takken: ["welpen"], start: "2026-12-05T14:00", einde: "2026-12-05T17:00", plaats: "Het bos" });

describe("an admin form's key", () => {
  test("each render of the add form has its own key, in its data", async () => {
    const load = () => callRoute(activiteitFormLoader, new Request(`${BASE}/admin/activiteit/add`, { headers: cookie() }), { type: "add" });
    const [a, b] = [await (await load()).json(), await (await load()).json()];
    expect(a.verzending).toMatch(/^[\w-]{36}$/);
    expect(b.verzending).not.toBe(a.verzending);
  });

  test("two posts of one render at the same moment make one activity, and both answer with its redirect", async () => {
    const fields = { ...bosspel("Dubbel getikt"), verzending: crypto.randomUUID() };
    const [first, second] = await Promise.all([
      callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", fields), { type: "add" }),
      callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", fields), { type: "add" }),
    ]);
    expect(await activiteiten("Dubbel getikt")).toBe(1);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(first.headers.get("Location")).toBe("/admin?sectie=activiteiten&melding=activiteit-toegevoegd");
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
  });

  test("a retry after a lost answer, a day later, gets the same redirect and makes nothing new", async () => {
    const fields = { ...bosspel("Kamp Ardennen"), verzending: crypto.randomUUID(), isKamp: "on" };
    const first = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", fields), { type: "add" });
    const location = first.headers.get("Location");
    expect(location).toMatch(/^\/admin\/activiteit\/\d+\?melding=kamp-toegevoegd#documenten$/);
    const again = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { ...fields, titel: "Kamp Ardennen (aangepast)" }), { type: "add" });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(location);
    expect(await activiteiten("Kamp Ardennen")).toBe(1);
    expect(await activiteiten("Kamp Ardennen (aangepast)")).toBe(0);
  });

  test("a refused post is not remembered: the same key, corrected, saves", async () => {
    const verzending = crypto.randomUUID();
    const refused = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { ...bosspel(""), verzending }), { type: "add" });
    expect(refused.status).toBe(400);
    const saved = await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { ...bosspel("Verbeterd"), verzending }), { type: "add" });
    expect(saved.status).toBe(302);
    expect(await activiteiten("Verbeterd")).toBe(1);
  });

  test("two renders of the form are two activities; a form without a key (an old page) still saves", async () => {
    await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { ...bosspel("Twee keer"), verzending: crypto.randomUUID() }), { type: "add" });
    await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", { ...bosspel("Twee keer"), verzending: crypto.randomUUID() }), { type: "add" });
    await callRoute(activiteitFormAction, adminForm("/admin/activiteit/add", bosspel("Twee keer")), { type: "add" });
    expect(await activiteiten("Twee keer")).toBe(3);
  });

  test("a leader (a multipart post with a photo), and then '+' on its takken: two posts at once are one row", async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3d8b37" } }).jpeg().toBuffer();
    const leiderForm = (verzending: string) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({ name: "Dubbele Dirk", tel: "0470 12 34 56", functie: "2", verzending })) body.append(key, value);
      body.append("image", new File([new Uint8Array(photo)], "dirk.jpg", { type: "image/jpeg" }));
      return new Request(`${BASE}/admin/leiding/add`, { method: "POST", headers: cookie(), body });
    };
    const verzending = crypto.randomUUID();
    const answers = await Promise.all([
      callRoute(adminFormAction, leiderForm(verzending), { type: "add" }),
      callRoute(adminFormAction, leiderForm(verzending), { type: "add" }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    const leiders = (await getDb().$client.execute({ sql: "SELECT id FROM leiding WHERE name = ?", args: ["Dubbele Dirk"] })).rows as unknown as { id: number }[];
    expect(leiders).toHaveLength(1);
    const id = leiders[0]!.id;

    const panel = await (await callRoute(adminLoader, new Request(`${BASE}/admin?sectie=leiding`, { headers: cookie() }))).json();
    expect(panel.verzending).toMatch(/^[\w-]{36}$/);
    const takken = async () => Number((await getDb().$client.execute({ sql: "SELECT count(*) AS n FROM leiding_tak WHERE leiding_id = ?", args: [id] })).rows[0]?.n);
    const before = await takken();
    const fields = { intent: "tak-toevoegen", leiding_id: String(id), tak_id: "5", verzending: `${panel.verzending}:tak-toevoegen:${id}` };
    const plus = await Promise.all([callRoute(adminAction, adminForm("/admin", fields)), callRoute(adminAction, adminForm("/admin", fields))]);
    expect(plus.map((a) => a.status)).toEqual([200, 200]);
    expect((await plus[1]!.json()).ok).toBe(true);
    expect(await takken()).toBe(before + 1);
  });
});

describe("the API's Idempotency-Key", () => {
  test("two identical creates with one key store one activity and answer the same; the repeat says it is one", async () => {
    const key = `script-${crypto.randomUUID()}`;
    const first = await callRoute(apiAction, apiPost(bosspel("Via script"), key));
    const second = await callRoute(apiAction, apiPost(bosspel("Via script"), key));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await second.json()).toEqual(await first.json());
    expect(await activiteiten("Via script")).toBe(1);
  });

  test("at the same moment too; without a key, or with another, a second call is a second activity", async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all([callRoute(apiAction, apiPost(bosspel("Gelijktijdig"), key)), callRoute(apiAction, apiPost(bosspel("Gelijktijdig"), key))]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(answers.map((r) => r.json() as Promise<{ id: number }>));
    expect(b!.id).toBe(a!.id);
    expect(await activiteiten("Gelijktijdig")).toBe(1);
    await callRoute(apiAction, apiPost(bosspel("Gelijktijdig"), null));
    await callRoute(apiAction, apiPost(bosspel("Gelijktijdig"), crypto.randomUUID()));
    expect(await activiteiten("Gelijktijdig")).toBe(3);
  });

  test("a key is the account's own, bound to one address, and must look like a key", async () => {
    const key = crypto.randomUUID();
    expect((await callRoute(apiAction, apiPost(bosspel("Van de beheerder"), key))).status).toBe(201);
    const ander = await takleiding("Wolf");
    expect((await callRoute(apiAction, apiPost(bosspel("Van de welpenleiding"), key, ander))).status).toBe(201);
    expect(await activiteiten("Van de welpenleiding")).toBe(1);

    const elders = await callRoute(leidingApiAction, new Request(`${BASE}/api/leiding`, bearer(token, { method: "POST", headers: { "Idempotency-Key": key, "Content-Type": "application/json" }, body: JSON.stringify({ name: "X", tel: "0470 00 00 00", functie: 2 }) })));
    expect(elders.status).toBe(422);
    expect((await elders.json()).error).toBe("Deze sleutel werd al gebruikt voor een ander verzoek.");

    const kort = await callRoute(apiAction, apiPost(bosspel("Korte sleutel"), "abc"));
    expect(kort.status).toBe(400);
    expect((await kort.json()).error).toMatch(/Idempotency-Key/);
    expect(await activiteiten("Korte sleutel")).toBe(0);
  });

  test("a refused create is not remembered: corrected, the same key saves", async () => {
    const key = crypto.randomUUID();
    const refused = await callRoute(apiAction, apiPost({ ...bosspel("Eerst fout"), takken: [] }, key));
    expect(refused.status).toBe(400);
    expect((await callRoute(apiAction, apiPost(bosspel("Eerst fout"), key))).status).toBe(201);
    expect(await activiteiten("Eerst fout")).toBe(1);
  });
});
