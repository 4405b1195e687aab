// The activities' cache tags (app/db/tags.server.ts): what their lists and pages read, and what a write changes.
import type { Tag } from "~/db/tags.server";
import { now as clockNow } from "~/lib/clock.server";

/** Every list over all takken: the calendar, the group's feed, the API without a tak. Every write changes it. */
export const ALLE_ACTIVITEITEN: Tag = "activiteiten";
/** The activities for the whole group, which every tak's lists show too. */
const HELE_GROEP: Tag = "activiteiten:hele-groep";
/** The news list's own items (activities marked for the news page). */
export const NIEUWS_ACTIVITEITEN: Tag = "activiteiten:nieuws";
/** The camps over all takken (/kamp): activities marked 'Kamp', their details and documents. */
export const KAMPEN: Tag = "activiteiten:kamp";
/** The lists over all takken of the coming seven days ('Deze week' on the start page). */
export const KOMENDE_WEEK: Tag = "activiteiten:komende-week";
/** The longest window a list that reads KOMENDE_WEEK may cover. */
export const KOMENDE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

const vanTak = (takId: number): Tag => `activiteiten:tak:${takId}`;

/** What the lists of one tak read (its page, its calendar and feed, its camp): its own activities and the whole group's. */
export function takActiviteiten(takId: number): Tag[] {
  return [vanTak(takId), HELE_GROEP];
}

/** One activity: its news page and the API's item, and the cards that name it as a replacement or as replaced. */
export function activiteitTag(id: number): Tag {
  return `activiteit:${id}`;
}

/** An activity as a write finds or leaves it. */
export interface ActiviteitStaat {
  id: number;
  heleGroep: boolean;
  takIds: readonly number[];
  nieuws: boolean;
  /** Marked 'Kamp'. */
  kamp: boolean;
  start: number;
  einde: number | null;
}

/**
 * Whether a list of the coming week, rendered a moment ago or now, shows it: a day of margin on both sides covers
 * every page still cached (at most 60 s) and an activity without an end (over at the end of its day).
 */
function inKomendeWeek(staat: ActiviteitStaat, now: number): boolean {
  const roughEnd = staat.einde ?? staat.start + DAY_MS;
  return roughEnd >= now - DAY_MS && staat.start < now + KOMENDE_WEEK_MS + DAY_MS;
}

/**
 * What a write of activities changes, from their states before and after it (a create has no before, a delete no
 * after): the lists over all takken, the lists of each tak they were or are for (every tak for the whole group), the
 * news list when they were or are on it, the camps when they were or are one, the coming week's lists when they were or
 * are in it, and each activity's own page.
 */
export function activiteitChanges(...states: (ActiviteitStaat | undefined)[]): [Tag, ...Tag[]] {
  const now = clockNow();
  const tags = new Set<Tag>();
  for (const staat of states) {
    if (!staat) continue;
    tags.add(activiteitTag(staat.id));
    if (staat.heleGroep) tags.add(HELE_GROEP);
    for (const takId of staat.takIds) tags.add(vanTak(takId));
    if (staat.nieuws) tags.add(NIEUWS_ACTIVITEITEN);
    if (staat.kamp) tags.add(KAMPEN);
    if (inKomendeWeek(staat, now)) tags.add(KOMENDE_WEEK);
  }
  return [ALLE_ACTIVITEITEN, ...tags];
}
