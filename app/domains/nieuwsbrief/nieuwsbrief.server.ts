import crypto from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { formRateLimit } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { formatDateTime } from "~/lib/dates";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { InschrijvingView } from "./inschrijving-view";
import { nieuwsbriefInschrijving } from "./schema";
import { now as clockNow } from "~/lib/clock.server";

export type Inschrijving = typeof nieuwsbriefInschrijving.$inferSelect;

/** Same brake as the contact form, counted apart: FORM_RATE_LIMIT sign-ups per client address per 10 minutes. */
export const nieuwsbriefRateLimit = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: formRateLimit });

/** How long a confirmation link works. */
export const CONFIRM_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** A new sign-up of an unconfirmed address mails a new link, but not more often than this per address. */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60 * 1000;

export const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const UNSUBSCRIBE_TOKEN = /^[a-f0-9]{32}$/;

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
// SHA3-256: the hash the migration could compute in SQL for the tokens stored before (ADR 0016).
export const hashUnsubscribeToken = (token: string) => crypto.createHash("sha3-256").update(token).digest("hex");
export const newConfirmToken = () => crypto.randomBytes(32).toString("base64url");
export const newUnsubscribeToken = () => crypto.randomBytes(16).toString("hex");

/** The where-clause of a confirmation link that still works. */
export const confirmable = (token: string, now: number) =>
  and(
    eq(nieuwsbriefInschrijving.confirmTokenHash, hashToken(token)),
    isNull(nieuwsbriefInschrijving.confirmedAt),
    gt(nieuwsbriefInschrijving.confirmSentAt, now - CONFIRM_LINK_VALID_MS),
  );

/** The address a confirmation link is for, while the link works (unused, not expired); null otherwise. */
export async function findConfirmation(token: string, now: number = clockNow()): Promise<{ email: string } | null> {
  if (!CONFIRM_TOKEN.test(token)) return null;
  const [row] = await getDb().select({ email: nieuwsbriefInschrijving.email }).from(nieuwsbriefInschrijving).where(confirmable(token, now));
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

/** Every sign-up, confirmed or not, newest first. */
export async function listInschrijvingen(): Promise<Inschrijving[]> {
  return getDb()
    .select()
    .from(nieuwsbriefInschrijving)
    .orderBy(desc(nieuwsbriefInschrijving.createdAt), desc(nieuwsbriefInschrijving.id));
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
