import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** A visitor's message. Its mail to the group is a row of the outbox (domains/outbox), key `contact:{id}`. */
export const contactBericht = sqliteTable("contact_bericht", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  category: text("category").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: integer("created_at").notNull(),
  handledAt: integer("handled_at"),
});
