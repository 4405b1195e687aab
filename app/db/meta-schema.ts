import { sqliteTable, text } from "drizzle-orm/sqlite-core";

// Small key/value facts about this installation: which base and demo data were loaded, the admin password hash, the
// generated session secret. In the database, so a back-up of the file holds them too.
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
