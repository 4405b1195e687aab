import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { appMeta } from "~/db/meta-schema";
import { RouterContextProvider } from "react-router";
import { runAsRequest } from "~/domains/auth/actor.server";
import { isAdmin, requireAdminPage, requireApiWriter, withActor } from "~/domains/auth/auth.server";
import { safeLocalPath } from "~/lib/safe-path";
import { LOGIN_WINDOW_MS, takeAttempt } from "~/domains/auth/rate-limit.server";
import { initAuthSecrets, ownerAccountId, verifyAdminPassword } from "~/domains/auth/secrets.server";
import { createSession, findSession, SESSION_LIFETIME_MS } from "~/domains/auth/session.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { loader as formLoader } from "~/routes/admin.kenteken.$type";
import { action as tokenAction } from "~/routes/api.auth.token";
import { loader as generateTokenLoader } from "~/routes/api.auth.generate-token";
import { BASE, count, PASSWORD, prepareAdminDb } from "../helpers/admin";
import { refusedForm } from "../helpers/admin-requests";
import { callRoute } from "../helpers/route";
import { withTempDataDir } from "../helpers/temp-data";

withTempDataDir();

function loginRequest(password: string, next?: string, base = BASE) {
  const body = new URLSearchParams({ intent: "login", password, ...(next ? { next } : {}) });
  return new Request(`${base}/admin`, { method: "POST", body, headers: { Origin: base } });
}

function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0] ?? "";
}

