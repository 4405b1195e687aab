// Calendar days in Brussels as "YYYY-MM-DD" keys: the unit of the activities' dates, weeks and series, and what a page
// shows of an instant. This is the part of the date code the browser loads: it only reads the Brussels wall clock of
// an instant, with the offset @date-fns/tz gives. Turning a Brussels wall-clock time into an instant (dates.ts) needs
// more of that library, which stays on the server and in the admin.
import { tzOffset } from "@date-fns/tz/tzOffset";

export const TIME_ZONE = "Europe/Brussels";
export const LOCALE = "nl-BE";

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The Brussels date and time of an instant: the instant moved by the offset the time-zone rules give it there. */
function brusselsWallClock(ms: number): { date: string; time: string; offsetMinutes: number } {
  const offsetMinutes = tzOffset(TIME_ZONE, new Date(ms));
  const wall = new Date(ms + offsetMinutes * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 19), offsetMinutes };
}

/** ISO 8601 with the Brussels offset, e.g. "2026-11-28T14:00:00+01:00": what the JSON API answers. */
export function toBrusselsIso(ms: number): string {
  const { date, time, offsetMinutes } = brusselsWallClock(ms);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The Brussels calendar day of an instant, e.g. "2026-11-28". */
export function brusselsDateKey(ms: number): string {
  return brusselsWallClock(ms).date;
}

/** The value of an `<input type="datetime-local">` in Brussels time, e.g. "2026-11-28T14:00". */
export function toDateTimeLocal(ms: number): string {
  const { date, time } = brusselsWallClock(ms);
  return `${date}T${time.slice(0, 5)}`;
}

/** The hh:mm of an instant in Brussels, e.g. "14:00". */
export function brusselsTime(ms: number): string {
  return brusselsWallClock(ms).time.slice(0, 5);
}

export function isDateKey(value: string): boolean {
  const m = DATE_KEY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function keyToUtcMidnight(key: string): number {
  const m = DATE_KEY.exec(key);
  if (!m) throw new Error(`Not a date key: ${key}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The day `days` after (or before) a day, e.g. addDays("2026-12-31", 1) is "2027-01-01". */
export function addDays(key: string, days: number): string {
  return new Date(keyToUtcMidnight(key) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a day: 0 Sunday, 1 Monday, ... 6 Saturday. */
export function weekdayOf(key: string): number {
  return new Date(keyToUtcMidnight(key)).getUTCDay();
}

/** The Monday of the week a day falls in (weeks run Monday to Sunday in Belgium). */
export function mondayOf(key: string): string {
  return addDays(key, -((weekdayOf(key) + 6) % 7));
}

/** dd/mm/yyyy of a day key, e.g. "28/11/2026". */
export function formatDateKey(key: string): string {
  const [year, month, day] = key.split("-");
  return `${day}/${month}/${year}`;
}

let monthFormat: Intl.DateTimeFormat | undefined;
let weekdayFormat: Intl.DateTimeFormat | undefined;

/** Short pieces for a calendar tile of an instant: day of month, abbreviated month and weekday in Dutch. */
export function dateTile(instant: number | Date): { day: string; month: string; weekday: string } | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  monthFormat ??= new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "numeric", month: "short" });
  weekdayFormat ??= new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: "short" });
  const day = monthFormat.formatToParts(date);
  return {
    day: day.find((p) => p.type === "day")?.value ?? "",
    month: (day.find((p) => p.type === "month")?.value ?? "").replace(".", ""),
    weekday: weekdayFormat.format(date).replace(".", ""),
  };
}
