import { desc, eq, sql } from "drizzle-orm";
import { formRateLimit } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { formatDateTime } from "~/lib/dates";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { BerichtView } from "./bericht-view";
import { MAIL_STATE_LABELS } from "./messages";
import { contactBericht } from "./schema";
import { categoryLabel } from "./validation";
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
