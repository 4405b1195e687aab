import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// The last good answer of the news source, so an outage or an expired token never empties the page.
export const nieuwsCache = sqliteTable("nieuws_cache", {
  key: text("key").primaryKey(),
  json: text("json").notNull(),
  fetchedAt: integer("fetched_at").notNull(),
});
