import crypto from "node:crypto";
import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { formRateLimit } from "~/config/env.server";
import { getDb, type Tx } from "~/db/client.server";
import { leeftijdsTakken } from "~/domains/activiteiten/overzicht.server";
import { InputError } from "~/lib/errors";
import { now as clockNow } from "~/lib/clock.server";
import { createMailCap } from "~/domains/outbox/mail-cap.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { meldingAanmelding, meldingInschrijving, meldingInschrijvingTak } from "./schema";
import { ONBEKENDE_TAK } from "./validation";

// Parents' subscriptions, read: what a confirmation or manage link is for, and how many parents follow each tak. The
// writes (sign-up, confirmation, manage link, push) are in mutations.server.ts.

/** How long a confirmation link works. */
export const BEVESTIG_GELDIG_MS = 7 * 24 * 60 * 60 * 1000;
/** A new sign-up of the same address mails again, but not more often than this per address. */
export const OPNIEUW_MAILEN_NA_MS = 10 * 60 * 1000;

export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const newToken = () => crypto.randomBytes(32).toString("base64url");
export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export interface MeldingTak {
  id: number;
  slug: string;
  name: string;
}

/** The takken parents can follow: the six age takken, in tak order. */
export async function meldingTakken(): Promise<MeldingTak[]> {
  return (await leeftijdsTakken()).map(({ id, slug, name }) => ({ id, slug, name }));
}

/** Tak slugs to ids; an unknown slug is refused at the field. */
export async function takIds(slugs: readonly string[]): Promise<number[]> {
  const known = new Map((await meldingTakken()).map((t) => [t.slug, t.id]));
  return slugs.map((slug) => {
    const id = known.get(slug);
    if (id === undefined) throw new InputError(ONBEKENDE_TAK, 400, { takken: ONBEKENDE_TAK });
    return id;
  });
}

export async function takkenVan(tx: Tx | ReturnType<typeof getDb>, inschrijvingId: number): Promise<number[]> {
  const rows = await tx.select({ takId: meldingInschrijvingTak.takId }).from(meldingInschrijvingTak).where(eq(meldingInschrijvingTak.inschrijvingId, inschrijvingId));
  return rows.map((r) => r.takId);
}

export async function takNamen(ids: readonly number[]): Promise<string[]> {
  return (await meldingTakken()).filter((t) => ids.includes(t.id)).map((t) => t.name);
}

/** A sign-up whose link still works: unused (the row goes when confirmed) and mailed less than 7 days ago. */
export const bevestigbaar = (token: string, now: number) => and(eq(meldingAanmelding.tokenHash, hashToken(token)), gt(meldingAanmelding.verstuurdOp, now - BEVESTIG_GELDIG_MS));

/** The tak ids a sign-up keeps (a JSON array). */
export function aanmeldingTakken(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The address, takken and reminder a confirmation link is for, while it works (unused, not expired); null otherwise. */
export async function vindBevestiging(token: string, now: number = clockNow()): Promise<{ email: string; takken: string[]; herinnering: boolean } | null> {
  if (!TOKEN.test(token)) return null;
  const [rij] = await getDb().select().from(meldingAanmelding).where(bevestigbaar(token, now));
  return rij ? { email: rij.adres, takken: await takNamen(aanmeldingTakken(rij.takken)), herinnering: rij.herinnering } : null;
}

export interface BeheerView {
  email: string;
  /** The slugs of the takken followed. */
  takken: string[];
  gepauzeerd: boolean;
  herinnering: boolean;
}

export async function rijVanBeheer(token: string) {
  if (!TOKEN.test(token)) return undefined;
  const [rij] = await getDb().select().from(meldingInschrijving).where(eq(meldingInschrijving.beheerToken, token));
  return rij;
}

/** What the manage link shows; null when the link is unknown (or the address unsubscribed). */
export async function vindBeheer(token: string): Promise<BeheerView | null> {
  const rij = await rijVanBeheer(token);
  if (!rij) return null;
  const ids = await takkenVan(getDb(), rij.id);
  const takken = (await meldingTakken()).filter((t) => ids.includes(t.id)).map((t) => t.slug);
  return { email: rij.adres, takken, gepauzeerd: rij.gepauzeerd, herinnering: rij.herinnering };
}

export const BEHEER_ONBEKEND = "Deze link werkt niet (meer).";

/** Subscriptions that receive messages: confirmed and not paused. */
export const actief = and(isNotNull(meldingInschrijving.bevestigdOp), eq(meldingInschrijving.gepauzeerd, false));

/** Per tak (id) how many active e-mail and push subscriptions follow it. */
export async function aantallenPerTak(): Promise<Map<number, { email: number; push: number }>> {
  const rows = await getDb()
    .select({ takId: meldingInschrijvingTak.takId, kanaal: meldingInschrijving.kanaal, n: sql<number>`count(*)` })
    .from(meldingInschrijvingTak)
    .innerJoin(meldingInschrijving, eq(meldingInschrijving.id, meldingInschrijvingTak.inschrijvingId))
    .where(actief)
    .groupBy(meldingInschrijvingTak.takId, meldingInschrijving.kanaal);
  const perTak = new Map<number, { email: number; push: number }>();
  for (const r of rows) {
    const tak = perTak.get(r.takId) ?? { email: 0, push: 0 };
    if (r.kanaal === "email") tak.email = r.n;
    else tak.push = r.n;
    perTak.set(r.takId, tak);
  }
  return perTak;
}

/** How many active subscriptions follow any of these takken (all takken: every active one). */
export async function aantalOuders(ids: readonly number[] | "alle"): Promise<number> {
  const volgt = ids === "alle" ? undefined : ids.length === 0 ? sql`0` : inArray(meldingInschrijvingTak.takId, [...ids]);
  const [row] = await getDb()
    .select({ n: sql<number>`count(distinct ${meldingInschrijving.id})` })
    .from(meldingInschrijving)
    .innerJoin(meldingInschrijvingTak, eq(meldingInschrijvingTak.inschrijvingId, meldingInschrijving.id))
    .where(and(actief, volgt));
  return row?.n ?? 0;
}

/** The sign-up's brake per client address: FORM_RATE_LIMIT per 10 minutes (counted apart from the other forms). */
export const inschrijvingPerClient = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: formRateLimit });
/**
 * Mails to one address through the sign-up: at most 3 per day, so nobody can use the form to flood a stranger. Stored,
 * so a restart does not start the day again.
 */
export const mailsPerAdres = createMailCap("melding-inschrijving", 3);
/** Push subscriptions per client address (a device switching on and off): 20 per 10 minutes. */
export const pushPerClient = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: () => 20 });
