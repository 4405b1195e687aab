import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { STANDAARD_KLEUR } from "~/domains/instellingen/rules";

export const tak = sqliteTable(
  "tak",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull().unique(),
    /** The tak's address, /takken/{slug}: made from the name (rules.ts maakSlug), a new one with every rename. */
    slug: text("slug").notNull().unique(),
    /**
     * leeftijd (an age tak: its page, activities, booklets, camp, parents' messages), leiding (a leaders' group, like
     * Groepsleiding), vrienden (a circle of friends, like oud-leiding), or rol: the Takleiding role, never a tak.
     */
    soort: text("soort").notNull().default("leeftijd"),
    /** The place in every list of takken (the admin's 'Hoger' and 'Lager'); ties by id. */
    volgorde: integer("volgorde").notNull().default(0),
    /** One of the pictures the site ships (public/takken/{logo}.svg), or null: a picture in the tak's colour. */
    logo: text("logo"),
    leeftijd: text("leeftijd").notNull().default(""),
    email: text("email").notNull().default(""),
    color: text("color").notNull().default(STANDAARD_KLEUR),
    beschrijving: text("beschrijving").notNull().default(""),
    /** When the tak's texts were last saved by someone: 'Aan de slag' asks every tak to be checked once. */
    tekstenBijgewerktOp: integer("teksten_bijgewerkt_op"),
    /** When the tak stopped: it leaves the public site, its history stays (ADR 0040). Null while it runs. */
    gestoptOp: integer("gestopt_op"),
  },
  (t) => [index("tak_volgorde_idx").on(t.volgorde)],
);

export type TakRow = typeof tak.$inferSelect;

/**
 * The addresses a tak had before a rename: /takken/{slug}, its feed, its camp page and the calendar's filter answer
 * 301 to the tak's address of now, for as long as the site runs. No tak may take one of them, except the tak itself.
 */
export const takOudAdres = sqliteTable("tak_oud_adres", {
  slug: text("slug").primaryKey(),
  takId: integer("tak_id")
    .notNull()
    .references(() => tak.id, { onDelete: "cascade" }),
  /** When the tak left this address. */
  sinds: integer("sinds").notNull(),
});

/**
 * The monthly booklets: one per tak and month ("2026-12", Brussels), so next month's can be put up in advance. The tak
 * page shows the current month's (or the latest before it) and, from the 25th, next month's.
 */
export const boekje = sqliteTable(
  "boekje",
  {
    takId: integer("tak_id")
      .notNull()
      .references(() => tak.id, { onDelete: "cascade" }),
    maand: text("maand").notNull(),
    /** File name under DATA_DIR/boekjes; a new upload gets a new name, so its URL can be cached for long. */
    bestand: text("bestand").notNull(),
    uploadedAt: integer("uploaded_at").notNull(),
    /** Loaded as demo content: 'Demo-inhoud verwijderen' removes it (app/demo/verwijderen.server.ts). */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.takId, t.maand] })],
);

export type BoekjeRow = typeof boekje.$inferSelect;
