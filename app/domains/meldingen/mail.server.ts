import { siteUrl } from "~/group/context.server";
import type { MailMessage, PushPayload } from "~/domains/outbox/outbox.server";
import { formatDateKey, brusselsDateKey } from "~/lib/days";
import { ALINEA as P, escapeHtml as e, htmlMail, messageId, rijenHtml } from "~/lib/mail-html.server";
import { absoluteUrl } from "~/lib/meta";
import { korteWanneer, langeDag, meldingKop, meldingRegel, takkenZin, uren, type Stand, type WijzigingSoort } from "./rules";
import { woorden, type Woorden } from "~/domains/takken/rules";

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

interface Ontvanger {
  email: string;
  beheerToken: string;
  /** The takken the parent follows, by name. */
  takNamen: string[];
}

function voetTekst(o: Ontvanger, groepsnaam: string, w: Woorden): string[] {
  return [
    "--",
    `Je krijgt deze mail omdat je je inschreef voor de meldingen van ${takkenZin(o.takNamen)} bij ${groepsnaam}.`,
    `${w.Takken} kiezen, pauzeren of uitschrijven: ${beheerLink(o.beheerToken)}`,
  ];
}

function voetHtml(o: Ontvanger, groepsnaam: string, w: Woorden): string {
  return `Je krijgt deze mail omdat je je inschreef voor de meldingen van ${e(takkenZin(o.takNamen))} bij ${e(groepsnaam)}.<br><a href="${e(beheerLink(o.beheerToken))}" style="color:#1f5f2a">${w.Takken} kiezen, pauzeren of uitschrijven</a>`;
}

