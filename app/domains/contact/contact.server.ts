import { and, desc, eq, inArray } from "drizzle-orm";
import { formRateLimit, smtpUrl } from "~/config/env.server";
import { getDb, transaction } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { formatDateTime } from "~/lib/dates";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { BerichtView } from "./bericht-view";
import { MAIL_STATE_LABELS } from "./messages";
import { contactBericht } from "./schema";
import { categoryLabel, type ContactInput } from "./validation";
import { requireBeheerder } from "~/domains/auth/permissions.server";

export type ContactBericht = typeof contactBericht.$inferSelect;

/** Spam brake: at most FORM_RATE_LIMIT (default 5) messages per client address per 10 minutes. */
export const contactRateLimit = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: formRateLimit });

/**
 * Stores a visitor's message; this is the moment of success, mailing comes after. With SMTP configured the message
 * waits for the mail worker (due at once), without it it is only stored and read in the admin.
 */
export async function storeContactMessage(input: ContactInput, now: number = Date.now()): Promise<ContactBericht> {
  const mail = smtpUrl() ? { mailState: "pending", nextAttemptAt: now } : { mailState: "stored", nextAttemptAt: null };
  return transaction(async (tx) => {
    changesNoPublicPage();
    const [row] = await tx
      .insert(contactBericht)
      .values({
        name: input.name,
        email: input.email,
        category: input.category,
        subject: input.subject,
        text: input.message,
        createdAt: now,
        ...mail,
      })
      .returning();
    if (!row) throw new Error("Contact message was not stored");
    return row;
  });
}

/** Every message, newest first. */
export async function listContactBerichten(): Promise<ContactBericht[]> {
  return getDb().select().from(contactBericht).orderBy(desc(contactBericht.createdAt), desc(contactBericht.id));
}

/** The messages for the admin panel, newest first, with the mail state in Dutch. */
export async function listBerichtenView(): Promise<BerichtView[]> {
  return (await listContactBerichten()).map((b) => {
    let mailDetail: string | null = null;
    if (b.mailState === "sent" && b.sentAt) mailDetail = `Verzonden op ${formatDateTime(b.sentAt)}`;
    if (b.mailState === "failed") {
      const next = b.nextAttemptAt ? `nieuwe poging op ${formatDateTime(b.nextAttemptAt)}` : "geen automatische poging meer";
      mailDetail = `${b.attempts} ${b.attempts === 1 ? "poging" : "pogingen"}, ${next}.${b.lastError ? ` Fout: ${b.lastError}` : ""}`;
    }
    return {
      id: b.id,
      name: b.name,
      email: b.email,
      category: categoryLabel(b.category),
      subject: b.subject,
      text: b.text,
      createdAt: formatDateTime(b.createdAt),
      mailState: b.mailState as BerichtView["mailState"],
      mailStateLabel: MAIL_STATE_LABELS[b.mailState] ?? b.mailState,
      mailDetail,
      handledAt: b.handledAt ? formatDateTime(b.handledAt) : null,
    };
  });
}

export async function getContactBericht(id: number): Promise<ContactBericht | undefined> {
  const rows = await getDb().select().from(contactBericht).where(eq(contactBericht.id, id));
  return rows[0];
}

/** Marks a message as handled (or back to open); false when it does not exist. */
export async function setContactHandled(id: number, handled: boolean, now: number = Date.now()): Promise<boolean> {
  requireBeheerder();
  return transaction(async (tx) => {
    changesNoPublicPage();
    const result = await tx
      .update(contactBericht)
      .set({ handledAt: handled ? now : null })
      .where(eq(contactBericht.id, id))
      .returning({ id: contactBericht.id });
    if (!result.length) return false;
    await recordAudit(tx, { action: handled ? "handled" : "reopened", entity: "contact_bericht", entityId: id });
    return true;
  });
}

/**
 * Puts a failed (or interrupted) send back in the queue, due now, with a fresh attempt budget.
 * Only a failed message qualifies, so a message that was sent is never queued again.
 */
export async function retryContactMail(id: number, now: number = Date.now()): Promise<boolean> {
  requireBeheerder();
  return transaction(async (tx) => {
    changesNoPublicPage();
    const result = await tx
      .update(contactBericht)
      .set({ mailState: "pending", attempts: 0, nextAttemptAt: now })
      .where(and(eq(contactBericht.id, id), inArray(contactBericht.mailState, ["failed"])))
      .returning({ id: contactBericht.id });
    if (!result.length) return false;
    await recordAudit(tx, { action: "mail-retry", entity: "contact_bericht", entityId: id });
    return true;
  });
}
