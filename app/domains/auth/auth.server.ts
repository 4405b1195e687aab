import { and, eq } from "drizzle-orm";
import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getDb } from "~/db/client.server";
import { setActor, type Actor } from "./actor.server";
import { actorContext } from "./actor-context";
import { NO_ACCESS, SESSIE_PARAM, SESSIE_VERLOPEN_WAARDE, TOO_MANY_ATTEMPTS, WRONG_PASSWORD } from "./messages";
import { verifyPassword } from "./passwords.server";
import { takeAttempt } from "./rate-limit.server";
import { account } from "./schema";
import { ownerAccountId, verifyAdminPassword } from "./secrets.server";
import { createSession, deleteSession, findSession, SESSION_LIFETIME_MS, type SessionKind } from "./session.server";
import { now as clockNow } from "~/lib/clock.server";

export const SESSION_COOKIE = "scouts_admin";

export type LoginResult =
  | { ok: true; sessionId: string; expiresAt: number }
  | { ok: false; status: 401 | 429; error: string };

/**
 * Checks a login and starts a browser session or an API token. With an e-mail address the account's own password is
 * checked; without one ADMIN_PASSWORD logs in as the owner 'Beheerder'. Rate-limited (see rate-limit.server.ts): the
 * attempt is counted before the (slow) password check and given back when it is right.
 */
export async function login(
  credentials: { email?: string; password: string },
  clientAddress: string,
  kind: SessionKind,
  userAgent = "",
  now: number = clockNow(),
): Promise<LoginResult> {
  const email = credentials.email?.trim().toLowerCase() || undefined;
  const attempt = await takeAttempt(clientAddress, email);
  if (!attempt) return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS };
  let accountId: number | null = null;
  if (email) {
    const [row] = await getDb()
      .select({ id: account.id, passwordHash: account.passwordHash })
      .from(account)
      .where(and(eq(account.email, email), eq(account.actief, true)));
    if (await verifyPassword(credentials.password, row?.passwordHash)) accountId = row!.id;
  } else if (await verifyAdminPassword(credentials.password)) {
    accountId = ownerAccountId();
  }
  if (accountId === null) return { ok: false, status: 401, error: WRONG_PASSWORD };
  await attempt.succeeded();
  const created = await createSession(accountId, kind, userAgent, now);
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

/**
 * Who sends this request: the account of its bearer token, else of its session cookie, else nobody. The actor is
 * also remembered for the rest of the request (permissions, audit log).
 */
export async function authenticate(request: Request, now: number = clockNow()): Promise<(Actor & { via: SessionKind }) | null> {
  const token = readBearer(request);
  const actor = await findSession(token ?? readSessionCookie(request), now);
  if (!actor) return null;
  setActor(actor);
  return { ...actor, via: token ? "token" : "cookie" };
}

export async function isAdmin(request: Request, now: number = clockNow()): Promise<boolean> {
  return (await authenticate(request, now)) !== null;
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

/**
 * The admin layout's middleware (routes/layout.beheer.ts): the request's account, found once, for every loader and
 * action below it in React Router's typed context (`actorContext`), and as the request's actor for the permissions.
 */
export const withActor: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(actorContext, await authenticate(request));
  return next();
};

/** What an admin loader or action gets from React Router that tells who asks. */
export type AdminRequest = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * An admin page or form post: its account from the admin layout's middleware; without a session, a redirect to the
 * login that remembers where the admin was going. A post says `sessie=verlopen`: its page was logged in, so the session
 * ended meanwhile (the page keeps what was typed, components/admin/client-action.ts, and the login says why it is
 * asked again).
 */
export function requireAdminPage({ request, context }: AdminRequest): Actor {
  const actor = context.get(actorContext);
  if (actor) return actor;
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const params = new URLSearchParams(target === "/admin" ? {} : { next: target });
  if (request.method !== "GET" && request.method !== "HEAD") params.set(SESSIE_PARAM, SESSIE_VERLOPEN_WAARDE);
  const search = params.toString();
  throw redirect(search ? `/admin?${search}` : "/admin", { headers: noStore });
}

/**
 * An API write: without a valid session or token a JSON 401; a cookie-carried write from another site a JSON 403
 * (React Router checks the origin of page form posts, not of resource routes).
 */
export async function requireApiWriter(request: Request, now: number = clockNow()): Promise<Actor> {
  const auth = await authenticate(request, now);
  if (!auth) throw Response.json({ error: "Niet aangemeld: log in of stuur een geldige Bearer-token." }, { status: 401, headers: noStore });
  if (auth.via === "cookie" && !isSameOriginRequest(request)) {
    throw Response.json({ error: "Verzoek van een andere website geweigerd." }, { status: 403, headers: noStore });
  }
  return auth;
}

export async function logout(request: Request): Promise<string> {
  await deleteSession(readSessionCookie(request));
  return clearedSessionCookie(request);
}

/**
 * An API write that only the Beheerder may make (history, takken): refused with a JSON 403 before the body is read.
 * The domain checks the same rule again where the data changes.
 */
export async function requireApiBeheerder(request: Request, now: number = clockNow()): Promise<Actor> {
  const actor = await requireApiWriter(request, now);
  if (actor.rol !== "beheerder") throw Response.json({ error: NO_ACCESS }, { status: 403, headers: noStore });
  return actor;
}
