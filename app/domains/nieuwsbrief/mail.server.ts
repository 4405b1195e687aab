import type { SendMailOptions } from "nodemailer";
import { siteUrl } from "~/group/context.server";
import { getInstellingen, metGroepsAdres } from "~/domains/instellingen/instellingen.server";
import { logger } from "~/lib/logger.server";
import { getMailTransport, mailDomain, mailSender } from "~/lib/mail.server";
import { absoluteUrl } from "~/lib/meta";

export type ConfirmationMail = { id: number; email: string; confirmToken: string; unsubscribeToken: string };

/** The links in a newsletter mail: on the site's public address, since they are opened from a mailbox. */
export function confirmLink(token: string): string {
  return absoluteUrl(`/nieuwsbrief/bevestigen/${token}`, siteUrl());
}

export function unsubscribeLink(token: string): string {
  return absoluteUrl(`/nieuwsbrief/uitschrijven/${token}`, siteUrl());
}

/** The double opt-in mail: the confirmation link, and (as in every newsletter mail) the unsubscribe link and header. */
export function buildConfirmationMail(mail: ConfirmationMail, groepsnaam: string): SendMailOptions {
  const unsubscribe = unsubscribeLink(mail.unsubscribeToken);
  return {
    from: mailSender(groepsnaam),
    to: mail.email,
    subject: `Bevestig je inschrijving voor de nieuwsbrief van ${groepsnaam}`,
    messageId: `<nieuwsbrief-${mail.id}-${mail.confirmToken.slice(0, 12)}@${mailDomain()}>`,
    // RFC 2369 and 8058: mail programs show an unsubscribe button that posts to the same page.
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    text: [
      "Dag,",
      "",
      `Dit adres werd ingeschreven voor de nieuwsbrief van ${groepsnaam}.`,
      "Bevestig je inschrijving via deze link (hij werkt 7 dagen):",
      "",
      confirmLink(mail.confirmToken),
      "",
      "Heb je je niet zelf ingeschreven? Dan hoef je niets te doen: zonder bevestiging krijg je geen nieuwsbrief.",
      "",
      "Groetjes,",
      `De leiding van ${groepsnaam}`,
      "",
      "--",
      `Uitschrijven: ${unsubscribe}`,
    ].join("\n"),
  };
}

/**
 * Sends the confirmation mail. Without SMTP_URL the sign-up stays stored, unconfirmed (the admin sees it so); a failed
 * send is logged, and a new sign-up with the same address sends a new link.
 */
export async function sendConfirmationMail(mail: ConfirmationMail): Promise<void> {
  const transport = await getMailTransport();
  if (!transport) {
    logger.warn({ inschrijving: mail.id }, "Nieuwsbrief: geen SMTP_URL ingesteld, bevestigingsmail niet verstuurd");
    return;
  }
  try {
    await transport.sendMail(await metGroepsAdres(buildConfirmationMail(mail, (await getInstellingen()).groep.naam)));
  } catch (error) {
    logger.error({ inschrijving: mail.id, error: error instanceof Error ? error.message : String(error) }, "Nieuwsbrief: bevestigingsmail mislukt");
  }
}
