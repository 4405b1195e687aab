// Dates as the site shows them (Belgian Dutch, Europe/Brussels, whatever the server's or browser's time zone) and as
// people type them: a time without offset is Brussels wall-clock time, turned into an instant by @date-fns/tz (which
// reads the zone rules of the platform, Intl). What the public pages need of dates is in days.ts.
import { TZDateMini } from "@date-fns/tz/date/mini";
import { dateTile, daysInMonth, LOCALE, TIME_ZONE } from "./days";

export const GEEN_DATUM = "Geen datum";
export const ONGELDIGE_DATUM = "Ongeldige datum";
export const FOUT_BIJ_DATUM = "Fout bij datumformattering";

export type DateInput = string | number | Date | null | undefined;

// Facebook writes offsets without a colon ("+0100"), which not every engine's Date parser accepts.
const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Parses ISO 8601 with or without an offset ("+01:00", "+0100", "+01", "Z"). Without an offset the time is
 * Brussels wall-clock time. Returns null when there is no value and "invalid" when it cannot be a date.
 */
export function parseDate(value: DateInput): Date | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "invalid" : value;
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : "invalid";
  const text = value.trim();
  if (text === "") return null;
  const m = ISO_PATTERN.exec(text);
  if (!m) {
    const fallback = new Date(text);
    return Number.isNaN(fallback.getTime()) ? "invalid" : fallback;
  }
  const [, y, mo, d, h = "0", mi = "0", s = "0", frac = "0", offset] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return "invalid";
  if (hour > 23 || minute > 59 || second > 59) return "invalid";
  const ms = Math.round(Number(`0.${frac}`) * 1000);
  if (offset) {
    const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
    if (offset.toUpperCase() === "Z") return new Date(wall);
    const sign = offset.startsWith("-") ? -1 : 1;
    const digits = offset.slice(1).replace(":", "");
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2) || "0");
    if (oh > 23 || om > 59) return "invalid";
    return new Date(wall - sign * (oh * 60 + om) * 60_000);
  }
  // No offset: Brussels wall-clock time. A time the spring change skips (02:30 on the last Sunday of March) is the
  // same moment an hour later (03:30); one the autumn change repeats (02:30 on the last Sunday of October) is the
  // second one, in winter time.
  return new Date(+new TZDateMini(year, month - 1, day, hour, minute, second, ms, TIME_ZONE));
}

let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

function partsOf(date: Date, format: Intl.DateTimeFormat): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(date)) out[part.type] = part.value;
  return out;
}

function format(value: DateInput, render: (date: Date) => string): string {
  try {
    const parsed = parseDate(value);
    if (parsed === null) return GEEN_DATUM;
    if (parsed === "invalid") return ONGELDIGE_DATUM;
    return render(parsed);
  } catch {
    return FOUT_BIJ_DATUM;
  }
}

/** dd/mm/yyyy in Brussels, e.g. "05/12/2026". */
export function formatDate(value: DateInput): string {
  return format(value, (date) => {
    dateFormat ??= new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
    const p = partsOf(date, dateFormat);
    return `${p.day}/${p.month}/${p.year}`;
  });
}

/** hh:mm (24 hours) in Brussels, e.g. "14:00". */
export function formatTime(value: DateInput): string {
  return format(value, (date) => {
    timeFormat ??= new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const p = partsOf(date, timeFormat);
    return `${p.hour}:${p.minute}`;
  });
}

/** dd/mm/yyyy hh:mm in Brussels, e.g. "05/12/2026 14:00"; the single fallback text when there is no valid date. */
export function formatDateTime(value: DateInput): string {
  const date = formatDate(value);
  return /^\d{2}\/\d{2}\/\d{4}$/.test(date) ? `${date} ${formatTime(value)}` : date;
}

/** How a page shows a moment; made on the server, so that the browser needs no date code. */
export interface DatumLabels {
  /** ISO 8601 (UTC) for `<time dateTime>`, or null without a valid date. */
  iso: string | null;
  /** dd/mm/yyyy, or the fallback text ('Geen datum', ...). */
  datum: string;
  /** hh:mm, or null without a valid date. */
  tijd: string | null;
  tegel: { day: string; month: string; weekday: string } | null;
}

export function datumLabels(value: DateInput): DatumLabels {
  const iso = toIsoString(value);
  return { iso, datum: formatDate(value), tijd: iso ? formatTime(value) : null, tegel: iso ? dateTile(Date.parse(iso)) : null };
}

/** ISO 8601 in UTC for machines (JSON-LD, iCalendar), or null. */
export function toIsoString(value: DateInput): string | null {
  const parsed = parseDate(value);
  return parsed === null || parsed === "invalid" ? null : parsed.toISOString();
}


/** The instant a Brussels day begins (00:00 local time, whatever the DST offset). */
export function startOfBrusselsDay(key: string): number {
  const parsed = parseDate(`${key}T00:00:00`);
  if (!(parsed instanceof Date)) throw new Error(`Not a date key: ${key}`);
  return parsed.getTime();
}

/** An instant from a Brussels day and a wall-clock time "HH:MM". */
export function brusselsInstant(key: string, time: string): number {
  const parsed = parseDate(`${key}T${time}`);
  if (!(parsed instanceof Date)) throw new Error(`Not a Brussels date and time: ${key} ${time}`);
  return parsed.getTime();
}

/**
 * A moment as a hoster writes it to go back to: `laatste` (Infinity: the newest there is), an ISO moment with its
 * offset, or a Brussels date and time (`2026-11-29 16:00`, `2026-11-29T16:00:30`); null when it is none of these.
 */
export function leesMoment(text: string): number | null {
  const value = text.trim();
  if (/^(laatste|nu)$/i.test(value)) return Number.POSITIVE_INFINITY;
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value)) return null;
  const date = parseDate(value.replace(" ", "T"));
  return date instanceof Date ? date.getTime() : null;
}
