import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { activiteit } from "../activiteiten/schema";
import { tak } from "../takken/schema";

/**
 * A parent's subscription to the messages of one or more takken: a confirmed e-mail address or a browser's push
 * subscription. One row per address (a family with children in several takken has one subscription for all of them);
 * a sign-up that waits for its confirmation is a row of melding_aanmelding until then. Only what is needed to send is
 * kept: the address (or endpoint and its keys), the takken, the choice of the evening reminder and the moments of
 * sign-up and confirmation. Unsubscribing deletes the row.
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
    /** E-mail: when its owner pressed the button of the mailed link. Push: at once. */
    bevestigdOp: integer("bevestigd_op"),
    /**
     * E-mail: the token of the manage link (`/meldingen/beheer/{token}`). Kept as it is, unlike the confirmation token:
     * every mail carries the link, and it can do no more than change or end this one subscription (ADR 0025).
     */
    beheerToken: text("beheer_token").unique(),
    /** 'Alle meldingen pauzeren': kept, but nothing is sent until resumed. */
    gepauzeerd: integer("gepauzeerd", { mode: "boolean" }).notNull().default(false),
    /**
     * 'Herinnering de avond voordien': one message the evening before a day with activities of its takken. On for a
     * new subscription (the sign-up's box is ticked); the subscriptions from before it existed keep what they had: off.
     */
    herinnering: integer("herinnering", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [uniqueIndex("melding_inschrijving_adres_idx").on(t.kanaal, t.adres)],
);

/**
 * An e-mail sign-up waiting for its confirmation: each sign-up its own token and takken, so that a second sign-up of
 * the same address (by anyone) never changes what the first one's link confirms (issue 36). Stored only when its link
 * was mailed (nobody else can ever confirm it); confirming one merges it into the address's one subscription, and an
 * unconfirmed one goes after 7 days.
 */
export const meldingAanmelding = sqliteTable(
  "melding_aanmelding",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adres: text("adres").notNull(),
    /** The takken ticked (ids) as a JSON array. */
    takken: text("takken").notNull(),
    herinnering: integer("herinnering", { mode: "boolean" }).notNull().default(false),
    /** SHA-256 of the mailed link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    /** When the link was mailed: it works 7 days, and the address gets a new one at most every 10 minutes. */
    verstuurdOp: integer("verstuurd_op").notNull(),
  },
  (t) => [index("melding_aanmelding_adres_idx").on(t.adres, t.verstuurdOp)],
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

/**
 * 'Berichten aan de ouders': what the site told a tak's parents (a change or cancellation, the weekly overview), one
 * row per message and not per subscriber, so the tak page can show it to every parent. Nothing personal is in it: the
 * activities as the message described them. Written in the transaction that queued the message; removed after 3
 * months.
 */
export const meldingBericht = sqliteTable(
  "melding_bericht",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The same message is one row: `wijziging:{activiteit}:{versie}`, `week:{tak}:{dag}`. */
    sleutel: text("sleutel").notNull().unique(),
    /** wijziging | week */
    soort: text("soort").notNull(),
    /** The message's subject: 'Afgelast: Bosspel (za 06/12, 14:00-17:00)', 'Deze week bij de Welpen'. */
    titel: text("titel").notNull(),
    /** What it said, as JSON (BerichtInhoud in archief.ts): the activities with their details. */
    inhoud: text("inhoud").notNull(),
    /** For the whole group: every tak page shows it. */
    heleGroep: integer("hele_groep", { mode: "boolean" }).notNull().default(false),
    verstuurdOp: integer("verstuurd_op").notNull(),
  },
  (t) => [index("melding_bericht_verstuurd_idx").on(t.verstuurdOp)],
);

export const meldingBerichtTak = sqliteTable(
  "melding_bericht_tak",
  {
    berichtId: integer("bericht_id")
      .notNull()
      .references(() => meldingBericht.id, { onDelete: "cascade" }),
    takId: integer("tak_id")
      .notNull()
      .references(() => tak.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.berichtId, t.takId] }), index("melding_bericht_tak_tak_idx").on(t.takId, t.berichtId)],
);
