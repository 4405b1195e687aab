import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import { contactTo, mailFrom, smtpUrl } from "~/config/env.server";
import { group } from "~/config/group";
import { formatDateTime } from "~/lib/dates";
import type { ContactBericht } from "./contact.server";
import { categoryLabel } from "./validation";

export type MailTransport = Pick<Transporter, "sendMail">;

/** Removes line breaks (and other control characters) so visitor text can never add a mail header. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
}

function mailDomain(): string {
  const at = mailFrom().lastIndexOf("@");
  return at >= 0 ? mailFrom().slice(at + 1).replace(/[>\s]/g, "") || "localhost" : "localhost";
}

/** The mail for one stored contact message: plain text only, the visitor as Reply-To. */
export function buildContactMail(bericht: ContactBericht): SendMailOptions {
  const name = headerSafe(bericht.name);
  const subject = headerSafe(bericht.subject);
  const category = categoryLabel(bericht.category);
  return {
    from: mailFrom(),
    to: contactTo(group.email),
    replyTo: { name, address: headerSafe(bericht.email) },
    subject: `[Contact - ${category}] ${subject}`,
    // A stable Message-ID per stored message lets mail servers recognise the same message.
    messageId: `<contact-${bericht.id}-${bericht.createdAt}@${mailDomain()}>`,
    text: [
      `Nieuw bericht via het contactformulier van ${group.name}.`,
      "",
      `Naam: ${name}`,
      `E-mail: ${headerSafe(bericht.email)}`,
      `Categorie: ${category}`,
      `Onderwerp: ${subject}`,
      `Verstuurd op: ${formatDateTime(bericht.createdAt)}`,
      "",
      bericht.text,
      "",
      "Antwoorden op deze mail gaat naar de afzender.",
    ].join("\n"),
  };
}

let cached: { url: string; transport: Transporter } | undefined;

/** The SMTP transport of SMTP_URL, or undefined when mail is not configured. */
export function getMailTransport(): MailTransport | undefined {
  const url = smtpUrl();
  if (!url) return undefined;
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = {
      url,
      transport: nodemailer.createTransport({
        url,
        // Fail within seconds when the mail server is away; the worker tries again later.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    };
  }
  return cached.transport;
}

export function closeMailTransport(): void {
  cached?.transport.close();
  cached = undefined;
}
