import { and, eq, gt, lte, or } from "drizzle-orm";
import { smtpUrl } from "~/config/env.server";
import { getDb, transaction, type Tx } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireAccount, requireBeheerder } from "~/domains/auth/permissions.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue, forgetSubscription, retryRow, type MailMessage } from "~/domains/outbox/outbox.server";
import { outbox } from "~/domains/outbox/schema";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { now as clockNow } from "~/lib/clock.server";
import { eigenAdres, GEEN_SMTP, GEEN_TESTADRES, MELDING_SOORTEN } from "./beheer.server";
import {
  aanmeldingTakken,
  BEHEER_ONBEKEND,
  BEVESTIG_GELDIG_MS,
  bevestigbaar,
  hashToken,
  meldingTakken,
  newToken,
  OPNIEUW_MAILEN_NA_MS,
  rijVanBeheer,
  takIds,
  takkenVan,
  takNamen,
  TOKEN,
} from "./inschrijving.server";
import { alIngeschrevenMail, bevestigingsMail, testMail } from "./mail.server";
import { checkEndpoint, PushEndpointError } from "./push.server";
import { woorden } from "~/domains/takken/rules";
import { meldingAanmelding, meldingInschrijving, meldingInschrijvingTak } from "./schema";
import type { InschrijvingInput, PushInput } from "./validation";

// The writes of the parents' messages. A parent has no account: the sign-up, the confirmation link's button, the
// manage link and a browser's push subscription are public writes, each proven by its token (or rate-limited). The
// admin section's test message and retry need an account; the outbox worker forgets a gone push subscription as the
// system.

/** Every write here: no public page shows subscriptions or the outbox, so none goes stale (ADR 0026). */
function schrijf<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction((tx) => {
    changesNoPublicPage();
    return write(tx);
  });
}

async function zetTakken(tx: Tx, inschrijvingId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(meldingInschrijvingTak).where(eq(meldingInschrijvingTak.inschrijvingId, inschrijvingId));
  if (ids.length) await tx.insert(meldingInschrijvingTak).values(ids.map((takId) => ({ inschrijvingId, takId })));
}

/**
 * Signs an address up for some takken and mails it (double opt-in). The same address again is not an error, and the
 * answer is the same in every case, so the form reveals nobody's subscription. Each sign-up is its own: its own link,
 * takken and reminder choice, so a later sign-up of the same address (by anyone) never changes what an earlier link
 * confirms. A new address gets the link; a subscribed one that asks for takken it does not follow yet gets a link that
 * adds them to its one subscription (with its manage link), and otherwise a reminder of its manage link; nothing
 * changes until its owner presses the button. At most one mail per address per OPNIEUW_MAILEN_NA_MS: a sign-up that
 * asks for something else within that pause is not dropped but mailed when the pause is over (issue 46: a stranger's
 * sign-up swallowed the owner's own for 10 minutes); one that asks for the same as a link just mailed or planned is a
 * repeat and sends nothing. None when `mailen` is false (the address's own daily limit); a sign-up that is not mailed
 * is not kept (nobody could confirm it). Answers whether a mail was queued (the route then wakes the worker).
 */
export async function schrijfIn(input: InschrijvingInput, options: { mailen: boolean; now?: number }): Promise<boolean> {
  const now = options.now ?? clockNow();
  const ids = await takIds(input.takken);
  const { groep } = await getInstellingen();
  const groepsnaam = groep.naam;
  const w = woorden(groep.takWoord);
  if (!smtpUrl()) logger.warn("Meldingen: geen SMTP_URL ingesteld, de bevestigingsmail wordt niet verstuurd");
  if (!options.mailen || !smtpUrl()) return false;
  return schrijf(async (tx) => {
    const [abonnee] = await tx.select().from(meldingInschrijving).where(and(eq(meldingInschrijving.kanaal, "email"), eq(meldingInschrijving.adres, input.email)));
    const gevolgd = abonnee ? await takkenVan(tx, abonnee.id) : [];
    const erbij = ids.filter((id) => !gevolgd.includes(id));
    const nietsNieuws = Boolean(abonnee?.beheerToken) && erbij.length === 0;
    const recent = await recentGemaild(tx, input.email, abonnee?.id, now);
    // Within the pause: the manage link was just mailed to a subscriber who asks nothing new, or this very sign-up was
    // (or will be) mailed.
    if (recent && (nietsNieuws || recent.zelfde(ids, input.herinnering))) return false;
    const verstuurdOp = recent ? recent.volgende : now;
    let bericht: MailMessage;
    let key: string;
    if (abonnee?.beheerToken && nietsNieuws) {
      key = `al-ingeschreven:${abonnee.id}:${now}`;
      bericht = alIngeschrevenMail(key, { email: abonnee.adres, beheerToken: abonnee.beheerToken, takNamen: await takNamen(gevolgd) }, groepsnaam, w);
    } else {
      const token = newToken();
      const [aanmelding] = await tx
        .insert(meldingAanmelding)
        .values({ adres: input.email, takken: JSON.stringify(ids), herinnering: input.herinnering, tokenHash: hashToken(token), verstuurdOp })
        .returning({ id: meldingAanmelding.id });
      key = `bevestiging:aanmelding-${aanmelding!.id}`;
      const gevraagd = { email: input.email, bevestigToken: token, takNamen: await takNamen(ids), herinnering: input.herinnering };
      bericht = abonnee?.beheerToken
        ? bevestigingsMail(key, { ...gevraagd, erbij: await takNamen(erbij), beheer: { beheerToken: abonnee.beheerToken, takNamen: await takNamen(gevolgd) } }, groepsnaam, w)
        : bevestigingsMail(key, gevraagd, groepsnaam, w);
    }
    await enqueue(
      tx,
      [{ dedupKey: key, kind: "bevestiging", recipient: input.email, subject: bericht.subject, content: { type: "mail", mail: bericht }, subscriptionId: abonnee?.id ?? null, notBefore: verstuurdOp }],
      now,
    );
    return true;
  });
}

