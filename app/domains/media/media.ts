// Shared by server and browser: how a stored image is addressed, and what an upload may be.

/** An uploaded image may be this large; the admin's file fields check it in the browser too (and scale a photo down). */
export const MAX_IMAGE_INPUT_BYTES = 10 * 1024 * 1024;
/** The longest side a stored image keeps. */
export const MAX_IMAGE_SIDE = 1920;
export const IMAGE_TOO_LARGE = "De afbeelding is te groot (maximaal 10 MB).";
export const NOT_AN_IMAGE = "Dit bestand is geen afbeelding.";
/** An SVG where a photo is asked for (a leader's photo, an activity's picture). */
export const PHOTO_NOT_SVG = "Kies een foto in JPG, PNG of WebP; een SVG-bestand kan hier niet.";
/** An image whose drawing or decoding took longer than the server allows (IMAGE_TIMEOUT_MS). */
export const IMAGE_TOO_HEAVY = "Deze afbeelding is te zwaar om te verwerken. Kies een eenvoudiger bestand.";
/** Too many images waiting to be made, or the server is stopping. */
export const IMAGES_BUSY = "De server is bezig met te veel afbeeldingen tegelijk. Probeer het over een minuut opnieuw.";

/** Widths made for a stored image (those up to its own width); the browser picks one through srcset. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;
export const DEFAULT_IMAGE_WIDTH = 640;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

// A media id is random hex, followed by "-{width}": the width of its largest file. Ids made before that width was
// recorded have no suffix; every width of IMAGE_WIDTHS exists for them (small images stored enlarged-free, so the
// larger names hold the original size).
const MEDIA_ID = "[a-f0-9]{16,64}(?:-[1-9]\\d{0,3})?";
const MEDIA_ID_PATTERN = new RegExp(`^${MEDIA_ID}$`);
const MEDIA_URL = new RegExp(`^/media/(${MEDIA_ID})/\\d+\\.webp$`);

export function isMediaId(value: string): boolean {
  return MEDIA_ID_PATTERN.test(value);
}

/** The widths stored for an image whose largest file is `largest` wide: each standard width below it, and itself. */
export function storedWidths(largest: number): number[] {
  const top = Math.min(largest, LARGEST_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/** The id of a new image: the random part and the width of its largest file. */
export function newMediaId(random: string, imageWidth: number): string {
  return `${random}-${Math.min(imageWidth, LARGEST_WIDTH)}`;
}

/** The widths on disk for a media id, read from the id itself (no disk access). */
export function mediaWidths(id: string): number[] {
  const suffix = /-(\d+)$/.exec(id);
  return suffix ? storedWidths(Number(suffix[1])) : [...IMAGE_WIDTHS];
}

/** URL of the stored file of at least `width` pixels, or of the largest when the image is smaller. */
export function mediaUrl(id: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  const widths = mediaWidths(id);
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1];
  return `/media/${id}/${chosen}.webp`;
}

/** The media id behind a local image URL, or null for an external URL. */
export function mediaIdFromUrl(url: string | null | undefined): string | null {
  return url ? (MEDIA_URL.exec(url)?.[1] ?? null) : null;
}

/** src and srcset for an image URL: the widths that exist, each with its true width, for local media; the URL alone otherwise. */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  const id = mediaIdFromUrl(url);
  if (!id) return { src: url };
  return {
    src: mediaUrl(id),
    srcSet: mediaWidths(id)
      .map((w) => `${mediaUrl(id, w)} ${w}w`)
      .join(", "),
  };
}
