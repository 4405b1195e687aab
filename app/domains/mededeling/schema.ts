import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The one announcement of the site ('Mededeling'): at most one row, id 1. */
export const mededeling = sqliteTable("mededeling", {
  id: integer("id").primaryKey(),
  tekst: text("tekst").notNull(),
  link: text("link"),
  /** Shown on every public page until this instant (ms since 1970). */
  zichtbaarTot: integer("zichtbaar_tot").notNull(),
  /** Loaded as demo content: 'Demo-inhoud verwijderen' removes it (app/demo/verwijderen.server.ts). */
  demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at").notNull(),
});
