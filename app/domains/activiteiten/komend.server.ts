// When an activity is over. On the server only: it turns a Brussels day into an instant (lib/dates.ts), which the
// pages that list activities do not need to load.
import { startOfBrusselsDay } from "~/lib/dates";
import { addDays, brusselsDateKey } from "~/lib/days";

/** When an activity is over: its end, or the end of its (Brussels) day when it has none. */
export function effectiveEnd(a: { start: number; einde: number | null }): number {
  return a.einde ?? startOfBrusselsDay(addDays(brusselsDateKey(a.start), 1));
}

/** Coming: not over yet (an activity going on right now still counts). */
export function isKomend(a: { start: number; einde: number | null }, now: number): boolean {
  return effectiveEnd(a) > now;
}
