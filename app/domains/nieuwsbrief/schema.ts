import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const nieuwsbriefInschrijving = sqliteTable("nieuwsbrief_inschrijving", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  // Stored lowercased so the same address twice is one row.
  email: text("email").notNull().unique(),
  createdAt: integer("created_at").notNull(),
});
