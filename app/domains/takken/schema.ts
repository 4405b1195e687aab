import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { group } from "~/config/group";

export const tak = sqliteTable("tak", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  leeftijd: text("leeftijd").notNull().default(""),
  email: text("email").notNull().default(""),
  color: text("color").notNull().default(group.color),
  beschrijving: text("beschrijving").notNull().default(""),
  // File name under DATA_DIR/boekjes; the public URL carries the upload time so a new booklet is never served stale.
  boekje: text("boekje"),
  boekjeUpdatedAt: integer("boekje_updated_at"),
});

export type TakRow = typeof tak.$inferSelect;
