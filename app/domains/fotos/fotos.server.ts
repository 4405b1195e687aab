import { and, asc, count, desc, eq, inArray, isNull, min, or, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { reads } from "~/db/tags.server";
import { activiteitTakken } from "~/domains/activiteiten/activiteiten.server";
import { InputError } from "~/lib/errors";
import { HELE_GROEP, HELE_GROEP_LABEL, heeftToegang, type AlbumView, type FotoView, type Toegang } from "./rules";
import { album, foto } from "./schema";
import { albumVanActiviteitTag } from "./tags.server";

/** The takken an album can be for (the public takken), with their slugs. */
export const albumTakken = activiteitTakken;

/** A tak slug or "hele-groep" to the album's tak id (null for the whole group); an unknown slug is refused. */
export async function takVanSlug(slug: string, field = "tak"): Promise<{ takId: number | null; naam: string }> {
  if (slug === HELE_GROEP) return { takId: null, naam: HELE_GROEP_LABEL };
  const found = (await albumTakken()).find((t) => t.slug === slug);
  if (!found) throw new InputError(`Onbekende tak: ${slug}`, 400, { [field]: `Onbekende tak: ${slug}` });
  return { takId: found.id, naam: found.name };
}

/** The SQL condition of the albums a visitor may see (the same rule as magAlbumZien), or null for none. */
function zichtbaar(t: Toegang): SQL | undefined | null {
  if (t.leiding) return undefined;
  if (!heeftToegang(t)) return null;
  return t.takIds.length ? or(isNull(album.takId), inArray(album.takId, t.takIds)) : isNull(album.takId);
}

async function albums(where: SQL | undefined): Promise<AlbumView[]> {
  const takken = new Map((await albumTakken()).map((t) => [t.id, t]));
  const rows = await getDb()
    .select({ album, aantal: count(foto.id), cover: min(foto.id) })
    .from(album)
    .leftJoin(foto, eq(foto.albumId, album.id))
    .where(where)
    .groupBy(album.id)
    .orderBy(desc(album.datum), desc(album.id));
  return rows.map(({ album: a, aantal, cover }) => {
    const tak = a.takId === null ? undefined : takken.get(a.takId);
    return {
      id: a.id,
      titel: a.titel,
      tak: tak?.slug ?? HELE_GROEP,
      takNaam: tak?.name ?? HELE_GROEP_LABEL,
      takKleur: tak?.color ?? null,
      datum: a.datum,
      activiteitId: a.activiteitId,
      aantal,
      cover: cover ?? null,
    };
  });
}

/** The albums a visitor may see, newest first. */
export async function listAlbums(t: Toegang): Promise<AlbumView[]> {
  const where = zichtbaar(t);
  return where === null ? [] : albums(where);
}

/** Every album (the admin filters by role itself). */
export function listAlleAlbums(): Promise<AlbumView[]> {
  return albums(undefined);
}

/** One album, if the visitor may see it (an album they may not see is answered as if it did not exist). */
export async function getAlbum(id: number, t: Toegang): Promise<AlbumView | undefined> {
  const where = zichtbaar(t);
  if (where === null) return undefined;
  const [found] = await albums(where ? and(eq(album.id, id), where) : eq(album.id, id));
  return found;
}

export async function albumFotos(albumId: number): Promise<FotoView[]> {
  return getDb()
    .select({ id: foto.id, breedte: foto.breedte, hoogte: foto.hoogte })
    .from(foto)
    .where(eq(foto.albumId, albumId))
    .orderBy(asc(foto.id));
}

/** The files of an album's photos, in the album's order (for its ZIP). */
export async function albumBestanden(albumId: number): Promise<{ id: number; bestand: string }[]> {
  return getDb().select({ id: foto.id, bestand: foto.bestand }).from(foto).where(eq(foto.albumId, albumId)).orderBy(asc(foto.id));
}

/** What the file route needs of a photo the visitor may see, or undefined. */
export async function fotoVoorBezoeker(id: number, t: Toegang): Promise<{ albumId: number; bestand: string } | undefined> {
  const where = zichtbaar(t);
  if (where === null) return undefined;
  const [row] = await getDb()
    .select({ albumId: foto.albumId, bestand: foto.bestand, takId: album.takId })
    .from(foto)
    .innerJoin(album, eq(album.id, foto.albumId))
    .where(eq(foto.id, id));
  if (!row) return undefined;
  const visible = t.leiding || (row.takId === null ? true : t.takIds.includes(row.takId));
  return visible ? { albumId: row.albumId, bestand: row.bestand } : undefined;
}

/** The album of an activity of the calendar, if one was made (its page links to it). */
export async function albumVanActiviteit(activiteitId: number): Promise<number | null> {
  reads(albumVanActiviteitTag(activiteitId));
  const [row] = await getDb().select({ id: album.id }).from(album).where(eq(album.activiteitId, activiteitId)).orderBy(desc(album.id)).limit(1);
  return row?.id ?? null;
}

/** An album as the JSON API answers it. */
export function albumApi(view: AlbumView) {
  return {
    id: view.id,
    titel: view.titel,
    tak: view.tak,
    datum: view.datum,
    activiteit: view.activiteitId,
    aantal: view.aantal,
    url: `/fotos/${view.id}`,
  };
}
