import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { STANDAARD_KLEUR } from "~/domains/instellingen/rules";

export const tak = sqliteTable("tak", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  leeftijd: text("leeftijd").notNull().default(""),
  email: text("email").notNull().default(""),
  color: text("color").notNull().default(STANDAARD_KLEUR),
  beschrijving: text("beschrijving").notNull().default(""),
  /** When the tak's texts were last saved by someone: 'Aan de slag' asks every tak to be checked once. */
  tekstenBijgewerktOp: integer("teksten_bijgewerkt_op"),
});

export type TakRow = typeof tak.$inferSelect;

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
