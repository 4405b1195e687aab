import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The group's settings, one row per part ('groep', 'kleur', 'logo', 'teksten', 'momenten'), each a JSON value that
 * the domain's schemas check on the way in and out. Seeded from app/config/group.ts on the first start.
 */
export const instelling = sqliteTable("instelling", {
  sleutel: text("sleutel").primaryKey(),
  waarde: text("waarde").notNull(),
  updatedAt: integer("updated_at").notNull(),
});
