import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const contactBericht = sqliteTable(
  "contact_bericht",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: integer("created_at").notNull(),
    // stored (no SMTP configured) | pending | sent | failed
    mailState: text("mail_state").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at"),
    lastError: text("last_error"),
    sentAt: integer("sent_at"),
    handledAt: integer("handled_at"),
  },
  (t) => [index("contact_bericht_mail_state_idx").on(t.mailState, t.nextAttemptAt)],
);
