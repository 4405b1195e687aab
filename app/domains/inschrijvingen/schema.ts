import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { activiteit } from "../activiteiten/schema";
import { tak } from "../takken/schema";

/**
 * A parent's 'Inschrijven' (issue 51): a child signs up for an activity that asks for it. The order of the rows
 * (aangemaakt_op, id) is the order of the places: past the activity's `plaatsen` a sign-up is on the waiting list, and
 * a cancellation (the row deleted) moves the first one on it up. The name, the remark and the address are personal data
 * of a minor: only the tak's leaders and the Beheerder see them, and they are removed 7 days after the activity (the row
 * stays, so the count does).
 */
export const inschrijving = sqliteTable(
  "inschrijving",
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
    /** 'Opmerking' (optional: an allergy for the meal); null once removed. */
    opmerking: text("opmerking"),
    /** 'Je e-mailadres' for the confirmation (optional); null once removed. */
    email: text("email"),
    /** SHA-256 of the token of the mail's 'Inschrijving annuleren' link; null without an address, and once removed. */
    annuleerTokenHash: text("annuleer_token_hash").unique(),
    aangemaaktOp: integer("aangemaakt_op").notNull(),
    /** When the name, remark and address were removed (7 days after the activity); null until then. */
    gewistOp: integer("gewist_op"),
  },
  (t) => [index("inschrijving_activiteit_idx").on(t.activiteitId, t.aangemaaktOp), index("inschrijving_gewist_idx").on(t.gewistOp, t.activiteitId)],
);

export type InschrijvingRow = typeof inschrijving.$inferSelect;
