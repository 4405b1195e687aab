// Activities (the group's own calendar): shapes and rules shared by the server, the pages and the admin.
import { addDays, brusselsDateKey, brusselsTime, formatDateKey, mondayOf, weekdayOf } from "~/lib/days";
import type { InschrijfLink, Inschrijving } from "~/domains/inschrijvingen/rules";
import type { KampApi, KampView } from "./kamp";

/** The API's and the form's value for "every tak at once". */
export const HELE_GROEP = "hele-groep";
export const HELE_GROEP_LABEL = "Hele groep";

/** How many coming activities a tak page lists. */
export const KOMENDE_OP_TAKPAGINA = 5;
/** A weekly series creates at most this many activities. */
export const REEKS_MAX = 60;

/** An activity as the JSON API answers it. */
export interface Activiteit {
  id: number;
  titel: string;
  /** Tak slugs (e.g. "welpen"), or ["hele-groep"] for the whole group. */
  takken: string[];
  /** ISO 8601 with the Brussels offset. */
  start: string;
  einde: string | null;
  plaats: string | null;
  beschrijving: string | null;
  meebrengen: string | null;
  /** URL of the picture, or null. */
  afbeelding: string | null;
  nieuws: boolean;
  afgelast: boolean;
  reden: string | null;
  /** A cancelled activity's replacement (its id), or null. */
  vervangenDoor: number | null;
  /** The camp's details when the activity is marked 'Kamp', else null. */
  kamp: KampApi | null;
  /** 'Inschrijven nodig' (issue 51): parents sign a child up on the site. */
  inschrijven: boolean;
  /** The number of places (with `inschrijven`); null is no limit. */
  plaatsen: number | null;
  /** Until when sign-ups are taken (ISO 8601); null is until the start. */
  inschrijvenTot: string | null;
}

export interface TakLabel {
  slug: string;
  name: string;
  color: string;
}

/** An activity as the pages show it: times as instants, the takken with their names and colours. */
export interface ActiviteitView {
  id: number;
  titel: string;
  heleGroep: boolean;
  takken: TakLabel[];
  start: number;
  einde: number | null;
  plaats: string | null;
  beschrijving: string | null;
  meebrengen: string | null;
  afbeeldingUrl: string | null;
  nieuws: boolean;
  afgelast: boolean;
  reden: string | null;
  /** A cancelled activity's replacement, with where the calendar shows it. */
  vervangenDoor: Verwijzing | null;
  /** The cancelled activities this one replaces. */
  vervangt: Verwijzing[];
  kamp: KampView | null;
  /** 'Inschrijven nodig', with the count of sign-ups; null when the activity asks for none. */
  inschrijving: Inschrijving | null;
  /** Raised by every change (iCalendar SEQUENCE). */
  sequence: number;
  updatedAt: number;
}

/**
 * An activity as a list shows it (the calendar's weeks, a tak's coming activities): what ActiviteitItem shows and
 * nothing more, so that a long list does not carry every description (nor a camp's details) into its page.
 */
export type ActiviteitRegel = Pick<
  ActiviteitView,
  "id" | "titel" | "heleGroep" | "takken" | "start" | "einde" | "plaats" | "meebrengen" | "afgelast" | "reden" | "vervangenDoor" | "vervangt"
> & {
  kamp: boolean;
  /** The 'Afmelden' page of a coming activity of an age tak (see afmeldHref), or null. */
  afmelden: string | null;
  /** 'Inschrijven' with its state, for an activity that asks for sign-ups (see inschrijfLink), or null. */
  inschrijven: InschrijfLink | null;
};

export function alsRegel(a: ActiviteitView, afmelden: string | null, inschrijven: InschrijfLink | null = null): ActiviteitRegel {
  const { id, titel, heleGroep, takken, start, einde, plaats, meebrengen, afgelast, reden, vervangenDoor, vervangt } = a;
  return { id, titel, heleGroep, takken, start, einde, plaats, meebrengen, afgelast, reden, vervangenDoor, vervangt, kamp: a.kamp !== null, afmelden, inschrijven };
}

