import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { leiding } from "../leiding/schema";
import { tak } from "../takken/schema";

export const ROLLEN = ["beheerder", "takleiding"] as const;
export type Rol = (typeof ROLLEN)[number];

/** A person who may log in to the admin panel. The owner 'Beheerder' logs in with ADMIN_PASSWORD, without e-mail. */
export const account = sqliteTable("account", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  naam: text("naam").notNull(),
  // Stored lower-case; null only for the owner account.
  email: text("email").unique(),
  rol: text("rol", { enum: ROLLEN }).notNull(),
  eigenaar: integer("eigenaar", { mode: "boolean" }).notNull().default(false),
  // scrypt$salt$hash; null until an invitation is accepted (the owner's lives in app_meta, from ADMIN_PASSWORD).
  passwordHash: text("password_hash"),
  leidingId: integer("leiding_id").references(() => leiding.id, { onDelete: "set null" }),
  actief: integer("actief", { mode: "boolean" }).notNull().default(true),
  createdAt: integer("created_at").notNull(),
  lastLoginAt: integer("last_login_at"),
});

export const accountTak = sqliteTable(
  "account_tak",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => account.id, { onDelete: "cascade" }),
    takId: integer("tak_id")
      .notNull()
      .references(() => tak.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.takId] })],
);

export const session = sqliteTable(
  "session",
  {
    // HMAC of the random session id or token: a stolen database file does not yield usable cookies.
    idHash: text("id_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => account.id, { onDelete: "cascade" }),
    // 'cookie' for a browser session, 'token' for an API bearer token.
    kind: text("kind", { enum: ["cookie", "token"] }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: integer("created_at").notNull(),
    lastSeenAt: integer("last_seen_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("session_account_idx").on(t.accountId)],
);

/** Single-use links mailed for an invitation (7 days) or a password reset (1 hour); only their hash is stored. */
export const authLink = sqliteTable(
  "auth_link",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => account.id, { onDelete: "cascade" }),
    soort: text("soort", { enum: ["uitnodiging", "reset"] }).notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("auth_link_account_idx").on(t.accountId)],
);

export type AccountRow = typeof account.$inferSelect;
