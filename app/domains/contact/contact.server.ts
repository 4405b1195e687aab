import { desc, eq, sql } from "drizzle-orm";
import { contactTo, formRateLimit, smtpUrl } from "~/config/env.server";
import { getDb, transaction } from "~/db/client.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { formatDateTime } from "~/lib/dates";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { BerichtView } from "./bericht-view";
import { MAIL_STATE_LABELS } from "./messages";
import { contactBericht } from "./schema";
import { categoryLabel, type ContactInput } from "./validation";
import { requireBeheerder } from "~/domains/auth/permissions.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { enqueue, retryRow } from "~/domains/outbox/outbox.server";
import { outbox } from "~/domains/outbox/schema";

/** A stored message with the state of its mail, which is a row of the outbox (none: stored only, no SMTP). */
export type ContactBericht = typeof contactBericht.$inferSelect & {
  mailState: BerichtView["mailState"];
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  sentAt: number | null;
};

/** The outbox key of a contact message's mail. */
export const contactKey = (id: number) => `contact:${id}`;

/** Spam brake: at most FORM_RATE_LIMIT (default 5) messages per client address per 10 minutes. */
export const contactRateLimit = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: formRateLimit });

/**
 * Stores a visitor's message; this is the moment of success, mailing comes after. With SMTP configured its mail is
 * queued in the outbox in the same transaction (due at once), without it the message is only stored and read in the
 * admin.
 */
export async function storeContactMessage(input: ContactInput, now: number = Date.now()): Promise<ContactBericht> {
  const to = smtpUrl() ? contactTo((await getInstellingen()).groep.email) : null;
  const id = await transaction(async (tx) => {
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

const withMail = {
  bericht: contactBericht,
  mailState: sql<string | null>`${outbox.state}`,
  attempts: sql<number | null>`${outbox.attempts}`,
  nextAttemptAt: outbox.nextAttemptAt,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
};

function toBericht(row: { bericht: typeof contactBericht.$inferSelect; mailState: string | null; attempts: number | null; nextAttemptAt: number | null; lastError: string | null; sentAt: number | null }): ContactBericht {
  return {
    ...row.bericht,
    mailState: (row.mailState ?? "stored") as BerichtView["mailState"],
    attempts: row.attempts ?? 0,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    sentAt: row.sentAt,
  };
}

function selectWithMail() {
  return getDb()
    .select(withMail)
    .from(contactBericht)
    .leftJoin(outbox, eq(outbox.dedupKey, sql`'contact:' || ${contactBericht.id}`));
}

/** Every message with its mail state, newest first. */
export async function listContactBerichten(): Promise<ContactBericht[]> {
  return (await selectWithMail().orderBy(desc(contactBericht.createdAt), desc(contactBericht.id))).map(toBericht);
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
      mailState: b.mailState,
      mailStateLabel: MAIL_STATE_LABELS[b.mailState] ?? b.mailState,
      mailDetail,
      handledAt: b.handledAt ? formatDateTime(b.handledAt) : null,
    };
  });
}

export async function getContactBericht(id: number): Promise<ContactBericht | undefined> {
  const [row] = await selectWithMail().where(eq(contactBericht.id, id));
  return row && toBericht(row);
}

/** Marks a message as handled (or back to open); false when it does not exist. */
export async function setContactHandled(id: number, handled: boolean, now: number = Date.now()): Promise<boolean> {
  requireBeheerder();
  return transaction(async (tx) => {
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
export async function retryContactMail(id: number, now: number = Date.now()): Promise<boolean> {
  requireBeheerder();
  return transaction(async (tx) => {
    if (!(await retryRow(tx, { dedupKey: contactKey(id) }, now))) return false;
    await recordAudit(tx, { action: "mail-retry", entity: "contact_bericht", entityId: id });
    return true;
  });
}
