import { index, integer, primaryKey, sqliteTable, text, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
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
    /**
     * A cancelled activity's replacement ('Vervangen door ...'). Deleting the replacement clears it first (in
     * deleteActiviteit): SQLite cannot add a column with ON DELETE SET NULL through drizzle-kit's ALTER TABLE.
     */
    vervangenDoor: integer("vervangen_door").references((): AnySQLiteColumn => activiteit.id),
    /** iCalendar SEQUENCE: raised by every change, so subscribed calendars take the new version. */
    sequence: integer("sequence").notNull().default(0),
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
