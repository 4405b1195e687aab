import type { MailTransport } from "~/lib/mail.server";
import type { OutboxContent } from "./outbox.server";
import type { OutboxRow } from "./schema";

// How each kind of queued message is sent. The outbox does not know what it sends for: the domain that queues a kind
// registers its sender next to the code that queues it (contact, meldingen, instellingen for a plain mail), so the
// worker asks this registry and imports none of its users (decision 0043).

export type ContentType = OutboxContent["type"];

export interface Sender<T extends ContentType = ContentType> {
  channel: "mail" | "push";
  /** Sends one row's content; a mail gets the pooled SMTP transport. Throws to fail the attempt (see FinalSendError). */
  send(content: Extract<OutboxContent, { type: T }>, transport: MailTransport | undefined): Promise<void>;
  /** The moment until which this kind waits now (push: the quiet hours), or null. */
  waitUntil?(now: number): number | null;
  /** After a row failed with `gone` (the recipient is no more): forget the recipient. */
  forget?(row: OutboxRow): Promise<void>;
}

/** A failure no retry mends: the row fails for good. `gone`: the recipient is no more (not logged, see Sender.forget). */
export class FinalSendError extends Error {
  constructor(
    message: string,
    readonly gone = false,
  ) {
    super(message);
  }
}

const senders = new Map<ContentType, Sender>();

/** Registers how a kind of content is sent; a module registers once, when it is loaded. */
export function registerSender<T extends ContentType>(type: T, sender: Sender<T>): void {
  senders.set(type, sender as unknown as Sender);
}

/** The sender of a content type; a row whose kind has none fails for good (nothing here can send it). */
export function senderFor(type: ContentType): Sender {
  const sender = senders.get(type);
  if (!sender) throw new FinalSendError(`Geen verzender voor berichten van het soort ${type}.`);
  return sender;
}

/** The registered senders (the worker asks each whether its kind waits). */
export function allSenders(): Sender[] {
  return [...senders.values()];
}
