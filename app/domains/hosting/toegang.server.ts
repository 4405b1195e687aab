import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";
import { hosterContext } from "~/group/request-context";
import { hostingPassword, hostingToken } from "~/config/env.server";
import { readBearer } from "~/domains/auth/auth.server";
import { InputError } from "~/lib/errors";
import { clientKey, createRateLimiter } from "~/lib/rate-limit.server";
import { hostingSessie, installatieMeta } from "./installatie-schema";
import { hostingDb } from "~/group/registry.server";
import { now as clockNow } from "~/lib/clock.server";

// Who is the hoster: a request with `Authorization: Bearer {HOSTING_TOKEN}` (the API, the commands), or the console's
// session cookie after a login with HOSTING_PASSWORD (or the token). Compared in constant time.

const COOKIE = "hoster";
const SESSIE_MS = 12 * 60 * 60 * 1000;
const logins = createRateLimiter({ windowMs: 15 * 60 * 1000, limit: () => 10 });

/** Constant-time comparison of a secret someone sent with the configured one (unset: never equal). */
function klopt(gegeven: string | null | undefined, geheim: string | undefined): boolean {
  if (!gegeven || !geheim) return false;
  const a = crypto.createHash("sha256").update(gegeven).digest();
  const b = crypto.createHash("sha256").update(geheim).digest();
  return crypto.timingSafeEqual(a, b);
}

export function tokenKlopt(request: Request): boolean {
  return klopt(readBearer(request), hostingToken());
}

async function sessieSleutel(): Promise<string> {
  const db = hostingDb();
  const [row] = await db.select().from(installatieMeta).where(eq(installatieMeta.key, "sessie_sleutel"));
  if (row) return row.value;
  const value = crypto.randomBytes(32).toString("base64url");
  await db.insert(installatieMeta).values({ key: "sessie_sleutel", value }).onConflictDoNothing();
  const [stored] = await db.select().from(installatieMeta).where(eq(installatieMeta.key, "sessie_sleutel"));
  return stored!.value;
}

async function sessieHash(id: string): Promise<string> {
  return crypto.createHmac("sha256", await sessieSleutel()).update(id).digest("base64url");
}

function leesCookie(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === COOKIE) return rest.join("=") || null;
  }
  return null;
}

async function sessieGeldig(request: Request, now: number): Promise<boolean> {
  const id = leesCookie(request);
  if (!id || id.length > 100) return false;
  const [row] = await hostingDb()
    .select()
    .from(hostingSessie)
    .where(eq(hostingSessie.idHash, await sessieHash(id)));
  return row !== undefined && row.verlooptOp > now;
}

/** Whether the request is the hoster's: by its token, or by the console's session. */
export async function hosterAuthenticated(request: Request, now: number = clockNow()): Promise<boolean> {
  return tokenKlopt(request) || (await sessieGeldig(request, now));
}

/** Who the hoster's audit log names for this request. */
export function hosterNaam(request: Request): string {
  return tokenKlopt(request) ? "API (token)" : "Console";
}

/** The hoster's API: the token only (a cookie travels with requests of other sites too). 401 as JSON otherwise. */
export function requireHosterToken(request: Request): string {
  if (tokenKlopt(request)) return "API (token)";
  throw Response.json({ error: "Geen toegang: stuur Authorization: Bearer met HOSTING_TOKEN." }, { status: 401, headers: { "Cache-Control": "no-store", "WWW-Authenticate": "Bearer" } });
}

/** Only on the hoster's own site (hosting mode, the hosting domain): anywhere else these pages do not exist. */
export function requireHosterSite(context: Readonly<RouterContextProvider>): void {
  if (!context.get(hosterContext)) throw new Response("Niet gevonden", { status: 404 });
}

/** A console page: the hoster's session (or token); else to the login. */
export async function requireHosterPagina(request: Request, context: Readonly<RouterContextProvider>): Promise<void> {
  requireHosterSite(context);
  if (!(await hosterAuthenticated(request))) throw redirect("/console/aanmelden", { headers: { "Cache-Control": "no-store" } });
}

export const TE_VEEL_POGINGEN = "Te veel pogingen. Probeer het over een kwartier opnieuw.";
export const VERKEERD_WACHTWOORD = "Dit wachtwoord klopt niet.";

/** The console's login: HOSTING_PASSWORD (or the token). Answers the Set-Cookie header of a new session. */
export async function meldHosterAan(request: Request, wachtwoord: string, clientAddress: string, now: number = clockNow()): Promise<string> {
  if (!(await logins.take(clientKey(clientAddress)))) throw new InputError(TE_VEEL_POGINGEN, 429);
  if (!klopt(wachtwoord, hostingPassword()) && !klopt(wachtwoord, hostingToken())) throw new InputError(VERKEERD_WACHTWOORD, 401, { wachtwoord: VERKEERD_WACHTWOORD });
  const id = crypto.randomBytes(32).toString("base64url");
  const db = hostingDb();
  await db.delete(hostingSessie).where(lt(hostingSessie.verlooptOp, now));
  await db.insert(hostingSessie).values({ idHash: await sessieHash(id), verlooptOp: now + SESSIE_MS });
  return cookie(request, id, SESSIE_MS / 1000);
}

export async function meldHosterAf(request: Request): Promise<string> {
  const id = leesCookie(request);
  if (id) await hostingDb().delete(hostingSessie).where(eq(hostingSessie.idHash, await sessieHash(id)));
  return cookie(request, "", 0);
}

function cookie(request: Request, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}
