import fs from "node:fs";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { adminToken, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { svgFilterBomb } from "../helpers/svg-bomb";
import { specTakkenViaApi } from "../helpers/takken";

// Issue 36 (high): the probe's 12 KB SVG, uploaded a few times at once, stalled the whole site: librsvg drew it for
// minutes on the thread pool that also reads files, so /healthz, static files and photos timed out, and SIGTERM did not
// stop the server. Now images are made in a worker process with a deadline (ADR 0030): while ten such uploads run,
// the site answers as usual, and SIGTERM still stops it within 10 seconds.

const bomb = svgFilterBomb();
const dirs: string[] = [];
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopServer(server);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
}

/** The server's child processes that run the image worker (Linux: /proc). */
function imageWorkers(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((child) => {
    try {
      return fs.readFileSync(`/proc/${child}/cmdline`, "utf8").includes("image-worker.mjs");
    } catch {
      return false;
    }
  });
}

/** Whether a process still runs (a killed one may linger as a zombie until it is reaped). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(")") + 2));
  } catch {
    return false;
  }
}

function upload(url: string, token: string, path: string, method: string, field: string, fields: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bomb)], { type: "image/svg+xml" }), "svg-filter.svg");
  return fetch(`${url}${path}`, { method, headers: { Authorization: `Bearer ${token}` }, body: form });
}

/** How long a GET takes to answer in full, and its status. */
async function timed(url: string): Promise<{ url: string; status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  await response.arrayBuffer();
  return { url, status: response.status, ms: performance.now() - started };
}

describe("the probe's SVG, ten times at once", () => {
  it("leaves /healthz, static files, photos and pages answering within a second, and SIGTERM stops the server within 10 s", async () => {
    server = await startServer(dataDir(), { DEMO_CONTENT: "false" });
    const { url } = server;
    await specTakkenViaApi(url);
    const token = await adminToken(url);
    // A leader with a real photo first: its file is served from disk like every photo.
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3d8b37" } }).png().toBuffer();
    const form = new FormData();
    form.append("name", "Akela");
    form.append("functie", "2");
    form.append("tel", "0470 12 34 56");
    form.append("image", new Blob([new Uint8Array(photo)], { type: "image/png" }), "akela.png");
    const leider = await fetch(`${url}/api/leiding`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(leider.status, await leider.clone().text()).toBe(201);
    const { imageUrl } = (await leider.json()) as { imageUrl: string };

    // Ten uploads at once: four as a leader's photo (where an SVG makes no sense), six as the group's logo.
    const settled = new Map<number, Response>();
    const uploads = [
      ...Array.from({ length: 4 }, (_, i) => upload(url, token, "/api/leiding", "POST", "image", { name: `Probe ${i}`, functie: "2", tel: "0470 12 34 56" })),
      ...Array.from({ length: 6 }, () => upload(url, token, "/api/instellingen/logo", "PUT", "logo")),
    ].map((pending, i) => pending.then((response) => (settled.set(i, response), response)));

    // As a leader's photo the SVG is refused at once, with its reason.
    for (const pending of uploads.slice(0, 4)) {
      const response = await pending;
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { image: "Kies een foto in JPG, PNG of WebP; een SVG-bestand kan hier niet." } });
    }
    // As a logo it is drawn, in the image worker: wait until that process is there and the logos are not answered.
    await expect.poll(() => imageWorkers(server!.child.pid!).length, { timeout: 20_000 }).toBe(1);
    const [worker] = imageWorkers(server.child.pid!);

    const targets = [`${url}/healthz`, `${url}/logo.svg`, `${url}${imageUrl}`, `${url}/takken/welpen`];
    const answers: Awaited<ReturnType<typeof timed>>[] = [];
    for (let round = 0; round < 5; round++) answers.push(...(await Promise.all(targets.map((target, i) => timed(i === 3 ? `${target}?ronde=${round}` : target)))));
    // Still running: none of the six logos was answered while the site was asked.
    expect([...settled.keys()].filter((i) => i >= 4)).toEqual([]);
    for (const answer of answers) expect(answer.status, answer.url).toBe(200);
    // The one timing the issue asks for, per kind of request: a generous bound, far below the 20 s the probe waited.
    // The median of five, so that a moment of CPU starvation on a busy machine does not decide; a stall slows them all.
    for (const [i, target] of targets.entries()) {
      const times = answers.filter((_, j) => j % targets.length === i).map((a) => a.ms).sort((a, b) => a - b);
      expect(times[2], `${target}: ${times.map(Math.round).join(", ")} ms`).toBeLessThan(1000);
    }

    const stopAsked = performance.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    const stoppedAfter = performance.now() - stopAsked;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stoppedAfter, `stopped after ${Math.round(stoppedAfter)} ms`).toBeLessThan(10_000);
    expect(running(worker!), "the image worker went with the server").toBe(false);
    // The logos in flight were answered before the server closed: the server was stopping, try again.
    for (const pending of uploads.slice(4)) {
      const response = await pending;
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: "De server is bezig met te veel afbeeldingen tegelijk. Probeer het over een minuut opnieuw." });
    }
  });

  it("refuses an image that takes longer than IMAGE_TIMEOUT_MS with its reason, keeps the logo, and makes the next image", async () => {
    server = await startServer(dataDir(), { DEMO_CONTENT: "false", IMAGE_TIMEOUT_MS: "2000" });
    const { url } = server;
    await specTakkenViaApi(url);
    const token = await adminToken(url);
    const before = await (await fetch(`${url}/api/instellingen`)).json();
    const refused = await upload(url, token, "/api/instellingen/logo", "PUT", "logo");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "Deze afbeelding is te zwaar om te verwerken. Kies een eenvoudiger bestand.",
      fields: { logo: "Deze afbeelding is te zwaar om te verwerken. Kies een eenvoudiger bestand." },
    });
    expect(await (await fetch(`${url}/api/instellingen`)).json()).toEqual(before);
    // The worker that drew it was killed; a simple SVG logo is made by a new one.
    const simple = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#3d8b37"/></svg>';
    const form = new FormData();
    form.append("logo", new Blob([simple], { type: "image/svg+xml" }), "logo.svg");
    const made = await fetch(`${url}/api/instellingen/logo`, { method: "PUT", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(made.status, await made.clone().text()).toBe(200);
    const { logo } = (await (await fetch(`${url}/api/instellingen`)).json()) as { logo: string | null };
    expect(logo).toBeTruthy();
  });
});
