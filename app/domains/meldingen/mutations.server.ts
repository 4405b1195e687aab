import { and, eq } from "drizzle-orm";
import { smtpUrl } from "~/config/env.server";
import { getDb, transaction, type Tx } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireAccount, requireBeheerder } from "~/domains/auth/permissions.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue, forgetSubscription, retryRow } from "~/domains/outbox/outbox.server";
import { outbox } from "~/domains/outbox/schema";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { now as clockNow } from "~/lib/clock.server";
import { eigenAdres, GEEN_SMTP, GEEN_TESTADRES, MELDING_SOORTEN } from "./beheer.server";
import { BEHEER_ONBEKEND, bevestigbaar, hashToken, newToken, OPNIEUW_MAILEN_NA_MS, rijVanBeheer, takIds, takkenVan, takNamen, TOKEN } from "./inschrijving.server";
import { alIngeschrevenMail, bevestigingsMail, testMail } from "./mail.server";
import { checkEndpoint, PushEndpointError } from "./push.server";
import { meldingInschrijving, meldingInschrijvingTak } from "./schema";
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
  return schrijf(async (tx) => {
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

/** Confirms the subscription of a working link (which then stops working); null for an unknown, used or expired link. */
export async function bevestig(token: string, now: number = Date.now()): Promise<{ email: string; beheerToken: string } | null> {
  if (!TOKEN.test(token)) return null;
  const [rij] = await schrijf((tx) =>
    tx
      .update(meldingInschrijving)
      .set({ bevestigdOp: now, bevestigTokenHash: null })
      .where(bevestigbaar(token, now))
      .returning({ email: meldingInschrijving.adres, beheerToken: meldingInschrijving.beheerToken }),
  );
  return rij?.beheerToken ? { email: rij.email, beheerToken: rij.beheerToken } : null;
}

/** The manage page: the takken to follow from now on. */
export async function wijzigTakken(token: string, slugs: readonly string[]): Promise<void> {
  const ids = await takIds(slugs);
  const rij = await rijVanBeheer(token);
  if (!rij) throw new InputError(BEHEER_ONBEKEND, 404);
  await schrijf((tx) => zetTakken(tx, rij.id, ids));
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
export async function pushInschrijven(input: PushInput, now: number = Date.now()): Promise<void> {
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

