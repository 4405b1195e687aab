import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, fromCache, jsonWrite, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { PDF_WITH_SCRIPT, sandboxDirective } from "../helpers/uploaded-pdf";
import { specTakkenViaApi } from "../helpers/takken";

// Against the BUILT server (`npm run build` first): 'Deze week' on the start page is cached with the page and a write
// makes it fresh at once; a camp's document is served as a download that nothing in it can run from.


let server: ServerProcess;
let token: string;

beforeAll(async () => {
  server = await startServer(tempDataDir(), { DEMO_CONTENT: "false" });
  // A neutral start has no takken (issue 47): the specification's nine, as a script of the Beheerder adds them.
  await specTakkenViaApi(server.url);
  token = await adminToken(server.url);
});
afterAll(async () => {
  await stopServer(server);
});

/** A Brussels day `offset` days from now, "YYYY-MM-DD". */
function brusselsDay(offset: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + offset * 24 * 3600_000),
  );
}

async function page(path: string): Promise<{ cache: string | null; html: string }> {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return { cache: response.headers.get("x-cache"), html: await response.text() };
}

describe("'Deze week' on the start page", () => {
  it("is left out without plans, is cached like the page, and a write shows at once", async () => {
    expect(await fromCache(server.url, "/")).not.toContain("Deze week");

    const day = brusselsDay(2);
    const created = await fetch(
      `${server.url}/api/activiteiten`,
      jsonWrite(token, "POST", { titel: "Dropping in het bos", takken: ["welpen"], start: `${day}T14:00`, einde: `${day}T17:00`, plaats: "Het lokaal" }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const after = await page("/");
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Deze week");
    expect(after.html).toContain("Dropping in het bos");
    expect(after.html).toContain(`href="/kalender?tak=welpen#activiteit-${id}"`);
    expect(await fromCache(server.url, "/")).toContain("Dropping in het bos");

    await fetch(`${server.url}/api/activiteiten/${id}`, jsonWrite(token, "PUT", { afgelast: true, reden: "Stormweer voorspeld" }));
    const cancelled = await page("/");
    expect(cancelled.cache).toBe("MISS");
    expect(cancelled.html).toContain("Afgelast");
    expect(cancelled.html).toContain("Stormweer voorspeld");
  });
});

describe("a camp", () => {
  it("its page works without JavaScript (the packing list and the date are in the HTML), and its document is a sandboxed download", async () => {
    const start = brusselsDay(40);
    const einde = brusselsDay(45);
    const created = await fetch(
      `${server.url}/api/activiteiten`,
      jsonWrite(token, "POST", {
        titel: "Welpenkamp",
        takken: ["welpen"],
        start: `${start}T10:00`,
        einde: `${einde}T15:00`,
        plaats: "Gedinne",
        kamp: { prijs: 165, paklijst: ["Slaapzak", "Regenjas"] },
      }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const form = new FormData();
    form.append("document", new File([new Uint8Array(PDF_WITH_SCRIPT)], "boekje.pdf", { type: "application/pdf" }));
    form.append("titel", "Kampboekje Welpen");
    const upload = await fetch(`${server.url}/api/activiteiten/${id}/documenten`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };

    const { html } = await page("/kamp/welpen");
    expect(html).toContain("Welpenkamp");
    expect(html).toMatch(/type="checkbox"[^>]*>.*Slaapzak/s);
    // Counted in Brussels days (near midnight around a clock change, 40 × 24 hours may be 39 or 41 days).
    const days = (Date.parse(start) - Date.parse(brusselsDay(0))) / (24 * 3600_000);
    expect(html).toContain(`Nog ${days} dagen tot het vertrek`);
    expect(html).toContain(`href="${url}"`);

    const response = await fetch(server.url + url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="kampboekje-welpen.pdf"');
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const sandbox = sandboxDirective(response);
    expect(sandbox).toBeDefined();
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF_WITH_SCRIPT)).toBe(true);

    await fetch(`${server.url}/api/activiteiten/${id}`, jsonWrite(token, "DELETE"));
    expect((await fetch(server.url + url)).status).toBe(404);
  });
});