/** Another activity as a card names it: 'Vervangen door ...' and 'In de plaats van ...'. */
export interface Verwijzing {
  id: number;
  titel: string;
  start: number;
  einde: number | null;
  /** Its place on the calendar page (enough weeks shown, and its anchor). */
  href: string;
}

/** The anchor of an activity's card on the pages that list it. */
export function activiteitAnker(id: number): string {
  return `activiteit-${id}`;
}

/**
 * Where /kalender shows an activity: at its card, with enough weeks from this week on (8 at least), in the tak's
 * calendar when one is given (e.g. /kalender?tak=welpen#activiteit-12).
 */
export function kalenderHref(a: { id: number; start: number }, now: number, takSlug: string | null = null): string {
  const dagen = (Date.parse(mondayOf(brusselsDateKey(a.start))) - Date.parse(mondayOf(brusselsDateKey(now)))) / (24 * 60 * 60 * 1000);
  const weken = Math.round(dagen / 7) + 1;
  const params = new URLSearchParams();
  if (takSlug) params.set("tak", takSlug);
  if (weken > 8) params.set("weken", String(Math.min(52, weken)));
  const query = params.toString();
  return `/kalender${query ? `?${query}` : ""}#${activiteitAnker(a.id)}`;
}

/** The date line: '28/11/2026', or '13/02/2027 - 15/02/2027' for an activity over several days. */
export function datumLabel(a: { start: number; einde: number | null }): string {
  const first = brusselsDateKey(a.start);
  const last = a.einde === null ? first : brusselsDateKey(a.einde);
  return last === first ? formatDateKey(first) : `${formatDateKey(first)} - ${formatDateKey(last)}`;
}

const WEEKDAG_KORT = ["zo", "ma", "di", "wo", "do", "vr", "za"];

function dagEnUur(ms: number): string {
  return `${WEEKDAG_KORT[weekdayOf(brusselsDateKey(ms))]} ${brusselsTime(ms)}`;
}

/** Whether an activity ends on another (Brussels) day than it starts: a weekend, a camp. */
export function isMeerdaags(a: { start: number; einde: number | null }): boolean {
  return a.einde !== null && brusselsDateKey(a.einde) !== brusselsDateKey(a.start);
}

/**
 * The time line: '14:00 - 17:00', '14:00' without an end, and with the weekdays for an activity over several days:
 * 'vr 19:00 - zo 16:00' (never '19:00 - 16:00').
 */
export function tijdLabel(a: { start: number; einde: number | null }): string {
  if (a.einde === null) return brusselsTime(a.start);
  if (isMeerdaags(a)) return `${dagEnUur(a.start)} - ${dagEnUur(a.einde)}`;
  return `${brusselsTime(a.start)} - ${brusselsTime(a.einde)}`;
}

/** Date and time in one line: '28/11/2026, 14:00 - 17:00' or '13/02/2027 - 15/02/2027, vr 19:00 - zo 16:00'. */
export function datumTijdLabel(a: { start: number; einde: number | null }): string {
  return `${datumLabel(a)}, ${tijdLabel(a)}`;
}

/** 'Hele groep' or the tak names, e.g. 'Welpen, Pioniers'. */
export function takkenLabel(a: Pick<ActiviteitView, "heleGroep" | "takken">): string {
  return a.heleGroep ? HELE_GROEP_LABEL : a.takken.map((t) => t.name).join(", ");
}

/** Whether an activity concerns a tak: its own, or one for the whole group. */
export function isVoorTak(a: Pick<ActiviteitView, "heleGroep" | "takken">, slug: string): boolean {
  return a.heleGroep || a.takken.some((t) => t.slug === slug);
}

const MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];

/** Heading of a week on the calendar page: 'Deze week', 'Volgende week' or 'Week van 7 december'. */
export function weekTitel(monday: string, today: string): string {
  const thisMonday = mondayOf(today);
  if (monday === thisMonday) return "Deze week";
  if (monday === addDays(thisMonday, 7)) return "Volgende week";
  const [year, month, day] = monday.split("-").map(Number);
  const sameYear = monday.slice(0, 4) === today.slice(0, 4);
  return `Week van ${day} ${MONTHS[(month ?? 1) - 1]}${sameYear ? "" : ` ${year}`}`;
}

