import { backgroundLoop } from "~/lib/background.server";
import { now as clockNow } from "~/lib/clock.server";
import { getDb } from "~/db/client.server";
import { groupSlot } from "~/group/context.server";
import { logger } from "~/lib/logger.server";
import { groupLabel, outboxFailures, outboxWaiting } from "~/lib/metrics.server";
import { getMailTransport, mailConfigured, MAIL_POOL_CONNECTIONS, type MailTransport } from "~/lib/mail.server";
import { claimNext, nextDue, postpone, pruneOutbox, recordOutcomes, recordSent, releaseInterrupted, waitingCount, type OutboxContent, type Outcome } from "./outbox.server";
import { pruneMailCaps } from "./mail-cap.server";
import type { OutboxRow } from "./schema";
import { allSenders, FinalSendError, senderFor, type Sender } from "./senders.server";

// The one worker that sends the outbox: each row through the sender its kind registered (senders.server.ts), mails
// over the pooled SMTP transport; each row claimed before it is sent and marked after, with backoff on failure.

/** Rows sent at the same time: as many as the SMTP pool has connections, so a claimed mail is always on the wire. */
const LANES = MAIL_POOL_CONNECTIONS;
/** A bound on one pass, so that a row that keeps coming back can never hold the worker. */
const MAX_PER_PASS = 20_000;

async function deliver(row: OutboxRow, transport: MailTransport | undefined): Promise<Sender> {
  const content = JSON.parse(row.content ?? "null") as OutboxContent | null;
  if (!content) throw new FinalSendError("Het bericht heeft geen inhoud meer.");
  const sender = senderFor(content.type);
  if (sender.channel === "mail" && !transport) throw new Error("Geen SMTP_URL ingesteld.");
  await sender.send(content, transport);
  return sender;
}

/**
 * Per group: the rounds' transactions (of every pass) one after the other, as two open at once would wait on each
 * other's lock (SQLite's driver waits synchronously, holding up the one that could finish); and the last prune.
 */
const rounds = groupSlot(() => ({ turn: Promise.resolve() as Promise<unknown>, lastPrune: 0 }));

/** How a send ended; `forget`: the recipient is no more (a push service no longer knows the device), its sender forgets it. */
type Sent = Outcome & { forget?: () => Promise<void> };

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
    const gone = error instanceof FinalSendError && error.gone;
    if (!gone) logger.warn({ outbox: row.id, kind: row.kind, attempt: row.attempts, error: message }, "Verzenden mislukt");
    const forget = gone ? forgetter(row) : undefined;
    return { row, error: message, final: error instanceof FinalSendError, forget };
  }
  settled(row, true);
  return { row };
}

function forgetter(row: OutboxRow): (() => Promise<void>) | undefined {
  const content = JSON.parse(row.content ?? "null") as OutboxContent | null;
  const forget = content ? senderFor(content.type).forget : undefined;
  return forget && (() => forget(row));
}

/**
 * One pass of the worker: sends every due row (pending, or failed with its retry time reached), in rounds of as many
 * rows as the SMTP pool has connections, each sent on a connection of its own. One transaction records how the
 * previous round ended and claims the next (one write to disk per round; a row accepted while its round waits for
 * another is marked at once, see roundMarks), so at any moment only the rows on the wire are 'sending'. A kind whose
 * sender says it waits (push in the quiet hours, MELDING_STILTE) waits until then. Mails wait while SMTP_URL is unset. `now` is a parameter
 * so that tests can move time forward.
 */
export async function runOutboxTick(
  options: { now?: number; transport?: MailTransport; stopping?: () => boolean } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? clockNow();
  const channels = options.transport || mailConfigured() ? ["mail", "push"] : ["push"];
  const stopping = options.stopping ?? (() => false);
  for (const sender of allSenders()) {
    const until = sender.waitUntil?.(now) ?? null;
    if (until !== null) await postpone(now, until, sender.channel);
  }
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
    for (const o of done) await o.forget?.();
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
