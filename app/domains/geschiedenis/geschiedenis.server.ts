import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import type { Artikel, Periode } from "./rules";
import { geschiedenis, geschiedenisArtikel, type GeschiedenisRow } from "./schema";
import { GESCHIEDENIS, periodeTag } from "./tags.server";

/** A row in the API shape: the specification's fields plus imageUrl (the badge URL, or null). */
export function toPeriode(row: GeschiedenisRow): Periode {
  return {
    id: row.id,
    titel: row.titel,
    beginjaar: row.beginjaar,
    eindjaar: row.eindjaar,
    aalmoezenier: row.aalmoezenier,
    groepsleiding: row.groepsleiding,
    jaarleuze: row.jaarleuze,
    kamp: row.kamp,
    kenteken: row.kenteken,
    dokter: row.dokter,
    tandarts: row.tandarts,
    notities: row.notities,
    imageUrl: row.kenteken || null,
  };
}

/** All periods, newest first (by begin year). */
export async function listGeschiedenis(): Promise<Periode[]> {
  reads(GESCHIEDENIS);
  const rows = await getDb()
    .select()
    .from(geschiedenis)
    .orderBy(desc(geschiedenis.beginjaar), desc(geschiedenis.eindjaar), asc(geschiedenis.titel));
  return rows.map(toPeriode);
}

/** One period by its id (the slug of its title). */
export async function getGeschiedenis(id: string): Promise<Periode | undefined> {
  reads(periodeTag(id));
  const rows = await getDb().select().from(geschiedenis).where(eq(geschiedenis.id, id));
  return rows[0] && toPeriode(rows[0]);
}

/** The written texts of a period, in their order; empty for an unknown period. */
export async function listArtikels(geschiedenisId: string): Promise<Artikel[]> {
  reads(periodeTag(geschiedenisId));
  return getDb()
    .select({
      id: geschiedenisArtikel.id,
      geschiedenisId: geschiedenisArtikel.geschiedenisId,
      titel: geschiedenisArtikel.titel,
      artikel: geschiedenisArtikel.artikel,
      position: geschiedenisArtikel.position,
    })
    .from(geschiedenisArtikel)
    .where(eq(geschiedenisArtikel.geschiedenisId, geschiedenisId))
    .orderBy(asc(geschiedenisArtikel.position), asc(geschiedenisArtikel.id));
}