/** Activities grouped per week (Monday to Sunday), in their order. */
export function perWeek<T extends { start: number }>(items: readonly T[]): { monday: string; items: T[] }[] {
  const weeks: { monday: string; items: T[] }[] = [];
  for (const item of items) {
    const monday = mondayOf(brusselsDateKey(item.start));
    const last = weeks.at(-1);
    if (last?.monday === monday) last.items.push(item);
    else weeks.push({ monday, items: [item] });
  }
  return weeks;
}

type Vervangbaar = Pick<ActiviteitView, "id" | "start" | "afgelast" | "heleGroep" | "takken">;

/**
 * The activities a cancelled `a` can name as its replacement: others of the same tak (or the whole group) that go ahead
 * and are still to come (`komend`), the 20 nearest to it, in date order.
 */
export function vervangingKeuze<T extends Vervangbaar>(a: Vervangbaar, all: readonly T[], komend: (o: T) => boolean): T[] {
  const deelt = (o: T) => a.heleGroep || o.heleGroep || o.takken.some((t) => a.takken.some((u) => u.slug === t.slug));
  return all
    .filter((o) => o.id !== a.id && !o.afgelast && komend(o) && deelt(o))
    .sort((x, y) => Math.abs(x.start - a.start) - Math.abs(y.start - a.start))
    .slice(0, 20)
    .sort((x, y) => x.start - y.start);
}

/** Admin search: the title or a tak name contains the query (case-insensitive); 'hele groep' finds those. */
export function matchesActiviteitSearch(a: Pick<ActiviteitView, "titel" | "heleGroep" | "takken">, query: string): boolean {
  const q = query.trim().toLocaleLowerCase("nl-BE");
  if (!q) return true;
  return (
    a.titel.toLocaleLowerCase("nl-BE").includes(q) ||
    takkenLabel(a).toLocaleLowerCase("nl-BE").includes(q)
  );
}

export const WEEKDAGEN = [
  { value: 1, label: "maandag" },
  { value: 2, label: "dinsdag" },
  { value: 3, label: "woensdag" },
  { value: 4, label: "donderdag" },
  { value: 5, label: "vrijdag" },
  { value: 6, label: "zaterdag" },
  { value: 7, label: "zondag" },
] as const;

/**
 * The days of a weekly series: every `weekdag` (1 Monday ... 7 Sunday) from `eerste` to `laatste` (both
 * "YYYY-MM-DD", inclusive), without the days in `overslaan`.
 */
export function reeksDagen(input: { weekdag: number; eerste: string; laatste: string; overslaan: readonly string[] }): string[] {
  const skip = new Set(input.overslaan);
  const target = input.weekdag % 7;
  const days: string[] = [];
  let day = input.eerste;
  // Move to the first wanted weekday, then step a week at a time.
  day = addDays(day, (target - weekdayOf(day) + 7) % 7);
  // A bound on the loop: a series never spans more than a few years.
  for (let i = 0; i < 1000 && day <= input.laatste; i++, day = addDays(day, 7)) {
    if (!skip.has(day)) days.push(day);
  }
  return days;
}

const WEEKDAG_NAMEN = ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"] as const;

/** 'zaterdag 28/11' of an instant (Brussels). */
export function dagLabel(ms: number): string {
  const key = brusselsDateKey(ms);
  return `${WEEKDAG_NAMEN[weekdayOf(key)]} ${key.slice(8, 10)}/${key.slice(5, 7)}`;
}

/**
 * 'Deze week' names the day and the hours: 'zaterdag 28/11' and '14:00 - 17:00'; an activity over several days
 * 'vrijdag 20/11 19:00' and 'tot zondag 22/11 16:00'.
 */
export function wanneerLabel(a: { start: number; einde: number | null }): { dag: string; uren: string } {
  if (a.einde === null || brusselsDateKey(a.einde) === brusselsDateKey(a.start)) return { dag: dagLabel(a.start), uren: tijdLabel(a) };
  return { dag: `${dagLabel(a.start)} ${brusselsTime(a.start)}`, uren: `tot ${dagLabel(a.einde)} ${brusselsTime(a.einde)}` };
}

