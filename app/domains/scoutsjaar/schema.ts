import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * A scouting year that was revealed or is being prepared. Assignments (leiding_tak) carry their year; this row
 * only holds when the year becomes public. A year without a row and without assignments simply does not exist.
 */
export const scoutsjaar = sqliteTable("scoutsjaar", {
  // The calendar year the scouting year starts in: 2025 is 2025-2026.
  beginjaar: integer("beginjaar").primaryKey(),
  // The reveal ('Bekendmaking'), ms since the epoch; null while a draft has no moment yet.
  bekendmaking: integer("bekendmaking"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});
