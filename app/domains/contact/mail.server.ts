import type { SendMailOptions } from "nodemailer";
import { contactTo } from "~/config/env.server";
import type { Groep } from "~/domains/instellingen/rules";
import { formatDateTime } from "~/lib/dates";
import { headerSafe, mailDomain, mailSender } from "~/lib/mail.server";
import type { ContactBericht } from "./contact.server";
import { categoryLabel } from "./validation";

/** The mail for one stored contact message: plain text only, the visitor as Reply-To, to the group's address. */
export function buildContactMail(bericht: ContactBericht, groep: Groep): SendMailOptions {
  const name = headerSafe(bericht.name);
  const subject = headerSafe(bericht.subject);
  const category = categoryLabel(bericht.category);
  return {
    from: mailSender(groep.naam),
    to: contactTo(groep.email),
    replyTo: { name, address: headerSafe(bericht.email) },
    subject: `[Contact - ${category}] ${subject}`,
    // A stable Message-ID per stored message lets mail servers recognise the same message.
    messageId: `<contact-${bericht.id}-${bericht.createdAt}@${mailDomain()}>`,
    text: [
      `Nieuw bericht via het contactformulier van ${groep.naam}.`,
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
