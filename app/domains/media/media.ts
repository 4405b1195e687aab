// Shared by server and browser: how a stored image is addressed.

/** Widths made for every stored image; the browser picks one through srcset. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

const MEDIA_URL = /^\/media\/([a-f0-9]{16,64})\/\d+\.webp$/;

export function mediaUrl(id: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  return `/media/${id}/${width}.webp`;
}

/** The media id behind a local image URL, or null for an external URL. */
export function mediaIdFromUrl(url: string | null | undefined): string | null {
  return url ? (MEDIA_URL.exec(url)?.[1] ?? null) : null;
}

/** src and srcset for an image URL: every stored width for local media, the URL alone otherwise. */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  const id = mediaIdFromUrl(url);
  if (!id) return { src: url };
  return {
    src: mediaUrl(id),
    srcSet: IMAGE_WIDTHS.map((w) => `${mediaUrl(id, w)} ${w}w`).join(", "),
  };
}