/** One line of 'Deze week' on the start page: a tak's next activity in the coming seven days. */
export interface DezeWeekRegel {
  tak: TakLabel;
  id: number;
  titel: string;
  start: number;
  einde: number | null;
  plaats: string | null;
  afgelast: boolean;
  reden: string | null;
  kamp: boolean;
  /** Where the line leads: the camp's page, or the activity in the tak's calendar. */
  href: string;
  /** 'Afmelden' for a child of this tak, while the activity takes absences; else null. */
  afmelden: string | null;
  /** 'Inschrijven' for a child of this tak, with its state, when the activity asks for sign-ups; else null. */
  inschrijven: InschrijfLink | null;
}

/** 'Einde' proposed from 'Begin' when a tak has no usual length yet (issue 52). */
export const STANDAARD_DUUR_MIN = 180;

/**
 * A tak's usual length of an activity, in minutes: the median of its recent ones that end the same day (a camp or a
 * weekend says nothing about a Saturday afternoon); null with fewer than two. Rounded to a quarter of an hour.
 */
export function gebruikelijkeDuur(duren: readonly number[]): number | null {
  const binnenDag = duren.filter((min) => min >= 15 && min <= 12 * 60).sort((a, b) => a - b);
  if (binnenDag.length < 2) return null;
  const mid = binnenDag.length / 2;
  const median = binnenDag.length % 2 ? binnenDag[Math.floor(mid)]! : (binnenDag[mid - 1]! + binnenDag[mid]!) / 2;
  return Math.round(median / 15) * 15;
}

/** "2026-12-05T14:00" plus minutes, as wall-clock time (what a datetime-local field holds); null for no such value. */
export function eindeVoorstel(begin: string, minuten: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(begin);
  if (!m) return null;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) + minuten * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}T${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

/** A part of an activity's 'Plaats': text, or a link (a pasted map link, issue 52). */
export type PlaatsDeel = { tekst: string } | { url: string; label: string };

const LINK = /https?:\/\/[^\s<>"']+/gi;
/** Where a link opens a map: its label says so. */
const KAART = /(^|\.)(google\.[a-z.]+|goo\.gl|openstreetmap\.org|osm\.org|waze\.com|maps\.apple\.com|bing\.com|here\.com)$/i;
export const OP_DE_KAART = "Bekijk op de kaart";

/** A link's own address: http(s) only, without the punctuation a sentence puts after it; null for anything else. */
function linkVan(text: string): { url: string; rest: string } | null {
  const trimmed = /^(.*?)([.,;:!?)\]]*)$/.exec(text)!;
  try {
    const url = new URL(trimmed[1]!);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
    return { url: url.href, rest: trimmed[2]! };
  } catch {
    return null;
  }
}

/**
 * 'Plaats' as its parts: the text as typed, and each http(s) link in it as a link ('Bekijk op de kaart' for a map,
 * else its host), so that a parent can tap it and a long address never widens the page.
 */
export function plaatsDelen(plaats: string): PlaatsDeel[] {
  const delen: PlaatsDeel[] = [];
  let vanaf = 0;
  const tekst = (t: string) => {
    if (!t) return;
    const vorige = delen.at(-1);
    if (vorige && "tekst" in vorige) vorige.tekst += t;
    else delen.push({ tekst: t });
  };
  for (const match of plaats.matchAll(LINK)) {
    const link = linkVan(match[0]);
    tekst(plaats.slice(vanaf, match.index));
    vanaf = match.index + match[0].length;
    if (!link) {
      tekst(match[0]);
      continue;
    }
    const host = new URL(link.url).hostname;
    delen.push({ url: link.url, label: KAART.test(host) ? OP_DE_KAART : host.replace(/^www\./, "") });
    tekst(link.rest);
  }
  tekst(plaats.slice(vanaf));
  return delen;
}

/** 'Plaats' without its links (where a link cannot be: a title, a card that is a link itself); null when nothing is left. */
export function plaatsZonderLinks(plaats: string | null): string | null {
  if (!plaats) return null;
  const tekst = plaatsDelen(plaats)
    .map((deel) => ("tekst" in deel ? deel.tekst : " "))
    .join("")
    .replace(/\s+/g, " ")
    .replace(/\s*([,;:])\s*$/, "")
    .replace(/^\s*[,;:-]\s*/, "")
    .trim();
  return tekst || null;
}
