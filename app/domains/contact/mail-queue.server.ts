import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { getContactBericht } from "./contact.server";
import { getMailTransport, type MailTransport } from "~/lib/mail.server";
import { buildContactMail } from "./mail.server";
import { contactBericht } from "./schema";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { runAsSystem } from "~/domains/auth/actor.server";

export const MAX_MAIL_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
const INTERRUPTED = "Verzending onderbroken door een herstart van de server; controleer of de mail aankwam en probeer opnieuw.";

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, ... at most 6 hours. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Takes one due message for sending. The conditional UPDATE is the claim: of two workers (or a tick and a retry
 * click) only one changes the row, so a message is never sent twice.
 */
async function claim(id: number, now: number): Promise<boolean> {
  const claimed = await getDb()
    .update(contactBericht)
    .set({ mailState: "sending", attempts: sql`${contactBericht.attempts} + 1` })
    .where(
      and(
        eq(contactBericht.id, id),
        inArray(contactBericht.mailState, ["pending", "failed"]),
        lte(contactBericht.nextAttemptAt, now),
        lt(contactBericht.attempts, MAX_MAIL_ATTEMPTS),
      ),
    )
    .returning({ id: contactBericht.id });
  return claimed.length === 1;
}

/**
 * One pass of the mail worker: sends every due message (pending, or failed with its retry time reached).
 * `now` is a parameter so that tests can move time forward.
 */
export async function runMailTick(
  options: { now?: number; transport?: MailTransport; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? Date.now();
  const transport = options.transport ?? getMailTransport();
  const result = { sent: 0, failed: 0 };
  if (!transport) return result;
  const due = await getDb()
    .select({ id: contactBericht.id })
    .from(contactBericht)
    .where(
      and(
        inArray(contactBericht.mailState, ["pending", "failed"]),
        lte(contactBericht.nextAttemptAt, now),
        lt(contactBericht.attempts, MAX_MAIL_ATTEMPTS),
      ),
    )
    .orderBy(asc(contactBericht.nextAttemptAt), asc(contactBericht.id))
    .limit(options.limit ?? 20);

  for (const { id } of due) {
    if (!(await claim(id, now))) continue;
    const bericht = await getContactBericht(id);
    if (!bericht) continue;
    try {
      await transport.sendMail(buildContactMail(bericht, (await getInstellingen()).groep));
      await getDb()
        .update(contactBericht)
        .set({ mailState: "sent", sentAt: Date.now(), nextAttemptAt: null, lastError: null })
        .where(eq(contactBericht.id, id));
      result.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ contactBericht: id, attempt: bericht.attempts, error: message }, "Contactbericht: verzenden mislukt");
      const giveUp = bericht.attempts >= MAX_MAIL_ATTEMPTS;
      await getDb()
        .update(contactBericht)
        .set({
          mailState: "failed",
          lastError: message.slice(0, 500),
          nextAttemptAt: giveUp ? null : now + retryDelay(bericht.attempts),
        })
        .where(eq(contactBericht.id, id));
      result.failed++;
    }
  }
  return result;
}

/**
 * A send cut off by a crash or restart may or may not have reached the mail server. It is not retried on its own
 * (that could send it twice): it becomes a failed send without a retry time, which the admin can retry.
 */
export async function releaseInterruptedMails(): Promise<number> {
  const rows = await getDb()
    .update(contactBericht)
    .set({ mailState: "failed", nextAttemptAt: null, lastError: INTERRUPTED })
    .where(eq(contactBericht.mailState, "sending"))
    .returning({ id: contactBericht.id });
  return rows.length;
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;
let again = false;

function tick(): void {
  if (running) {
    again = true;
    return;
  }
  // A job, also when a request wakes it: it sends as the system, not as whoever asked.
  running = runAsSystem(() => runMailTick())
    .catch((error: unknown) => logger.error({ err: error }, "Mailwachtrij mislukt"))
    .finally(() => {
      running = undefined;
      if (again && timer) {
        again = false;
        tick();
      }
    });
}

/** Starts the in-process mail worker: a pass every `intervalMs` and one right away. */
export async function startMailWorker(intervalMs = 30_000): Promise<void> {
  if (timer) return;
  await releaseInterruptedMails();
  timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
}

/** Asks the running worker for a pass now (after a new message), instead of at its next interval. */
export function wakeMailWorker(): void {
  if (timer) tick();
}

/** Stops the worker and waits for a pass in progress, so no send is cut off by closing the database. */
export async function stopMailWorker(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  again = false;
  await running;
}
