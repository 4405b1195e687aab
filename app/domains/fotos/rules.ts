// Photo albums for the parents (issue 29): shapes and rules shared by the server, the pages and the admin.
// Photos are never public: a visitor sees an album only with the parents' link of its tak (or any link, for a
// 'Hele groep' album), or when logged in as a leader.
import { HELE_GROEP, HELE_GROEP_LABEL } from "~/domains/activiteiten/rules";
import { formatDateKey } from "~/lib/days";

export { HELE_GROEP, HELE_GROEP_LABEL };

/** The versions made of every photo, by longest side: grid thumbnails, the lightbox and the ZIP, large screens. */
export const FOTO_BREEDTES = [480, 1280, 2048] as const;
export type FotoBreedte = (typeof FOTO_BREEDTES)[number];
/** The version in the album's ZIP. */
export const ZIP_BREEDTE: FotoBreedte = 1280;
/** What the browser scales a photo to before it is uploaded (longest side). */
export const BROWSER_MAX_ZIJDE = 2560;
export const MAX_FOTO_BYTES = 25 * 1024 * 1024;
export const MAX_FOTOS_PER_ALBUM = 500;
/** What the file picker offers; a phone converts its HEIC photos to JPEG for it. */
export const FOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export const FOTO_TE_GROOT = "Deze foto is te groot (maximaal 25 MB).";
export const FOTO_HEIC = "HEIC-foto's (iPhone) worden niet aanvaard. Kies de foto opnieuw via 'Foto's toevoegen' (je telefoon zet hem dan om naar JPEG) of stel de camera in op 'Meest compatibel'.";
export const FOTO_GEEN_AFBEELDING = "Dit bestand is geen JPEG-, PNG- of WebP-foto.";
export const FOTO_ONGELDIG = "Deze foto kon niet gelezen worden (beschadigd of te groot in pixels).";
export const ALBUM_VOL = `Een album bevat hoogstens ${MAX_FOTOS_PER_ALBUM} foto's.`;
export const ALBUM_NIET_GEVONDEN = "Dit album bestaat niet.";
export const FOTO_NIET_GEVONDEN = "Deze foto bestaat niet.";
export const KIES_FOTO = "Kies minstens één foto.";

/** An album as the pages and the JSON API see it. */
export interface AlbumView {
  id: number;
  titel: string;
  /** The tak's slug, or "hele-groep". */
  tak: string;
  takNaam: string;
  takKleur: string | null;
  /** "YYYY-MM-DD". */
  datum: string;
  activiteitId: number | null;
  aantal: number;
  /** The first photo's id, for the cover; null while the album is empty. */
  cover: number | null;
}

/** A photo as the album page shows it: its size (for the grid's aspect ratio and srcset). */
export interface FotoView {
  id: number;
  breedte: number;
  hoogte: number;
}

/** A parent's open removal request, as the admin lists it. */
export interface VerzoekView {
  id: number;
  fotoId: number;
  albumId: number;
  albumTitel: string;
  reden: string | null;
  createdAt: number;
}

/** The audiences a visitor holds a link of: tak ids, and whether one of them is the group's own link. */
export interface Toegang {
  leiding: boolean;
  takIds: number[];
  heleGroep: boolean;
}

export const GEEN_TOEGANG: Toegang = { leiding: false, takIds: [], heleGroep: false };

export function heeftToegang(t: Toegang): boolean {
  return t.leiding || t.heleGroep || t.takIds.length > 0;
}

/**
 * Whether a visitor may see an album of tak `takId` (null: 'Hele groep'): leaders see everything; a parent sees the
 * albums of the takken whose link they opened, and the group's albums once they hold any link.
 */
export function magAlbumZien(takId: number | null, t: Toegang): boolean {
  if (t.leiding) return true;
  if (takId === null) return heeftToegang(t);
  return t.takIds.includes(takId);
}

/** The audience key of a link: "hele-groep" or the tak's id. */
export function doelgroepVan(takId: number | null): string {
  return takId === null ? HELE_GROEP : String(takId);
}

/** The scouting year of a day "YYYY-MM-DD" (1 September starts the next one, as in domains/scoutsjaar). */
export function beginjaarVanDatum(datum: string): number {
  const year = Number(datum.slice(0, 4));
  return Number(datum.slice(5, 7)) >= 9 ? year : year - 1;
}

/**
 * The first scouting year whose albums are kept when `jaren` years are kept: the current one and the ones before
 * it, `jaren` in all. Albums of an earlier year are removed by the daily job.
 */
export function eersteBewaardJaar(huidigBeginjaar: number, jaren: number): number {
  return huidigBeginjaar - Math.max(1, Math.floor(jaren)) + 1;
}

/** The actual size of one version: the photo scaled so its longest side is at most `breedte` (never enlarged). */
export function versieMaat(foto: { breedte: number; hoogte: number }, breedte: number): { breedte: number; hoogte: number } {
  const scale = Math.min(1, breedte / Math.max(foto.breedte, foto.hoogte));
  return { breedte: Math.max(1, Math.round(foto.breedte * scale)), hoogte: Math.max(1, Math.round(foto.hoogte * scale)) };
}

export function fotoUrl(id: number, breedte: FotoBreedte): string {
  return `/fotos/bestand/${id}/${breedte}`;
}

/** src and srcset of a photo, each version with its true width; a small photo's larger versions are the same size, listed once. */
export function fotoSrcSet(foto: FotoView): { src: string; srcSet: string } {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const b of FOTO_BREEDTES) {
    const { breedte } = versieMaat(foto, b);
    if (seen.has(breedte)) continue;
    seen.add(breedte);
    entries.push(`${fotoUrl(foto.id, b)} ${breedte}w`);
  }
  return { src: fotoUrl(foto.id, 480), srcSet: entries.join(", ") };
}

export function isFotoBreedte(value: number): value is FotoBreedte {
  return (FOTO_BREEDTES as readonly number[]).includes(value);
}

/** '28/11/2026'. */
export function albumDatumLabel(datum: string): string {
  return formatDateKey(datum);
}

export function aantalLabel(aantal: number): string {
  return aantal === 1 ? "1 foto" : `${aantal} foto's`;
}
