import { siteUrl } from "~/config/env.server";
import { escapeHtml } from "~/lib/text";
import type { MailMessage, PushPayload } from "~/domains/outbox/outbox.server";
import { formatDateKey, brusselsDateKey } from "~/lib/days";
import { mailDomain } from "~/lib/mail.server";
import { absoluteUrl } from "~/lib/meta";
import { korteWanneer, langeDag, meldingRegel, SOORT_LABEL, takkenZin, uren, type Stand, type WijzigingSoort } from "./rules";

// The texts of the parents' messages. Every mail has a plain-text and an HTML part with the same content, no images
// and nothing that reports back (no tracking pixel, no redirecting links), and ends with the manage link, which
// List-Unsubscribe also names (with one-click unsubscribe, RFC 8058).

/** An activity as a message describes it. */
export interface ActiviteitInfo extends Stand {
  id: number;
  meebrengen: string | null;
  /** 'Welpen, Kapoenen' or 'Hele groep'. */
  takken: string;
  /** The activity on the calendar page (absolute). */
  link: string;
}

export function beheerLink(token: string): string {
  return absoluteUrl(`/meldingen/beheer/${token}`, siteUrl());
}

export function bevestigLink(token: string): string {
  return absoluteUrl(`/meldingen/bevestigen/${token}`, siteUrl());
}

/** Escapes text for the HTML part. */
const e = escapeHtml;

const P = "margin:0 0 12px;line-height:1.5";

function htmlMail(titel: string, body: string, voet: string): string {
  return [
    "<!doctype html>",
    '<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${e(titel)}</title></head>`,
    '<body style="margin:0;padding:16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px">',
    '<div style="max-width:560px;margin:0 auto">',
    body,
    '<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0">',
    `<p style="${P};font-size:14px;color:#4b5563">${voet}</p>`,
    "</div></body></html>",
  ].join("\n");
}

interface Ontvanger {
  email: string;
  beheerToken: string;
  /** The takken the parent follows, by name. */
  takNamen: string[];
}

function voetTekst(o: Ontvanger, groepsnaam: string): string[] {
  return [
    "--",
    `Je krijgt deze mail omdat je je inschreef voor de meldingen van ${takkenZin(o.takNamen)} bij ${groepsnaam}.`,
    `Takken kiezen, pauzeren of uitschrijven: ${beheerLink(o.beheerToken)}`,
  ];
}

function voetHtml(o: Ontvanger, groepsnaam: string): string {
  return `Je krijgt deze mail omdat je je inschreef voor de meldingen van ${e(takkenZin(o.takNamen))} bij ${e(groepsnaam)}.<br><a href="${e(beheerLink(o.beheerToken))}" style="color:#1f5f2a">Takken kiezen, pauzeren of uitschrijven</a>`;
}

function mail(key: string, o: Ontvanger, groepsnaam: string, subject: string, text: string[], html: string): MailMessage {
  const manage = beheerLink(o.beheerToken);
  return {
    to: o.email,
    subject,
    // One Message-ID per outbox row: a mail server that got it twice can tell.
    messageId: `<${key.replace(/[^A-Za-z0-9.-]/g, ".")}@${mailDomain()}>`,
    headers: { "List-Unsubscribe": `<${manage}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    text: [...text, "", ...voetTekst(o, groepsnaam)].join("\n"),
    html: htmlMail(subject, html, voetHtml(o, groepsnaam)),
  };
}

/** The double opt-in mail: the link whose button confirms (7 days valid). */
export function bevestigingsMail(key: string, o: Ontvanger & { bevestigToken: string }, groepsnaam: string): MailMessage {
  const link = bevestigLink(o.bevestigToken);
  const subject = `Bevestig je inschrijving voor de meldingen van ${groepsnaam}`;
  const wat = `Dit adres werd ingeschreven voor de meldingen van ${takkenZin(o.takNamen)}: een bericht als een activiteit verplaatst of afgelast wordt, en elke week een overzicht.`;
  return mail(
    key,
    o,
    groepsnaam,
    subject,
    ["Dag,", "", wat, "Bevestig je inschrijving via deze link (hij werkt 7 dagen):", "", link, "", "Heb je je niet zelf ingeschreven? Dan hoef je niets te doen: zonder bevestiging krijg je niets."],
    [
      `<p style="${P}">Dag,</p>`,
      `<p style="${P}">${e(wat)}</p>`,
      `<p style="${P}"><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#1f5f2a;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">Inschrijving bevestigen</a></p>`,
      `<p style="${P}">De link werkt 7 dagen. Heb je je niet zelf ingeschreven? Dan hoef je niets te doen: zonder bevestiging krijg je niets.</p>`,
    ].join("\n"),
  );
}

/** A second sign-up of a confirmed address: nothing changes, the mail reminds its owner where to manage it. */
export function alIngeschrevenMail(key: string, o: Ontvanger, groepsnaam: string): MailMessage {
  const subject = `Je meldingen van ${groepsnaam}`;
  const tekst = `Iemand schreef dit adres opnieuw in voor de meldingen van ${groepsnaam}. Je bent al ingeschreven voor ${takkenZin(o.takNamen)}; er is niets veranderd.`;
  return mail(
    key,
    o,
    groepsnaam,
    subject,
    ["Dag,", "", tekst, "Wil je andere takken volgen, of geen meldingen meer? Dat kan via de link hieronder."],
    `<p style="${P}">Dag,</p>\n<p style="${P}">${e(tekst)}</p>\n<p style="${P}">Wil je andere takken volgen, of geen meldingen meer? Dat kan via de link hieronder.</p>`,
  );
}

