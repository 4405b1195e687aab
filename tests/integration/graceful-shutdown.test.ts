import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { startImageServer } from "../helpers/image-server";
import { adminToken, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// SIGTERM (what systemd and `docker stop` send) lets the requests in flight finish, then closes the database so
// the WAL is written back into the main file: a restart or a copy of scouts.db alone misses nothing.

const dataDir = tempDataDir();
let server: ServerProcess | undefined;

// Badge links are downloaded by the server: from a local image server, never the internet.
const images = await startImageServer();

afterAll(async () => {
  await images.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** True once nothing accepts connections on the port any more (the server stopped listening). */
async function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe("SIGTERM", () => {
  it("finishes a request in flight, exits with code 0 and leaves no WAL behind", async () => {
    server = await startServer(dataDir, { DEMO_CONTENT: "false" });
    const token = await adminToken(server.url);
    const body = JSON.stringify({
      titel: "Afgesloten periode",
      beginjaar: 2024,
      aalmoezenier: "E.H. Test",
      groepsleiding: "Groepsleiding Test",
      kenteken: `${images.url}/kenteken.png`,
      artikels: "Geschreven tijdens het afsluiten.\nTweede artikel.",
    });
    const half = Math.floor(body.length / 2);

    // A write whose body arrives slowly: the first half now, the rest after SIGTERM.
    const { hostname, port } = new URL(server.url);
    const request = http.request({
      host: hostname,
      port,
      method: "POST",
      path: "/api/geschiedenis",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body),
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.once("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.once("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.once("error", reject);
      });
      request.once("error", reject);
    });
    request.write(body.slice(0, half));
    await new Promise<void>((resolve) => request.once("socket", (socket) => socket.once("connect", () => resolve())));

    server.child.kill("SIGTERM");
    // Wait (bounded) until the server has taken the signal: it stops listening for new connections.
    for (let i = 0; i < 200 && !(await refusesConnections(server.url)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await refusesConnections(server.url)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    request.end(body.slice(half));
    const response = await answer;
    expect(response.status, response.text).toBe(201);
    expect(JSON.parse(response.text)).toMatchObject({ id: "afgesloten-periode" });

    const { code, signal } = await server.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });

    // The database was closed cleanly: the WAL is gone or empty, and the write is in the main file.
    const wal = path.join(dataDir, "scouts.db-wal");
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
    const db = createClient({ url: `file:${path.join(dataDir, "scouts.db")}` });
    try {
      const rows = await db.execute("SELECT count(*) AS n FROM geschiedenis_artikel WHERE geschiedenis_id = 'afgesloten-periode'");
      expect(Number(rows.rows[0]?.n)).toBe(2);
      expect((await db.execute("PRAGMA integrity_check")).rows.map((r) => r[0])).toEqual(["ok"]);
    } finally {
      db.close();
    }
  });
});
