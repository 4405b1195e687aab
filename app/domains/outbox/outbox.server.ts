import { and, asc, count, eq, inArray, isNotNull, lt, lte, min, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "~/db/client.server";
import { now as clockNow } from "~/lib/clock.server";
import { outbox, type OutboxRow } from "./schema";

// The outbox: what to send is a row, written in the same transaction as the reason to send it; the worker
// (worker.server.ts) sends due rows. States: pending → sending → sent, or failed (with a next attempt, or for good).

export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
export const INTERRUPTED =
  "Verzending onderbroken door een herstart van de server; controleer of het bericht aankwam en probeer opnieuw.";

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, ... at most 6 hours. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** A mail as the outbox keeps it; the sender (MAIL_FROM with the group's name) is added when it is sent. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  messageId?: string;
}

export interface PushPayload {
  title: string;
  body: string;
  /** A path of the site that a click on the notification opens. */
  url: string;
  icon?: string;
  /** One notification per tag on the device: a newer one about the same activity replaces the older. */
  tag?: string;
}

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a row sends: a mail, a push message, or a contact message (mailed as it is stored, see domains/contact). */
export type OutboxContent =
  | { type: "mail"; mail: MailMessage }
  | { type: "push"; subscription: PushSubscriptionKeys; payload: PushPayload }
  | { type: "contact"; berichtId: number };

export interface NewOutboxRow {
  dedupKey: string;
  kind: string;
  recipient: string;
  subject: string;
  content: OutboxContent;
  subscriptionId?: number | null;
  takken?: readonly number[] | null;
  /** When it may go first (quiet hours for push); default at once. */
  notBefore?: number;
}

/** The tak ids as the row keeps them (",2,5,"), so that `LIKE '%,2,%'` finds a tak's rows. */
export function takkenColumn(takken: readonly number[] | null | undefined): string | null {
  return takken && takken.length ? `,${takken.join(",")},` : null;
}

const INSERT_BATCH = 100;

/**
 * Queues messages in the caller's transaction. A row whose key exists is skipped: the same message is one row, so
 * planning a message again (a pass cut off and run again) never sends it twice. Answers how many rows are new.
 */
export async function enqueue(tx: Tx | Db, rows: readonly NewOutboxRow[], now: number = clockNow()): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const values = rows.slice(i, i + INSERT_BATCH).map((row) => ({
      dedupKey: row.dedupKey,
      kind: row.kind,
      channel: row.content.type === "push" ? "push" : "mail",
      recipient: row.recipient,
      subject: row.subject.slice(0, 300),
      content: JSON.stringify(row.content),
      subscriptionId: row.subscriptionId ?? null,
      takken: takkenColumn(row.takken),
      state: "pending",
      attempts: 0,
      nextAttemptAt: Math.max(now, row.notBefore ?? now),
      createdAt: now,
    }));
    const inserted = await tx.insert(outbox).values(values).onConflictDoNothing({ target: outbox.dedupKey }).returning({ id: outbox.id });
    added += inserted.length;
  }
  return added;
}

const due = (now: number, channels: readonly string[]) =>
  and(
    inArray(outbox.state, ["pending", "failed"]),
    lte(outbox.nextAttemptAt, now),
    lt(outbox.attempts, MAX_ATTEMPTS),
    inArray(outbox.channel, [...channels]),
  );

/** The next moment a row becomes due, for the worker's next pass. */
/** How many of the group's messages wait to be sent (pending, or failed and to be tried again). */
export async function waitingCount(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(outbox)
    .where(and(inArray(outbox.state, ["pending", "failed"]), lt(outbox.attempts, MAX_ATTEMPTS)));
  return row?.n ?? 0;
}

export async function nextDue(channels: readonly string[]): Promise<number | undefined> {
  if (channels.length === 0) return undefined;
  const [row] = await getDb()
    .select({ at: min(outbox.nextAttemptAt) })
    .from(outbox)
    .where(and(inArray(outbox.state, ["pending", "failed"]), isNotNull(outbox.nextAttemptAt), lt(outbox.attempts, MAX_ATTEMPTS), inArray(outbox.channel, [...channels])));
  return row?.at ?? undefined;
}

/**
 * Takes the next due rows for sending (the oldest due first, at most `limit`) and answers them. The conditional
 * UPDATE is the claim: of two workers (or a pass and a retry click) only one takes a row, so a row is never sent twice.
 */
export async function claimNext(tx: Tx | Db, now: number, channels: readonly string[], limit: number): Promise<OutboxRow[]> {
  if (channels.length === 0 || limit <= 0) return [];
  const next = tx.select({ id: outbox.id }).from(outbox).where(due(now, channels)).orderBy(asc(outbox.nextAttemptAt), asc(outbox.id)).limit(limit);
  return tx
    .update(outbox)
    .set({ state: "sending", attempts: sql`${outbox.attempts} + 1` })
    .where(and(inArray(outbox.id, next), due(now, channels)))
    .returning();
}

/** A channel's due messages wait (push in the quiet hours) until `until`, without it counting as an attempt. */
export async function postpone(now: number, until: number, channel: "mail" | "push"): Promise<void> {
  await getDb().update(outbox).set({ nextAttemptAt: until }).where(due(now, [channel]));
}

/** How a send ended: sent, or failed (tried again later with backoff, or with `final` only by the admin's retry). */
export type Outcome = { row: OutboxRow; error?: undefined } | { row: OutboxRow; error: string; final: boolean };

