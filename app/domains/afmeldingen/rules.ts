// 'Afmelden' for an activity: the form's limits and texts, and when an activity takes absences. Shared by the pages,
// the mails and the server (no Zod here: the public pages' markup imports it).

export const NAAM_MAX = 80;
export const REDEN_MAX = 300;
/** The hidden field that people never see and bots fill in. */
export const AFMELDEN_HONEYPOT = "website";
/** The names and reasons are removed this many days after the activity ends; only the count stays. */
export const AFMELDING_BEWAREN_DAGEN = 7;

export const AFMELDEN_TEKSTEN = {
  naamLeeg: "Vul de naam van je kind in.",
  naamTeLang: `De naam mag hoogstens ${NAAM_MAX} tekens lang zijn.`,
  redenTeLang: `De reden mag hoogstens ${REDEN_MAX} tekens lang zijn.`,
  emailOngeldig: "Vul een geldig e-mailadres in, of laat het veld leeg.",
  kiesTak: "Kies de tak van je kind.",
  begonnen: "Deze activiteit is al begonnen: afmelden kan niet meer. Laat het de leiding rechtstreeks weten.",
  afgelast: "Deze activiteit is afgelast: afmelden hoeft niet.",
  teVeel: "Te veel afmeldingen na elkaar. Probeer het over een uur opnieuw, of laat het de leiding rechtstreeks weten.",
  honeypot: "Je afmelding kon niet verwerkt worden. Probeer het opnieuw.",
  fout: "Er is iets misgegaan. Probeer het later opnieuw, of laat het de leiding rechtstreeks weten.",
  privacy: `Enkel de leiding van de tak ziet de naam en de reden; ze worden ${AFMELDING_BEWAREN_DAGEN} dagen na de activiteit gewist.`,
} as const;

/** The page with the form: `/afmelden/12`, with the child's tak preset when known (`?tak=welpen`). */
export function afmeldPad(id: number, tak?: string | null): string {
  return `/afmelden/${id}${tak ? `?tak=${encodeURIComponent(tak)}` : ""}`;
}

/** The page of the confirmation mail's 'Toch aanwezig' link. */
export function intrekPad(token: string): string {
  return `/afmelden/intrekken/${token}`;
}

/** Whether absences can be reported for an activity now: it is not cancelled and has not begun. */
export function afmeldbaar(a: { afgelast: boolean; start: number }, now: number): boolean {
  return !a.afgelast && a.start > now;
}

/** A second report of the same child: 'Lotte was al afgemeld voor Bosspel op zaterdag 06/12.' */
export function alAfgemeld(naam: string, titel: string, datum: string): string {
  return `${naam} was al afgemeld voor ${titel} op ${datum}.`;
}

/** A second report with a reason: the stored reason is the new one. */
export const REDEN_AANGEPAST = "De reden is aangepast naar wat je nu invulde.";

/** 'Bedankt. Lotte is afgemeld voor Bosspel op zaterdag 06/12.' */
export function bedankt(naam: string, titel: string, datum: string): string {
  return `Bedankt. ${naam} is afgemeld voor ${titel} op ${datum}.`;
}

/**
 * The age tak a parent's page about an activity is for: undefined when the activity concerns no age tak (the `leeftijd`
 * slugs), else the tak to preset (the page's own `tak`, or the only one) or null for a choice. Shared by 'Afmelden' and
 * 'Inschrijven'.
 */
export function ouderTak(
  a: { heleGroep: boolean; takken: readonly { slug: string }[] },
  leeftijd: readonly string[],
  tak: string | null = null,
): string | null | undefined {
  const kan = a.heleGroep ? leeftijd : a.takken.map((t) => t.slug).filter((slug) => leeftijd.includes(slug));
  if (kan.length === 0) return undefined;
  return tak && kan.includes(tak) ? tak : kan.length === 1 ? kan[0]! : null;
}

/**
 * Where 'Afmelden' leads for an activity, or null when it takes no absences: cancelled, begun, or for no age tak (the
 * `leeftijd` slugs). The tak is preset when the activity concerns one age tak, or when the page is a tak's own (`tak`).
 */
export function afmeldHref(
  a: { id: number; afgelast: boolean; start: number; heleGroep: boolean; takken: readonly { slug: string }[] },
  now: number,
  leeftijd: readonly string[],
  tak: string | null = null,
): string | null {
  if (!afmeldbaar(a, now)) return null;
  const voor = ouderTak(a, leeftijd, tak);
  return voor === undefined ? null : afmeldPad(a.id, voor);
}
