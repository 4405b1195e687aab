import { desc, eq } from "drizzle-orm";
import { formRateLimit } from "~/config/env.server";
import { getDb, transaction } from "~/db/client.server";
import { recordAudit } from "~/domains/audit/audit.server";
import { formatDateTime } from "~/lib/dates";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { InschrijvingView } from "./inschrijving-view";
import { nieuwsbriefInschrijving } from "./schema";
import type { NieuwsbriefInput } from "./validation";

export type Inschrijving = typeof nieuwsbriefInschrijving.$inferSelect;

/** Same brake as the contact form, counted apart: FORM_RATE_LIMIT sign-ups per client address per 10 minutes. */
export const nieuwsbriefRateLimit = createRateLimiter({ windowMs: 10 * 60 * 1000, limit: formRateLimit });

/** Signs an address up; the same address again keeps its first sign-up and is not an error. */
export async function subscribe(input: NieuwsbriefInput, now: number = Date.now()): Promise<void> {
  await transaction(async (tx) => {
    await tx
      .insert(nieuwsbriefInschrijving)
      .values({ email: input.email, createdAt: now })
      .onConflictDoNothing({ target: nieuwsbriefInschrijving.email });
  });
}

/** Every subscriber, newest first. */
export async function listInschrijvingen(): Promise<Inschrijving[]> {
  return getDb()
    .select()
    .from(nieuwsbriefInschrijving)
    .orderBy(desc(nieuwsbriefInschrijving.createdAt), desc(nieuwsbriefInschrijving.id));
}

export async function removeInschrijving(id: number): Promise<boolean> {
  return transaction(async (tx) => {
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
  return (await listInschrijvingen()).map((r) => ({ id: r.id, email: r.email, createdAt: formatDateTime(r.createdAt) }));
}

/**
 * One CSV cell: quoted when needed, and a leading = + - @ (or tab / carriage return) neutralised with a quote
 * so that a spreadsheet never runs an address as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The subscribers as CSV (comma-separated, CRLF lines, with a header row). */
export async function inschrijvingenCsv(): Promise<string> {
  const rows = await listInschrijvingen();
  const lines = [["E-mailadres", "Ingeschreven op"], ...rows.map((r) => [r.email, formatDateTime(r.createdAt)])];
  return lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
