import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every message the site sends on its own (a contact message to the group, the parents' messages by mail and push)
 * is first a row here, written in the transaction that decided to send it; a background worker sends the rows
 * (domains/outbox/worker.server.ts). Nothing is lost by a restart, and `dedupKey` makes the same message one row.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /**
     * What makes a message the same message: `contact:{bericht}`, `wijziging:{inschrijving}:{activiteit}:{versie}`,
     * `week:{inschrijving}:{dag}`, ... A second row with the same key is never written, so it is never sent twice.
     */
    dedupKey: text("dedup_key").notNull().unique(),
    /** contact | bevestiging | wijziging | week | test */
    kind: text("kind").notNull(),
    /** mail | push */
    channel: text("channel").notNull(),
    /** The e-mail address, or the push endpoint. */
    recipient: text("recipient").notNull(),
    /** What the admin lists show of the message (a mail's subject, a push's title). */
    subject: text("subject").notNull(),
    /** The message as JSON (see OutboxContent); emptied once sent, so the table does not keep mails' links and texts. */
    content: text("content"),
    /** The parents' subscription it goes to: unsubscribing removes its rows. */
    subscriptionId: integer("subscription_id"),
    /** The takken (ids, as ",2,5,") the message is about, so a Takleiding sees their own; null for the whole group's. */
    takken: text("takken"),
    /** pending | sending | sent | failed */
    state: text("state").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When it may be (re)tried; null once sent, or failed for good (the admin can retry). */
    nextAttemptAt: integer("next_attempt_at"),
    lastError: text("last_error"),
    createdAt: integer("created_at").notNull(),
    sentAt: integer("sent_at"),
  },
  (t) => [index("outbox_due_idx").on(t.state, t.nextAttemptAt), index("outbox_subscription_idx").on(t.subscriptionId)],
);

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * How many mails of one kind went to one recipient in the current 24 hours (a confirmation link, a password-reset
 * link): the daily caps that keep the site's forms from flooding a stranger's mailbox (mail-cap.server.ts). In the
 * database, so a restart does not start them again. The recipient is a hash: an address typed into a form by someone
 * else is not kept. Rows older than a day are pruned.
 */
export const mailCap = sqliteTable(
  "mail_cap",
  {
    kind: text("kind").notNull(),
    /** SHA-256 of the lowercased address, or of the account's id. */
    recipient: text("recipient").notNull(),
    /** The window's first mail: the count starts again 24 hours after it. */
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recipient] })],
);
