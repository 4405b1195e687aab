// Parents' messages: what counts as a change worth a message, how a message names it, and when messages may go.
// Pure functions, shared by the server's planning and the tests.
import { brusselsInstant } from "~/lib/dates";
import { dagLabel, plaatsZonderLinks } from "~/domains/activiteiten/rules";
import { addDays, brusselsDateKey, brusselsTime, mondayOf, weekdayOf } from "~/lib/days";
import { leesUur, leesWeekmoment } from "~/config/moments";

// The moments of the environment (MELDING_WEEKOVERZICHT, MELDING_HERINNERING) are read where the environment is checked.
export { leesUur, leesWeekmoment };

const DAY_MS = 24 * 60 * 60 * 1000;
/** An activity starting within this many days is worth a message when it is added, moved or cancelled. */
export const MELDING_VENSTER_DAGEN = 14;

/** What of an activity a message is about, as it was (before a round of changes) or is now. */
export interface Stand {
  titel: string;
  start: number;
  einde: number | null;
  plaats: string | null;
  afgelast: boolean;
  reden: string | null;
  heleGroep: boolean;
  takIds: number[];
  /** 'Mee te nemen'; absent in what was noted before issue 52 (then not compared). */
  meebrengen?: string | null;
}

export type WijzigingSoort = "nieuw" | "afgelast" | "terug" | "nieuwe-datum" | "nieuw-uur" | "nieuwe-plaats" | "mee-te-nemen";

/** What of a going-ahead activity changed, in the order a parent needs it: the day, the hours, the place, what to bring. */
export type Gewijzigd = Extract<WijzigingSoort, "nieuwe-datum" | "nieuw-uur" | "nieuwe-plaats" | "mee-te-nemen">;

export const SOORT_LABEL: Record<WijzigingSoort, string> = {
  nieuw: "Nieuwe activiteit",
  afgelast: "Afgelast",
  terug: "Gaat toch door",
  "nieuwe-datum": "Nieuwe datum",
  "nieuw-uur": "Nieuw uur",
  "nieuwe-plaats": "Nieuwe plaats",
  "mee-te-nemen": "Mee te nemen gewijzigd",
};

/** The same, after the first in a list: 'Nieuwe datum, nieuw uur en nieuwe plaats'. */
const VERVOLG: Record<Gewijzigd, string> = {
  "nieuwe-datum": "nieuwe datum",
  "nieuw-uur": "nieuw uur",
  "nieuwe-plaats": "nieuwe plaats",
  "mee-te-nemen": "mee te nemen gewijzigd",
};

/** A message's subject stays within what a phone shows of a notification (two lines). */
export const ONDERWERP_MAX = 90;

const meebrengenGewijzigd = (voor: Stand, na: Stand) => voor.meebrengen !== undefined && na.meebrengen !== undefined && (voor.meebrengen ?? "") !== (na.meebrengen ?? "");

/** Hours as the clock shows them (a moved day with the same hours changed the day only). */
const uurVan = (a: { start: number; einde: number | null }) => `${brusselsTime(a.start)}-${a.einde === null ? "" : `${brusselsDateKey(a.einde) === brusselsDateKey(a.start) ? "" : "+"}${brusselsTime(a.einde)}`}`;

/** Everything that changed of an activity that goes ahead, in the order a parent needs it (issue 52). */
export function gewijzigd(voor: Stand, na: Stand): Gewijzigd[] {
  const wat: Gewijzigd[] = [];
  if (brusselsDateKey(voor.start) !== brusselsDateKey(na.start)) wat.push("nieuwe-datum");
  if (uurVan(voor) !== uurVan(na) || (!wat.length && (voor.start !== na.start || voor.einde !== na.einde))) wat.push("nieuw-uur");
  if ((voor.plaats ?? "") !== (na.plaats ?? "")) wat.push("nieuwe-plaats");
  if (meebrengenGewijzigd(voor, na)) wat.push("mee-te-nemen");
  return wat;
}

