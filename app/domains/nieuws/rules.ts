// News items: the group's own activities marked for the news page and the events of its Facebook page, in one
// shape (Facebook's event fields plus `bron`), shared by the server and the pages.
import type { DatumLabels } from "~/lib/dates";

export type NieuwsBron = "site" | "facebook";

export interface NieuwsItem {
  id: string;
  name: string;
  description: string;
  cover: { source: string } | null;
  start_time: string | null;
  end_time: string | null;
  place: { name: string } | null;
  /** Branch label: the tak of an own activity, or the age tak a Facebook event names first. */
  groep: string | null;
  is_canceled: boolean;
  bron: NieuwsBron;
}

/** A news item as a page shows it: with its start already written out (nieuws.server.ts `nieuwsView`). */
export type NieuwsView = NieuwsItem & { datum: DatumLabels };

/** The featured item plus at most this many in the grid. */
export const GRID_MAX = 5;
/** How many items the news list takes (the newest); the search filters these. */
export const NIEUWS_MAX = 25;
/** How much of an item's description the news list carries (and its search reads). */
export const NIEUWS_ZOEKTEKST = 1000;

/** Facebook object ids are digits, sometimes "page_post" pairs; anything else never reaches the Graph API. */
export function isFacebookId(id: string): boolean {
  return /^[0-9]{1,30}(?:_[0-9]{1,30})?$/.test(id);
}

/** An own activity's news id: a prefix no Facebook id has, so the two never collide. */
const ACTIVITEIT_ID = /^activiteit-([1-9][0-9]{0,14})$/;

export function activiteitNieuwsId(id: number): string {
  return `activiteit-${id}`;
}

/** The activity behind a news id, or null when it is not an own activity's id. */
export function activiteitIdOf(nieuwsId: string): number | null {
  const m = ACTIVITEIT_ID.exec(nieuwsId);
  return m ? Number(m[1]) : null;
}

export function isValidNieuwsId(id: string): boolean {
  return isFacebookId(id) || activiteitIdOf(id) !== null;
}

export function facebookEventUrl(id: string): string {
  return `https://www.facebook.com/events/${encodeURIComponent(id)}`;
}

export function nieuwsPath(id: string): string {
  return `/nieuws/${encodeURIComponent(id)}`;
}

/** A tak's name at the start of a word: "Welpenweekend" is the Welpen's, "Jongverkenners" is not the Verkenners'. */
function groepPatroon(name: string): RegExp {
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu");
}

function firstGroepIn(text: string, namen: readonly string[]): string | null {
  let best: { name: string; index: number } | null = null;
  for (const name of namen) {
    const m = groepPatroon(name).exec(text);
    if (m && (best === null || m.index < best.index)) best = { name, index: m.index };
  }
  return best?.name ?? null;
}

/** The tak (of `namen`, the group's age takken) named first in the title, else in the description; null when none. */
export function detectGroep(name: string | null | undefined, description: string | null | undefined, namen: readonly string[]): string | null {
  return firstGroepIn(name ?? "", namen) ?? firstGroepIn(description ?? "", namen);
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  // An own activity's picture is one of our own images.
  if (/^\/media\/[a-f0-9]{16,64}\/\d+\.webp$/.test(value)) return value;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function field(raw: unknown, key: string): unknown {
  return raw && typeof raw === "object" ? (raw as Record<string, unknown>)[key] : undefined;
}

/**
 * The picture of a news item, in the specification's order: cover.source, then img, image, picture.
 * A cover that is already a URL (the detail merges cover.source as cover) counts too. Null: show the star.
 */
export function nieuwsImage(raw: unknown): string | null {
  const cover = field(raw, "cover");
  const picture = field(raw, "picture");
  return (
    httpUrl(field(cover, "source")) ??
    httpUrl(cover) ??
    httpUrl(field(raw, "img")) ??
    httpUrl(field(raw, "image")) ??
    httpUrl(picture) ??
    httpUrl(field(field(picture, "data"), "url"))
  );
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** One event of the Graph API as the site's news item (labelled with one of `takNamen`); null without a usable id. */
export function toNieuwsItem(raw: unknown, takNamen: readonly string[] = []): NieuwsItem | null {
  const rawId = field(raw, "id");
  const id = typeof rawId === "number" ? String(rawId) : text(rawId);
  if (!isFacebookId(id)) return null;
  const name = text(field(raw, "name"));
  const description = text(field(raw, "description"));
  const image = nieuwsImage(raw);
  const placeName = text(field(field(raw, "place"), "name")).trim();
  const start = text(field(raw, "start_time")).trim();
  return {
    id,
    name,
    description,
    cover: image ? { source: image } : null,
    start_time: start || null,
    end_time: text(field(raw, "end_time")).trim() || null,
    place: placeName ? { name: placeName } : null,
    groep: detectGroep(name, description, takNamen),
    is_canceled: field(raw, "is_canceled") === true,
    bron: "facebook",
  };
}

/** Case-insensitive substring match on title or description; an empty query keeps everything. */
export function searchNieuws<T extends { name: string; description: string }>(items: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase("nl-BE");
  if (!needle) return items;
  return items.filter(
    (item) =>
      item.name.toLocaleLowerCase("nl-BE").includes(needle) ||
      item.description.toLocaleLowerCase("nl-BE").includes(needle),
  );
}

/** The first item is featured; the search only applies to the others, of which at most GRID_MAX are shown. */
export function arrangeNieuws<T extends { name: string; description: string }>(
  items: T[],
  query: string,
): { featured: T | null; grid: T[] } {
  const [featured = null, ...rest] = items;
  return { featured, grid: searchNieuws(rest, query).slice(0, GRID_MAX) };
}

/** Items of one branch (by groep label, case-insensitive). */
export function nieuwsVanTak<T extends { groep: string | null }>(items: T[], tak: string): T[] {
  const wanted = tak.toLocaleLowerCase("nl-BE");
  return items.filter((item) => item.groep?.toLocaleLowerCase("nl-BE") === wanted);
}

/** A short plain-text summary for meta descriptions and cards. */
export function excerpt(description: string, max = 160): string {
  const flat = description.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd().replace(/[.,;:!?]+$/, "")}…`;
}
