import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A submission that made something new (issue 52): the key its form render or API client gave it, per account, and
 * the answer it got. A repeat of the same key (a double tap, a retry after a lost answer) gets that answer again
 * instead of a second row. The key is claimed in the transaction of the write itself, so two posts at once make one
 * row. Kept for VERZENDING_BEWAREN_MS, then removed.
 */
export const verzending = sqliteTable(
  "verzending",
  {
    accountId: integer("account_id").notNull(),
    sleutel: text("sleutel").notNull(),
    /** What the key was used for ("POST /admin/activiteit/add"): the same key for another address is refused. */
    doel: text("doel").notNull(),
    /** The first answer as JSON; null while that submission is still on its way. */
    antwoord: text("antwoord"),
    aangemaaktOp: integer("aangemaakt_op").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.sleutel] }), index("verzending_aangemaakt_idx").on(t.aangemaaktOp)],
);
