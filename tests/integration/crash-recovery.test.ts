import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { startImageServer } from "../helpers/image-server";
import { adminToken, jsonWrite, letters, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// The built server under a write load is killed with SIGKILL (no chance to clean up): every write it acknowledged
// must survive, the file must be intact, and a period is never stored without the articles sent with it.
// That the kill cuts writes in flight is arranged, not hoped for: a few writes name a badge link that the image
// server holds unanswered, so at the kill they are certainly inside the server, accepted and not yet answered.

const WRITERS = 16;
const HELD = 3;
const ACKS_BEFORE_KILL = 40;
const ARTIKELS = ["Eerste artikel van de periode.", "Tweede artikel.", "Derde artikel, met een komma."];

const dataDir = tempDataDir();
let server: ServerProcess | undefined;

// Badge links are downloaded by the server: from a local image server, never the internet.
const images = await startImageServer();

afterAll(async () => {
  await images.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("SIGKILL during a write load", () => {
  it("keeps every acknowledged write, an intact database and no period without its articles", async () => {
    // The held writes wait for their badge until the kill, however long the rest takes.
    server = await startServer(dataDir, { DEMO_CONTENT: "false", IMAGE_FETCH_TIMEOUT_MS: "3600000" });
    const token = await adminToken(server.url);
    const acknowledged: string[] = [];
    let unexpected: string | undefined;
    let sequence = 0;
    let killed = false;
    const running = server;

    const post = (titel: string, badge: string) =>
      fetch(
        `${running.url}/api/geschiedenis`,
        jsonWrite(token, "POST", {
          titel,
          beginjaar: 2000 + (sequence % 100),
          aalmoezenier: "E.H. Test",
          groepsleiding: "Groepsleiding Test",
          kenteken: `${images.url}${badge}`,
          artikels: ARTIKELS.join("\n"),
        }),
      );

    // In flight on purpose: each of these is inside the server once the image server has been asked for its badge.
    const held = Array.from({ length: HELD }, (_, i) =>
      post(`Vastgehouden periode ${letters(i)}`, "/hangt").then(
        (response) => `answered ${response.status}`,
        () => "cut off",
      ),
    );
    await images.arrived("/hangt", HELD);

    async function writer(): Promise<void> {
      // Bounded: the kill comes long before this many writes.
      for (let i = 0; i < 200 && !killed; i++) {
        const suffix = letters(++sequence);
        const titel = `Crashtest periode ${suffix}`;
        let response: Response;
        try {
          response = await post(titel, "/kenteken.png");
        } catch {
          // The connection broke: this write was never acknowledged, which is allowed once the kill is under way.
          if (!killed) unexpected ??= `connection error before the kill (${titel})`;
          return;
        }
        if (response.status === 201) {
          // The status line is the acknowledgement; the body may be cut off by the kill.
          acknowledged.push(`crashtest-periode-${suffix}`);
          await response.arrayBuffer().catch(() => undefined);
          if (acknowledged.length >= ACKS_BEFORE_KILL && !killed) {
            killed = true;
            running.child.kill("SIGKILL");
          }
        } else {
          unexpected ??= `HTTP ${response.status} for ${titel}: ${await response.text()}`;
          return;
        }
      }
    }

    await Promise.all(Array.from({ length: WRITERS }, writer));
    if (!killed) running.child.kill("SIGKILL");
    const { signal } = await server.exited;
    expect(unexpected).toBeUndefined();
    expect(signal).toBe("SIGKILL");
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    // The kill landed while writes were in flight: the held ones at least, whatever the load's own timing.
    expect(await Promise.all(held), `acknowledged ${acknowledged.length}`).toEqual(Array.from({ length: HELD }, () => "cut off"));

    // Open the file as the killed server left it (SQLite recovers the WAL on open).
    const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}` });
    try {
      const integrity = await db.execute("PRAGMA integrity_check");
      expect(integrity.rows.map((r) => r[0])).toEqual(["ok"]);
      const foreignKeys = await db.execute("PRAGMA foreign_key_check");
      expect(foreignKeys.rows).toEqual([]);

      const stored = new Set((await db.execute("SELECT id FROM geschiedenis")).rows.map((r) => String(r.id)));
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      // What was cut off before its transaction left nothing behind.
      expect([...stored].filter((id) => id.startsWith("vastgehouden-periode-"))).toEqual([]);

      // Every period was sent with three articles in one request: all or nothing.
      const partial = await db.execute(
        `SELECT g.id, count(a.id) AS n FROM geschiedenis g
         LEFT JOIN geschiedenis_artikel a ON a.geschiedenis_id = g.id
         GROUP BY g.id HAVING n <> ${ARTIKELS.length}`,
      );
      expect(partial.rows).toEqual([]);
    } finally {
      db.close();
    }

    // The server starts again on the same folder and serves what was acknowledged.
    server = await startServer(dataDir, { DEMO_CONTENT: "false" });
    const list = (await (await fetch(`${server.url}/api/geschiedenis`)).json()) as { history: { id: string }[] };
    const served = new Set(list.history.map((p) => p.id));
    expect(acknowledged.filter((id) => !served.has(id))).toEqual([]);
    const one = await fetch(`${server.url}/api/geschiedenis/${acknowledged[0]}`);
    expect(one.status).toBe(200);

    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
  });
});