/**
 * The address's sign-up mails of the last OPNIEUW_MAILEN_NA_MS, and those planned after it (a link, or the manage link
 * of a subscriber): null when there are none; else when the next may go, and whether a link for these takken and
 * this reminder choice is among them.
 */
async function recentGemaild(
  tx: Tx,
  adres: string,
  abonneeId: number | undefined,
  now: number,
): Promise<{ volgende: number; zelfde: (takken: readonly number[], herinnering: boolean) => boolean } | null> {
  const sinds = now - OPNIEUW_MAILEN_NA_MS;
  const links = await tx.select().from(meldingAanmelding).where(and(eq(meldingAanmelding.adres, adres), gt(meldingAanmelding.verstuurdOp, sinds)));
  const momenten = links.map((link) => link.verstuurdOp);
  if (abonneeId !== undefined) {
    const mails = await tx
      .select({ createdAt: outbox.createdAt, at: outbox.nextAttemptAt, sentAt: outbox.sentAt })
      .from(outbox)
      .where(and(eq(outbox.subscriptionId, abonneeId), eq(outbox.kind, "bevestiging"), or(gt(outbox.createdAt, sinds), gt(outbox.sentAt, sinds))));
    momenten.push(...mails.map((mail) => Math.max(mail.createdAt, mail.sentAt ?? 0, mail.at ?? 0)));
  }
  if (momenten.length === 0) return null;
  const sleutel = (takken: readonly number[], herinnering: boolean) => `${[...takken].sort((a, b) => a - b).join(",")}|${herinnering}`;
  const gevraagd = new Set(links.map((link) => sleutel(aanmeldingTakken(link.takken), link.herinnering)));
  return {
    volgende: Math.max(now, Math.max(...momenten) + OPNIEUW_MAILEN_NA_MS),
    zelfde: (takken, herinnering) => gevraagd.has(sleutel(takken, herinnering)),
  };
}

/**
 * Confirms the sign-up of a working link (which then stops working) into the address's one subscription: a new one,
 * or the takken added to the one it has (and the reminder as this sign-up chose it). Null for an unknown, used or
 * expired link.
 */
export async function bevestig(token: string, now: number = clockNow()): Promise<{ email: string; beheerToken: string } | null> {
  if (!TOKEN.test(token)) return null;
  return schrijf(async (tx) => {
    const [aanmelding] = await tx.delete(meldingAanmelding).where(bevestigbaar(token, now)).returning();
    if (!aanmelding) return null;
    const bestaande = new Set((await meldingTakken()).map((t) => t.id));
    const ids = aanmeldingTakken(aanmelding.takken).filter((id) => bestaande.has(id));
    const [rij] = await tx
      .insert(meldingInschrijving)
      .values({ kanaal: "email", adres: aanmelding.adres, aangemaaktOp: now, bevestigdOp: now, beheerToken: newToken(), herinnering: aanmelding.herinnering })
      .onConflictDoUpdate({ target: [meldingInschrijving.kanaal, meldingInschrijving.adres], set: { herinnering: aanmelding.herinnering } })
      .returning({ id: meldingInschrijving.id, beheerToken: meldingInschrijving.beheerToken });
    if (ids.length) await tx.insert(meldingInschrijvingTak).values(ids.map((takId) => ({ inschrijvingId: rij!.id, takId }))).onConflictDoNothing();
    // Its confirmation mail now belongs to the subscription: unsubscribing removes it with the rest.
    await tx.update(outbox).set({ subscriptionId: rij!.id }).where(eq(outbox.dedupKey, `bevestiging:aanmelding-${aanmelding.id}`));
    return rij?.beheerToken ? { email: aanmelding.adres, beheerToken: rij.beheerToken } : null;
  });
}

