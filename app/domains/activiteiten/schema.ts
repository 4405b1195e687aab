import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { tak } from "../takken/schema";

export const activiteit = sqliteTable(
  "activiteit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    titel: text("titel").notNull(),
    /** For every tak at once ('Hele groep'); then it has no rows in activiteit_tak. */
    heleGroep: integer("hele_groep", { mode: "boolean" }).notNull().default(false),
    // Instants in ms since 1970 (UTC); shown and entered in Europe/Brussels.
    start: integer("start").notNull(),
    einde: integer("einde"),
    plaats: text("plaats"),
    beschrijving: text("beschrijving"),
    meebrengen: text("meebrengen"),
    /** Media id of the picture (see domains/media); null without one. */
    afbeelding: text("afbeelding"),
    nieuws: integer("nieuws", { mode: "boolean" }).notNull().default(false),
    afgelast: integer("afgelast", { mode: "boolean" }).notNull().default(false),
    reden: text("reden"),
    /** iCalendar SEQUENCE: raised by every change, so subscribed calendars take the new version. */
    sequence: integer("sequence").notNull().default(0),
    /** Loaded as demo content: 'Demo-inhoud verwijderen' removes it (app/demo/verwijderen.server.ts). */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("activiteit_start_idx").on(t.start)],
);

export const activiteitTak = sqliteTable(
  "activiteit_tak",
  {
    activiteitId: integer("activiteit_id")
      .notNull()
      .references(() => activiteit.id, { onDelete: "cascade" }),
    takId: integer("tak_id")
      .notNull()
      .references(() => tak.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.activiteitId, t.takId] }), index("activiteit_tak_tak_idx").on(t.takId)],
);

export type ActiviteitRow = typeof activiteit.$inferSelect;
