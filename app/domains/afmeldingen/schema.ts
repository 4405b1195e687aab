import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { activiteit } from "../activiteiten/schema";
import { tak } from "../takken/schema";

/**
 * A parent's 'Afmelden': a child will not come to an activity. The child's name and the reason are personal data of a
 * minor: only the activity's tak leaders and the Beheerder see them, and they are removed 7 days after the activity
 * (the row stays, so the count does). Withdrawing ('Toch aanwezig') deletes the row. Deleting the activity deletes its
 * absences.
 */
export const afmelding = sqliteTable(
  "afmelding",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    activiteitId: integer("activiteit_id")
      .notNull()
      .references(() => activiteit.id, { onDelete: "cascade" }),
    /** The child's tak: the activity's own, or the one the parent chose for an activity of several (or the whole group). */
    takId: integer("tak_id")
      .notNull()
      .references(() => tak.id, { onDelete: "cascade" }),
    /** 'Naam van je kind'; null once removed. */
    naam: text("naam"),
    /** 'Reden' (optional); null once removed. */
    reden: text("reden"),
    /** 'Je e-mailadres' for the confirmation (optional); null once removed. */
    email: text("email"),
    /** SHA-256 of the token of the mail's 'Toch aanwezig' link; null without an address, and once removed. */
    intrekTokenHash: text("intrek_token_hash").unique(),
    aangemaaktOp: integer("aangemaakt_op").notNull(),
    /** When the name, reason and address were removed (7 days after the activity); null until then. */
    gewistOp: integer("gewist_op"),
  },
  (t) => [index("afmelding_activiteit_idx").on(t.activiteitId, t.takId), index("afmelding_gewist_idx").on(t.gewistOp, t.activiteitId)],
);

export type AfmeldingRow = typeof afmelding.$inferSelect;
