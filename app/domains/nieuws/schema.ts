import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The site's own copy of the Facebook page's events, read in the background (facebook-sync.server.ts): one row per
 * Facebook id, updated in place, removed when Facebook no longer lists it, kept as it is while Facebook fails.
 * Visitors are only ever served from here.
 */
export const facebookEvent = sqliteTable(
  "facebook_event",
  {
    pageId: text("page_id").notNull(),
    id: text("id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    cover: text("cover"),
    startTime: text("start_time"),
    place: text("place"),
    /** When the event's own details (place, full cover) were last read; null until then. */
    detailsAt: integer("details_at"),
    fetchedAt: integer("fetched_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.id] }), index("facebook_event_start_idx").on(t.startTime)],
);

export type FacebookEventRow = typeof facebookEvent.$inferSelect;
