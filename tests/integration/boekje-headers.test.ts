import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { PDF_WITH_SCRIPT, sandboxDirective } from "../helpers/uploaded-pdf";
import { specTakkenViaApi } from "../helpers/takken";

// A booklet is a file an admin uploaded: a PDF may carry JavaScript. Against the BUILT server: the stored booklet is
// served so that nothing in it can run on the site's origin, while it still opens in the browser's PDF viewer.


let server: ServerProcess;
const dataDir = tempDataDir();

beforeAll(async () => {
  server = await startServer(dataDir, { DEMO_CONTENT: "false" });
  // A neutral start has no takken (issue 47): the specification's nine, as a script of the Beheerder adds them.
  await specTakkenViaApi(server.url);
});
afterAll(async () => {
  await stopServer(server);
});

describe("a stored booklet", () => {
  it("is served as a PDF inside a CSP sandbox (no scripts, no same origin), inline and never sniffed", async () => {
    const token = await adminToken(server.url);
    const form = new FormData();
    form.append("boekje", new File([new Uint8Array(PDF_WITH_SCRIPT)], "boekje.pdf", { type: "application/pdf" }));
    const upload = await fetch(`${server.url}/api/takken/boekje/1`, { method: "PUT", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBe(200);
    const { boekjeUrl } = (await upload.json()) as { boekjeUrl: string };
    expect(boekjeUrl).toMatch(/^\/boekjes\/.+\.pdf$/);

    const response = await fetch(`${server.url}${boekjeUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const sandbox = sandboxDirective(response);
    expect(sandbox).toBeDefined();
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
    // Kept viewable in the browser's own PDF viewer: not forced to a download.
    expect(response.headers.get("Content-Disposition") ?? "inline").not.toMatch(/attachment/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF_WITH_SCRIPT)).toBe(true);
  });
});