/** The head of a message: 'Afgelast', or all that changed: 'Nieuw uur en nieuwe plaats'. */
export function meldingKop(soort: WijzigingSoort, voor: Stand | null, na: Stand): string {
  const wat = voor && soort !== "nieuw" && soort !== "afgelast" && soort !== "terug" ? gewijzigd(voor, na) : [];
  if (wat.length <= 1) return SOORT_LABEL[wat[0] ?? soort];
  const [eerste, ...rest] = wat as [Gewijzigd, ...Gewijzigd[]];
  const volgend = rest.map((w) => VERVOLG[w]);
  return `${SOORT_LABEL[eerste]}${volgend.length > 1 ? `, ${volgend.slice(0, -1).join(", ")}` : ""} en ${volgend.at(-1)}`;
}

/** Whether an activity (as it was or is) starts between now and the end of the window. */
export function inVenster(start: number | undefined, now: number): boolean {
  return start !== undefined && start >= now && start <= now + MELDING_VENSTER_DAGEN * DAY_MS;
}

/** Whether a change is one that parents hear about (moved in time or place, cancelled or back), before any waiting. */
export function telt(voor: Stand | null, na: Stand | null): boolean {
  if (!voor || !na) return voor !== na;
  return voor.start !== na.start || voor.einde !== na.einde || (voor.plaats ?? "") !== (na.plaats ?? "") || voor.afgelast !== na.afgelast || meebrengenGewijzigd(voor, na);
}

/**
 * What the parents are told after a round of changes, comparing the activity as they knew it (`voor`, null for a
 * new one) with what it is now: nothing when it is past, outside the 14 days, or back as it was.
 */
export function beschrijfWijziging(voor: Stand | null, na: Stand | null, now: number): WijzigingSoort | null {
  if (!na || na.start < now) return null;
  if (!inVenster(na.start, now) && !inVenster(voor?.start, now)) return null;
  if (!voor) return na.afgelast ? null : "nieuw";
  if (!voor.afgelast && na.afgelast) return "afgelast";
  if (voor.afgelast && !na.afgelast) return "terug";
  if (na.afgelast) return null;
  if (brusselsDateKey(voor.start) !== brusselsDateKey(na.start)) return "nieuwe-datum";
  if (voor.start !== na.start || voor.einde !== na.einde) return "nieuw-uur";
  if ((voor.plaats ?? "") !== (na.plaats ?? "")) return "nieuwe-plaats";
  if (meebrengenGewijzigd(voor, na)) return "mee-te-nemen";
  return null;
}

const KORTE_DAGEN = ["zo", "ma", "di", "wo", "do", "vr", "za"] as const;

/** 'za 06/12' of an instant (Brussels). */
export function korteDag(ms: number): string {
  const key = brusselsDateKey(ms);
  return `${KORTE_DAGEN[weekdayOf(key)]} ${key.slice(8, 10)}/${key.slice(5, 7)}`;
}

/** 'zaterdag 06/12/2025' of an instant (Brussels). */
export function langeDag(ms: number): string {
  return `${dagLabel(ms)}/${brusselsDateKey(ms).slice(0, 4)}`;
}

/** When, in short: 'za 06/12, 14:00-17:00', or over several days 'vr 05/12 19:00 - zo 07/12 16:00'. */
export function korteWanneer(a: { start: number; einde: number | null }): string {
  if (a.einde === null) return `${korteDag(a.start)}, ${brusselsTime(a.start)}`;
  if (brusselsDateKey(a.einde) === brusselsDateKey(a.start)) return `${korteDag(a.start)}, ${brusselsTime(a.start)}-${brusselsTime(a.einde)}`;
  return `${korteDag(a.start)} ${brusselsTime(a.start)} - ${korteDag(a.einde)} ${brusselsTime(a.einde)}`;
}

/** The hours: '14:00 - 17:00', '14:00', or 'tot zondag 07/12/2025 16:00' for several days. */
export function uren(a: { start: number; einde: number | null }): string {
  if (a.einde === null) return brusselsTime(a.start);
  if (brusselsDateKey(a.einde) === brusselsDateKey(a.start)) return `${brusselsTime(a.start)} - ${brusselsTime(a.einde)}`;
  return `${brusselsTime(a.start)} tot ${langeDag(a.einde)} ${brusselsTime(a.einde)}`;
}

