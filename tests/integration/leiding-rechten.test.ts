// Issue 22: one rule for who may change a leader and their assignments, on every path (API, admin forms, My account).
// Every write a Welpen Takleiding can send, on every kind of leader, with the answer and the database before and after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { runAsSystem } from "~/domains/auth/actor.server";
import { inviteAccount } from "~/domains/auth/accounts.server";
import { createSession } from "~/domains/auth/session.server";
import { parseDate } from "~/lib/dates";
import { setNow } from "~/lib/clock.server";
import * as admin from "~/routes/admin";
import * as account from "~/routes/admin.account";
import * as adminForm from "~/routes/admin.leiding.$type";
import * as leidingId from "~/routes/api.leiding.$id";
import * as leidingtak from "~/routes/api.leidingtak";
import * as leidingtakId from "~/routes/api.leidingtak.$id";
import { BASE, bearer, prepareAdminDb } from "../helpers/admin";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

const at = (iso: string) => (parseDate(iso) as Date).getTime();
// March 2027: 2026-2027 is the current year, 2025-2026 the archive, 2027-2028 the draft (revealed on 1 September).
const NOW = at("2027-03-01T12:00:00+01:00");
const ARCHIEF = 2025;
const HUIDIG = 2026;
const CONCEPT = 2027;
const KAPOENEN = 1;
const WELPEN = 2;

const sql = (statement: string, args: (string | number | null)[] = []) => getDb().$client.execute({ sql: statement, args });

type Soort = "kapoen" | "beide" | "concept" | "conceptWelp" | "kapoenWelpConcept" | "archief" | "zonder" | "zelf";
const SOORTEN: Soort[] = ["kapoen", "beide", "concept", "conceptWelp", "kapoenWelpConcept", "archief", "zonder", "zelf"];
/**
 * The six kinds of leader of the issue, and two more: a draft-only leader of the Welpen (someone the Takleiding added
 * for next year), and a Kapoenen leader who is in the Welpen's draft (the probe's demo leader).
 */
const TOEWIJZINGEN: Record<Soort, [tak: number, jaar: number][]> = {
  kapoen: [[KAPOENEN, HUIDIG]],
  beide: [[KAPOENEN, HUIDIG], [WELPEN, HUIDIG]],
  concept: [[KAPOENEN, CONCEPT]],
  conceptWelp: [[WELPEN, CONCEPT]],
  kapoenWelpConcept: [[KAPOENEN, HUIDIG], [WELPEN, CONCEPT]],
  archief: [[KAPOENEN, ARCHIEF]],
  zonder: [],
  zelf: [[WELPEN, HUIDIG]],
};

let zelfId = 0;
let token = "";
let cookie = "";
let ownerToken = "";

async function maakLeider(soort: Soort): Promise<{ id: number; rijen: number[] }> {
  const id = zelfId && soort === "zelf" ? zelfId : Number((await sql("INSERT INTO leiding (name, tel, created_at, updated_at) VALUES (?, '0470 11 22 33', 0, 0) RETURNING id", [soort])).rows[0]!.id);
  if (soort === "zelf") await sql("DELETE FROM leiding_tak WHERE leiding_id = ?", [id]);
  const rijen: number[] = [];
  for (const [tak, jaar] of TOEWIJZINGEN[soort]) {
    rijen.push(Number((await sql("INSERT INTO leiding_tak (leiding_id, tak_id, beginjaar) VALUES (?, ?, ?) RETURNING id", [id, tak, jaar])).rows[0]!.id));
  }
  if (soort === "zelf") await sql("UPDATE leiding SET name = 'zelf', tel = '0470 11 22 33' WHERE id = ?", [id]);
  return { id, rijen };
}

/** What the site shows of a person: their fields and their assignments in every year. */
async function staat(id: number): Promise<string> {
  const persoon = (await sql("SELECT name, tel, imagename, toon_foto, toon_telefoon FROM leiding WHERE id = ?", [id])).rows;
  const rijen = (await sql("SELECT id, tak_id, beginjaar FROM leiding_tak WHERE leiding_id = ? ORDER BY id", [id])).rows;
  return JSON.stringify({ persoon, rijen });
}

const api = (url: string, method: string, body?: unknown) =>
  new Request(`${BASE}${url}`, bearer(token, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }));
