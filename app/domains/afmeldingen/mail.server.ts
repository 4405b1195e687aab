import { siteUrl } from "~/group/context.server";
import { datumTijdLabel } from "~/domains/activiteiten/rules";
import type { MailMessage } from "~/domains/outbox/outbox.server";
import { ALINEA as P, escapeHtml as e, htmlMail as html, messageId } from "~/lib/mail-html.server";
import { absoluteUrl } from "~/lib/meta";
import { INSCHRIJVINGEN_VOET, inschrijvingenLijst, type InschrijfRegel } from "~/domains/inschrijvingen/mail.server";
import { intrekPad } from "./rules";

// The mails of 'Afmelden': the parent's confirmation (with 'Toch aanwezig'), and the list a tak's address gets before
// the activity. Plain text and HTML, no images, no tracking, every link to the site itself.

/** The parent's confirmation: what was reported, and the link whose button withdraws it ('Toch aanwezig'). */
export function afmeldingMail(
  key: string,
  a: { email: string; naam: string; titel: string; start: number; einde: number | null; tak: string; token: string },
  groepsnaam: string,
): MailMessage {
  const link = absoluteUrl(intrekPad(a.token), siteUrl());
  const subject = `Afgemeld voor ${a.titel}`;
  const wat = `${a.naam} (${a.tak}) is afgemeld voor ${a.titel} op ${datumTijdLabel(a)}. De leiding weet het.`;
  const toch = "Komt je kind toch? Dan volstaat één klik op 'Toch aanwezig':";
  const voet = `Je krijgt deze mail omdat je je kind afmeldde op de website van ${groepsnaam} en je e-mailadres invulde. Je krijgt er geen andere mails door.`;
  return {
    to: a.email,
    subject,
    messageId: messageId(key),
    text: ["Dag,", "", wat, "", toch, link, "", "--", voet].join("\n"),
    html: html(
      subject,
      [
        `<p style="${P}">Dag,</p>`,
        `<p style="${P}">${e(wat)}</p>`,
        `<p style="${P}">${e(toch)}</p>`,
        `<p style="${P}"><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#1f5f2a;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">Toch aanwezig</a></p>`,
      ].join("\n"),
      e(voet),
    ),
  };
}

/** One absence on the tak's list. */
export interface LijstRegel {
  naam: string;
  reden: string | null;
}

/**
 * The list a tak's address gets before the activity: who is not coming, with the reasons; for an activity that asks for
 * sign-ups, first who is signed up (with the remarks) and the waiting list.
 */
export function lijstMail(
  key: string,
  to: string,
  l: {
    tak: string;
    titel: string;
    start: number;
    einde: number | null;
    regels: readonly LijstRegel[];
    beheer: string;
    inschrijvingen?: { regels: readonly InschrijfRegel[]; plaatsen: number | null } | null;
  },
  groepsnaam: string,
): MailMessage {
  const afgemeld = `${l.regels.length === 1 ? "Eén kind is" : `${l.regels.length} kinderen zijn`} afgemeld voor ${l.titel} op ${datumTijdLabel(l)}:`;
  const afmeldTekst = l.regels.map((r) => `- ${r.naam}${r.reden ? `: ${r.reden}` : ""}`);
  const afmeldHtml = `<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5">${l.regels.map((r) => `<li><strong>${e(r.naam)}</strong>${r.reden ? `: ${e(r.reden)}` : ""}</li>`).join("")}</ul>`;
  const ins = l.inschrijvingen ? inschrijvingenLijst(l.inschrijvingen.regels, l.inschrijvingen.plaatsen) : null;
  const subject = l.inschrijvingen
    ? `Inschrijvingen voor ${l.titel} (${l.tak}): ${l.inschrijvingen.regels.length}${l.regels.length ? `, afmeldingen: ${l.regels.length}` : ""}`
    : `Afmeldingen voor ${l.titel} (${l.tak}): ${l.regels.length}`;
  const intro = ins ? `${l.titel} op ${datumTijdLabel(l)}.` : afgemeld;
  const voet = `De lijst staat ook in het beheer onder Deze week (${l.beheer}). ${ins ? INSCHRIJVINGEN_VOET.replace("Namen en opmerkingen", "Namen, opmerkingen en redenen") : "Namen en redenen worden 7 dagen na de activiteit gewist."} Stuur deze mail niet door: het gaat om gegevens van minderjarigen.`;
  const tekst = ins ? [...ins.tekst, ...(l.regels.length ? ["", afgemeld, ...afmeldTekst] : [])] : afmeldTekst;
  const htmlDelen = ins ? [ins.html, ...(l.regels.length ? [`<p style="${P}">${e(afgemeld)}</p>`, afmeldHtml] : [])] : [afmeldHtml];
  return {
    to,
    subject,
    messageId: messageId(key),
    text: [intro, "", ...tekst, "", "--", voet, `(${groepsnaam})`].join("\n"),
    html: html(subject, [`<p style="${P}">${e(intro)}</p>`, ...htmlDelen].join("\n"), `${e(voet)} (${e(groepsnaam)})`),
  };
}
