// The kamp: an activity marked 'Kamp', with what parents need to know. Shapes and rules shared by the server and
// the pages (no server code here: the kamp page's packing list and countdown use it in the browser).
import { DUTCH_MONTHS } from "~/domains/takken/rules";
import { addDays, brusselsDateKey, brusselsTime, weekdayOf } from "~/lib/days";

/** A camp's PDF (kampboekje, medical form, ...), served as a download. */
export interface KampDocumentView {
  id: number;
  titel: string;
  url: string;
  /** In bytes. */
  grootte: number;
}

/** What a camp has besides the activity's own fields (its start and end are the departure and the return). */
export interface KampView {
  vertrekPlaats: string | null;
  terugkeerPlaats: string | null;
  adres: string | null;
  prijsCent: number | null;
  /** The camp's own support line; null: the group's text ('Instellingen' > 'Teksten' > 'Kamp'). */
  steun: string | null;
  paklijst: string[];
  inschrijvingUrl: string | null;
  /** Last day to register, "YYYY-MM-DD". */
  inschrijvingDeadline: string | null;
  contact: string | null;
  documenten: KampDocumentView[];
}

/** The JSON API's `kamp` of an activity. */
export interface KampApi {
  vertrek: { moment: string; plaats: string | null };
  terugkeer: { moment: string | null; plaats: string | null };
  adres: string | null;
  /** In euro, e.g. 185.5; null while not known. */
  prijs: number | null;
  steun: string | null;
  inschrijving: { url: string | null; deadline: string | null };
  paklijst: string[];
  documenten: KampDocumentView[];
  contact: string | null;
}

/** Files a camp may have at most, and how large each may be (as a booklet). */
export const KAMP_DOCUMENTEN_MAX = 10;
export const PAKLIJST_MAX = 100;

export function kampPad(takSlug: string): string {
  return `/kamp/${encodeURIComponent(takSlug)}`;
}

const WEEKDAGEN = ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"] as const;

function dayParts(key: string): { year: number; month: number; day: number } {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** '18 juli', with the year when asked: '18 juli 2027'. */
function dagMaand(key: string, metJaar = false): string {
  const { year, month, day } = dayParts(key);
  return `${day} ${DUTCH_MONTHS[month - 1]}${metJaar ? ` ${year}` : ""}`;
}

/** The days of a camp: '18-24 juli', '28 juli - 6 augustus', '30 december 2026 - 2 januari 2027', or '18 juli'. */
export function kampPeriode(a: { start: number; einde: number | null }, metJaar = false): string {
  const first = brusselsDateKey(a.start);
  const last = a.einde === null ? first : brusselsDateKey(a.einde);
  const f = dayParts(first);
  const l = dayParts(last);
  if (first === last) return dagMaand(first, metJaar);
  if (f.year !== l.year) return `${dagMaand(first, true)} - ${dagMaand(last, true)}`;
  if (f.month === l.month) return `${f.day}-${dagMaand(last, metJaar)}`;
  return `${dagMaand(first)} - ${dagMaand(last, metJaar)}`;
}

/** 'Kamp 18-24 juli in Gedinne': how the tak page and the start page name a camp. */
export function kampKop(a: { start: number; einde: number | null; plaats: string | null }): string {
  return a.plaats ? `Kamp ${kampPeriode(a)} in ${a.plaats}` : `Kamp ${kampPeriode(a)}`;
}

/** 'zaterdag 18 juli 2027 om 10:00'. */
export function langMoment(ms: number): string {
  const key = brusselsDateKey(ms);
  return `${WEEKDAGEN[weekdayOf(key)]} ${dagMaand(key, true)} om ${brusselsTime(ms)}`;
}

/** 'dinsdag 15 juni 2027' of a day key. */
export function langeDag(key: string): string {
  return `${WEEKDAGEN[weekdayOf(key)]} ${dagMaand(key, true)}`;
}

/** '€ 185' or '€ 185,50'. */
export function prijsLabel(cent: number): string {
  const euro = Math.floor(cent / 100);
  const rest = cent % 100;
  return rest === 0 ? `€ ${euro}` : `€ ${euro},${String(rest).padStart(2, "0")}`;
}

/** A map search for the camp site's address: the phone opens its maps app. */
export function kaartUrl(adres: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(adres.replace(/\s*\n\s*/g, ", "))}`;
}

/** '1,2 MB' or '180 KB'. */
export function grootteLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Whole Brussels days from today to the day of departure (0 on that day, negative after it). */
export function dagenTotVertrek(start: number, now: number): number {
  const today = brusselsDateKey(now);
  const vertrek = brusselsDateKey(start);
  let days = 0;
  // Day keys, not milliseconds: a summer-time switch in between does not move the count.
  const step = vertrek >= today ? 1 : -1;
  for (let day = today; day !== vertrek && Math.abs(days) < 1000; day = addDays(day, step)) days += step;
  return days;
}

/** The countdown: 'Nog 235 dagen tot het vertrek', 'Morgen vertrekken we!', ..., or null once the camp is over. */
export function aftelLabel(a: { start: number; einde: number | null }, now: number): string | null {
  if (a.einde !== null && now >= a.einde) return null;
  if (now >= a.start) return "Het kamp is bezig!";
  const days = dagenTotVertrek(a.start, now);
  if (days <= 0) return "Vandaag vertrekken we!";
  if (days === 1) return "Morgen vertrekken we!";
  return `Nog ${days} dagen tot het vertrek`;
}

/** A packing-list line ending in ':' heads the lines after it ('Slapen:', 'Kleren:'). */
export function paklijstGroepen(lijnen: readonly string[]): { kop: string | null; items: string[] }[] {
  const groepen: { kop: string | null; items: string[] }[] = [];
  for (const lijn of lijnen) {
    if (lijn.endsWith(":") && lijn.length > 1) groepen.push({ kop: lijn.slice(0, -1).trim(), items: [] });
    else if (groepen.length === 0) groepen.push({ kop: null, items: [lijn] });
    else groepen.at(-1)!.items.push(lijn);
  }
  return groepen.filter((g) => g.items.length > 0);
}

/** Whether registering is still open on `today` ("YYYY-MM-DD"): up to and including the deadline. */
export function inschrijvingOpen(deadline: string | null, today: string): boolean {
  return deadline === null || today <= deadline;
}
