import crypto from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { formRateLimit } from "~/config/env.server";
import { getDb, transaction } from "~/db/client.server";
import { changesNoPublicPage } from "~/db/tags.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { formatDateTime } from "~/lib/dates";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { InschrijvingView } from "./inschrijving-view";
import { sendConfirmationMail, type ConfirmationMail } from "./mail.server";
import { nieuwsbriefInschrijving } from "./schema";
import type { NieuwsbriefInput } from "./validation";
import { requireBeheerder } from "~/domains/auth/permissions.server";

export type Inschrijving = typeof nieuwsbriefInschrijving.$inferSelect;

/** Same brake as the contact form, counted apart: FORM_RATE_LIMIT sign-ups per client address per 10 minutes. */
export const nieuwsbriefRateLimit = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: formRateLimit });

/** How long a confirmation link works. */
export const CONFIRM_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** A new sign-up of an unconfirmed address mails a new link, but not more often than this per address. */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60 * 1000;

const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UNSUBSCRIBE_TOKEN = /^[a-f0-9]{32}$/;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
// SHA3-256: the hash the migration could compute in SQL for the tokens stored before (ADR 0016).
const hashUnsubscribeToken = (token: string) => crypto.createHash("sha3-256").update(token).digest("hex");
const newConfirmToken = () => crypto.randomBytes(32).toString("base64url");
const newUnsubscribeToken = () => crypto.randomBytes(16).toString("hex");

/**
 * Signs an address up, unconfirmed, and mails it a confirmation link (double opt-in). The same address again is not
 * an error: a confirmed one stays as it is and gets no mail; an unconfirmed one gets a new link, at most once per
 * CONFIRM_RESEND_AFTER_MS. The answer does not tell which was the case, so the form reveals nobody's subscription.
 * The mail goes out after the answer (`mail` settles when it is sent, or failed and was logged).
 */
export async function subscribe(input: NieuwsbriefInput, now: number = Date.now()): Promise<{ mail: Promise<void> | null }> {
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
    if (inserted) return { id: inserted.id, email: inserted.email, confirmToken, unsubscribeToken };
    const [row] = await tx.select().from(nieuwsbriefInschrijving).where(eq(nieuwsbriefInschrijving.email, input.email));
    if (!row || row.confirmedAt !== null) return null;
    if (row.confirmSentAt !== null && now - row.confirmSentAt < CONFIRM_RESEND_AFTER_MS) return null;
    await tx.update(nieuwsbriefInschrijving).set(fresh).where(eq(nieuwsbriefInschrijving.id, row.id));
    return { id: row.id, email: row.email, confirmToken, unsubscribeToken };
  });
  return { mail: toMail ? sendConfirmationMail(toMail) : null };
}

const confirmable = (token: string, now: number) =>
  and(
    eq(nieuwsbriefInschrijving.confirmTokenHash, hashToken(token)),
    isNull(nieuwsbriefInschrijving.confirmedAt),
    gt(nieuwsbriefInschrijving.confirmSentAt, now - CONFIRM_LINK_VALID_MS),
  );

/** The address a confirmation link is for, while the link works (unused, not expired); null otherwise. */
export async function findConfirmation(token: string, now: number = Date.now()): Promise<{ email: string } | null> {
  if (!CONFIRM_TOKEN.test(token)) return null;
  const [row] = await getDb().select({ email: nieuwsbriefInschrijving.email }).from(nieuwsbriefInschrijving).where(confirmable(token, now));
  return row ?? null;
}

/** Confirms the address of a working link (which then stops working); null for an unknown, used or expired link. */
export async function confirmSubscription(token: string, now: number = Date.now()): Promise<{ email: string } | null> {
  if (!CONFIRM_TOKEN.test(token)) return null;
  const [row] = await getDb()
    .update(nieuwsbriefInschrijving)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(confirmable(token, now))
    .returning({ email: nieuwsbriefInschrijving.email });
  return row ?? null;
}

/** The address an unsubscribe link is for, or null when it is not (or no longer) on the list. */
export async function findByUnsubscribeToken(token: string): Promise<{ email: string } | null> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
  const [row] = await getDb()
    .select({ email: nieuwsbriefInschrijving.email })
    .from(nieuwsbriefInschrijving)
    .where(eq(nieuwsbriefInschrijving.unsubscribeTokenHash, hashUnsubscribeToken(token)));
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

/** Every sign-up, confirmed or not, newest first. */
export async function listInschrijvingen(): Promise<Inschrijving[]> {
  return getDb()
    .select()
    .from(nieuwsbriefInschrijving)
    .orderBy(desc(nieuwsbriefInschrijving.createdAt), desc(nieuwsbriefInschrijving.id));
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

export async function listInschrijvingenView(): Promise<InschrijvingView[]> {
  return (await listInschrijvingen()).map((r) => ({
    id: r.id,
    email: r.email,
    createdAt: formatDateTime(r.createdAt),
    confirmed: r.confirmedAt !== null,
  }));
}

/**
 * One CSV cell: quoted when needed, and a leading = + - @ (or tab / carriage return) neutralised with a quote
 * so that a spreadsheet never runs an address as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The subscribers as CSV (comma-separated, CRLF lines, with a header row): confirmed addresses only. */
export async function inschrijvingenCsv(): Promise<string> {
  const rows = await getDb()
    .select()
    .from(nieuwsbriefInschrijving)
    .where(isNotNull(nieuwsbriefInschrijving.confirmedAt))
    .orderBy(desc(nieuwsbriefInschrijving.createdAt), desc(nieuwsbriefInschrijving.id));
  const lines = [["E-mailadres", "Ingeschreven op"], ...rows.map((r) => [r.email, formatDateTime(r.createdAt)])];
  return lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
