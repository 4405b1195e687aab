import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

/**
 * The Nu HTML Checker (the W3C's validator, `vnu-jar`) reads what the built server sends for every public page and
 * every admin page, and must report no errors. It runs on Java (Debian's `default-jre-headless`; `.ci/run` installs it).
 */
const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let server: ServerProcess;
let dataDir: string;
let outDir: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), "scouts-vnu-"));
  server = await startServer(dataDir);
});

afterAll(async () => {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

async function json<T>(pathname: string): Promise<T> {
  const response = await fetch(server.url + pathname);
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

describe("Nu HTML Checker", () => {
  it("reports no errors on the public pages and the admin pages", async () => {
    const [nieuws] = await json<Array<{ id: string }>>("/api/nieuws");
    const {
      history: [periode],
    } = await json<{ history: Array<{ id: string }> }>("/api/geschiedenis");
    const [leider] = await json<Array<{ id: number }>>("/api/leiding");
    const activiteiten = await json<Array<{ id: number; kamp: unknown }>>("/api/activiteiten");
    const [activiteit] = activiteiten;
    // Issue 28: the demo has a camp for every age tak.
    const kamp = activiteiten.find((a) => a.kamp !== null);
    // Scouting years (issue 17): the demo has archived years and next year's draft.
    const jaren = await json<{ huidig: string; archief: string[] }>("/api/scoutsjaar");
    const archiefJaar = jaren.archief[0]!;
    const conceptJaar = `${Number(jaren.huidig.slice(5))}-${Number(jaren.huidig.slice(5)) + 1}`;
    expect(nieuws && periode && leider && activiteit && kamp, "the demo content has news, a period, a leader, an activity and a camp").toBeTruthy();

    const publicPages = [
      "/",
      "/nieuws",
      `/nieuws/${nieuws!.id}`,
      "/takken",
      "/takken/kapoenen",
      "/takken/leiding",
      "/kalender",
      "/kalender?tak=welpen",
      "/kamp",
      "/kamp/welpen",
      "/geschiedenis",
      `/geschiedenis/${periode!.id}`,
      `/geschiedenis/leiding/${archiefJaar}`,
      "/about",
      "/contact",
      "/admin",
      "/admin/wachtwoord-vergeten",
      "/admin/uitnodiging/onbekend",
      "/nieuwsbrief/bevestigen/onbekend",
      "/bestaat-niet",
    ];
    const adminPages = [
      "/admin?sectie=leiding",
      `/admin?sectie=leiding&jaar=${conceptJaar}`,
      `/admin?sectie=leiding&jaar=${archiefJaar}`,
      `/admin/leiding/add?jaar=${conceptJaar}`,
      "/admin?sectie=activiteiten",
      "/admin?sectie=geschiedenis",
      "/admin?sectie=boekjes",
      "/admin?sectie=berichten",
      "/admin?sectie=nieuwsbrief",
      "/admin?sectie=accounts",
      "/admin?sectie=logboek",
      "/admin/account",
      "/admin/account/add",
      "/admin/leiding/add",
      `/admin/leiding/${leider!.id}`,
      "/admin/kenteken/add",
      `/admin/kenteken/${periode!.id}`,
      "/admin/activiteit/add",
      `/admin/activiteit/${activiteit!.id}`,
      `/admin/activiteit/${kamp!.id}`,
      "/admin/activiteit/reeks",
      // Issue 23: the group's settings, part by part, and a tak's texts
      "/admin?sectie=instellingen",
      "/admin?sectie=instellingen&deel=logo",
      "/admin?sectie=instellingen&deel=kleur",
      "/admin?sectie=instellingen&deel=teksten",
      "/admin?sectie=instellingen&deel=takken",
      "/admin/tak/welpen",
    ];
    const cookie = await adminCookie(server.url);
    const files = new Map<string, string>();
    for (const [index, page] of [...publicPages, ...adminPages].entries()) {
      const admin = index >= publicPages.length;
      const response = await fetch(server.url + page, { headers: admin ? { Cookie: cookie } : {} });
      expect(response.headers.get("content-type"), page).toContain("text/html");
      const file = path.join(outDir, `page-${index}.html`);
      fs.writeFileSync(file, await response.text());
      files.set(file, page);
    }

    let output: string;
    try {
      const result = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files.keys()], {
        maxBuffer: 16 * 1024 * 1024,
      });
      output = result.stderr;
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { stderr?: string };
      if (failure.code === "ENOENT") throw new Error("Java is missing: install Debian's default-jre-headless (.ci/run does).", { cause: error });
      // vnu exits 1 when it reports errors; its JSON is on stderr.
      output = failure.stderr ?? "";
      if (!output.trim().startsWith("{")) throw error;
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    const report = messages.map((m) => `${files.get(new URL(m.url).pathname) ?? m.url}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`.trim());
    expect(report).toEqual([]);
  }, 180_000);
});
