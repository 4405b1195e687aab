import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { activiteit } from "../activiteiten/schema";
import { tak } from "../takken/schema";

/**
 * A parent's subscription to the messages of one or more takken: an e-mail address (double opt-in) or a browser's
 * push subscription. Only what is needed to send is kept: the address (or endpoint and its keys), the takken, and the
 * moments of sign-up and confirmation. Unsubscribing deletes the row.
 */
export const meldingInschrijving = sqliteTable(
  "melding_inschrijving",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** email | push */
    kanaal: text("kanaal").notNull(),
    /** The e-mail address (lowercased), or the push service's endpoint. */
    adres: text("adres").notNull(),
    /** Push only: the browser's P-256 public key and auth secret (base64url), for the encryption of RFC 8291. */
    p256dh: text("p256dh"),
    auth: text("auth"),
    aangemaaktOp: integer("aangemaakt_op").notNull(),
    /** E-mail: when its owner pressed the button of the mailed link (null until then, and nothing is sent). Push: at once. */
    bevestigdOp: integer("bevestigd_op"),
    /** SHA-256 of the confirmation link's token; null once confirmed. */
    bevestigTokenHash: text("bevestig_token_hash"),
    /** When the current confirmation link was mailed: it works 7 days, and a new one goes at most every 10 minutes. */
    bevestigVerstuurdOp: integer("bevestig_verstuurd_op"),
    /**
     * E-mail: the token of the manage link (`/meldingen/beheer/{token}`). Kept as it is, unlike the confirmation token:
     * every mail carries the link, and it can do no more than change or end this one subscription (ADR 0025).
     */
    beheerToken: text("beheer_token").unique(),
    /** 'Alle meldingen pauzeren': kept, but nothing is sent until resumed. */
    gepauzeerd: integer("gepauzeerd", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [uniqueIndex("melding_inschrijving_adres_idx").on(t.kanaal, t.adres), index("melding_inschrijving_bevestig_idx").on(t.bevestigTokenHash)],
);

export const meldingInschrijvingTak = sqliteTable(
  "melding_inschrijving_tak",
  {
    inschrijvingId: integer("inschrijving_id")
      .notNull()
      .references(() => meldingInschrijving.id, { onDelete: "cascade" }),
    takId: integer("tak_id")
      .notNull()
      .references(() => tak.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.inschrijvingId, t.takId] }), index("melding_inschrijving_tak_tak_idx").on(t.takId)],
);

/**
 * An activity changed and its message waits: written in the transaction of the change, so the message follows
 * exactly what was committed. `voor` is the activity as the parents last heard of it (JSON, null for a new one); the
 * message goes once the activity has not changed for MELDING_WACHTTIJD_S, and describes the difference then (none:
 * nothing is sent). Deleting the activity deletes the row.
 */
export const meldingWijziging = sqliteTable("melding_wijziging", {
  activiteitId: integer("activiteit_id")
    .primaryKey()
    .references(() => activiteit.id, { onDelete: "cascade" }),
  gewijzigdOp: integer("gewijzigd_op").notNull(),
  voor: text("voor"),
});

export type MeldingInschrijvingRow = typeof meldingInschrijving.$inferSelect;