/** At most `max` characters, with '…' when shortened. */
function kort(tekst: string, max: number): string {
  return tekst.length <= max ? tekst : `${tekst.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/**
 * The one line a message is, its mail's subject and its push title: 'Afgelast: Bosspel (za 06/12, 14:00-17:00) -
 * reden: stormweer', 'Nieuw uur en nieuwe plaats: Bosspel (za 06/12, 13:00-16:00, Het bos)'. What changed comes first
 * and all of it (issue 52: a parent who reads only the notification must not go to the old place); a new place is
 * named when it is short words, not a link. Within ONDERWERP_MAX: a long reason, then a long title is shortened.
 */
export function meldingRegel(soort: WijzigingSoort, na: Stand, voor: Stand | null = null): string {
  const kop = meldingKop(soort, voor, na);
  const nieuwePlaats = voor !== null && soort !== "nieuw" && soort !== "afgelast" && soort !== "terug" && (voor.plaats ?? "") !== (na.plaats ?? "");
  const plaats = nieuwePlaats ? plaatsZonderLinks(na.plaats) : null;
  const wanneer = `${korteWanneer(na)}${plaats && plaats.length <= 40 ? `, ${plaats}` : ""}`;
  const reden = soort === "afgelast" && na.reden ? ` - reden: ${na.reden}` : "";
  const vast = `${kop}: `.length + ` (${wanneer})`.length;
  const titelRuimte = Math.max(12, ONDERWERP_MAX - vast - Math.min(reden.length, 30));
  const titel = kort(na.titel, titelRuimte);
  const regel = `${kop}: ${titel} (${wanneer})`;
  return reden ? `${regel}${kort(reden, Math.max(12, ONDERWERP_MAX - regel.length))}` : regel;
}

/** 'de Welpen', 'de Welpen en de Kapoenen', 'de Welpen, de Kapoenen en de Jin'. */
export function takkenZin(namen: readonly string[]): string {
  const met = namen.map((n) => `de ${n}`);
  return met.length <= 1 ? (met[0] ?? "") : `${met.slice(0, -1).join(", ")} en ${met.at(-1)}`;
}

// --- When messages may go ---

/**
 * Quiet hours ({van, tot} in whole hours, Brussels; e.g. 22 to 7 over midnight): the moment they end when `now` falls
 * in them, else null. Push messages wait until then; mails go at any time.
 */
export function stilteTot(now: number, stilte: { van: number; tot: number } | undefined): number | null {
  if (!stilte) return null;
  const key = brusselsDateKey(now);
  const uur = Number(brusselsTime(now).slice(0, 2));
  const over = stilte.van > stilte.tot;
  const binnen = over ? uur >= stilte.van || uur < stilte.tot : uur >= stilte.van && uur < stilte.tot;
  if (!binnen) return null;
  const dag = over && uur >= stilte.van ? addDays(key, 1) : key;
  return brusselsInstant(dag, hhmm(stilte.tot, 0));
}

const hhmm = (uur: number, minuut: number) => `${String(uur).padStart(2, "0")}:${String(minuut).padStart(2, "0")}`;

/** This week's (Monday to Sunday, Brussels) moment of the weekly message, and its day as "YYYY-MM-DD". */
export function weekmomentVan(now: number, moment: { weekdag: number; uur: number; minuut: number }): { dag: string; at: number } {
  const monday = mondayOf(brusselsDateKey(now));
  const dag = addDays(monday, (moment.weekdag + 6) % 7);
  return { dag, at: brusselsInstant(dag, hhmm(moment.uur, moment.minuut)) };
}

/** A weekly message that the server missed (it was down at the moment) still goes within this time after it. */
export const WEEKOVERZICHT_INHAALTIJD_MS = 12 * 60 * 60 * 1000;

/** Today's moment of the evening reminder (Brussels), today's day and the day it is about (tomorrow). */
export function herinneringVan(now: number, uur: { uur: number; minuut: number }): { vandaag: string; morgen: string; at: number } {
  const vandaag = brusselsDateKey(now);
  return { vandaag, morgen: addDays(vandaag, 1), at: brusselsInstant(vandaag, hhmm(uur.uur, uur.minuut)) };
}

/** An evening reminder that the server missed (it was down at the moment) still goes within this time after it. */
export const HERINNERING_INHAALTIJD_MS = 3 * 60 * 60 * 1000;
