// 'Inschrijven' for an activity (issue 51): the form's limits and texts, and the state of an activity's sign-ups
// (open, full, closed). Shared by the pages, the mails and the server (no Zod here: the public pages' markup imports it).
import { AFMELDEN_TEKSTEN, AFMELDING_BEWAREN_DAGEN, NAAM_MAX, ouderTak } from "~/domains/afmeldingen/rules";

export { NAAM_MAX };
export const OPMERKING_MAX = 300;
/** At most this many places (a number past it is a typo). */
export const PLAATSEN_MAX = 1000;
/** The names and remarks are removed this many days after the activity ends, as absences' are. */
export const INSCHRIJVING_BEWAREN_DAGEN = AFMELDING_BEWAREN_DAGEN;

export const INSCHRIJVEN_TEKSTEN = {
  naamLeeg: AFMELDEN_TEKSTEN.naamLeeg,
  naamTeLang: AFMELDEN_TEKSTEN.naamTeLang,
  opmerkingTeLang: `De opmerking mag hoogstens ${OPMERKING_MAX} tekens lang zijn.`,
  emailOngeldig: AFMELDEN_TEKSTEN.emailOngeldig,
  kiesTak: AFMELDEN_TEKSTEN.kiesTak,
  gesloten: "De inschrijvingen zijn gesloten.",
  afgelast: "Deze activiteit is afgelast: inschrijven hoeft niet.",
  begonnen: "Deze activiteit is al begonnen: annuleren kan niet meer. Laat het de leiding rechtstreeks weten.",
  teVeel: "Te veel inschrijvingen na elkaar. Probeer het over een uur opnieuw, of laat het de leiding rechtstreeks weten.",
  honeypot: "Je inschrijving kon niet verwerkt worden. Probeer het opnieuw.",
  fout: "Er is iets misgegaan. Probeer het later opnieuw, of laat het de leiding rechtstreeks weten.",
  privacy: `Enkel de leiding van de tak ziet de naam en de opmerking; ze worden ${INSCHRIJVING_BEWAREN_DAGEN} dagen na de activiteit gewist.`,
  plaatsenOngeldig: `Geef het aantal plaatsen als een getal van 1 tot ${PLAATSEN_MAX}, of laat het leeg voor onbeperkt.`,
  totNaBegin: "Inschrijven kan hoogstens tot het begin van de activiteit.",
} as const;

/** What an activity asks of its sign-ups, with how many there are (those on the waiting list included). */
export interface Inschrijving {
  /** Null: no limit. */
  plaatsen: number | null;
  /** Until when sign-ups are taken; null: until the start. */
  tot: number | null;
  aantal: number;
}

export type InschrijfStatus = "open" | "volzet" | "gesloten";

export interface InschrijfStand {
  status: InschrijfStatus;
  /** Free places (null without a limit). */
  vrij: number | null;
  /** The moment sign-ups close. */
  sluit: number;
}

/**
 * Whether sign-ups are taken now: closed once the activity is cancelled or its closing moment (at the latest its start)
 * has come; full (further sign-ups go on the waiting list) once its places are taken.
 */
export function inschrijfStand(a: { afgelast: boolean; start: number }, i: Inschrijving, now: number): InschrijfStand {
  const sluit = i.tot === null ? a.start : Math.min(i.tot, a.start);
  const vrij = i.plaatsen === null ? null : Math.max(0, i.plaatsen - i.aantal);
  if (a.afgelast || now >= sluit) return { status: "gesloten", vrij, sluit };
  return { status: vrij === 0 ? "volzet" : "open", vrij, sluit };
}

/** The state beside 'Inschrijven' (numbers only, never names): 'nog 4 plaatsen', 'Volzet: wachtlijst', 'Gesloten'. */
export function standLabel(stand: InschrijfStand): string | null {
  if (stand.status === "gesloten") return "Gesloten";
  if (stand.status === "volzet") return "Volzet: wachtlijst";
  if (stand.vrij === null) return null;
  return stand.vrij === 1 ? "nog 1 plaats" : `nog ${stand.vrij} plaatsen`;
}

/** The evening reminder's line about an activity's sign-ups (numbers only). */
export function herinneringTekst(stand: InschrijfStand): string {
  if (stand.status === "gesloten") return "De inschrijvingen zijn gesloten.";
  if (stand.status === "volzet") return "Volzet: wie nu inschrijft, komt op de wachtlijst.";
  return `Inschrijven nodig${stand.vrij === null ? "" : `, nog ${stand.vrij === 1 ? "1 plaats" : `${stand.vrij} plaatsen`} vrij`}.`;
}

/** The page with the form: `/inschrijven/12`, with the child's tak preset when known (`?tak=welpen`). */
export function inschrijfPad(id: number, tak?: string | null): string {
  return `/inschrijven/${id}${tak ? `?tak=${encodeURIComponent(tak)}` : ""}`;
}

/** The page of the confirmation mail's 'Inschrijving annuleren' link. */
export function annuleerPad(token: string): string {
  return `/inschrijven/annuleren/${token}`;
}

export interface InschrijfLink {
  href: string;
  /** 'nog 4 plaatsen', 'Volzet: wachtlijst', 'Gesloten', or null (open, no limit). */
  stand: string | null;
}

/**
 * 'Inschrijven' beside 'Afmelden' for an activity that asks for sign-ups, until it begins (closed ones say 'Gesloten');
 * null otherwise, and for an activity of no age tak.
 */
export function inschrijfLink(
  a: { id: number; afgelast: boolean; start: number; heleGroep: boolean; takken: readonly { slug: string }[]; inschrijving: Inschrijving | null },
  now: number,
  leeftijd: readonly string[],
  tak: string | null = null,
): InschrijfLink | null {
  if (!a.inschrijving || a.afgelast || a.start <= now) return null;
  const voor = ouderTak(a, leeftijd, tak);
  if (voor === undefined) return null;
  return { href: inschrijfPad(a.id, voor), stand: standLabel(inschrijfStand(a, a.inschrijving, now)) };
}

/** 'Bedankt. Lotte is ingeschreven voor Bosspel op zaterdag 06/12.' */
export function bedankt(naam: string, titel: string, dag: string): string {
  return `Bedankt. ${naam} is ingeschreven voor ${titel} op ${dag}.`;
}

/** 'De activiteit is volzet: Lotte staat op de wachtlijst (plaats 2).' */
export function opWachtlijst(naam: string, plaats: number): string {
  return `De activiteit is volzet: ${naam} staat op de wachtlijst (plaats ${plaats}).`;
}

/** A second sign-up of the same child: 'Lotte was al ingeschreven voor Bosspel op zaterdag 06/12.' */
export function alIngeschreven(naam: string, titel: string, dag: string): string {
  return `${naam} was al ingeschreven voor ${titel} op ${dag}.`;
}

/** A second sign-up with a remark: the stored remark is the new one. */
export const OPMERKING_AANGEPAST = "De opmerking is aangepast naar wat je nu invulde.";

/** A sign-up's place in the order: 1-based; past `plaatsen` it is on the waiting list (its place there is the rest). */
export function plaatsIn(volgorde: number, plaatsen: number | null): { wachtlijst: number | null } {
  return { wachtlijst: plaatsen !== null && volgorde > plaatsen ? volgorde - plaatsen : null };
}
