import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminCookie, adminToken, jsonWrite, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { specTakkenViaApi } from "../helpers/takken";

// Issue 36 (low finding 7): with a full disk, writes answered a generic 500 and /healthz said 'ok'. A real full disk:
// the built server runs in a mount namespace of its own (`unshare`: no root needed where user namespaces are allowed)
// with DATA_DIR on a small tmpfs, which the test fills and empties through /proc/{pid}/root. Nothing is mocked.

const DISK_FULL = "De server heeft geen schijfruimte meer. Je wijziging is niet bewaard.";
const dataDir = tempDataDir();
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Whether this machine lets us mount a tmpfs in a namespace of our own. */
const namespaces = spawnSync("unshare", ["-rm", "sh", "-c", `mount -t tmpfs -o size=1m tmpfs "${dataDir}"`]).status === 0;

const pdf = (kb: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(kb * 1024, 32), Buffer.from("\n%%EOF\n")]);

function boekjeForm(bytes: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("boekje", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "boekje.pdf");
  return form;
}

/** Writes into `file` until the file system has no byte left. */
function fill(file: string): void {
  const fd = fs.openSync(file, "w");
  try {
    for (const size of [1024 * 1024, 64 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          fs.writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
          throw error;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

describe.skipIf(!namespaces)("a full disk", () => {
  it("answers 507 with the reason in the API and the admin, /healthz says so (503), and all works again once space is back", async () => {
    server = await startServer(dataDir, { DEMO_CONTENT: "false" }, 30_000, ["unshare", "-rm", "sh", "-c", `mount -t tmpfs -o size=24m tmpfs "$DATA_DIR" && exec "$0" "$1"`]);
    const { url } = server;
    await specTakkenViaApi(url);
    const token = await adminToken(url);
    const cookie = await adminCookie(url);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok" });
    const stored = await fetch(`${url}/api/activiteiten`, jsonWrite(token, "POST", { titel: "Voor de volle schijf", takken: ["welpen"], start: "2030-05-04T14:00" }));
    expect(stored.status).toBe(201);

    // The server's own view of DATA_DIR: the tmpfs, filled to the last byte.
    const filler = path.join(`/proc/${server.child.pid}/root`, dataDir, "vulsel");
    fill(filler);

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "disk full", reason: "Geen schijfruimte meer in de gegevensmap (DATA_DIR): wijzigingen worden niet bewaard." });

    // The API: a booklet that does not fit.
    const api = await fetch(`${url}/api/takken/boekje/2`, { method: "PUT", headers: { Authorization: `Bearer ${token}` }, body: boekjeForm(pdf(512)) });
    expect(api.status).toBe(507);
    expect(await api.json()).toEqual({ error: DISK_FULL });
    // The admin: the same upload through the booklets' form, without JavaScript; the page says why.
    const admin = await fetch(`${url}/admin?sectie=boekjes`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: url },
      body: boekjeForm(pdf(512), { intent: "boekje-uploaden", id: "2" }),
    });
    expect(admin.status).toBe(507);
    expect(await admin.text()).toContain(DISK_FULL);
    // Writes to the database, until SQLite finds no room either: each is stored (201) or refused plainly (507).
    const statuses: number[] = [];
    for (let i = 0; i < 400 && !statuses.includes(507); i++) {
      const write = await fetch(`${url}/api/activiteiten`, jsonWrite(token, "POST", { titel: `Activiteit ${i}`, takken: ["welpen"], start: "2030-05-04T14:00", beschrijving: "x".repeat(4000) }));
      statuses.push(write.status);
      if (write.status === 507) expect(await write.json()).toEqual({ error: DISK_FULL });
    }
    expect(statuses.every((status) => status === 201 || status === 507), statuses.join(",")).toBe(true);
    expect(statuses).toContain(507);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);

    // Space again: /healthz says ok, and the same writes succeed.
    fs.rmSync(filler);
    const again = await fetch(`${url}/healthz`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "ok" });
    expect((await fetch(`${url}/api/takken/boekje/2`, { method: "PUT", headers: { Authorization: `Bearer ${token}` }, body: boekjeForm(pdf(512)) })).status).toBe(200);
    const after = await fetch(`${url}/api/activiteiten`, jsonWrite(token, "POST", { titel: "Na de volle schijf", takken: ["welpen"], start: "2030-05-04T14:00" }));
    expect(after.status).toBe(201);
    const titels = ((await (await fetch(`${url}/api/activiteiten`)).json()) as { titel: string }[]).map((a) => a.titel);
    expect(titels).toEqual(expect.arrayContaining(["Voor de volle schijf", "Na de volle schijf"]));
  });
});
