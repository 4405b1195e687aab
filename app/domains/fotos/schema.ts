import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { activiteit } from "../activiteiten/schema";
import { tak } from "../takken/schema";

/** A photo album of one tak, or of the whole group ('Hele groep': no tak). Never public: see rules.ts. */
export const album = sqliteTable(
  "album",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    titel: text("titel").notNull(),
    /** Null for 'Hele groep'. */
    takId: integer("tak_id").references(() => tak.id, { onDelete: "cascade" }),
    /** The day of the photos, "YYYY-MM-DD" (Brussels): it decides the album's scouting year and its order. */
    datum: text("datum").notNull(),
    /** The activity of the calendar the album belongs to, if any (its page links here). */
    activiteitId: integer("activiteit_id").references(() => activiteit.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("album_datum_idx").on(t.datum), index("album_activiteit_idx").on(t.activiteitId)],
);

/** One photo: its files are DATA_DIR/fotos/{albumId}/{bestand}-{breedte}.webp, no original is kept. */
export const foto = sqliteTable(
  "foto",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    albumId: integer("album_id")
      .notNull()
      .references(() => album.id, { onDelete: "cascade" }),
    /** Random hex, made by the server: the file names never come from the client. */
    bestand: text("bestand").notNull().unique(),
    /** Size of the largest version (2048 px on its longest side, or less for a smaller photo). */
    breedte: integer("breedte").notNull(),
    hoogte: integer("hoogte").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("foto_album_idx").on(t.albumId)],
);

/**
 * The parents' link of one tak (takId null: 'Hele groep') for one scouting year. Only the HMAC of the token is
 * stored; the token is derived from the server's secret and `sleutel`, so leaders can copy the same link again,
 * and a new `sleutel` ('Nieuwe link') ends the old link and every cookie it gave at once.
 */
export const fotoLink = sqliteTable(
  "foto_link",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "hele-groep" or the tak's id as text: one key per audience, so the unique index also holds for the group. */
    doelgroep: text("doelgroep").notNull(),
    beginjaar: integer("beginjaar").notNull(),
    sleutel: text("sleutel").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("foto_link_doelgroep_jaar_idx").on(t.doelgroep, t.beginjaar)],
);

/** A parent's request to take a photo down ('Vraag verwijdering aan'), open until a leader acts on it. */
export const verwijderVerzoek = sqliteTable(
  "foto_verwijderverzoek",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fotoId: integer("foto_id")
      .notNull()
      .references(() => foto.id, { onDelete: "cascade" }),
    reden: text("reden"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("foto_verwijderverzoek_foto_idx").on(t.fotoId)],
);

export type AlbumRow = typeof album.$inferSelect;
export type FotoRow = typeof foto.$inferSelect;
