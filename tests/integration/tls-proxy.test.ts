import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// What docs/hosting.md promises for a deployment behind a TLS proxy: with TRUST_PROXY=1 the forwarded headers give
// https (HSTS, Secure cookie) and the visitor's address (rate limits); without it they are ignored.

const dirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await stopServer(server, "SIGTERM");
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<string> {
  const dir = tempDataDir();
  dirs.push(dir);
  const server = await startServer(dir, { DEMO_CONTENT: "false", ...env });
  servers.push(server);
  return server.url;
}

function login(url: string, password: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${url}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ intent: "login", password }),
  });
}

const HTTPS = { "X-Forwarded-Proto": "https" };

describe("behind a TLS proxy", () => {
  it("with TRUST_PROXY=1: HSTS and a Secure cookie on https, rate limits per forwarded client address", async () => {
    const url = await start({ TRUST_PROXY: "1" });

    const page = await fetch(`${url}/about`, { headers: HTTPS });
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const plain = await fetch(`${url}/about`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    // A cached answer, sent by the server's front door without routing, too.
    await fetch(`${url}/api/leiding`);
    const cached = await fetch(`${url}/api/leiding`, { headers: { ...HTTPS, "Accept-Encoding": "identity" } });
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(cached.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const cachedPlain = await fetch(`${url}/api/leiding`, { headers: { "Accept-Encoding": "identity" } });
    expect(cachedPlain.headers.get("x-cache")).toBe("HIT");
    expect(cachedPlain.headers.get("strict-transport-security")).toBeNull();
    // Its copy as rendered made by then, the next ones go out before the app runs (ADR 0036): the same headers.
    const early = await fetch(`${url}/api/leiding`, { headers: { ...HTTPS, "Accept-Encoding": "identity" } });
    expect(early.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const earlyPlain = await fetch(`${url}/api/leiding`, { headers: { "Accept-Encoding": "identity" } });
    expect(earlyPlain.headers.get("strict-transport-security")).toBeNull();

    const secure = await login(url, ADMIN_PASSWORD, { ...HTTPS, "X-Forwarded-For": "198.51.100.7" });
    expect(secure.status).toBe(302);
    expect(secure.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax;.*; Secure$/);

    const visitorA = { ...HTTPS, "X-Forwarded-For": "198.51.100.1" };
    for (let i = 0; i < 5; i++) expect((await login(url, "fout", visitorA)).status).not.toBe(429);
    expect((await login(url, "fout", visitorA)).status).toBe(429);
    // Another visitor behind the same proxy is not blocked.
    expect((await login(url, ADMIN_PASSWORD, { ...HTTPS, "X-Forwarded-For": "198.51.100.2" })).status).toBe(302);
  });

  it("without TRUST_PROXY: forwarded headers are ignored", async () => {
    const url = await start({});
    const page = await fetch(`${url}/about`, { headers: HTTPS });
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const cached = await fetch(`${url}/about`, { headers: HTTPS });
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(cached.headers.get("strict-transport-security")).toBeNull();
    const response = await login(url, ADMIN_PASSWORD, { ...HTTPS, "X-Forwarded-For": "198.51.100.3" });
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).not.toMatch(/Secure/);
  });
});
