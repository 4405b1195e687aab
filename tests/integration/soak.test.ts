import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { startImageServer } from "../helpers/image-server";
import { adminToken, fromCache, jsonWrite, letters, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// A sustained mixed load on the built server: visitors reading pages and the API while an admin creates, changes
// and deletes periods and leader assignments. Nothing may fail (no 5xx, no broken connection), every write is
// acknowledged, and at the end the database holds exactly what the admin's acknowledged writes say.
// SOAK_SECONDS sets the duration (default 8 s, the short form `npm test` runs; the full run is 60 s).

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS) > 0 ? Number(process.env.SOAK_SECONDS) : 8;
const VISITORS = 4;
const REQUEST_TIMEOUT_MS = 15_000;

const dataDir = tempDataDir();
let server: ServerProcess | undefined;

// Badge links are downloaded by the server: from a local image server, never the internet.
const images = await startImageServer();

afterAll(async () => {
  await images.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});


describe(`mixed load for ${SOAK_SECONDS} s`, () => {
  it(
    "answers every visitor and acknowledges every admin write, and the data is consistent at the end",
    async () => {
      server = await startServer(dataDir);
      const url = server.url;
      const token = await adminToken(url);
      const leiders = (await (await fetch(`${url}/api/leiding`)).json()) as { id: number }[];
      const history = (await (await fetch(`${url}/api/geschiedenis`)).json()) as { history: { id: string }[] };
      const leiderIds = leiders.map((l) => l.id);
      const demoPeriode = history.history[0]?.id;
      expect(leiderIds.length).toBeGreaterThan(1);
      expect(demoPeriode).toBeTruthy();

      const failures: string[] = [];
      const deadline = Date.now() + SOAK_SECONDS * 1000;
      let reads = 0;

      async function call(what: string, target: string, init: RequestInit = {}, expected = 200): Promise<unknown> {
        try {
          const response = await fetch(`${url}${target}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
          const text = await response.text();
          if (response.status !== expected) {
            failures.push(`${what} ${target}: HTTP ${response.status} ${text.slice(0, 200)}`);
            return undefined;
          }
          return response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
        } catch (error) {
          failures.push(`${what} ${target}: ${String(error)}`);
          return undefined;
        }
      }

      const pages = ["/", "/takken/kapoenen", "/geschiedenis", `/geschiedenis/${demoPeriode}`, "/api/leiding", "/api/geschiedenis"];
      async function visitor(offset: number): Promise<void> {
        // Bounded by time and by count.
        for (let i = offset; i < 100_000 && Date.now() < deadline && failures.length < 20; i++) {
          await call("GET", pages[i % pages.length]!);
          reads++;
        }
      }

      // What the acknowledged writes leave behind: period id -> number of articles; assignment id -> tak id.
      const periods = new Map<string, number>();
      const deletedPeriods: string[] = [];
      const assignments = new Map<number, number>();
      const deletedAssignments: number[] = [];
      let writes = 0;

      async function admin(): Promise<void> {
        for (let n = 0; n < 10_000 && Date.now() < deadline && failures.length < 20; n++) {
          const id = `soakperiode-${letters(n)}`;
          const created = await call(
            "POST",
            "/api/geschiedenis",
            jsonWrite(token, "POST", {
              titel: `Soakperiode ${letters(n)}`,
              beginjaar: 1950 + (n % 70),
              aalmoezenier: "E.H. Soak",
              groepsleiding: "Groepsleiding Soak",
              kenteken: `${images.url}/kenteken.png`,
              artikels: "Eerste artikel.\nTweede artikel.",
            }),
            201,
          );
          if (!created) return;
          periods.set(id, 2);
          const updated = await call(
            "PUT",
            `/api/geschiedenis/${id}`,
            jsonWrite(token, "PUT", { jaarleuze: `Leuze ${n}`, artikels: "Eerste artikel.\nTweede artikel.\nDerde artikel." }),
          );
          if (!updated) return;
          periods.set(id, 3);

          const leiderId = leiderIds[n % leiderIds.length]!;
          // A leader is in a tak at most once: pick takken this leader is not in yet.
          const leider = (await (await fetch(`${url}/api/leiding/${leiderId}`)).json()) as { takken: { tak_id: number }[] };
          const taken = new Set(leider.takken.map((t) => t.tak_id));
          const free = Array.from({ length: 9 }, (_, i) => 1 + ((n + i) % 9)).filter((t) => !taken.has(t));
          const [firstTak, newTak] = free;
          if (firstTak === undefined || newTak === undefined) throw new Error(`leader ${leiderId} has no free tak`);
          const assigned = (await call("POST", "/api/leidingtak", jsonWrite(token, "POST", { leiding_id: leiderId, tak_id: firstTak }), 201)) as
            | { id: number }
            | undefined;
          if (!assigned) return;
          assignments.set(assigned.id, firstTak);
          if (!(await call("PUT", `/api/leidingtak/${assigned.id}`, jsonWrite(token, "PUT", { tak_id: newTak })))) return;
          assignments.set(assigned.id, newTak);
          // Keep one assignment and one period in three; delete the others.
          if (n % 3 !== 0) {
            if (!(await call("DELETE", `/api/leidingtak/${assigned.id}`, jsonWrite(token, "DELETE")))) return;
            assignments.delete(assigned.id);
            deletedAssignments.push(assigned.id);
            if (!(await call("DELETE", `/api/geschiedenis/${id}`, jsonWrite(token, "DELETE")))) return;
            periods.delete(id);
            deletedPeriods.push(id);
          }
          writes += 6;
        }
      }

      await Promise.all([admin(), ...Array.from({ length: VISITORS }, (_, i) => visitor(i))]);
      expect(failures).toEqual([]);
      expect(reads).toBeGreaterThan(0);
      expect(writes).toBeGreaterThan(0);

      // Through the API, while the server still runs: the admin's token sees its own writes at once; a visitor may
      // get the copy from before the last save while it is rendered again (X-Cache: STALE), and then the fresh one.
      const own = (await (await fetch(`${url}/api/geschiedenis`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        history: { id: string }[];
      };
      const visitorSees = JSON.parse(await fromCache(url, "/api/geschiedenis")) as { history: { id: string }[] };
      for (const after of [own, visitorSees]) {
        const listed = new Set(after.history.map((p) => p.id));
        expect([...periods.keys()].filter((id) => !listed.has(id))).toEqual([]);
        expect(deletedPeriods.filter((id) => listed.has(id))).toEqual([]);
      }

      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);

      // In the file, after a clean stop.
      const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}` });
      try {
        expect((await db.execute("PRAGMA integrity_check")).rows.map((r) => r[0])).toEqual(["ok"]);
        const rows = await db.execute(
          `SELECT g.id, count(a.id) AS n FROM geschiedenis g LEFT JOIN geschiedenis_artikel a ON a.geschiedenis_id = g.id
           WHERE g.id LIKE 'soakperiode-%' GROUP BY g.id`,
        );
        expect(Object.fromEntries(rows.rows.map((r) => [String(r.id), Number(r.n)]))).toEqual(Object.fromEntries(periods));
        const kept = await db.execute("SELECT id, tak_id FROM leiding_tak");
        const stored = new Map(kept.rows.map((r) => [Number(r.id), Number(r.tak_id)]));
        for (const [id, tak] of assignments) expect(stored.get(id), `assignment ${id}`).toBe(tak);
        for (const id of deletedAssignments) expect(stored.has(id), `deleted assignment ${id}`).toBe(false);
      } finally {
        db.close();
      }
    },
    SOAK_SECONDS * 1000 + 60_000,
  );
});
