import crypto from "node:crypto";
import { and, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { formRateLimit, smtpUrl } from "~/config/env.server";
import { getDb, transaction, type Tx } from "~/db/client.server";
import { leeftijdsTakken } from "~/domains/activiteiten/overzicht.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue, forgetSubscription } from "~/domains/outbox/outbox.server";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { alIngeschrevenMail, bevestigingsMail } from "./mail.server";
import { checkEndpoint, PushEndpointError } from "./push.server";
import { meldingInschrijving, meldingInschrijvingTak } from "./schema";
import { ONBEKENDE_TAK, type InschrijvingInput, type PushInput } from "./validation";

// Parents' subscriptions: sign-up by e-mail (double opt-in, as the newsletter's), the manage link of every mail, and
// a browser's push subscription.

/** How long a confirmation link works. */
export const BEVESTIG_GELDIG_MS = 7 * 24 * 60 * 60 * 1000;
/** A new sign-up of the same address mails again, but not more often than this per address. */
export const OPNIEUW_MAILEN_NA_MS = 10 * 60 * 1000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => crypto.randomBytes(32).toString("base64url");
const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

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
async function takIds(slugs: readonly string[]): Promise<number[]> {
  const known = new Map((await meldingTakken()).map((t) => [t.slug, t.id]));
  return slugs.map((slug) => {
    const id = known.get(slug);
    if (id === undefined) throw new InputError(ONBEKENDE_TAK, 400, { takken: ONBEKENDE_TAK });
    return id;
  });
}

async function zetTakken(tx: Tx, inschrijvingId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(meldingInschrijvingTak).where(eq(meldingInschrijvingTak.inschrijvingId, inschrijvingId));
  if (ids.length) await tx.insert(meldingInschrijvingTak).values(ids.map((takId) => ({ inschrijvingId, takId })));
}

async function takkenVan(tx: Tx | ReturnType<typeof getDb>, inschrijvingId: number): Promise<number[]> {
  const rows = await tx.select({ takId: meldingInschrijvingTak.takId }).from(meldingInschrijvingTak).where(eq(meldingInschrijvingTak.inschrijvingId, inschrijvingId));
  return rows.map((r) => r.takId);
}

async function takNamen(ids: readonly number[]): Promise<string[]> {
  return (await meldingTakken()).filter((t) => ids.includes(t.id)).map((t) => t.name);
}

/**
 * Signs an address up for some takken and mails it (double opt-in). The same address again is not an error, and the
 * answer is the same in every case, so the form reveals nobody's subscription: an unconfirmed address gets the new
 * takken and a new link; a confirmed one keeps its takken (a stranger cannot change them) and gets a mail with its
 * manage link. At most one mail per address per OPNIEUW_MAILEN_NA_MS, and none when `mailen` is false (the address's
 * own limit). Answers whether a mail was queued (the route then wakes the worker).
 */
export async function schrijfIn(input: InschrijvingInput, options: { mailen: boolean; now?: number }): Promise<boolean> {
  const now = options.now ?? Date.now();
  const ids = await takIds(input.takken);
  const groepsnaam = (await getInstellingen()).groep.naam;
  const mailen = options.mailen && Boolean(smtpUrl());
  if (!smtpUrl()) logger.warn("Meldingen: geen SMTP_URL ingesteld, de bevestigingsmail wordt niet verstuurd");
  return transaction(async (tx) => {
    const bevestigToken = newToken();
    const [nieuw] = await tx
      .insert(meldingInschrijving)
      .values({ kanaal: "email", adres: input.email, aangemaaktOp: now, bevestigTokenHash: hashToken(bevestigToken), bevestigVerstuurdOp: mailen ? now : null, beheerToken: newToken() })
      .onConflictDoNothing()
      .returning();
    const rij = nieuw ?? (await tx.select().from(meldingInschrijving).where(and(eq(meldingInschrijving.kanaal, "email"), eq(meldingInschrijving.adres, input.email))))[0];
    if (!rij?.beheerToken) return false;
    const recent = !nieuw && rij.bevestigVerstuurdOp !== null && now - rij.bevestigVerstuurdOp < OPNIEUW_MAILEN_NA_MS;
    if (rij.bevestigdOp === null) {
      await zetTakken(tx, rij.id, ids);
      if (!nieuw && mailen && !recent) {
        await tx.update(meldingInschrijving).set({ bevestigTokenHash: hashToken(bevestigToken), bevestigVerstuurdOp: now }).where(eq(meldingInschrijving.id, rij.id));
      }
    } else if (mailen && !recent) {
      await tx.update(meldingInschrijving).set({ bevestigVerstuurdOp: now }).where(eq(meldingInschrijving.id, rij.id));
    }
    if (!mailen || recent) return false;
    const ontvanger = { email: rij.adres, beheerToken: rij.beheerToken, takNamen: await takNamen(rij.bevestigdOp === null ? ids : await takkenVan(tx, rij.id)) };
    const key = `${rij.bevestigdOp === null ? "bevestiging" : "herinnering"}:${rij.id}:${now}`;
    const bericht = rij.bevestigdOp === null ? bevestigingsMail(key, { ...ontvanger, bevestigToken }, groepsnaam) : alIngeschrevenMail(key, ontvanger, groepsnaam);
    await enqueue(tx, [{ dedupKey: key, kind: "bevestiging", recipient: rij.adres, subject: bericht.subject, content: { type: "mail", mail: bericht }, subscriptionId: rij.id }], now);
    return true;
  });
}

const bevestigbaar = (token: string, now: number) =>
  and(
    eq(meldingInschrijving.bevestigTokenHash, hashToken(token)),
    isNull(meldingInschrijving.bevestigdOp),
    gt(meldingInschrijving.bevestigVerstuurdOp, now - BEVESTIG_GELDIG_MS),
  );

/** The address and takken a confirmation link is for, while it works (unused, not expired); null otherwise. */
export async function vindBevestiging(token: string, now: number = Date.now()): Promise<{ email: string; takken: string[] } | null> {
  if (!TOKEN.test(token)) return null;
  const [rij] = await getDb().select().from(meldingInschrijving).where(bevestigbaar(token, now));
  return rij ? { email: rij.adres, takken: await takNamen(await takkenVan(getDb(), rij.id)) } : null;
}

/** Confirms the subscription of a working link (which then stops working); null for an unknown, used or expired link. */
export async function bevestig(token: string, now: number = Date.now()): Promise<{ email: string; beheerToken: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [rij] = await transaction((tx) =>
    tx
      .update(meldingInschrijving)
      .set({ bevestigdOp: now, bevestigTokenHash: null })
      .where(bevestigbaar(token, now))
      .returning({ email: meldingInschrijving.adres, beheerToken: meldingInschrijving.beheerToken }),
  );
  return rij?.beheerToken ? { email: rij.email, beheerToken: rij.beheerToken } : null;
}

export interface BeheerView {
  email: string;
  /** The slugs of the takken followed. */
  takken: string[];
  gepauzeerd: boolean;
  bevestigd: boolean;
}

async function rijVanBeheer(token: string) {
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
  return { email: rij.adres, takken, gepauzeerd: rij.gepauzeerd, bevestigd: rij.bevestigdOp !== null };
}

export const BEHEER_ONBEKEND = "Deze link werkt niet (meer).";

/** The manage page: the takken to follow from now on. */
export async function wijzigTakken(token: string, slugs: readonly string[]): Promise<void> {
  const ids = await takIds(slugs);
  const rij = await rijVanBeheer(token);
  if (!rij) throw new InputError(BEHEER_ONBEKEND, 404);
  await transaction((tx) => zetTakken(tx, rij.id, ids));
}

/** 'Alle meldingen pauzeren' and 'Meldingen hervatten'. */
export async function zetGepauzeerd(token: string, gepauzeerd: boolean): Promise<void> {
  const rij = await rijVanBeheer(token);
  if (!rij) throw new InputError(BEHEER_ONBEKEND, 404);
  await transaction((tx) => tx.update(meldingInschrijving).set({ gepauzeerd }).where(eq(meldingInschrijving.id, rij.id)));
}

/** Unsubscribes: the address is deleted, with its takken and the messages that still waited for it. */
export async function schrijfUit(token: string): Promise<{ email: string } | null> {
  const rij = await rijVanBeheer(token);
  if (!rij) return null;
  await verwijder(rij.id);
  return { email: rij.adres };
}

async function verwijder(id: number): Promise<void> {
  await transaction(async (tx) => {
    await forgetSubscription(tx, id);
    await tx.delete(meldingInschrijving).where(eq(meldingInschrijving.id, id));
  });
}

/**
 * A browser's push subscription for some takken (the browser's permission is the opt-in). The same endpoint again
 * changes its keys and takken. The endpoint must be https on a public address (see checkEndpoint).
 */
export async function pushInschrijven(input: PushInput, now: number = Date.now()): Promise<void> {
  try {
    await checkEndpoint(input.subscription.endpoint);
  } catch (error) {
    if (error instanceof PushEndpointError) throw new InputError(error.message, 400, { "subscription.endpoint": error.message });
    throw error;
  }
  const ids = await takIds(input.takken);
  const { endpoint, keys } = input.subscription;
  await transaction(async (tx) => {
    const [rij] = await tx
      .insert(meldingInschrijving)
      .values({ kanaal: "push", adres: endpoint, p256dh: keys.p256dh, auth: keys.auth, aangemaaktOp: now, bevestigdOp: now })
      .onConflictDoUpdate({ target: [meldingInschrijving.kanaal, meldingInschrijving.adres], set: { p256dh: keys.p256dh, auth: keys.auth, gepauzeerd: false } })
      .returning({ id: meldingInschrijving.id });
    await zetTakken(tx, rij!.id, ids);
  });
}

/** Ends a browser's push subscription; false when it was not (or no longer) known. */
export async function pushUitschrijven(endpoint: string): Promise<boolean> {
  const [rij] = await getDb()
    .select({ id: meldingInschrijving.id })
    .from(meldingInschrijving)
    .where(and(eq(meldingInschrijving.kanaal, "push"), eq(meldingInschrijving.adres, endpoint)));
  if (!rij) return false;
  await verwijder(rij.id);
  return true;
}

/** The push service no longer knows the subscription (404 or 410): it goes. */
export async function vergeetPushInschrijving(id: number): Promise<void> {
  await verwijder(id);
}

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
/** Mails to one address through the sign-up: at most 3 per day, so nobody can use the form to flood a stranger. */
export const mailsPerAdres = createRateLimiter({ windowMs: 24 * 60 * 60 * 1000, limit: () => 3 });
/** Push subscriptions per client address (a device switching on and off): 20 per 10 minutes. */
export const pushPerClient = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: () => 20 });
