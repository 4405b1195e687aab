import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const nieuwsbriefInschrijving = sqliteTable(
  "nieuwsbrief_inschrijving",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Stored lowercased so the same address twice is one row.
    email: text("email").notNull().unique(),
    createdAt: integer("created_at").notNull(),
    // Double opt-in: a subscriber only once the owner of the address followed the mailed link. Rows from before the
    // confirmation existed were set confirmed by the migration.
    confirmedAt: integer("confirmed_at"),
    // SHA-256 of the confirmation link's token (the link itself is only in the mail); null once confirmed.
    confirmTokenHash: text("confirm_token_hash"),
    // When the current confirmation token was made (and mailed): its expiry and the resend limit count from here.
    confirmSentAt: integer("confirm_sent_at"),
    // SHA3-256 of the unsubscribe link's token: the link is only in the mails, the database alone unsubscribes nobody.
    // A new confirmation mail carries a new token (its earlier links stop working, as the confirmation link does).
    // The migration hashed the tokens of the older rows, so links mailed before keep working.
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
  },
  (t) => [index("nieuwsbrief_inschrijving_confirm_token_idx").on(t.confirmTokenHash)],
);
