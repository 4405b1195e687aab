import { getContactBericht } from "~/domains/contact/contact.server";
import { buildContactMail } from "~/domains/contact/mail.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { vergeetPushInschrijving } from "~/domains/meldingen/mutations.server";
import { PushEndpointError, PushGoneError, sendPush } from "~/domains/meldingen/push.server";
import { stilteTot } from "~/domains/meldingen/rules";
import { meldingStilte } from "~/config/env.server";
import { backgroundLoop } from "~/lib/background.server";
import { now as clockNow } from "~/lib/clock.server";
import { getDb } from "~/db/client.server";
import { groupSlot } from "~/lib/group-context.server";
import { logger } from "~/lib/logger.server";
import { groupLabel, outboxFailures, outboxWaiting } from "~/lib/metrics.server";
import { getMailTransport, mailConfigured, MAIL_POOL_CONNECTIONS, mailSender, type MailTransport } from "~/lib/mail.server";
import { claimNext, nextDue, postponePush, pruneOutbox, recordOutcomes, recordSent, releaseInterrupted, waitingCount, type OutboxContent, type Outcome } from "./outbox.server";
import { pruneMailCaps } from "./mail-cap.server";
import type { OutboxRow } from "./schema";

// The one worker that sends the outbox: mails over the pooled SMTP transport, push messages through web-push, each row
// claimed before it is sent and marked after, with backoff on failure.

/** Rows sent at the same time: as many as the SMTP pool has connections, so a claimed mail is always on the wire. */
const LANES = MAIL_POOL_CONNECTIONS;
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

/**
 * Per group: the rounds' transactions (of every pass) one after the other, as two open at once would wait on each
 * other's lock (SQLite's driver waits synchronously, holding up the one that could finish); and the last prune.
 */
const rounds = groupSlot(() => ({ turn: Promise.resolve() as Promise<unknown>, lastPrune: 0 }));

/** How a send ended; `gone`: the push service no longer knows the device's subscription (404 or 410). */
type Sent = Outcome & { gone?: boolean };

/**
 * Marks a round's rows sent as soon as the mail server or push service accepted them: a crash a moment later must not
 * leave a delivered message 'sending', which the next start turns into 'Mislukt' (and a retry would send it again).
 * Usually a round's rows are accepted in the same moment, and the round's own write, which claims the next round,
 * records them all (one write to disk per round, as before). A row accepted while another of its round is still on the
 * wire (a slow or stuck send) is marked by a write of its own at once. Per round: the ids are the pass's group's rows.
 */
function roundMarks(onTheWire: number): (row: OutboxRow, accepted: boolean) => void {
  const waiting: number[] = [];
  let looking = false;
  const look = () => {
    looking = false;
    if (onTheWire === 0 || waiting.length === 0) return;
    const ids = waiting.splice(0);
    // Not marked now (the database refused): the round's own write marks them, as it does the others.
    recordSent(getDb(), ids, clockNow()).catch((error: unknown) => logger.warn({ err: error, outbox: ids }, "Verzonden berichten niet meteen gemarkeerd"));
  };
  return (row, accepted) => {
    onTheWire--;
    if (!accepted) return;
    waiting.push(row.id);
    // After the other acceptances of this moment: is the round still waiting for one of its rows?
    if (!looking) {
      looking = true;
      setImmediate(look);
    }
  };
}

/** Sends one claimed row; answers how it ended (never throws) and tells `settled`. */
async function send(row: OutboxRow, transport: MailTransport | undefined, settled: (row: OutboxRow, accepted: boolean) => void): Promise<Sent> {
  try {
    await deliver(row, transport);
  } catch (error) {
    settled(row, false);
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof PushGoneError)) logger.warn({ outbox: row.id, kind: row.kind, attempt: row.attempts, error: message }, "Verzenden mislukt");
    const gone = error instanceof PushGoneError;
    return { row, error: message, final: gone || error instanceof FinalError || error instanceof PushEndpointError, gone };
  }
  settled(row, true);
  return { row };
}

/**
 * One pass of the worker: sends every due row (pending, or failed with its retry time reached), in rounds of as many
 * rows as the SMTP pool has connections, each sent on a connection of its own. One transaction records how the
 * previous round ended and claims the next (one write to disk per round; a row accepted while its round waits for
 * another is marked at once, see roundMarks), so at any moment only the rows on the wire are 'sending'. Push messages
 * due in the quiet hours (MELDING_STILTE) wait until they end. Mails wait while SMTP_URL is unset. `now` is a parameter
 * so that tests can move time forward.
 */
export async function runOutboxTick(
  options: { now?: number; transport?: MailTransport; stopping?: () => boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? clockNow();
  const channels = options.transport || mailConfigured() ? ["mail", "push"] : ["push"];
  const stopping = options.stopping ?? (() => false);
  const quietUntil = stilteTot(now, meldingStilte());
  if (quietUntil !== null) await postponePush(now, quietUntil);
  const result = { sent: 0, failed: 0 };
  let previous: Sent[] = [];
  const group = rounds();
  for (let handled = 0; ; handled += LANES) {
    const done = previous;
    const write = group.turn.then(() =>
      getDb().transaction(async (tx) => {
        await recordOutcomes(tx, done, now);
        return stopping() || handled >= MAX_PER_PASS ? [] : claimNext(tx, now, channels, LANES);
      }),
    );
    group.turn = write.catch(() => undefined);
    const rows = await write;
    for (const o of done) if (o.gone && o.row.subscriptionId !== null) await vergeetPushInschrijving(o.row.subscriptionId);
    if (rows.length === 0) return result;
    // The mail transport (and with it nodemailer) only once there is a mail to send.
    const transport = rows.some((row) => row.channel === "mail") ? (options.transport ?? (await getMailTransport())) : undefined;
    const settled = roundMarks(rows.length);
    previous = await Promise.all(rows.map((row) => send(row, transport, settled)));
    for (const o of previous) {
      if (o.error === undefined) result.sent++;
      else result.failed++;
    }
  }
}

const worker = backgroundLoop("Verzending van berichten", async (stopping) => {
  const { failed } = await runOutboxTick({ stopping });
  outboxFailures.inc({ groep: groupLabel() }, failed);
  outboxWaiting.set({ groep: groupLabel() }, await waitingCount());
  const now = clockNow();
  const group = rounds();
  if (now - group.lastPrune > 60 * 60 * 1000) {
    group.lastPrune = now;
    await pruneOutbox(now);
    await pruneMailCaps(now);
  }
  const next = await nextDue(mailConfigured() ? ["mail", "push"] : ["push"]);
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
