// The activities' cache tags (app/db/tags.server.ts): what their lists and pages read, and what a write changes.
import type { Tag } from "~/db/tags.server";

/** Every list over all takken: the calendar, the group's feed, the API without a tak. Every write changes it. */
export const ALLE_ACTIVITEITEN: Tag = "activiteiten";
/** The activities for the whole group, which every tak's lists show too. */
const HELE_GROEP: Tag = "activiteiten:hele-groep";
/** The news list's own items (activities marked for the news page). */
export const NIEUWS_ACTIVITEITEN: Tag = "activiteiten:nieuws";

const vanTak = (takId: number): Tag => `activiteiten:tak:${takId}`;

/** What the lists of one tak read (its page, its calendar and feed): its own activities and the whole group's. */
export function takActiviteiten(takId: number): Tag[] {
  return [vanTak(takId), HELE_GROEP];
}

/** One activity: its news page and the API's item. */
export function activiteitTag(id: number): Tag {
  return `activiteit:${id}`;
}

/** An activity as a write finds or leaves it. */
export interface ActiviteitStaat {
  id: number;
  heleGroep: boolean;
  takIds: readonly number[];
  nieuws: boolean;
}

/**
 * What a write of activities changes, from their states before and after it (a create has no before, a delete no
 * after): the lists over all takken, the lists of each tak they were or are for (every tak for the whole group), the
 * news list when they were or are on it, and each activity's own page.
 */
export function activiteitChanges(...states: (ActiviteitStaat | undefined)[]): [Tag, ...Tag[]] {
  const tags = new Set<Tag>();
  for (const staat of states) {
    if (!staat) continue;
    tags.add(activiteitTag(staat.id));
    if (staat.heleGroep) tags.add(HELE_GROEP);
    for (const takId of staat.takIds) tags.add(vanTak(takId));
    if (staat.nieuws) tags.add(NIEUWS_ACTIVITEITEN);
  }
  return [ALLE_ACTIVITEITEN, ...tags];
}