describe("admin password", () => {
  it("generates a password when ADMIN_PASSWORD is unset, prints it once and keeps only a scrypt hash", async () => {
    await prepareAdminDb();
    delete process.env.ADMIN_PASSWORD;
    await getDb().delete(appMeta).where(eq(appMeta.key, "admin_password_hash"));
    const lines: string[] = [];
    await initAuthSecrets((line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const generated = lines[0]!.split(": ").pop()!;
    expect(generated.length).toBeGreaterThanOrEqual(12);
    const [stored] = await getDb().select().from(appMeta).where(eq(appMeta.key, "admin_password_hash"));
    expect(stored?.value).toMatch(/^scrypt\$/);
    expect(stored?.value).not.toContain(generated);
    expect(await verifyAdminPassword(generated)).toBe(true);
    expect(await verifyAdminPassword("iets anders")).toBe(false);

    // A restart keeps the same password and prints nothing.
    await initAuthSecrets((line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(await verifyAdminPassword(generated)).toBe(true);
  });

  it("uses ADMIN_PASSWORD when it is set", async () => {
    process.env.ADMIN_PASSWORD = PASSWORD;
    await initAuthSecrets(() => {});
    expect(await verifyAdminPassword(PASSWORD)).toBe(true);
    expect(await verifyAdminPassword(`${PASSWORD} `)).toBe(false);
  });

  it("ends every session and token of the owner when ADMIN_PASSWORD changes between two starts", async () => {
    const token = await prepareAdminDb();
    const login = await callRoute(adminAction, loginRequest(PASSWORD));
    const cookie = cookieFrom(login);
    await initAuthSecrets(() => {});
    expect(await isAdmin(new Request(`${BASE}/admin`, { headers: { Cookie: cookie } })), "same password: the session stays").toBe(true);

    process.env.ADMIN_PASSWORD = "een-heel-ander-wachtwoord";
    await initAuthSecrets(() => {});
    expect(await isAdmin(new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }))).toBe(false);
    expect(await isAdmin(new Request(`${BASE}/api/leiding`, { headers: { Authorization: `Bearer ${token}` } }))).toBe(false);
    expect(await verifyAdminPassword(PASSWORD)).toBe(false);
    expect(await verifyAdminPassword("een-heel-ander-wachtwoord")).toBe(true);
    process.env.ADMIN_PASSWORD = PASSWORD;
  });
});

describe("login and sessions", () => {
  it("refuses a wrong password on the page and sets a httpOnly, SameSite=Lax session cookie on the right one", async () => {
    await prepareAdminDb();
    const wrong = await callRoute(adminAction, loginRequest("fout"));
    expect(wrong.status).toBe(401);
    // One generic message, no field named; nothing typed comes back (no address was given, the password never does).
    expect(refusedForm(await wrong.json())).toEqual({ ok: false, error: "Incorrect password. Access denied.", fields: {}, values: {} });

    // With an address: the same message, the address typed comes back to its field, the password does not.
    const body = new URLSearchParams({ intent: "login", email: "Niemand@example.be", password: "fout-wachtwoord" });
    const unknown = await callRoute(adminAction, new Request(`${BASE}/admin`, { method: "POST", body, headers: { Origin: BASE } }));
    expect(unknown.status).toBe(401);
    expect(refusedForm(await unknown.json())).toEqual({ ok: false, error: "Incorrect password. Access denied.", fields: {}, values: { email: "Niemand@example.be" } });

    const before = await count("session");
    const right = await callRoute(adminAction, loginRequest(PASSWORD));
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/admin");
    const setCookie = right.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^scouts_admin=[\w-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Max-Age=86400");
    expect(setCookie).not.toContain("Secure");
    expect(await count("session")).toBe(before + 1);

    // Only a hash of the id is stored.
    const id = cookieFrom(right).split("=")[1]!;
    const rows = await getDb().$client.execute("SELECT id_hash FROM session");
    expect(rows.rows.map((r) => r.id_hash)).not.toContain(id);

    const page = await callRoute(adminLoader, new Request(`${BASE}/admin`, { headers: { Cookie: cookieFrom(right) } }));
    expect((await page.json()).authenticated).toBe(true);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
  });

  it("marks the cookie Secure when the request is https", async () => {
    const https = await callRoute(adminAction, loginRequest(PASSWORD, undefined, "https://scouts.example"));
    expect(https.headers.get("Set-Cookie")).toContain("; Secure");
  });

  it("returns to the page the admin was going to, but only to a same-site path", async () => {
    const back = await callRoute(adminAction, loginRequest(PASSWORD, "/admin/leiding/add"));
    expect(back.headers.get("Location")).toBe("/admin/leiding/add");
    for (const evil of ["//evil.example/x", "https://evil.example", "/\\evil.example", "admin", "javascript:alert(1)"]) {
      expect(safeLocalPath(evil, "/admin")).toBe("/admin");
    }
    expect(safeLocalPath("/admin?sectie=boekjes", "/admin")).toBe("/admin?sectie=boekjes");
    const offsite = await callRoute(adminAction, loginRequest(PASSWORD, "//evil.example"));
    expect(offsite.headers.get("Location")).toBe("/admin");
  });

  it("expires a session after 24 hours, and sweeps it at the next login", async () => {
    const t0 = Date.UTC(2026, 0, 1);
    const { id } = await createSession(ownerAccountId(), "cookie", "", t0);
    expect(await findSession(id, t0 + SESSION_LIFETIME_MS - 1)).not.toBeNull();
    expect(await findSession(id, t0 + SESSION_LIFETIME_MS)).toBeNull();
    // The next login sweeps the expired row.
    await createSession(ownerAccountId(), "cookie");
    expect((await getDb().$client.execute({ sql: "SELECT count(*) AS n FROM session WHERE expires_at <= ?", args: [Date.now()] })).rows[0]?.n).toBe(0);
    const request = new Request(`${BASE}/admin`, { headers: { Cookie: `scouts_admin=${id}` } });
    expect(await isAdmin(request)).toBe(false);
  });

  it("ends the session on the server at logout", async () => {
    const login = await callRoute(adminAction, loginRequest(PASSWORD));
    const cookie = cookieFrom(login);
    expect(await isAdmin(new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }))).toBe(true);
    const out = await callRoute(adminAction, new Request(`${BASE}/admin`, { method: "POST", body: new URLSearchParams({ intent: "logout" }), headers: { Cookie: cookie } }));
    expect(out.status).toBe(302);
    expect(out.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect(await isAdmin(new Request(`${BASE}/admin`, { headers: { Cookie: cookie } }))).toBe(false);
  });

  it("limits failed attempts per client address: the sixth within 15 minutes gets 429, also with the right password", async () => {
    await prepareAdminDb();
    for (let i = 0; i < 5; i++) {
      const r = await callRoute(adminAction, loginRequest("fout"), {}, "198.51.100.7");
      expect(r.status).toBe(401);
    }
    const blocked = await callRoute(adminAction, loginRequest(PASSWORD), {}, "198.51.100.7");
    expect(blocked.status).toBe(429);
    expect(refusedForm(await blocked.json())).toMatchObject({ ok: false, error: "Te veel pogingen. Probeer het later opnieuw.", fields: {} });

    const token = await callRoute(tokenAction, new Request(`${BASE}/api/auth/token`, { method: "POST", body: JSON.stringify({ password: PASSWORD }), headers: { "Content-Type": "application/json" } }), {}, "198.51.100.7");
    expect(token.status).toBe(429);

    const other = await callRoute(adminAction, loginRequest(PASSWORD), {}, "198.51.100.8");
    expect(other.status).toBe(302);
  });

  it("lets the address try again once the window has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      expect(await takeAttempt("198.51.100.7", undefined)).toBeNull();
      vi.setSystemTime(Date.now() + LOGIN_WINDOW_MS + 1);
      expect(await takeAttempt("198.51.100.7", undefined)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("protected pages", () => {
  it("redirects a form page without a session to the login, remembering the target", async () => {
    const response = await callRoute(formLoader, new Request(`${BASE}/admin/kenteken/add`), { type: "add" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?next=%2Fadmin%2Fkenteken%2Fadd");
  });

  it("reads who asks from the admin layout's middleware: its context, found once from the cookie; no middleware, no actor", async () => {
    await prepareAdminDb();
    const login = await callRoute(adminAction, loginRequest(PASSWORD));
    const request = new Request(`${BASE}/admin/kenteken/add`, { headers: { Cookie: cookieFrom(login) } });
    const context = new RouterContextProvider();
    let seen: unknown;
    await runAsRequest(() =>
      withActor({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
        seen = requireAdminPage({ request, context });
        return new Response("ok");
      }),
    );
    expect(seen).toMatchObject({ accountId: await ownerAccountId(), rol: "beheerder" });
    // The same cookie on a route that the middleware did not run for: the login, as without a session.
    expect(() => requireAdminPage({ request, context: new RouterContextProvider() })).toThrow(expect.objectContaining({ status: 302 }));
  });

  it("answers the API with 401 JSON without a session", async () => {
    await expect(requireApiWriter(new Request(`${BASE}/api/leiding`, { method: "POST" }))).rejects.toMatchObject({ status: 401 });
  });

  it("shows the login (not the panel data) at /admin without a session", async () => {
    const page = await callRoute(adminLoader, new Request(`${BASE}/admin?next=/admin/leiding/add`));
    expect(await page.json()).toEqual({ authenticated: false, next: "/admin/leiding/add" });
  });
});

describe("API tokens", () => {
  it("gives a bearer token for the password in a JSON or form body", async () => {
    await prepareAdminDb();
    const json = await callRoute(tokenAction, new Request(`${BASE}/api/auth/token`, { method: "POST", body: JSON.stringify({ password: PASSWORD }), headers: { "Content-Type": "application/json" } }));
    expect(json.status).toBe(200);
    expect(json.headers.get("Cache-Control")).toBe("no-store");
    const { token } = await json.json();
    expect(await isAdmin(new Request(`${BASE}/api/leiding`, { headers: { Authorization: `Bearer ${token}` } }))).toBe(true);

    const formBody = await callRoute(tokenAction, new Request(`${BASE}/api/auth/token`, { method: "POST", body: new URLSearchParams({ password: PASSWORD }) }));
    expect(formBody.status).toBe(200);

    const wrong = await callRoute(tokenAction, new Request(`${BASE}/api/auth/token`, { method: "POST", body: new URLSearchParams({ password: "x" }) }));
    expect(wrong.status).toBe(401);
    const missing = await callRoute(tokenAction, new Request(`${BASE}/api/auth/token`, { method: "POST", body: new URLSearchParams({}) }));
    expect(missing.status).toBe(400);
  });

  it("answers the old generateToken call with 410 naming POST /api/auth/token", async () => {
    const response = generateTokenLoader();
    expect(response.status).toBe(410);
    expect((await response.json()).error).toContain("POST /api/auth/token");
  });
});
