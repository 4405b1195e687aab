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
  /** The booklet was loaded as demo content. */
  boekjeDemo: integer("boekje_demo", { mode: "boolean" }).notNull().default(false),
  /** When the tak's texts were last saved by someone: 'Aan de slag' asks every tak to be checked once. */
  tekstenBijgewerktOp: integer("teksten_bijgewerkt_op"),
});

export type TakRow = typeof tak.$inferSelect;
