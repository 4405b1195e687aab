import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type Sharp from "sharp";
import { dataDir } from "~/config/env.server";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareImage } from "~/lib/meta";
import { IMAGE_TOO_LARGE, isMediaId, MAX_IMAGE_INPUT_BYTES, MAX_IMAGE_SIDE, mediaIdFromUrl, mediaWidths, newMediaId, NOT_AN_IMAGE, storedWidths } from "./media";

export { MAX_IMAGE_INPUT_BYTES, MAX_IMAGE_SIDE } from "./media";
// Refuses decompression bombs: a small file that claims an enormous canvas.
export const MAX_INPUT_PIXELS = 50_000_000;

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) takes about 30 MB once loaded, so it is loaded when an image is first made, not at start-up; its
 * cache of decoded images is off, because each image is made once and then served as a file. One libvips thread per
 * image: images are made rarely (an upload, the demo's first start), and each extra thread keeps its own memory,
 * which on a small server counts more than a second saved.
 */
export function imageTool(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

export function mediaDir(): string {
  return path.join(dataDir(), "media");
}

/**
 * Decodes and re-encodes an uploaded image: metadata (EXIF, GPS) is dropped, the longest side is at most 1920 px,
 * and each width of IMAGE_WIDTHS below the image's own width is written as WebP, plus the image's own width (at most
 * the largest of IMAGE_WIDTHS): nothing is enlarged, so every file is as wide as its name says. Files appear under
 * their final name only once complete. Returns the server-made media id, which records the largest width.
 */
export async function storeImage(input: Buffer): Promise<string> {
  if (input.byteLength > MAX_IMAGE_INPUT_BYTES) {
    throw new ImageRejectedError(IMAGE_TOO_LARGE, 413);
  }
  const sharp = await imageTool();
  let base: Buffer;
  let width: number;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (!meta.format || !["jpeg", "png", "webp", "gif", "avif", "heif", "tiff", "svg"].includes(meta.format)) {
      throw new ImageRejectedError(NOT_AN_IMAGE);
    }
    const { data, info } = await image
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    base = data;
    width = info.width;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError("Dit bestand is geen geldige afbeelding.");
  }

  const id = newMediaId(crypto.randomBytes(12).toString("hex"), width);
  const finalDir = path.join(mediaDir(), id);
  const tmpDir = path.join(mediaDir(), `.tmp-${id}`);
  await fs.mkdir(tmpDir, { recursive: true });
  try {
    // One width after the other, for the same reason as the single thread (see imageTool).
    for (const w of storedWidths(width)) {
      await sharp(base).resize({ width: w }).webp({ quality: 78 }).toFile(path.join(tmpDir, `${w}.webp`));
    }
    await fs.rename(tmpDir, finalDir);
  } catch (error) {
    await fs.rm(tmpDir, { recursive: true, force: true });
    throw error;
  }
  return id;
}

/** Removes a stored image; unknown or external ids are ignored. */
export async function deleteImage(idOrUrl: string | null | undefined): Promise<void> {
  if (!idOrUrl) return;
  const id = isMediaId(idOrUrl) ? idOrUrl : mediaIdFromUrl(idOrUrl);
  if (!id) return;
  await fs.rm(path.join(mediaDir(), id), { recursive: true, force: true });
}

const SHARE_IMAGE_FILE = "og.jpg";
// brand-light: the colour around a picture that does not fill the 1200 x 630 frame (a square badge).
const SHARE_IMAGE_BACKGROUND = "#F2F7F1";

/**
 * The 1200 x 630 JPEG that social networks show for a page with this stored image (they refuse WebP and small
 * images), made from its largest stored width when first asked for (GET /media/{id}/og.jpg: a chat app asks it when
 * a link is shared) and kept beside it. A page's render never makes one: it would load the image library (about 20 MB
 * of the server's memory) for a visitor who only reads. The file's path, or null when the image's files are gone.
 */
export async function mediaShareImageFile(id: string): Promise<string | null> {
  if (!isMediaId(id)) return null;
  const dir = path.join(mediaDir(), id);
  const target = path.join(dir, SHARE_IMAGE_FILE);
  if (await exists(target)) return target;
  let source: string | undefined;
  for (const width of mediaWidths(id).reverse()) {
    const file = path.join(dir, `${width}.webp`);
    if (await exists(file)) {
      source = file;
      break;
    }
  }
  if (!source) return null;
  const sharp = await imageTool();
  // The picture whole (a badge must not lose its edge), as large as fits with a margin, centred on a calm colour.
  const picture = await sharp(source).resize({ width: 1120, height: 550, fit: "inside" }).png().toBuffer();
  const tmp = path.join(dir, `.tmp-${crypto.randomBytes(6).toString("hex")}-${SHARE_IMAGE_FILE}`);
  try {
    await sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: SHARE_IMAGE_BACKGROUND } })
      .composite([{ input: picture, gravity: "center" }])
      .jpeg({ quality: 84, mozjpeg: true })
      .toFile(tmp);
    await fs.rename(tmp, target);
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
  return target;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The share image of a page whose picture is `pictureUrl`: our own stored image as its 1200 x 630 JPEG (while its
 * files are there: a link to a removed image would share nothing); an external picture (a Facebook cover) by its own
 * URL, without a size we cannot vouch for; null otherwise (the page then shares the site's own image, see pageMeta).
 */
export async function shareImageFor(pictureUrl: string | null | undefined, alt: string): Promise<ShareImage | null> {
  if (!pictureUrl) return null;
  const id = mediaIdFromUrl(pictureUrl);
  if (id) {
    if (!(await exists(path.join(mediaDir(), id)))) return null;
    return { url: `/media/${id}/${SHARE_IMAGE_FILE}`, alt, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };
  }
  return /^https?:\/\//i.test(pictureUrl) ? { url: pictureUrl, alt } : null;
}
