import { eq } from "drizzle-orm";
import { getDb, transaction } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { createMailCap } from "~/domains/outbox/mail-cap.server";
import { sendConfirmationMail, type ConfirmationMail } from "./mail.server";
import {
  CONFIRM_RESEND_AFTER_MS,
  CONFIRM_TOKEN,
  confirmable,
  hashToken,
  hashUnsubscribeToken,
  newConfirmToken,
  newUnsubscribeToken,
  UNSUBSCRIBE_TOKEN,
} from "./nieuwsbrief.server";
import { nieuwsbriefInschrijving } from "./schema";
import type { NieuwsbriefInput } from "./validation";
import { now as clockNow } from "~/lib/clock.server";

// Sign-up, confirmation and unsubscribing are the visitor's own (no account); removing a sign-up is the Beheerder's.

/** Confirmation mails to one address per 24 hours, whoever signs it up (stored: a restart does not start it again). */
export const CONFIRM_MAILS_PER_DAY = 3;
const confirmMails = createMailCap("nieuwsbrief-bevestiging", CONFIRM_MAILS_PER_DAY);

/**
 * Signs an address up, unconfirmed, and mails it a confirmation link (double opt-in). The same address again is not
 * an error: a confirmed one stays as it is and gets no mail; an unconfirmed one gets a new link, at most once per
 * CONFIRM_RESEND_AFTER_MS and CONFIRM_MAILS_PER_DAY times a day (past that its link stays the one it has). The answer
 * does not tell which was the case, so the form reveals nobody's subscription. The mail goes out after the answer
 * (`mail` settles when it is sent, or failed and was logged).
 */
export async function subscribe(input: NieuwsbriefInput, now: number = clockNow()): Promise<{ mail: Promise<void> | null }> {
  const confirmToken = newConfirmToken();
  const unsubscribeToken = newUnsubscribeToken();
  const toMail = await transaction(async (tx): Promise<ConfirmationMail | null> => {
    changesNoPublicPage();
    const fresh = { confirmTokenHash: hashToken(confirmToken), confirmSentAt: now, unsubscribeTokenHash: hashUnsubscribeToken(unsubscribeToken) };
    const [inserted] = await tx
      .insert(nieuwsbriefInschrijving)
      .values({ email: input.email, createdAt: now, ...fresh })
      .onConflictDoNothing({ target: nieuwsbriefInschrijving.email })
      .returning();
    const mayMail = () => confirmMails.take(input.email, { db: tx, now });
    if (inserted) return (await mayMail()) ? { id: inserted.id, email: inserted.email, confirmToken, unsubscribeToken } : null;
    const [row] = await tx.select().from(nieuwsbriefInschrijving).where(eq(nieuwsbriefInschrijving.email, input.email));
    if (!row || row.confirmedAt !== null) return null;
    if (row.confirmSentAt !== null && now - row.confirmSentAt < CONFIRM_RESEND_AFTER_MS) return null;
    if (!(await mayMail())) return null;
    await tx.update(nieuwsbriefInschrijving).set(fresh).where(eq(nieuwsbriefInschrijving.id, row.id));
    return { id: row.id, email: row.email, confirmToken, unsubscribeToken };
  });
  return { mail: toMail ? sendConfirmationMail(toMail) : null };
}

/** Confirms the address of a working link (which then stops working); null for an unknown, used or expired link. */
export async function confirmSubscription(token: string, now: number = clockNow()): Promise<{ email: string } | null> {
  if (!CONFIRM_TOKEN.test(token)) return null;
  const [row] = await getDb()
    .update(nieuwsbriefInschrijving)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(confirmable(token, now))
    .returning({ email: nieuwsbriefInschrijving.email });
  return row ?? null;
}

/** Removes the address of an unsubscribe link from the list; null when it was not (or no longer) on it. */
export async function unsubscribe(token: string): Promise<{ email: string } | null> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
  const [row] = await getDb()
    .delete(nieuwsbriefInschrijving)
    .where(eq(nieuwsbriefInschrijving.unsubscribeTokenHash, hashUnsubscribeToken(token)))
    .returning({ email: nieuwsbriefInschrijving.email });
  return row ?? null;
}

export async function removeInschrijving(id: number): Promise<boolean> {
  requireBeheerder();
  return transaction(async (tx) => {
    changesNoPublicPage();
    const removed = await tx
      .delete(nieuwsbriefInschrijving)
      .where(eq(nieuwsbriefInschrijving.id, id))
      .returning({ email: nieuwsbriefInschrijving.email });
    if (!removed.length) return false;
    await recordAudit(tx, { action: "delete", entity: "nieuwsbrief_inschrijving", entityId: id, detail: removed[0]?.email });
    return true;
  });
}
