import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// The installation's own database in hosting mode (DATA_DIR/hosting.db): which groups it serves, the groups' requests
// for a site, the hoster's sessions and the hoster's audit log. No group's data is here: each group has its own
// database (ADR 0028). Not named schema.ts on purpose: drizzle.config.ts puts every domain's schema.ts in a group's
// database, this one has its own migrations (drizzle-hosting/, drizzle.hosting.config.ts).

export const groep = sqliteTable("groep", {
  slug: text("slug").primaryKey(),
  naam: text("naam").notNull(),
  /** The group's own domains as a JSON list (`["www.sintpieter.be"]`); the first is its address in links. */
  domeinen: text("domeinen").notNull().default("[]"),
  geschorst: integer("geschorst", { mode: "boolean" }).notNull().default(false),
  aangemaakt: integer("aangemaakt").notNull(),
  /** Set when deleted: the folder waits under DATA_DIR/verwijderd/ for 30 days, to be brought back or removed. */
  verwijderdOp: integer("verwijderd_op"),
});

/** Own domains, one row each, so that a domain belongs to one group at most (the primary key). */
export const groepDomein = sqliteTable(
  "groep_domein",
  {
    domein: text("domein").primaryKey(),
    slug: text("slug")
      .notNull()
      .references(() => groep.slug, { onDelete: "cascade" }),
  },
  (t) => [index("groep_domein_slug").on(t.slug)],
);

export const AANVRAAG_STATUSSEN = ["open", "aanvaard", "geweigerd"] as const;

/** 'Een site aanvragen' on the front door: the hoster accepts or refuses it (or it is accepted at once). */
export const aanvraag = sqliteTable("aanvraag", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  naam: text("naam").notNull(),
  slug: text("slug").notNull(),
  email: text("email").notNull(),
  over: text("over").notNull().default(""),
  status: text("status", { enum: AANVRAAG_STATUSSEN }).notNull().default("open"),
  aangemaakt: integer("aangemaakt").notNull(),
  behandeld: integer("behandeld"),
});

/** The hoster's console sessions: the HMAC of the cookie's random id, as the groups' sessions are kept. */
export const hostingSessie = sqliteTable("hosting_sessie", {
  idHash: text("id_hash").primaryKey(),
  verlooptOp: integer("verloopt_op").notNull(),
});

/** Every action of the hoster: who (console or API), what, on which group, when. */
export const hostingAudit = sqliteTable(
  "hosting_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at").notNull(),
    wie: text("wie").notNull(),
    actie: text("actie").notNull(),
    slug: text("slug"),
    detail: text("detail"),
  },
  (t) => [index("hosting_audit_at").on(t.at)],
);

export const installatieMeta = sqliteTable("installatie_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
