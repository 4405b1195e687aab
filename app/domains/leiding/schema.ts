import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { tak } from "../takken/schema";

export const leiding = sqliteTable("leiding", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  tel: text("tel").notNull().default(""),
  // Media id of the photo (see domains/media); null when no photo was uploaded.
  imagename: text("imagename"),
  // The leader's own consent (My account): off hides the photo or the phone number on every public page and API.
  toonFoto: integer("toon_foto", { mode: "boolean" }).notNull().default(true),
  toonTelefoon: integer("toon_telefoon", { mode: "boolean" }).notNull().default(true),
  /** Loaded as demo content: 'Demo-inhoud verwijderen' removes it (app/demo/verwijderen.server.ts). */
  demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const leidingTak = sqliteTable(
  "leiding_tak",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leidingId: integer("leiding_id")
      .notNull()
      .references(() => leiding.id, { onDelete: "cascade" }),
    takId: integer("tak_id")
      .notNull()
      .references(() => tak.id, { onDelete: "cascade" }),
    // The scouting year of the assignment, as its starting calendar year (see domains/scoutsjaar).
    beginjaar: integer("beginjaar").notNull(),
  },
  (t) => [
    index("leiding_tak_leiding_idx").on(t.leidingId),
    index("leiding_tak_tak_idx").on(t.takId),
    index("leiding_tak_beginjaar_idx").on(t.beginjaar, t.takId),
  ],
);

export type LeidingRow = typeof leiding.$inferSelect;
