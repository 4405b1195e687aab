import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const geschiedenis = sqliteTable(
  "geschiedenis",
  {
    // Slug of the title (see slugify in rules.ts).
    id: text("id").primaryKey(),
    titel: text("titel").notNull(),
    beginjaar: integer("beginjaar").notNull(),
    eindjaar: integer("eindjaar"),
    aalmoezenier: text("aalmoezenier"),
    groepsleiding: text("groepsleiding"),
    jaarleuze: text("jaarleuze"),
    kamp: text("kamp"),
    // Badge image: the /media/... URL of a file of the period's own (uploaded, or copied from the link an admin
    // typed). Rows saved by earlier versions may still hold an external https URL or another record's /media/ URL.
    kenteken: text("kenteken"),
    dokter: text("dokter"),
    tandarts: text("tandarts"),
    notities: text("notities"),
    /** Loaded as demo content: 'Demo-inhoud verwijderen' removes it (app/demo/verwijderen.server.ts). */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("geschiedenis_beginjaar_idx").on(t.beginjaar)],
);

export const geschiedenisArtikel = sqliteTable(
  "geschiedenis_artikel",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    geschiedenisId: text("geschiedenis_id")
      .notNull()
      .references(() => geschiedenis.id, { onDelete: "cascade", onUpdate: "cascade" }),
    titel: text("titel"),
    artikel: text("artikel").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("geschiedenis_artikel_geschiedenis_idx").on(t.geschiedenisId)],
);

export type GeschiedenisRow = typeof geschiedenis.$inferSelect;
export type GeschiedenisArtikelRow = typeof geschiedenisArtikel.$inferSelect;
