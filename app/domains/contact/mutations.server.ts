import { eq } from "drizzle-orm";
import { contactTo, smtpUrl } from "~/config/env.server";
import { transaction } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue, retryRow } from "~/domains/outbox/outbox.server";
import { contactKey, getContactBericht, type ContactBericht } from "./contact.server";
import { contactBericht } from "./schema";
import type { ContactInput } from "./validation";
import "./verzending.server";
import { now as clockNow } from "~/lib/clock.server";

/**
 * Stores a visitor's message; this is the moment of success, mailing comes after. With SMTP configured its mail is
 * queued in the outbox in the same transaction (due at once), without it the message is only stored and read in the
 * admin.
 */
export async function storeContactMessage(input: ContactInput, now: number = clockNow()): Promise<ContactBericht> {
  const to = smtpUrl() ? contactTo((await getInstellingen()).groep.email) : null;
  const id = await transaction(async (tx) => {
    changesNoPublicPage();
    const [row] = await tx
      .insert(contactBericht)
      .values({ name: input.name, email: input.email, category: input.category, subject: input.subject, text: input.message, createdAt: now })
      .returning({ id: contactBericht.id });
    if (!row) throw new Error("Contact message was not stored");
    if (to) {
      await enqueue(
        tx,
        [{ dedupKey: contactKey(row.id), kind: "contact", recipient: to, subject: input.subject, content: { type: "contact", berichtId: row.id } }],
        now,
      );
    }
    return row.id;
  });
  return (await getContactBericht(id))!;
}

/** Marks a message as handled (or back to open); false when it does not exist. */
export async function setContactHandled(id: number, handled: boolean, now: number = clockNow()): Promise<boolean> {
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
 * Puts a failed (or interrupted) send back in the outbox's queue, due now, with a fresh attempt budget.
 * Only a failed message qualifies, so a message that was sent is never queued again.
 */
export async function retryContactMail(id: number, now: number = clockNow()): Promise<boolean> {
  requireBeheerder();
  return transaction(async (tx) => {
    changesNoPublicPage();
    if (!(await retryRow(tx, { dedupKey: contactKey(id) }, now))) return false;
    await recordAudit(tx, { action: "mail-retry", entity: "contact_bericht", entityId: id });
    return true;
  });
}
