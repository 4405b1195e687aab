// Issue 17 on the BUILT server (npm run build first): a reveal happens with nobody online and no restart, and the page
// cache does not outlive it. FAKE_NOW starts the server's clock in the night before 1 September; it runs on in real
// time, so the test waits a few seconds for a reveal it sets just ahead.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDate } from "~/lib/dates";
import { toBrusselsIso } from "~/lib/days";
import { adminToken, fromCache, jsonWrite, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { specTakkenViaApi } from "../helpers/takken";

const FAKE_NOW = "2027-08-31T23:58:00+02:00";
const fakeStart = (parseDate(FAKE_NOW) as Date).getTime();

let server: ServerProcess;
let token = "";
let spawnedAt = 0;
let healthyAt = 0;

beforeAll(async () => {
  spawnedAt = Date.now();
  server = await startServer(tempDataDir(), { DEMO_CONTENT: "false", FAKE_NOW });
  // A neutral start has no takken (issue 47): the specification's nine, as a script of the Beheerder adds them.
  await specTakkenViaApi(server.url);
  healthyAt = Date.now();
  token = await adminToken(server.url);
}, 60_000);
afterAll(() => stopServer(server));

// The server's clock started at FAKE_NOW somewhere between the spawn and the first answer of /healthz.
const serverNowAtMost = () => fakeStart + (Date.now() - spawnedAt);
const serverNowAtLeast = () => fakeStart + (Date.now() - healthyAt);

async function createLeider(name: string, functie: number, jaar?: string): Promise<{ id: number }> {
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3d8b37" } }).jpeg().toBuffer();
  const body = new FormData();
  body.append("name", name);
  body.append("tel", "0470 12 34 56");
  body.append("functie", String(functie));
  if (jaar) body.append("jaar", jaar);
  body.append("image", new File([new Uint8Array(photo)], "foto.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${server.url}/api/leiding`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json() as Promise<{ id: number }>;
}

async function page(path: string): Promise<{ cache: string | null; text: string }> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return { cache: response.headers.get("X-Cache"), text: await response.text() };
}


const PUBLIC = ["/takken/kapoenen", "/takken/welpen", "/takken/leiding", "/api/leiding", "/api/leiding/tak/kapoenen", "/sitemap.xml"];

describe("the reveal of a new scouting year on the running server", () => {
  it("keeps every public answer (cached too) on this year before the moment, and switches them all after it", async () => {
    await createLeider("Aster Verhuizer", 1);
    await createLeider("Bo Blijver", 2);
    const prepared = await fetch(`${server.url}/api/scoutsjaar`, jsonWrite(token, "POST", { start: "kopie" }));
    expect(await prepared.json()).toEqual({ jaar: "2027-2028", bekendmaking: "2027-09-01T00:00:00+02:00" });

    const leiding = (await (await fetch(`${server.url}/api/leiding`)).json()) as { id: number; name: string }[];
    const aster = leiding.find((l) => l.name === "Aster Verhuizer")!;
    const moved = await fetch(`${server.url}/api/leiding/${aster.id}`, jsonWrite(token, "PUT", { functie: 2, jaar: "2027-2028" }));
    expect(moved.status).toBe(200);
    await createLeider("Cas Nieuwkomer", 1, "2027-2028");

    // The group moves the reveal to a few seconds from now (on the server's clock).
    const moment = Math.ceil((serverNowAtMost() + 4000) / 1000) * 1000;
    const set = await fetch(`${server.url}/api/scoutsjaar/2027-2028`, jsonWrite(token, "PUT", { bekendmaking: toBrusselsIso(moment) }));
    expect(set.status, await set.clone().text()).toBe(200);

    // Before the moment: this year's leaders everywhere, and the answers come from the cache the second time.
    for (const path of PUBLIC) expect(await fromCache(server.url, path), path).not.toContain("Cas Nieuwkomer");
    expect(await fromCache(server.url, "/takken/kapoenen")).toContain("Aster Verhuizer");
    expect(await fromCache(server.url, "/takken/welpen")).not.toContain("Aster Verhuizer");
    expect(await fromCache(server.url, "/sitemap.xml")).not.toContain("/geschiedenis/leiding/2026-2027");
    expect(serverNowAtMost()).toBeLessThan(moment);

    // One second after the moment, without a restart and without anyone writing: every answer shows 2027-2028.
    while (serverNowAtLeast() < moment + 1000) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.child.exitCode).toBeNull();
    for (const path of ["/takken/kapoenen", "/takken/leiding", "/api/leiding", "/api/leiding/tak/kapoenen"]) {
      expect((await page(path)).text, path).toContain("Cas Nieuwkomer");
    }
    expect((await page("/takken/kapoenen")).text).not.toContain("Aster Verhuizer");
    expect((await page("/takken/welpen")).text).toContain("Aster Verhuizer");
    expect((await page("/sitemap.xml")).text).toContain("/geschiedenis/leiding/2026-2027");

    // Last year is on its archive page, names only.
    const archief = await page("/geschiedenis/leiding/2026-2027");
    expect(archief.text).toContain("Aster Verhuizer");
    expect(archief.text).not.toContain("Cas Nieuwkomer");
    expect(archief.text).not.toContain("0470 12 34 56");
  }, 60_000);
});
