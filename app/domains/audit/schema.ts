import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const audit = sqliteTable("audit", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  at: integer("at").notNull(),
  action: text("action").notNull(), // e.g. "leiding.create"
  entity: text("entity").notNull(), // e.g. "leiding"
  entityId: text("entity_id"),
  detail: text("detail"),
  // Who: the account's id and its name at that moment (kept when the account is removed); null for the system.
  accountId: integer("account_id"),
  accountNaam: text("account_naam"),
});
