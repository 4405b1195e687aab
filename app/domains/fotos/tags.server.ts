// The photos' cache tags (app/db/tags.server.ts). Albums and photos are private: their pages and API answers are
// never stored (their layouts in app/routes.ts, which the page cache reads, and their `private, no-store`). What a
// public, stored page shows of them is only the link from an activity's news page to its album.
import { changes, changesNoPublicPage, type Tag } from "~/db/tags.server";

/** Which album an activity's news page links to ('Foto's bekijken'). */
export function albumVanActiviteitTag(activiteitId: number): Tag {
  return `albums:activiteit:${activiteitId}`;
}

/** Inside an album's write: the news page of its activity changes; an album of no activity changes no public page. */
export function albumGewijzigd(activiteitId: number | null): void {
  if (activiteitId === null) changesNoPublicPage();
  else changes(albumVanActiviteitTag(activiteitId));
}