const post = (url: string, fields: Record<string, string>) =>
  new Request(`${BASE}${url}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie, Origin: BASE } });

interface Leider {
  id: number;
  rijen: number[];
}
interface Schrijfactie {
  naam: string;
  run: (l: Leider) => Promise<Response> | null;
  /** The answer per kind of leader; "=" after it: allowed, but there was nothing to change. Absent: does not apply. */
  verwacht: Partial<Record<Soort, string>>;
}

const eerste = (l: Leider) => l.rijen[0];
const welpRij = async (l: Leider) => {
  const rows = (await sql("SELECT id FROM leiding_tak WHERE leiding_id = ? AND tak_id = ?", [l.id, WELPEN])).rows;
  return rows[0] ? String(rows[0].id) : undefined;
};

const ALLEMAAL = (status: string) => Object.fromEntries(SOORTEN.map((s) => [s, status])) as Record<Soort, string>;

const ACTIES: Schrijfactie[] = [
  // The JSON API.
  {
    naam: "PUT /api/leiding/{id} name",
    run: (l) => callRoute(leidingId.action, api(`/api/leiding/${l.id}`, "PUT", { name: "Overgenomen", tel: "0499 99 99 99" }), { id: String(l.id) }),
    verwacht: { kapoen: "403", beide: "200", concept: "403", conceptWelp: "200", kapoenWelpConcept: "403", archief: "403", zonder: "200", zelf: "200" },
  },
  {
    naam: "PUT /api/leiding/{id} functie (current year)",
    run: (l) => callRoute(leidingId.action, api(`/api/leiding/${l.id}`, "PUT", { functie: WELPEN }), { id: String(l.id) }),
    verwacht: { kapoen: "403", beide: "200=", concept: "403", conceptWelp: "403", kapoenWelpConcept: "403", archief: "403", zonder: "403", zelf: "200=" },
  },
  {
    naam: "PUT /api/leiding/{id} functie (draft)",
    run: (l) => callRoute(leidingId.action, api(`/api/leiding/${l.id}`, "PUT", { functie: WELPEN, jaar: "2027-2028" }), { id: String(l.id) }),
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "200=", kapoenWelpConcept: "200=", archief: "403", zonder: "403", zelf: "403" },
  },
  {
    naam: "POST /api/leidingtak (current year)",
    run: (l) => callRoute(leidingtak.action, api("/api/leidingtak", "POST", { leiding_id: l.id, tak_id: WELPEN })),
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "201", kapoenWelpConcept: "403", archief: "403", zonder: "201", zelf: "409" },
  },
  {
    naam: "POST /api/leidingtak (draft)",
    run: (l) => callRoute(leidingtak.action, api("/api/leidingtak", "POST", { leiding_id: l.id, tak_id: WELPEN, jaar: "2027-2028" })),
    verwacht: { kapoen: "403", beide: "201", concept: "403", conceptWelp: "409", kapoenWelpConcept: "403", archief: "403", zonder: "201", zelf: "201" },
  },
  {
    naam: "PUT /api/leidingtak/{first assignment} to the Welpen",
    run: (l) => (eerste(l) ? callRoute(leidingtakId.action, api(`/api/leidingtak/${eerste(l)}`, "PUT", { tak_id: WELPEN }), { id: String(eerste(l)) }) : null),
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "200=", kapoenWelpConcept: "403", archief: "403", zelf: "200=" },
  },
  {
    naam: "PUT /api/leidingtak/{a Welpen leader's assignment} handed to this person (leiding_id)",
    run: async (l) => {
      const welp = Number((await sql("INSERT INTO leiding (name, tel, created_at, updated_at) VALUES ('welp', '', 0, 0) RETURNING id")).rows[0]!.id);
      const rij = Number((await sql("INSERT INTO leiding_tak (leiding_id, tak_id, beginjaar) VALUES (?, ?, ?) RETURNING id", [welp, WELPEN, HUIDIG])).rows[0]!.id);
      return callRoute(leidingtakId.action, api(`/api/leidingtak/${rij}`, "PUT", { leiding_id: l.id }), { id: String(rij) });
    },
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "200", kapoenWelpConcept: "403", archief: "403", zonder: "200" },
  },
  {
    naam: "DELETE /api/leidingtak/{first assignment}",
    run: (l) => (eerste(l) ? callRoute(leidingtakId.action, api(`/api/leidingtak/${eerste(l)}`, "DELETE"), { id: String(eerste(l)) }) : null),
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "200", kapoenWelpConcept: "403", archief: "403", zelf: "200" },
  },
  {
    naam: "DELETE /api/leiding/{id}",
    run: (l) => callRoute(leidingId.action, api(`/api/leiding/${l.id}`, "DELETE"), { id: String(l.id) }),
    verwacht: ALLEMAAL("403"),
  },
  // The admin forms.
  {
    naam: "form 'Leiding Bewerken' (name and phone)",
    run: (l) => callRoute(adminForm.action, post(`/admin/leiding/${l.id}`, { name: "Overgenomen", tel: "0499 99 99 99" }), { type: String(l.id) }),
    verwacht: { kapoen: "403", beide: "302", concept: "403", conceptWelp: "302", kapoenWelpConcept: "403", archief: "403", zonder: "302", zelf: "302" },
  },
  {
    naam: "form 'Leiding Bewerken' with tak Welpen",
    run: (l) => callRoute(adminForm.action, post(`/admin/leiding/${l.id}`, { name: "Overgenomen", tel: "0499 99 99 99", functie: String(WELPEN) }), { type: String(l.id) }),
    verwacht: { kapoen: "403", beide: "302", concept: "403", conceptWelp: "403", kapoenWelpConcept: "403", archief: "403", zonder: "403", zelf: "302" },
  },
  {
    naam: "form 'Leiding Bewerken' of the draft with tak Welpen",
    run: (l) =>
      callRoute(adminForm.action, post(`/admin/leiding/${l.id}?jaar=2027-2028`, { name: "Overgenomen", tel: "0499 99 99 99", functie: String(WELPEN), jaar: "2027-2028" }), {
        type: String(l.id),
      }),
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "302", kapoenWelpConcept: "403", archief: "403", zonder: "403", zelf: "403" },
  },
  {
    naam: "list + (tak-toevoegen, current year)",
    run: (l) => callRoute(admin.action, post("/admin", { intent: "tak-toevoegen", leiding_id: String(l.id), tak_id: String(WELPEN) })),
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "200", kapoenWelpConcept: "403", archief: "403", zonder: "200", zelf: "409" },
  },
  {
    naam: "list + (tak-toevoegen, draft)",
    run: (l) => callRoute(admin.action, post("/admin", { intent: "tak-toevoegen", leiding_id: String(l.id), tak_id: String(WELPEN), jaar: "2027-2028" })),
    verwacht: { kapoen: "403", beide: "200", concept: "403", conceptWelp: "409", kapoenWelpConcept: "403", archief: "403", zonder: "200", zelf: "200" },
  },
  {
    naam: "list dropdown (tak-wijzigen) of the first assignment",
    run: (l) => (eerste(l) ? callRoute(admin.action, post("/admin", { intent: "tak-wijzigen", id: String(eerste(l)), tak_id: String(WELPEN) })) : null),
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "200=", kapoenWelpConcept: "403", archief: "403", zelf: "200=" },
  },
  {
    naam: "list × (tak-verwijderen) of the first assignment",
    run: (l) => (eerste(l) ? callRoute(admin.action, post("/admin", { intent: "tak-verwijderen", id: String(eerste(l)) })) : null),
    verwacht: { kapoen: "403", beide: "403", concept: "403", conceptWelp: "200", kapoenWelpConcept: "403", archief: "403", zelf: "200" },
  },
  {
    naam: "list × (tak-verwijderen) of the Welpen assignment",
    run: async (l) => {
      const id = await welpRij(l);
      return id ? callRoute(admin.action, post("/admin", { intent: "tak-verwijderen", id })) : new Response(null, { status: 204 });
    },
    verwacht: { beide: "200", conceptWelp: "200", kapoenWelpConcept: "200", zelf: "200" },
  },
  {
    naam: "list 'Verwijderen' (leiding-verwijderen)",
    run: (l) => callRoute(admin.action, post("/admin", { intent: "leiding-verwijderen", id: String(l.id) })),
    verwacht: ALLEMAAL("403"),
  },
];

beforeAll(async () => {
  setNow(NOW);
  ownerToken = await prepareAdminDb();
  for (const [jaar, bekendmaking] of [
    [ARCHIEF, at("2025-09-01T00:00:00+02:00")],
    [HUIDIG, at("2026-09-01T00:00:00+02:00")],
    [CONCEPT, at("2027-09-01T00:00:00+02:00")],
  ] as const) {
    await sql("INSERT INTO scoutsjaar (beginjaar, bekendmaking, created_at, updated_at) VALUES (?, ?, 0, 0)", [jaar, bekendmaking]);
  }
  zelfId = (await maakLeider("zelf")).id;
  // The Welpen's Takleiding, whose account belongs to the leader 'zelf'; outside a request, as the system.
  const { id } = await runAsSystem(() => inviteAccount({ naam: "Akela", email: "akela@example.be", rol: "takleiding", takken: [WELPEN], leidingId: zelfId }));
  token = (await createSession(id, "token")).id;
  cookie = `scouts_admin=${(await createSession(id, "cookie")).id}`;
});
afterAll(() => setNow(undefined));

describe("a Welpen Takleiding changes leaders and assignments only within the Welpen of the current year", () => {
  for (const actie of ACTIES) {
    it(actie.naam, async () => {
      const fouten: string[] = [];
      for (const soort of SOORTEN) {
        const verwacht = actie.verwacht[soort];
        if (!verwacht) continue;
        const leider = await maakLeider(soort);
        const voor = await staat(leider.id);
        const response = await actie.run(leider);
        if (!response) continue;
        const status = String(response.status);
        const na = await staat(leider.id);
        const body = await response.text();
        const wantStatus = verwacht.replace("=", "");
        const changes = Number(wantStatus) < 400 && !verwacht.endsWith("=");
        if (status !== wantStatus) fouten.push(`${soort}: HTTP ${status}, expected ${wantStatus} (${body.slice(0, 120)})`);
        else if (changes && na === voor) fouten.push(`${soort}: allowed, but nothing changed`);
        else if (!changes && na !== voor) fouten.push(`${soort}: changed although ${status}: ${voor} -> ${na}`);
        if (status === "403" && response.headers.get("Content-Type")?.includes("json")) {
          const error = (JSON.parse(body) as { error?: string }).error;
          if (error !== "Je hebt geen toegang tot deze actie.") fouten.push(`${soort}: 403 says ${error}`);
        }
      }
      expect(fouten).toEqual([]);
    });
  }

  it("the edit form opens only for the leaders the Takleiding may change", async () => {
    const statuses: Record<string, number> = {};
    for (const soort of SOORTEN) {
      const { id } = await maakLeider(soort);
      const request = new Request(`${BASE}/admin/leiding/${id}`, { headers: { Cookie: cookie } });
      statuses[soort] = (await callRoute(adminForm.loader, request, { type: String(id) })).status;
    }
    expect(statuses).toEqual({ kapoen: 403, beide: 200, concept: 403, conceptWelp: 200, kapoenWelpConcept: 403, archief: 403, zonder: 200, zelf: 200 });
  });

  it("My account saves the own name and consent", async () => {
    await maakLeider("zelf");
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "profiel-opslaan", name: "Akela Zelf", tel: "0470 00 00 09", toonFoto: "on" })) body.append(k, v);
    const response = await callRoute(account.action, new Request(`${BASE}/admin/account`, { method: "POST", body, headers: { Cookie: cookie, Origin: BASE } }));
    expect(response.status).toBe(302);
    expect((await sql("SELECT name, toon_foto, toon_telefoon FROM leiding WHERE id = ?", [zelfId])).rows[0]).toMatchObject({ name: "Akela Zelf", toon_foto: 1, toon_telefoon: 0 });
  });
});

describe("the archive", () => {
  it("keeps its names: the Beheerder renaming a leader of only past years gets 409, the current one is renamed", async () => {
    const archief = await maakLeider("archief");
    const voor = await staat(archief.id);
    const owner = (id: number) => new Request(`${BASE}/api/leiding/${id}`, bearer(ownerToken, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Hernoemd" }) }));
    expect((await callRoute(leidingId.action, owner(archief.id), { id: String(archief.id) })).status).toBe(409);
    expect(await staat(archief.id)).toBe(voor);
    const kapoen = await maakLeider("kapoen");
    expect((await callRoute(leidingId.action, owner(kapoen.id), { id: String(kapoen.id) })).status).toBe(200);
  });
});
