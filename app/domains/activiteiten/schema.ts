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
    /** 'Inschrijven nodig' (issue 51): parents sign a child up (app/domains/inschrijvingen). */
    inschrijven: integer("inschrijven", { mode: "boolean" }).notNull().default(false),
    /** The number of places; null is no limit. Sign-ups past it go on the waiting list. */
    plaatsen: integer("plaatsen"),
    /** Until when sign-ups are taken (ms); null is until the start. */
    inschrijvenTot: integer("inschrijven_tot"),
    /**
     * A cancelled activity's replacement ('Vervangen door ...'). Deleting the replacement clears it first (in
     * deleteActiviteit): SQLite cannot add a column with ON DELETE SET NULL through drizzle-kit's ALTER TABLE.
     */
    vervangenDoor: integer("vervangen_door").references((): AnySQLiteColumn => activiteit.id),
    /** iCalendar SEQUENCE: raised by every change, so subscribed calendars take the new version. */
    sequence: integer("sequence").notNull().default(0),
    /** Loaded as demo content: 'Demo-inhoud verwijderen' removes it (app/demo/verwijderen.server.ts). */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("activiteit_start_idx").on(t.start),
    // The news list asks for the latest of the activities marked for it. (The lists of coming activities ask when an
    // activity is over: the index activiteit_einde_idx on that expression is written by hand in migration
    // 0012_activiteit_indexes, as drizzle-kit cannot write an index on an expression.)
    index("activiteit_nieuws_start_idx").on(t.nieuws, t.start),
    // Every list looks up what its cancelled activities were replaced by and what its activities replace.
    index("activiteit_vervangen_door_idx").on(t.vervangenDoor),
  ],
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

/** An activity marked 'Kamp': what parents need besides the usual fields. One row per camp, removed with the mark. */
export const activiteitKamp = sqliteTable("activiteit_kamp", {
  activiteitId: integer("activiteit_id")
    .primaryKey()
    .references(() => activiteit.id, { onDelete: "cascade" }),
  // The moments of departure and return are the activity's start and end; these are the places.
  vertrekPlaats: text("vertrek_plaats"),
  terugkeerPlaats: text("terugkeer_plaats"),
  /** The camp site's address (lines); the page links it to a map. */
  adres: text("adres"),
  /** In euro cents; null while the price is not known. */
  prijsCent: integer("prijs_cent"),
  /** The support line; null shows the group's default text (see kamp.ts). */
  steun: text("steun"),
  /** The packing list: a JSON array of lines (a line ending in ':' heads a group). */
  paklijst: text("paklijst").notNull().default("[]"),
  inschrijvingUrl: text("inschrijving_url"),
  /** Last day to register, "YYYY-MM-DD" (Brussels). */
  inschrijvingDeadline: text("inschrijving_deadline"),
  /** Phone number during the camp. */
  contact: text("contact"),
});

/** PDFs of a camp (kampboekje, medical form, ...): files under DATA_DIR/kampdocumenten, named by the server. */
export const kampDocument = sqliteTable(
  "kamp_document",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    activiteitId: integer("activiteit_id")
      .notNull()
      .references(() => activiteitKamp.activiteitId, { onDelete: "cascade" }),
    titel: text("titel").notNull(),
    bestand: text("bestand").notNull(),
    grootte: integer("grootte").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("kamp_document_activiteit_idx").on(t.activiteitId)],
);

export type ActiviteitKampRow = typeof activiteitKamp.$inferSelect;
export type KampDocumentRow = typeof kampDocument.$inferSelect;