/** Marks claimed rows sent: each loses its content (the subject stays for the admin's list). */
export async function recordSent(db: Tx | Db, ids: readonly number[], sentAt: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ state: "sent", sentAt, nextAttemptAt: null, lastError: null, content: sql`case when ${outbox.kind} = 'contact' then ${outbox.content} else null end` })
    .where(and(inArray(outbox.id, [...ids]), eq(outbox.state, "sending")));
}

/**
 * Records how sends ended, in the caller's transaction: sent rows that were not marked yet (see the worker's
 * `roundMarks`), and failures. A retry is planned from `now`, the pass's moment.
 */
export async function recordOutcomes(tx: Tx, outcomes: readonly Outcome[], now: number, sentAt: number = clockNow()): Promise<void> {
  await recordSent(
    tx,
    outcomes.filter((o) => o.error === undefined).map((o) => o.row.id),
    sentAt,
  );
  for (const o of outcomes) {
    if (o.error === undefined) continue;
    const giveUp = o.final || o.row.attempts >= MAX_ATTEMPTS;
    await tx
      .update(outbox)
      .set({ state: "failed", lastError: o.error.slice(0, 500), nextAttemptAt: giveUp ? null : now + retryDelay(o.row.attempts) })
      .where(eq(outbox.id, o.row.id));
  }
}

/**
 * A send cut off by a crash or restart may or may not have reached the mail server or push service. It is not
 * retried on its own (that could deliver it twice): it becomes a failed row without a retry time, for the admin.
 * Every other row was either sent (and marked) or never handed over, and goes out as usual.
 */
export async function releaseInterrupted(): Promise<number> {
  const rows = await getDb()
    .update(outbox)
    .set({ state: "failed", nextAttemptAt: null, lastError: INTERRUPTED })
    .where(eq(outbox.state, "sending"))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Puts a failed row back in the queue, due now, with a fresh attempt budget; false when it is not failed. */
export async function retryRow(tx: Tx | Db, where: { id: number } | { dedupKey: string }, now: number = clockNow()): Promise<boolean> {
  const rows = await tx
    .update(outbox)
    .set({ state: "pending", attempts: 0, nextAttemptAt: now })
    .where(and("id" in where ? eq(outbox.id, where.id) : eq(outbox.dedupKey, where.dedupKey), eq(outbox.state, "failed")))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** The row of a key (a contact message's mail, ...). */
export async function rowByKey(dedupKey: string): Promise<OutboxRow | undefined> {
  const [row] = await getDb().select().from(outbox).where(eq(outbox.dedupKey, dedupKey));
  return row;
}

/** A subscription ended: its messages that still wait go with it, and the sent ones no longer name the address. */
export async function forgetSubscription(tx: Tx, subscriptionId: number): Promise<void> {
  await tx.delete(outbox).where(eq(outbox.subscriptionId, subscriptionId));
}

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** Sent and given-up parents' messages older than 30 days go (contact messages keep their row: it is their mail state). */
export async function pruneOutbox(now: number): Promise<number> {
  const rows = await getDb()
    .delete(outbox)
    .where(and(ne(outbox.kind, "contact"), lt(outbox.createdAt, now - KEEP_MS), sql`(${outbox.state} = 'sent' or (${outbox.state} = 'failed' and ${outbox.nextAttemptAt} is null))`))
    .returning({ id: outbox.id });
  return rows.length;
}

export type OutboxState = "pending" | "sending" | "sent" | "failed";

/** How many rows are in each state, for the given kinds (and takken: rows about any of them, or the whole group's). */
export async function countByState(kinds: readonly string[], takIds?: readonly number[]): Promise<Record<OutboxState, number>> {
  const rows = await getDb()
    .select({ state: outbox.state, n: count() })
    .from(outbox)
    .where(and(inArray(outbox.kind, [...kinds]), takkenFilter(takIds)))
    .groupBy(outbox.state);
  const counts: Record<OutboxState, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) if (r.state in counts) counts[r.state as OutboxState] = r.n;
  return counts;
}

function takkenFilter(takIds?: readonly number[]) {
  if (!takIds) return undefined;
  if (takIds.length === 0) return sql`0`;
  return sql`(${sql.join(takIds.map((id) => sql`${outbox.takken} like ${`%,${id},%`}`), sql` or `)})`;
}

/** The latest rows in some states, newest first. */
export async function latestRows(kinds: readonly string[], states: readonly OutboxState[], limit: number, takIds?: readonly number[]): Promise<OutboxRow[]> {
  return getDb()
    .select()
    .from(outbox)
    .where(and(inArray(outbox.kind, [...kinds]), inArray(outbox.state, [...states]), takkenFilter(takIds)))
    .orderBy(sql`${outbox.id} desc`)
    .limit(limit);
}

/** The messages to one address ('Gegevens van een ouder', ADR 0047); `adres` is trimmed and lowercased. */
export async function berichtenAan(db: Db | Tx, adres: string) {
  return db
    .select({ id: outbox.id, kind: outbox.kind, subject: outbox.subject, state: outbox.state, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(sql`${outbox.channel} = 'mail' and lower(trim(${outbox.recipient})) = ${adres}`)
    .orderBy(outbox.createdAt);
}

/** Deletes the messages to one address, sent or waiting (a waiting one is then never sent); answers how many. */
export async function vergeetBerichtenAan(tx: Tx, adres: string): Promise<number> {
  const rows = await tx.delete(outbox).where(sql`${outbox.channel} = 'mail' and lower(trim(${outbox.recipient})) = ${adres}`).returning({ id: outbox.id });
  return rows.length;
}