/** Sign-ups whose link has expired (7 days) go: an address that never confirmed is not kept. */
export async function vergeetOudeAanmeldingen(now: number = clockNow()): Promise<number> {
  requireBeheerder();
  const verlopen = lte(meldingAanmelding.verstuurdOp, now - BEVESTIG_GELDIG_MS);
  const [een] = await getDb().select({ id: meldingAanmelding.id }).from(meldingAanmelding).where(verlopen).limit(1);
  if (!een) return 0;
  const weg = await schrijf((tx) => tx.delete(meldingAanmelding).where(verlopen).returning({ id: meldingAanmelding.id }));
  return weg.length;
}

/** The manage page: the takken to follow from now on, and the evening reminder. */
export async function wijzigTakken(token: string, keuze: { takken: readonly string[]; herinnering: boolean }): Promise<void> {
  const ids = await takIds(keuze.takken);
  const rij = await rijVanBeheer(token);
  if (!rij) throw new InputError(BEHEER_ONBEKEND, 404);
  await schrijf(async (tx) => {
    await zetTakken(tx, rij.id, ids);
    await tx.update(meldingInschrijving).set({ herinnering: keuze.herinnering }).where(eq(meldingInschrijving.id, rij.id));
  });
}

/** 'Alle meldingen pauzeren' and 'Meldingen hervatten'. */
export async function zetGepauzeerd(token: string, gepauzeerd: boolean): Promise<void> {
  const rij = await rijVanBeheer(token);
  if (!rij) throw new InputError(BEHEER_ONBEKEND, 404);
  await schrijf((tx) => tx.update(meldingInschrijving).set({ gepauzeerd }).where(eq(meldingInschrijving.id, rij.id)));
}

/** Unsubscribes: the address is deleted, with its takken and the messages that still waited for it. */
export async function schrijfUit(token: string): Promise<{ email: string } | null> {
  const rij = await rijVanBeheer(token);
  if (!rij) return null;
  await verwijder(rij.id);
  return { email: rij.adres };
}

async function verwijder(id: number): Promise<void> {
  await schrijf(async (tx) => {
    await forgetSubscription(tx, id);
    await tx.delete(meldingInschrijving).where(eq(meldingInschrijving.id, id));
  });
}

/**
 * A browser's push subscription for some takken (the browser's permission is the opt-in). The same endpoint again
 * changes its keys and takken. The endpoint must be https on a public address (see checkEndpoint).
 */
export async function pushInschrijven(input: PushInput, now: number = clockNow()): Promise<void> {
  try {
    await checkEndpoint(input.subscription.endpoint);
  } catch (error) {
    if (error instanceof PushEndpointError) throw new InputError(error.message, 400, { "subscription.endpoint": error.message });
    throw error;
  }
  const ids = await takIds(input.takken);
  const { endpoint, keys } = input.subscription;
  await schrijf(async (tx) => {
    const [rij] = await tx
      .insert(meldingInschrijving)
      .values({ kanaal: "push", adres: endpoint, p256dh: keys.p256dh, auth: keys.auth, aangemaaktOp: now, bevestigdOp: now, herinnering: input.herinnering })
      .onConflictDoUpdate({ target: [meldingInschrijving.kanaal, meldingInschrijving.adres], set: { p256dh: keys.p256dh, auth: keys.auth, gepauzeerd: false, herinnering: input.herinnering } })
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

/** The push service no longer knows the subscription (404 or 410): it goes. The outbox worker's (the system). */
export async function vergeetPushInschrijving(id: number): Promise<void> {
  requireBeheerder();
  await verwijder(id);
}

/** 'Testbericht naar mezelf': one mail through the outbox to the leader's own address. */
export async function stuurTestbericht(): Promise<void> {
  const actor = requireAccount();
  if (!smtpUrl()) throw new InputError(GEEN_SMTP, 409);
  const email = await eigenAdres(actor);
  if (!email) throw new InputError(GEEN_TESTADRES, 409);
  const now = clockNow();
  const key = `test:${actor.accountId}:${now}`;
  const mail = testMail(key, email, (await getInstellingen()).groep.naam);
  await schrijf(async (tx) => {
    await enqueue(tx, [{ dedupKey: key, kind: "test", recipient: email, subject: mail.subject, content: { type: "mail", mail }, takken: actor.takken }], now);
    await recordAudit(tx, { action: "melding-test", entity: "outbox", detail: email });
  });
}

/** Sends a failed parents' message again (the Beheerder's). */
export async function meldingOpnieuw(id: number): Promise<void> {
  requireBeheerder();
  await schrijf(async (tx) => {
    const [row] = await tx.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.id, id));
    if (!row || !(MELDING_SOORTEN as readonly string[]).includes(row.kind) || !(await retryRow(tx, { id }))) {
      throw new InputError("Deze melding wacht niet (meer) op een nieuwe verzending.", 409);
    }
    await recordAudit(tx, { action: "mail-retry", entity: "outbox", entityId: id });
  });
}