function details(a: ActiviteitInfo): [string, string][] {
  const rijen: [string, string][] = [
    ["Tak", a.takken],
    ["Datum", brusselsDateKey(a.start) === brusselsDateKey(a.einde ?? a.start) ? formatDateKey(brusselsDateKey(a.start)) : `${formatDateKey(brusselsDateKey(a.start))} - ${formatDateKey(brusselsDateKey(a.einde!))}`],
    ["Uur", uren(a)],
  ];
  if (a.plaats) rijen.push(["Plaats", a.plaats]);
  if (a.meebrengen) rijen.push(["Mee te nemen", a.meebrengen]);
  if (a.afgelast) rijen.push(["Afgelast", a.reden ? `ja, reden: ${a.reden}` : "ja"]);
  return rijen;
}

function detailsTekst(a: ActiviteitInfo): string[] {
  return [a.titel, ...details(a).map(([k, v]) => `${k}: ${v}`)];
}

function detailsHtml(a: ActiviteitInfo): string {
  const rijen = details(a)
    .map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${e(k)}</th><td style="padding:2px 0">${e(v)}</td></tr>`)
    .join("");
  return `<h2 style="margin:16px 0 8px;font-size:18px">${e(a.titel)}${a.afgelast ? " (afgelast)" : ""}</h2>\n<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rijen}</table>`;
}

/** The message about one activity: 'Afgelast: Bosspel (za 06/12, 14:00-17:00) - reden: stormweer', then its details. */
export function wijzigingsMail(key: string, o: Ontvanger, groepsnaam: string, soort: WijzigingSoort, a: ActiviteitInfo, voor: Stand | null): MailMessage {
  const regel = meldingRegel(soort, a);
  const eerder = voor && soort !== "nieuw" && soort !== "afgelast" && soort !== "terug" ? `Eerder: ${korteWanneer(voor)}${voor.plaats ? `, ${voor.plaats}` : ""}` : null;
  return mail(
    key,
    o,
    groepsnaam,
    regel,
    [regel, "", ...detailsTekst(a), ...(eerder ? ["", eerder] : []), "", `Bekijk de activiteit: ${a.link}`],
    [
      `<p style="${P};font-size:18px;font-weight:bold">${e(regel)}</p>`,
      detailsHtml(a),
      eerder ? `<p style="${P};color:#4b5563">${e(eerder)}</p>` : "",
      `<p style="${P}"><a href="${e(a.link)}" style="color:#1f5f2a">Bekijk de activiteit op de kalender</a></p>`,
    ].join("\n"),
  );
}

/** 'Deze week bij de Welpen (en de Kapoenen)': the activities of the coming seven days, cancellations included. */
export function weekMail(key: string, o: Ontvanger, groepsnaam: string, titel: string, activiteiten: readonly ActiviteitInfo[], kalender: string): MailMessage {
  const tekst = activiteiten.flatMap((a) => [`${langeDag(a.start)}${a.afgelast ? " - AFGELAST" : ""}`, ...detailsTekst(a), `Meer: ${a.link}`, ""]);
  const html = activiteiten.map((a) => `<h3 style="margin:20px 0 0;font-size:15px;color:#4b5563">${e(langeDag(a.start))}</h3>\n${detailsHtml(a)}`).join("\n");
  return mail(
    key,
    o,
    groepsnaam,
    titel,
    [`${titel}:`, "", ...tekst, `De hele kalender: ${kalender}`],
    `<h1 style="margin:0 0 12px;font-size:22px">${e(titel)}</h1>\n${html}\n<p style="${P}"><a href="${e(kalender)}" style="color:#1f5f2a">De hele kalender</a></p>`,
  );
}

/** 'Testbericht naar mezelf' from the admin: shows how a message looks, without a subscription. */
export function testMail(key: string, email: string, groepsnaam: string): MailMessage {
  const subject = `Testbericht: meldingen van ${groepsnaam}`;
  const kalender = absoluteUrl("/kalender", siteUrl());
  const tekst = "Zo ziet een melding aan de ouders eruit. Deze mail ging enkel naar jou.";
  return {
    to: email,
    subject,
    messageId: `<${key.replace(/[^A-Za-z0-9.-]/g, ".")}@${mailDomain()}>`,
    text: [subject, "", tekst, "", `Kalender: ${kalender}`].join("\n"),
    html: htmlMail(subject, `<p style="${P};font-weight:bold">${e(subject)}</p>\n<p style="${P}">${e(tekst)}</p>`, `<a href="${e(kalender)}" style="color:#1f5f2a">Kalender</a>`),
  };
}

/** A push message about one activity: the line's head as title, the rest as body; a click opens the activity. */
export function wijzigingsPush(soort: WijzigingSoort, a: ActiviteitInfo, pad: string, icon: string): PushPayload {
  const reden = soort === "afgelast" && a.reden ? ` - reden: ${a.reden}` : "";
  return { title: `${SOORT_LABEL[soort]}: ${a.titel}`, body: `${korteWanneer(a)}${a.plaats ? `, ${a.plaats}` : ""}${reden}`, url: pad, icon, tag: `activiteit-${a.id}` };
}

export function weekPush(titel: string, activiteiten: readonly ActiviteitInfo[], icon: string): PushPayload {
  const body = activiteiten.map((a) => `${korteWanneer(a)} ${a.titel}${a.afgelast ? " (afgelast)" : ""}`).join("\n");
  return { title: titel, body, url: "/kalender", icon, tag: "weekoverzicht" };
}