/** A message to a subscription: its texts, then the footer with the manage link (`w`: the group's word for a tak). */
function mail(key: string, o: Ontvanger, groepsnaam: string, subject: string, text: string[], html: string, w: Woorden): MailMessage {
  const manage = beheerLink(o.beheerToken);
  return {
    to: o.email,
    subject,
    messageId: messageId(key),
    headers: { "List-Unsubscribe": `<${manage}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    text: [...text, "", ...voetTekst(o, groepsnaam, w)].join("\n"),
    html: htmlMail(subject, html, voetHtml(o, groepsnaam, w)),
  };
}

/**
 * The double opt-in mail: the link whose button confirms (7 days valid). To an address that already follows some
 * takken it offers to add the others (`erbij`) and ends with its manage link, as every message to it does; to a new
 * address it has no manage link, as there is nothing to manage yet.
 */
export function bevestigingsMail(
  key: string,
  o: { email: string; bevestigToken: string; takNamen: string[]; herinnering: boolean; erbij?: string[]; beheer?: Omit<Ontvanger, "email"> },
  groepsnaam: string,
  w: Woorden = woorden(),
): MailMessage {
  const link = bevestigLink(o.bevestigToken);
  const subject = o.beheer ? `Bevestig: ook de meldingen van ${takkenZin(o.erbij ?? [])}` : `Bevestig je inschrijving voor de meldingen van ${groepsnaam}`;
  const herinnering = o.herinnering ? ", een herinnering de avond voor een activiteit" : "";
  const wat = o.beheer
    ? `Iemand vroeg om dit adres ook de meldingen van ${takkenZin(o.erbij ?? [])} te sturen. Je volgt nu ${takkenZin(o.beheer.takNamen)}; met de knop hieronder volg je ze allemaal, in één inschrijving.`
    : `Dit adres werd ingeschreven voor de meldingen van ${takkenZin(o.takNamen)}: een bericht als een activiteit verplaatst of afgelast wordt${herinnering}, en elke week een overzicht.`;
  const knop = o.beheer ? `${w.Takken} toevoegen` : "Inschrijving bevestigen";
  const nietZelf = o.beheer
    ? "Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: er verandert niets."
    : "Heb je je niet zelf ingeschreven? Dan hoef je niets te doen: zonder bevestiging krijg je niets.";
  const text = ["Dag,", "", wat, `${knop} via deze link (hij werkt 7 dagen):`, "", link, "", nietZelf];
  const html = [
    `<p style="${P}">Dag,</p>`,
    `<p style="${P}">${e(wat)}</p>`,
    `<p style="${P}"><a href="${e(link)}" style="display:inline-block;padding:10px 16px;background:#1f5f2a;color:#ffffff;font-weight:bold;text-decoration:none;border-radius:6px">${knop}</a></p>`,
    `<p style="${P}">De link werkt 7 dagen. ${e(nietZelf)}</p>`,
  ].join("\n");
  if (o.beheer) return mail(key, { email: o.email, ...o.beheer }, groepsnaam, subject, text, html, w);
  const voet = `Je krijgt deze mail omdat dit adres werd ingeschreven voor de meldingen van ${groepsnaam}.`;
  return {
    to: o.email,
    subject,
    messageId: messageId(key),
    text: [...text, "", "--", voet].join("\n"),
    html: htmlMail(subject, html, e(voet)),
  };
}

/** A second sign-up of a confirmed address: nothing changes, the mail reminds its owner where to manage it. */
export function alIngeschrevenMail(key: string, o: Ontvanger, groepsnaam: string, w: Woorden = woorden()): MailMessage {
  const subject = `Je meldingen van ${groepsnaam}`;
  const tekst = `Iemand schreef dit adres opnieuw in voor de meldingen van ${groepsnaam}. Je bent al ingeschreven voor ${takkenZin(o.takNamen)}; er is niets veranderd.`;
  return mail(
    key,
    o,
    groepsnaam,
    subject,
    ["Dag,", "", tekst, `Wil je andere ${w.takken} volgen, of geen meldingen meer? Dat kan via de link hieronder.`],
    `<p style="${P}">Dag,</p>\n<p style="${P}">${e(tekst)}</p>\n<p style="${P}">Wil je andere ${w.takken} volgen, of geen meldingen meer? Dat kan via de link hieronder.</p>`,
    w,
  );
}

function details(a: ActiviteitInfo, w: Woorden): [string, string][] {
  const rijen: [string, string][] = [
    [w.Tak, a.takken],
    ["Datum", brusselsDateKey(a.start) === brusselsDateKey(a.einde ?? a.start) ? formatDateKey(brusselsDateKey(a.start)) : `${formatDateKey(brusselsDateKey(a.start))} - ${formatDateKey(brusselsDateKey(a.einde!))}`],
    ["Uur", uren(a)],
  ];
  if (a.plaats) rijen.push(["Plaats", a.plaats]);
  if (a.meebrengen) rijen.push(["Mee te nemen", a.meebrengen]);
  if (a.afgelast) rijen.push(["Afgelast", a.reden ? `ja, reden: ${a.reden}` : "ja"]);
  return rijen;
}

function detailsTekst(a: ActiviteitInfo, w: Woorden): string[] {
  return [a.titel, ...details(a, w).map(([k, v]) => `${k}: ${v}`)];
}

function detailsHtml(a: ActiviteitInfo, rijen: readonly (readonly [string, string])[]): string {
  return `<h2 style="margin:16px 0 8px;font-size:18px">${e(a.titel)}${a.afgelast ? " (afgelast)" : ""}</h2>\n${rijenHtml(rijen)}`;
}

/** How a moved activity was before: 'Eerder: za 06/12, 14:00-17:00, Het lokaal'; null for other changes. */
export function eerderRegel(soort: WijzigingSoort, voor: Stand | null): string | null {
  return voor && soort !== "nieuw" && soort !== "afgelast" && soort !== "terug" ? `Eerder: ${korteWanneer(voor)}${voor.plaats ? `, ${voor.plaats}` : ""}` : null;
}

/** The message about one activity: 'Afgelast: Bosspel (za 06/12, 14:00-17:00) - reden: stormweer', then its details. */
export function wijzigingsMail(key: string, o: Ontvanger, groepsnaam: string, soort: WijzigingSoort, a: ActiviteitInfo, voor: Stand | null, w: Woorden = woorden()): MailMessage {
  const regel = meldingRegel(soort, a, voor);
  const eerder = eerderRegel(soort, voor);
  return mail(
    key,
    o,
    groepsnaam,
    regel,
    [regel, "", ...detailsTekst(a, w), ...(eerder ? ["", eerder] : []), "", `Bekijk de activiteit: ${a.link}`],
    [
      `<p style="${P};font-size:18px;font-weight:bold">${e(regel)}</p>`,
      detailsHtml(a, details(a, w)),
      eerder ? `<p style="${P};color:#4b5563">${e(eerder)}</p>` : "",
      `<p style="${P}"><a href="${e(a.link)}" style="color:#1f5f2a">Bekijk de activiteit op de kalender</a></p>`,
    ].join("\n"),
    w,
  );
}

/** A message that lists activities (the week's, tomorrow's): its title, the list, and the link to the whole calendar. */
function overzichtMail(key: string, o: Ontvanger, groepsnaam: string, titel: string, lijst: { tekst: string[]; html: string }, kalender: string, w: Woorden): MailMessage {
  return mail(
    key,
    o,
    groepsnaam,
    titel,
    [`${titel}:`, "", ...lijst.tekst, `De hele kalender: ${kalender}`],
    `<h1 style="margin:0 0 12px;font-size:22px">${e(titel)}</h1>\n${lijst.html}\n<p style="${P}"><a href="${e(kalender)}" style="color:#1f5f2a">De hele kalender</a></p>`,
    w,
  );
}

/** 'Deze week bij de Welpen (en de Kapoenen)': the activities of the coming seven days, cancellations included. */
export function weekMail(key: string, o: Ontvanger, groepsnaam: string, titel: string, activiteiten: readonly ActiviteitInfo[], kalender: string, w: Woorden = woorden()): MailMessage {
  const tekst = activiteiten.flatMap((a) => [`${langeDag(a.start)}${a.afgelast ? " - AFGELAST" : ""}`, ...detailsTekst(a, w), `Meer: ${a.link}`, ""]);
  const html = activiteiten.map((a) => `<h3 style="margin:20px 0 0;font-size:15px;color:#4b5563">${e(langeDag(a.start))}</h3>\n${detailsHtml(a, details(a, w))}`).join("\n");
  return overzichtMail(key, o, groepsnaam, titel, { tekst, html }, kalender, w);
}

/** 'Testbericht naar mezelf' from the admin: shows how a message looks, without a subscription. */
export function testMail(key: string, email: string, groepsnaam: string): MailMessage {
  const subject = `Testbericht: meldingen van ${groepsnaam}`;
  const kalender = absoluteUrl("/kalender", siteUrl());
  const tekst = "Zo ziet een melding aan de ouders eruit. Deze mail ging enkel naar jou.";
  return {
    to: email,
    subject,
    messageId: messageId(key),
    text: [subject, "", tekst, "", `Kalender: ${kalender}`].join("\n"),
    html: htmlMail(subject, `<p style="${P};font-weight:bold">${e(subject)}</p>\n<p style="${P}">${e(tekst)}</p>`, `<a href="${e(kalender)}" style="color:#1f5f2a">Kalender</a>`),
  };
}

/** A push message about one activity: the line's head as title, the rest as body; a click opens the activity. */
export function wijzigingsPush(soort: WijzigingSoort, a: ActiviteitInfo, voor: Stand | null, pad: string, icon: string): PushPayload {
  const reden = soort === "afgelast" && a.reden ? ` - reden: ${a.reden}` : "";
  return { title: `${meldingKop(soort, voor, a)}: ${a.titel}`, body: `${korteWanneer(a)}${a.plaats ? `, ${a.plaats}` : ""}${reden}`, url: pad, icon, tag: `activiteit-${a.id}` };
}

export function weekPush(titel: string, activiteiten: readonly ActiviteitInfo[], icon: string): PushPayload {
  const body = activiteiten.map((a) => `${korteWanneer(a)} ${a.titel}${a.afgelast ? " (afgelast)" : ""}`).join("\n");
  return { title: titel, body, url: "/kalender", icon, tag: "weekoverzicht" };
}

/**
 * An activity in the evening reminder: with its 'Afmelden' link (none for a cancelled one), and for one that asks for
 * sign-ups its state ('Inschrijven nodig, nog 4 plaatsen vrij.') and the form's link while it takes them.
 */
export type HerinneringActiviteit = ActiviteitInfo & { afmelden: string | null; inschrijven: { tekst: string; link: string | null } | null };

function herinneringRijen(a: HerinneringActiviteit, w: Woorden): [string, string][] {
  const rijen: [string, string][] = [
    [w.Tak, a.takken],
    ["Uur", uren(a)],
  ];
  if (a.plaats) rijen.push(["Plaats", a.plaats]);
  if (a.meebrengen) rijen.push(["Meebrengen", a.meebrengen]);
  if (a.afgelast) rijen.push(["Afgelast", a.reden ? `ja, reden: ${a.reden}` : "ja"]);
  if (a.inschrijven) rijen.push(["Inschrijven", a.inschrijven.tekst]);
  return rijen;
}

/**
 * 'Morgen bij de Welpen (en de Jin)': the evening before, tomorrow's activities of every tak the parent follows, each
 * with its hours, place, what to bring and the 'Afmelden' link; a cancelled one says so.
 */
export function herinneringMail(key: string, o: Ontvanger, groepsnaam: string, titel: string, activiteiten: readonly HerinneringActiviteit[], kalender: string, w: Woorden = woorden()): MailMessage {
  const tekst = activiteiten.flatMap((a) => [
    `${a.titel}${a.afgelast ? " - AFGELAST" : ""}`,
    ...herinneringRijen(a, w).map(([k, v]) => `${k}: ${v}`),
    ...(a.inschrijven?.link ? [`Nog niet ingeschreven? Inschrijven: ${a.inschrijven.link}`] : []),
    ...(a.afmelden ? [`Komt je kind niet? Afmelden: ${a.afmelden}`] : []),
    "",
  ]);
  const html = activiteiten
    .map((a) => {
      const afmelden = a.afmelden ? `<p style="${P}">Komt je kind niet? <a href="${e(a.afmelden)}" style="color:#1f5f2a;font-weight:bold">Afmelden</a></p>` : "";
      const inschrijven = a.inschrijven?.link ? `<p style="${P}">Nog niet ingeschreven? <a href="${e(a.inschrijven.link)}" style="color:#1f5f2a;font-weight:bold">Inschrijven</a></p>` : "";
      return `${detailsHtml(a, herinneringRijen(a, w))}\n${inschrijven}${afmelden}`;
    })
    .join("\n");
  return overzichtMail(key, o, groepsnaam, titel, { tekst, html }, kalender, w);
}

export function herinneringPush(titel: string, activiteiten: readonly HerinneringActiviteit[], icon: string): PushPayload {
  const body = activiteiten.map((a) => `${uren(a)} ${a.titel}${a.afgelast ? " (afgelast)" : a.plaats ? `, ${a.plaats}` : ""}`).join("\n");
  return { title: titel, body, url: "/kalender", icon, tag: "herinnering" };
}

/**
 * The last message about a tak that stops: the parent hears it once, and that they are unsubscribed from it. Who
 * follows other takken keeps them (and the manage link); who followed only this one gets a mail without one, as there
 * is nothing left to manage.
 */
export function takStoptMail(
  key: string,
  o: { email: string; beheerToken: string | null; takNamen: string[] },
  groepsnaam: string,
  tak: { naam: string },
  w: Woorden,
): MailMessage {
  const subject = `${tak.naam}: geen berichten meer`;
  const wat = `${groepsnaam} heeft de ${w.tak} ${tak.naam} stopgezet. Je krijgt daarom geen berichten meer over de ${tak.naam}: je bent ervoor uitgeschreven.`;
  const verder = o.takNamen.length
    ? `Je blijft de berichten van ${takkenZin(o.takNamen)} krijgen.`
    : `Je volgde geen andere ${w.takken}: je krijgt geen meldingen meer van ${groepsnaam}. Je kan je altijd opnieuw inschrijven op de site.`;
  const text = ["Dag,", "", wat, "", verder];
  const html = `<p style="${P}">Dag,</p>\n<p style="${P}">${e(wat)}</p>\n<p style="${P}">${e(verder)}</p>`;
  if (o.beheerToken && o.takNamen.length) return mail(key, { email: o.email, beheerToken: o.beheerToken, takNamen: o.takNamen }, groepsnaam, subject, text, html, w);
  const voet = `Je krijgt deze mail omdat je je inschreef voor de meldingen van de ${tak.naam} bij ${groepsnaam}.`;
  return { to: o.email, subject, messageId: messageId(key), text: [...text, "", "--", voet].join("\n"), html: htmlMail(subject, html, e(voet)) };
}

export function takStoptPush(tak: { naam: string }, icon: string, w: Woorden): PushPayload {
  return { title: `${tak.naam}: geen berichten meer`, body: `De ${w.tak} ${tak.naam} is gestopt: je krijgt er geen berichten meer over.`, url: "/takken", icon, tag: "tak-stopt" };
}
