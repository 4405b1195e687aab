import { siteUrl } from "~/group/context.server";
import { datumTijdLabel } from "~/domains/activiteiten/rules";
import type { MailMessage } from "~/domains/outbox/outbox.server";
import { ALINEA as P, escapeHtml as e, htmlMail as html, messageId } from "~/lib/mail-html.server";
import { absoluteUrl } from "~/lib/meta";
import { annuleerPad, INSCHRIJVING_BEWAREN_DAGEN } from "./rules";

// The mails of 'Inschrijven' to a parent: the confirmation (a place, or the waiting list) with the link that cancels,
// and the news that a place came free. Plain text and HTML, no images, no tracking, every link to the site itself.
// The tak's list before the activity is afmeldingen/lijst.server.ts's (one mail per tak with both lists).

interface Kind {
  email: string;
  naam: string;
  titel: string;
  start: number;
  einde: number | null;
  tak: string;
}

const voet = (groepsnaam: string) =>
  `Je krijgt deze mail omdat je je kind inschreef op de website van ${groepsnaam} en je e-mailadres invulde. Je krijgt er geen andere mails door.`;

/** The parent's confirmation: a place or the waiting list, and the link whose button cancels ('Inschrijving annuleren'). */
export function inschrijvingMail(key: string, a: Kind & { token: string; wachtlijst: number | null }, groepsnaam: string): MailMessage {
  const link = absoluteUrl(annuleerPad(a.token), siteUrl());
  const subject = a.wachtlijst === null ? `Ingeschreven voor ${a.titel}` : `Op de wachtlijst voor ${a.titel}`;
  const wat =
    a.wachtlijst === null
      ? `${a.naam} (${a.tak}) is ingeschreven voor ${a.titel} op ${datumTijdLabel(a)}. De leiding weet het.`
      : `${a.titel} op ${datumTijdLabel(a)} is volzet: ${a.naam} (${a.tak}) staat op de wachtlijst (plaats ${a.wachtlijst}). Komt er een plaats vrij, dan krijg je een mail.`;
  const annuleren = "Kan je kind toch niet? Annuleer dan met één klik, zo komt de plaats vrij:";
  return {
    to: a.email,
    subject,
    messageId: messageId(key),
    text: ["Dag,", "", wat, "", annuleren, link, "", "--", voet(groepsnaam)].join("\n"),
    html: html(
      subject,
      [
        `<p style="${P}">Dag,</p>`,
        `<p style="${P}">${e(wat)}</p>`,
        `<p style="${P}">${e(annuleren)}</p>`,
        `<p style="${P}"><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#1f5f2a;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">Inschrijving annuleren</a></p>`,
      ].join("\n"),
      e(voet(groepsnaam)),
    ),
  };
}

/** A place came free: the first on the waiting list has it now. Cancelling stays the first mail's link. */
export function plaatsVrijMail(key: string, a: Kind, groepsnaam: string): MailMessage {
  // The subject stays in the outbox after sending (the admin's list): no child's name in it.
  const subject = `Er is een plaats vrij voor ${a.titel}`;
  const wat = `Goed nieuws: er kwam een plaats vrij. ${a.naam} (${a.tak}) staat niet meer op de wachtlijst en is ingeschreven voor ${a.titel} op ${datumTijdLabel(a)}.`;
  const annuleren = "Kan je kind toch niet? Annuleer dan met de knop in je eerste mail, zo komt de plaats weer vrij.";
  return {
    to: a.email,
    subject,
    messageId: messageId(key),
    text: ["Dag,", "", wat, "", annuleren, "", "--", voet(groepsnaam)].join("\n"),
    html: html(subject, [`<p style="${P}">Dag,</p>`, `<p style="${P}">${e(wat)}</p>`, `<p style="${P}">${e(annuleren)}</p>`].join("\n"), e(voet(groepsnaam))),
  };
}

/** One sign-up on the tak's list before the activity. */
export interface InschrijfRegel {
  naam: string;
  opmerking: string | null;
  /** The place on the waiting list, or null with a place. */
  wachtlijst: number | null;
}

/** The sign-ups' part of the tak's list: who comes (with their remarks), then the waiting list. */
export function inschrijvingenLijst(regels: readonly InschrijfRegel[], plaatsen: number | null): { tekst: string[]; html: string } {
  const met = regels.filter((r) => r.wachtlijst === null);
  const wacht = regels.filter((r) => r.wachtlijst !== null);
  const kop = `Ingeschreven: ${met.length}${plaatsen === null ? "" : ` van de ${plaatsen} plaatsen`}`;
  const regel = (r: InschrijfRegel) => `${r.naam}${r.opmerking ? `: ${r.opmerking}` : ""}`;
  const tekst = [`${kop}:`, ...met.map((r) => `- ${regel(r)}`)];
  if (wacht.length) tekst.push("", `Op de wachtlijst: ${wacht.length}`, ...wacht.map((r) => `${r.wachtlijst}. ${regel(r)}`));
  const li = (r: InschrijfRegel) => `<li><strong>${e(r.naam)}</strong>${r.opmerking ? `: ${e(r.opmerking)}` : ""}</li>`;
  const htmlDeel = [
    `<p style="${P};font-weight:bold">${e(kop)}</p>`,
    met.length ? `<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5">${met.map(li).join("")}</ul>` : "",
    wacht.length ? `<p style="${P};font-weight:bold">Op de wachtlijst: ${wacht.length}</p><ol style="margin:0 0 12px;padding-left:20px;line-height:1.5">${wacht.map(li).join("")}</ol>` : "",
  ].join("\n");
  return { tekst, html: htmlDeel };
}

export const INSCHRIJVINGEN_VOET = `Namen en opmerkingen worden ${INSCHRIJVING_BEWAREN_DAGEN} dagen na de activiteit gewist.`;
