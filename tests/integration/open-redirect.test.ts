import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeLocalPath } from "~/lib/safe-path";
import { ADMIN_PASSWORD, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// The paths a visitor is sent back to after a newsletter sign-up (redirectTo) and after the admin login (next) come
// from the request. Against the BUILT server: whatever is sent, the Location never leaves the site.

const PAYLOADS = [
  "/.//x//evil.example/path",
  "/%2e//a//evil.example",
  "/%2E%2E//evil.example",
  "/..//evil.example",
  "/a/../..//evil.example/",
  "/./%2e/.//evil.example",
  "//evil.example/x",
  "///evil.example",
  "/\\evil.example",
  "/%5cevil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "evil.example",
];

let server: ServerProcess;
const dataDir = tempDataDir();

beforeAll(async () => {
  server = await startServer(dataDir, { DEMO_CONTENT: "false", FORM_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await stopServer(server);
});

/** The Location names this server (or no host at all) and is never protocol-relative. */
function expectSameSite(location: string | null, payload: string) {
  expect(location, payload).not.toBeNull();
  expect(location!.startsWith("//"), `${payload} -> ${location}`).toBe(false);
  expect(location!.startsWith("/\\"), `${payload} -> ${location}`).toBe(false);
  expect(new URL(location!, server.url).host, `${payload} -> ${location}`).toBe(new URL(server.url).host);
  expect(location, payload).not.toContain("evil.example");
}

async function post(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

describe("redirect targets taken from the request", () => {
  it("the newsletter sends the visitor back to a path of this site only", async () => {
    for (const payload of PAYLOADS) {
      const response = await post("/nieuwsbrief", { email: "ouder@example.be", redirectTo: payload });
      expect(response.status, payload).toBe(303);
      expectSameSite(response.headers.get("Location"), payload);
      expect(response.headers.get("Location"), payload).toBe("/?nieuwsbrief=ok#nieuwsbrief");
    }
    const normal = await post("/nieuwsbrief", { email: "ouder@example.be", redirectTo: "/takken?x=1&nieuwsbrief=fout" });
    expect(normal.headers.get("Location")).toBe("/takken?x=1&nieuwsbrief=ok#nieuwsbrief");
  });

  it("the login goes on to a path of this site only, after a correct password", async () => {
    for (const payload of PAYLOADS) {
      const response = await post("/admin", { intent: "login", password: ADMIN_PASSWORD, next: payload });
      expect(response.status, payload).toBe(302);
      expect(response.headers.get("Set-Cookie"), payload).toContain("scouts_admin=");
      expectSameSite(response.headers.get("Location"), payload);
      expect(response.headers.get("Location"), payload).toBe("/admin");
    }
    const normal = await post("/admin", { intent: "login", password: ADMIN_PASSWORD, next: "/admin/leiding/add" });
    expect(normal.headers.get("Location")).toBe("/admin/leiding/add");
  });

  it("the login page does not carry a foreign ?next= into its form", async () => {
    for (const payload of PAYLOADS) {
      const html = await (await fetch(`${server.url}/admin?next=${encodeURIComponent(payload)}`)).text();
      const next = /<input type="hidden" name="next" value="([^"]*)"/.exec(html)?.[1];
      expect(next, payload).toBe("/admin");
    }
  });
});

describe("safeLocalPath", () => {
  it("keeps same-site paths (normalised) and gives the caller's fallback for everything else", () => {
    expect(safeLocalPath("/admin?sectie=boekjes", "/admin")).toBe("/admin?sectie=boekjes");
    expect(safeLocalPath("/geschiedenis/abc?q=1#top", "/")).toBe("/geschiedenis/abc?q=1#top");
    expect(safeLocalPath("/takken/./kapoenen", "/")).toBe("/takken/kapoenen");
    expect(safeLocalPath(null, "/admin")).toBe("/admin");
    expect(safeLocalPath("", "/")).toBe("/");
    for (const payload of PAYLOADS) {
      expect(safeLocalPath(payload, "/admin"), payload).toBe("/admin");
      expect(safeLocalPath(payload, "/"), payload).toBe("/");
    }
  });
});
