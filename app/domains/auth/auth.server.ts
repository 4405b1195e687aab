import { redirect } from "react-router";
import { isLoginBlocked, recordLoginFailure } from "./rate-limit.server";
import { verifyAdminPassword } from "./secrets.server";
import { createSession, deleteSession, isSessionValid, SESSION_LIFETIME_MS } from "./session.server";
import { TOO_MANY_ATTEMPTS, WRONG_PASSWORD } from "./messages";

export const SESSION_COOKIE = "scouts_admin";

export type LoginResult =
  | { ok: true; sessionId: string; expiresAt: number }
  | { ok: false; status: 401 | 429; error: string };

/** Checks the password for one client address (rate-limited) and starts a session when it is right. */
export async function login(password: string, clientAddress: string, now: number = Date.now()): Promise<LoginResult> {
  if (isLoginBlocked(clientAddress, now)) return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS };
  if (!(await verifyAdminPassword(password))) {
    recordLoginFailure(clientAddress, now);
    return { ok: false, status: 401, error: WRONG_PASSWORD };
  }
  const created = await createSession(now);
  return { ok: true, sessionId: created.id, expiresAt: created.expiresAt };
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookie(request: Request, sessionId: string): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_LIFETIME_MS / 1000}${secure}`;
}

export function clearedSessionCookie(request: Request): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}

export function readBearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

/** How the request is authorised: by the session cookie, by a bearer token, or not at all. */
export async function adminAuth(request: Request, now: number = Date.now()): Promise<"cookie" | "bearer" | null> {
  const token = readBearer(request);
  if (token) return (await isSessionValid(token, now)) ? "bearer" : null;
  return (await isSessionValid(readSessionCookie(request), now)) ? "cookie" : null;
}

export async function isAdmin(request: Request, now: number = Date.now()): Promise<boolean> {
  return (await adminAuth(request, now)) !== null;
}

/** A cookie travels with cross-site requests too, so a cookie-carried write must come from our own pages. */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin;
  // Neither header: not a browser (browsers send Origin on every cross-site POST/PUT/DELETE).
  return true;
}

const noStore = { "Cache-Control": "no-store" };

/** An admin page or form post: without a session, a redirect to the login that remembers where the admin was going. */
export async function requireAdminPage(request: Request, now: number = Date.now()): Promise<void> {
  if (await adminAuth(request, now)) return;
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  throw redirect(target === "/admin" ? "/admin" : `/admin?next=${encodeURIComponent(target)}`, { headers: noStore });
}

/**
 * An API write: without a valid session or token a JSON 401; a cookie-carried write from another site a JSON 403
 * (React Router checks the origin of page form posts, not of resource routes).
 */
export async function requireApiWriter(request: Request, now: number = Date.now()): Promise<void> {
  const auth = await adminAuth(request, now);
  if (!auth) throw Response.json({ error: "Niet aangemeld: log in of stuur een geldige Bearer-token." }, { status: 401, headers: noStore });
  if (auth === "cookie" && !isSameOriginRequest(request)) {
    throw Response.json({ error: "Verzoek van een andere website geweigerd." }, { status: 403, headers: noStore });
  }
}

export async function logout(request: Request): Promise<string> {
  await deleteSession(readSessionCookie(request));
  return clearedSessionCookie(request);
}
