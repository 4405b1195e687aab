import { desc, eq } from "drizzle-orm";
import { formRateLimit } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { formatDateTime } from "~/lib/dates";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { BerichtView } from "./bericht-view";
import { MAIL_STATE_LABELS } from "./messages";
import { contactBericht } from "./schema";
import { categoryLabel } from "./validation";

export type ContactBericht = typeof contactBericht.$inferSelect;

/** Spam brake: at most FORM_RATE_LIMIT (default 5) messages per client address per 10 minutes. */
export const contactRateLimit = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: formRateLimit });

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

