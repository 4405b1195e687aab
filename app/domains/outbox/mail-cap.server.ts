import crypto from "node:crypto";
import { lte, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { now as clockNow } from "~/lib/clock.server";
import { mailCap } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** At most so many mails of one kind to one recipient per window (24 hours, or shorter), counted in the group's database. */
export interface MailCap {
  /**
   * Counts one mail to `recipient` (an address, or an account's id) and answers whether it may go. `db` is the
   * caller's transaction when the mail is decided in one (a refusal then changes nothing else either).
   */
  take(recipient: string, options?: { db?: Db | Tx; now?: number }): Promise<boolean>;
}

/**
 * A cap of a kind of mail per recipient: `perWindow` per `windowMs` (at most a day, which is when rows are pruned).
 * Its window is fixed from the first mail (as the in-memory limits' windows are, ADR 0014); unlike them it is stored,
 * so a restart does not give a stranger a fresh window of mails to send to someone else's mailbox.
 */
export function createMailCap(kind: string, perWindow: number, windowMs: number = DAY_MS): MailCap {
  return {
    async take(recipient, options = {}) {
      const now = options.now ?? clockNow();
      const expired = sql`${mailCap.windowStart} <= ${now - windowMs}`;
      const [row] = await (options.db ?? getDb())
        .insert(mailCap)
        .values({ kind, recipient: recipientHash(recipient), windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: [mailCap.kind, mailCap.recipient],
          // Both read the row as it was: SQLite evaluates every SET expression against the old values.
          set: {
            count: sql`case when ${expired} then 1 else ${mailCap.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now} else ${mailCap.windowStart} end`,
          },
        })
        .returning({ count: mailCap.count });
      return (row?.count ?? Number.POSITIVE_INFINITY) <= perWindow;
    },
  };
}

function recipientHash(recipient: string): string {
  return crypto.createHash("sha256").update(recipient.trim().toLowerCase()).digest("hex");
}

/** Forgets the windows that ended (the outbox worker, hourly). */
export async function pruneMailCaps(now: number): Promise<void> {
  await getDb().delete(mailCap).where(lte(mailCap.windowStart, now - DAY_MS));
}
