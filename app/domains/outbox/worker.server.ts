import { getContactBericht } from "~/domains/contact/contact.server";
import { buildContactMail } from "~/domains/contact/mail.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { vergeetPushInschrijving } from "~/domains/meldingen/inschrijving.server";
import { PushEndpointError, PushGoneError, sendPush } from "~/domains/meldingen/push.server";
import { stilteTot } from "~/domains/meldingen/rules";
import { meldingStilte } from "~/config/env.server";
import { backgroundLoop } from "~/lib/background.server";
import { now as clockNow } from "~/lib/clock.server";
import { logger } from "~/lib/logger.server";
import { getMailTransport, MAIL_POOL_CONNECTIONS, mailSender, type MailTransport } from "~/lib/mail.server";
import { claim, dueRows, markFailed, markSent, nextDue, postpone, pruneOutbox, releaseInterrupted, type OutboxContent } from "./outbox.server";
import type { OutboxRow } from "./schema";

// The one worker that sends the outbox: mails over the pooled SMTP transport, push messages through web-push, each row
// claimed before it is sent and marked after, with backoff on failure.

/** Rows sent at the same time: as many as the SMTP pool has connections, so a claimed mail is always on the wire. */
const LANES = MAIL_POOL_CONNECTIONS;
const BATCH = 100;
/** A bound on one pass, so that a row that keeps coming back can never hold the worker. */
const MAX_PER_PASS = 20_000;

class FinalError extends Error {}

async function deliver(row: OutboxRow, transport: MailTransport | undefined): Promise<void> {
  const content = JSON.parse(row.content ?? "null") as OutboxContent | null;
  if (!content) throw new FinalError("Het bericht heeft geen inhoud meer.");
  if (content.type === "push") return sendPush(content.subscription, content.payload);
  if (!transport) throw new Error("Geen SMTP_URL ingesteld.");
  const { groep } = await getInstellingen();
  if (content.type === "contact") {
    const bericht = await getContactBericht(content.berichtId);
    if (!bericht) throw new FinalError("Dit contactbericht bestaat niet meer.");
    await transport.sendMail(buildContactMail(bericht, groep));
    return;
  }
  await transport.sendMail({ ...content.mail, from: mailSender(groep.naam) });
}

async function handle(row: OutboxRow, now: number, transport: MailTransport | undefined, result: { sent: number; failed: number }): Promise<void> {
  try {
    await deliver(row, transport);
    await markSent(row.id, clockNow());
    result.sent++;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PushGoneError && row.subscriptionId !== null) {
      // The browser's subscription ended: it goes, with the messages that still waited for it.
      await vergeetPushInschrijving(row.subscriptionId);
      result.failed++;
      return;
    }
    logger.warn({ outbox: row.id, kind: row.kind, attempt: row.attempts, error: message }, "Verzenden mislukt");
    await markFailed(row, message, now, error instanceof FinalError || error instanceof PushEndpointError);
    result.failed++;
  }
}

/**
 * One pass of the worker: sends every due row (pending, or failed with its retry time reached), a few at a time.
 * Push messages due in the quiet hours (MELDING_STILTE) wait until they end. Mails wait while SMTP_URL is unset.
 * `now` is a parameter so that tests can move time forward.
 */
export async function runOutboxTick(
  options: { now?: number; transport?: MailTransport; stopping?: () => boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? clockNow();
  const transport = options.transport ?? getMailTransport();
  const channels = transport ? ["mail", "push"] : ["push"];
  const stopping = options.stopping ?? (() => false);
  const quietUntil = stilteTot(now, meldingStilte());
  const result = { sent: 0, failed: 0 };
  let handled = 0;
  while (handled < MAX_PER_PASS && !stopping()) {
    const batch = await dueRows(now, channels, BATCH);
    if (batch.length === 0) break;
    let next = 0;
    const lane = async () => {
      while (next < batch.length && !stopping()) {
        const due = batch[next++]!;
        handled++;
        if (due.channel === "push" && quietUntil !== null) {
          await postpone(due.id, quietUntil);
          continue;
        }
        const row = await claim(due.id, now);
        if (row) await handle(row, now, transport, result);
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
  }
  return result;
}

let lastPrune = 0;

const worker = backgroundLoop("Verzending van berichten", async (stopping) => {
  await runOutboxTick({ stopping });
  const now = clockNow();
  if (now - lastPrune > 60 * 60 * 1000) {
    lastPrune = now;
    await pruneOutbox(now);
  }
  const next = await nextDue(getMailTransport() ? ["mail", "push"] : ["push"]);
  return next === undefined ? undefined : next - clockNow();
});

/** Starts the in-process worker: rows cut off by a previous stop become failed ones first (see releaseInterrupted). */
export async function startOutboxWorker(): Promise<void> {
  if (worker.running) return;
  await releaseInterrupted();
  worker.start();
}

/** A pass now (a new message was queued), instead of at the next planned moment. */
export function wakeOutboxWorker(): void {
  worker.wake();
}

/** Stops the worker after the sends in flight, so no send is cut off by closing the database. */
export function stopOutboxWorker(): Promise<void> {
  return worker.stop();
}
