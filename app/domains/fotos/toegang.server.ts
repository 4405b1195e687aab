import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { siteUrl } from "~/group/context.server";
import { getDb, transaction, type Db, type Tx } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { authenticate } from "~/domains/auth/auth.server";
import { requireTakken } from "~/domains/auth/permissions.server";
import { hashSessionId } from "~/domains/auth/secrets.server";
import { kalenderBeginjaar } from "~/domains/scoutsjaar/rules";
import { eersteSeptember } from "~/domains/scoutsjaar/scoutsjaar.server";
import { now as clockNow } from "~/lib/clock.server";
import { absoluteUrl } from "~/lib/meta";
import { doelgroepVan, GEEN_TOEGANG, HELE_GROEP, type Toegang } from "./rules";
import { fotoLink } from "./schema";

// The parents' link per tak and scouting year. The year is the calendar's (1 September, Brussels: see
// domains/scoutsjaar/rules.ts), not the reveal of the leaders: a link and its cookie end at a moment everyone can
// name, whatever the leaders prepare.

const COOKIE_PREFIX = "fotos_";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a link: derived from the server's secret, so the database holds only its hash and a random key. */
function tokenVan(row: { doelgroep: string; beginjaar: number; sleutel: string }): string {
  return Buffer.from(hashSessionId(`fotolink:${row.doelgroep}:${row.beginjaar}:${row.sleutel}`), "hex").toString("base64url");
}

function nieuweSleutel(): string {
  return crypto.randomBytes(16).toString("hex");
}

export function linkUrl(token: string): string {
  return absoluteUrl(`/fotos/toegang/${token}`, siteUrl());
}

async function zetLink(db: Db | Tx, doelgroep: string, beginjaar: number, now: number): Promise<string> {
  const sleutel = nieuweSleutel();
  const token = tokenVan({ doelgroep, beginjaar, sleutel });
  await db
    .insert(fotoLink)
    .values({ doelgroep, beginjaar, sleutel, tokenHash: hashSessionId(token), createdAt: now })
    .onConflictDoUpdate({ target: [fotoLink.doelgroep, fotoLink.beginjaar], set: { sleutel, tokenHash: hashSessionId(token), createdAt: now } });
  return token;
}

/**
 * The links of this year for these takken (null: 'Hele groep'), made on first use: what 'Kopieer link' and
 * `GET /api/albums/toegang/{tak}` give. Only the Beheerder and the tak's Takleiding get them. The missing ones are
 * made in one transaction (one writer at a time in SQLite).
 */
export async function huidigeLinks(takIds: readonly (number | null)[], now: number = clockNow()): Promise<string[]> {
  for (const takId of takIds) requireTakken(takId === null ? [] : [takId]);
  const beginjaar = kalenderBeginjaar(now);
  const doelgroepen = takIds.map(doelgroepVan);
  const lees = async (db: Db | Tx) =>
    new Map(
      (await db.select().from(fotoLink).where(and(eq(fotoLink.beginjaar, beginjaar), inArray(fotoLink.doelgroep, doelgroepen)))).map((row) => [
        row.doelgroep,
        tokenVan(row),
      ]),
    );
  let tokens = await lees(getDb());
  if (doelgroepen.some((d) => !tokens.has(d))) {
    tokens = await transaction(async (tx) => {
      changesNoPublicPage();
      // Two leaders asking at once: the first one's link stands.
      const found = await lees(tx);
      for (const d of doelgroepen) if (!found.has(d)) found.set(d, await zetLink(tx, d, beginjaar, now));
      return found;
    });
  }
  return doelgroepen.map((d) => linkUrl(tokens.get(d)!));
}

export async function huidigeLink(takId: number | null, now: number = clockNow()): Promise<string> {
  const [url] = await huidigeLinks([takId], now);
  return url!;
}

/** 'Nieuwe link': a new link for this year; the old one, and every cookie it gave, stops working at once. */
export async function nieuweLink(takId: number | null, takNaam: string, now: number = clockNow()): Promise<string> {
  requireTakken(takId === null ? [] : [takId]);
  const token = await transaction(async (tx) => {
    changesNoPublicPage();
    const made = await zetLink(tx, doelgroepVan(takId), kalenderBeginjaar(now), now);
    await recordAudit(tx, { action: "fotolink.nieuw", entity: "fotolink", entityId: doelgroepVan(takId), detail: takNaam });
    return made;
  });
  return linkUrl(token);
}

interface GeldigeLink {
  doelgroep: string;
  beginjaar: number;
}

/** The link a token belongs to, if it is this year's current link of its tak. */
async function geldigeLinks(tokens: readonly string[], now: number): Promise<GeldigeLink[]> {
  const wellFormed = tokens.filter((t) => TOKEN.test(t));
  if (wellFormed.length === 0) return [];
  const rows = await getDb()
    .select({ doelgroep: fotoLink.doelgroep, beginjaar: fotoLink.beginjaar })
    .from(fotoLink)
    .where(inArray(fotoLink.tokenHash, wellFormed.map(hashSessionId)));
  const jaar = kalenderBeginjaar(now);
  return rows.filter((r) => r.beginjaar === jaar);
}

/** The cookie that opening a link sets: for that tak, until the scouting year ends. Secure as the session cookie is. */
function toegangCookie(request: Request, doelgroep: string, token: string, beginjaar: number, now: number): string {
  const maxAge = Math.max(0, Math.floor((eersteSeptember(beginjaar + 1) - now) / 1000));
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${COOKIE_PREFIX}${doelgroep}=${token}; Path=/fotos; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** Opening `/fotos/toegang/{token}`: the cookie to set, or null for a link that was replaced, is of another year or never existed. */
export async function openLink(request: Request, token: string, now: number = clockNow()): Promise<string | null> {
  const [link] = await geldigeLinks([token], now);
  return link ? toegangCookie(request, link.doelgroep, token, link.beginjaar, now) : null;
}

function linkCookies(request: Request): string[] {
  const header = request.headers.get("Cookie");
  if (!header) return [];
  const tokens: string[] = [];
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name?.startsWith(COOKIE_PREFIX)) tokens.push(rest.join("="));
  }
  return tokens.slice(0, 20);
}

/**
 * What this visitor may see: a logged-in leader everything; a parent the takken of the links they opened (each
 * cookie checked again against the current link, so a new link or a new year ends it at once).
 */
export async function toegangVan(request: Request, now: number = clockNow()): Promise<Toegang> {
  if (await authenticate(request)) return { leiding: true, takIds: [], heleGroep: false };
  const links = await geldigeLinks(linkCookies(request), now);
  if (links.length === 0) return GEEN_TOEGANG;
  return {
    leiding: false,
    heleGroep: links.some((l) => l.doelgroep === HELE_GROEP),
    takIds: links.filter((l) => l.doelgroep !== HELE_GROEP).map((l) => Number(l.doelgroep)),
  };
}

/** Every answer about photos: kept by no shared cache, indexed by no search engine, its address sent to no other site. */
export const PRIVE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, noimageindex",
  "Referrer-Policy": "same-origin",
} as const;
