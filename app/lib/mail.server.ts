import type { SendMailOptions, Transporter } from "nodemailer";
import { hostingDomain, hostingMailsPerDag, mailFrom, smtpUrl } from "~/config/env.server";
import { groupSlot } from "~/group/context.server";

// The SMTP transport shared by every mail the site sends (the outbox's messages, newsletter confirmations, invitations):
// a pool of a few connections kept open, so a fan-out to hundreds of parents does not open one connection per mail.

/** Connections of the pool; the outbox worker sends as many mails at once (domains/outbox/worker.server.ts). */
export const MAIL_POOL_CONNECTIONS = 3;

export type MailTransport = Pick<Transporter, "sendMail">;

/** Removes line breaks (and other control characters) so visitor text can never add a mail header. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * The sender of the site's mails: MAIL_FROM, shown with the group's current name unless MAIL_FROM names someone
 * itself ('Scouts X <website@...>').
 */
export function mailSender(groepsnaam: string): string | { name: string; address: string } {
  const from = mailFrom();
  if (/<[^<>@\s]+@[^<>\s]+>\s*$/.test(from)) return from;
  return { name: headerSafe(groepsnaam), address: from };
}

/** The domain of MAIL_FROM, for Message-IDs. */
export function mailDomain(): string {
  const at = mailFrom().lastIndexOf("@");
  return at >= 0 ? mailFrom().slice(at + 1).replace(/[>\s]/g, "") || "localhost" : "localhost";
}

let cached: { url: string; transport: Promise<Transporter> } | undefined;

/** Whether SMTP_URL is set: mails can go. */
export function mailConfigured(): boolean {
  return Boolean(smtpUrl());
}

/** A group of a hosting installation sent its mails for today (HOSTING_MAILS_PER_DAG): the rest waits for tomorrow. */
export class MailLimitError extends Error {}

/** Per group, the mails sent today (Brussels or not: a day of the server's clock; counted in memory). */
const mailsToday = groupSlot(() => ({ day: "", count: 0 }));

/** Counts one mail of the running group; in hosting mode refuses it past the group's daily limit. */
function countMail(): void {
  if (!hostingDomain()) return;
  const today = new Date().toISOString().slice(0, 10);
  const counter = mailsToday();
  if (counter.day !== today) Object.assign(counter, { day: today, count: 0 });
  if (counter.count >= hostingMailsPerDag()) throw new MailLimitError(`De groep verstuurde vandaag al ${counter.count} mails (de grens van deze installatie).`);
  counter.count++;
}

/**
 * The SMTP transport of SMTP_URL, or undefined when mail is not configured. nodemailer (3 MB of the server's memory)
 * is loaded with the first mail: a site that sends none yet does not carry it. One pool for every group; each mail
 * is counted for its group (its Reply-To is the domain's: `metGroepsAdres` in the settings).
 */
export async function getMailTransport(): Promise<MailTransport | undefined> {
  const transport = await sharedTransport();
  if (!transport) return undefined;
  return {
    sendMail: async (mail: SendMailOptions) => {
      countMail();
      return transport.sendMail(mail);
    },
  } as MailTransport;
}

async function sharedTransport(): Promise<Transporter | undefined> {
  const url = smtpUrl();
  if (!url) return undefined;
  if (cached?.url !== url) {
    closeMailTransport();
    cached = {
      url,
      transport: import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: MAIL_POOL_CONNECTIONS,
        maxMessages: 100,
        // Fail within seconds when the mail server is away; the caller tries again later or reports it.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0])),
    };
  }
  return cached.transport;
}

export function closeMailTransport(): void {
  // A transport that never came (nodemailer failed to load) has nothing to close; its error went to the mail's sender.
  void cached?.transport.then((transport) => transport.close()).catch(() => undefined);
  cached = undefined;
}
