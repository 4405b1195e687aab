import crypto from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir } from "~/group/context.server";
import { diskFullRefusal } from "~/lib/disk-space.server";
import type { InputError } from "~/lib/errors";
import { imageMetadata, imageToBuffer, imageToFile, ImageWorkError } from "~/lib/images.server";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareImage } from "~/lib/meta";
import {
  IMAGE_TOO_HEAVY,
  IMAGE_TOO_LARGE,
  IMAGE_WIDTHS,
  IMAGES_BUSY,
  isMediaId,
  MAX_IMAGE_INPUT_BYTES,
  MAX_IMAGE_SIDE,
  mediaIdFromUrl,
  mediaWidths,
  newMediaId,
  NOT_AN_IMAGE,
  PHOTO_NOT_SVG,
  storedWidths,
} from "./media";

export { MAX_IMAGE_INPUT_BYTES, MAX_IMAGE_SIDE } from "./media";
// Refuses decompression bombs: a small file that claims an enormous canvas.
export const MAX_INPUT_PIXELS = 50_000_000;

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 503 = 400,
  ) {
    super(message);
  }
}

/**
 * An image the worker could not make, as the leader reads it: too heavy to draw within IMAGE_TIMEOUT_MS, the server
 * busy with too many images or stopping (503), no disk space left (507, lib/disk-space.server.ts), or else `invalid`
 * (the file is no image the server reads).
 */
export function imageRefusal(error: unknown, invalid: string): ImageRejectedError | InputError {
  if (error instanceof ImageRejectedError) return error;
  const full = diskFullRefusal(error);
  if (full) return full;
  if (error instanceof ImageWorkError) {
    if (error.reason === "timeout") return new ImageRejectedError(IMAGE_TOO_HEAVY);
    if (error.reason === "busy" || error.reason === "stopped") return new ImageRejectedError(IMAGES_BUSY, 503);
  }
  return new ImageRejectedError(invalid);
}

export function mediaDir(): string {
  return path.join(dataDir(), "media");
}

/** The formats an upload may have; an SVG only where a drawing makes sense (`svg`), never as a photo. */
const RASTER_FORMATS = ["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"];
const INVALID = "Dit bestand is geen geldige afbeelding.";

const WEBP_QUALITY = 78;

/**
 * Decodes and re-encodes an uploaded image (in the image worker, lib/images.server.ts): metadata (EXIF, GPS) is
 * dropped, the longest side is at most 1920 px, and each width of IMAGE_WIDTHS below the image's own width is written
 * as WebP, plus the image's own width (at most the largest of IMAGE_WIDTHS): nothing is enlarged, so every file is as
 * wide as its name says. Files appear under their final name only once complete. An SVG is refused unless `svg` (a
 * badge may be a drawing; a leader's photo or an activity's picture is a photo). Returns the server-made media id,
 * which records the largest width.
 */
export async function storeImage(input: Buffer, options: { svg?: boolean } = {}): Promise<string> {
  if (input.byteLength > MAX_IMAGE_INPUT_BYTES) {
    throw new ImageRejectedError(IMAGE_TOO_LARGE, 413);
  }
  let base: Buffer;
  let width: number;
  try {
    const source = { buffer: input };
    const decode = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
    const { format } = await imageMetadata(source, decode);
    if (format === "svg" && !options.svg) throw new ImageRejectedError(PHOTO_NOT_SVG);
    if (!format || !(RASTER_FORMATS.includes(format) || format === "svg")) throw new ImageRejectedError(NOT_AN_IMAGE);
    const made = await imageToBuffer(
      source,
      [
        ["rotate"], // apply the EXIF orientation before the metadata is dropped
        ["resize", { width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true }],
        ["png"],
      ],
      decode,
    );
    base = made.data;
    width = made.width;
  } catch (error) {
    throw imageRefusal(error, INVALID);
  }

  const id = newMediaId(crypto.randomBytes(12).toString("hex"), width);
  const finalDir = path.join(mediaDir(), id);
  const tmpDir = path.join(mediaDir(), `.tmp-${id}`);
  await fs.mkdir(tmpDir, { recursive: true });
  try {
    for (const w of storedWidths(width)) {
      await imageToFile({ buffer: base }, [["resize", { width: w }], ["webp", { quality: WEBP_QUALITY }]], path.join(tmpDir, `${w}.webp`));
    }
    await fs.rename(tmpDir, finalDir);
  } catch (error) {
    await fs.rm(tmpDir, { recursive: true, force: true });
    throw error instanceof ImageWorkError ? imageRefusal(error, INVALID) : error;
  }
  return id;
}

// Drawings that are the same in every group (the demo's portraits and badges) are kept here by their content, beside
// the installation's other caches (ADR 0046). Only ever a cache: missing, it is made again.
const SHARED_DRAWINGS = path.join(process.cwd(), "node_modules", ".cache", "scouts-tekeningen");
// What storeImage makes of a drawing: a change to it makes new kept copies instead of reusing old ones.
const SHARED_DRAWING_RECIPE = JSON.stringify([IMAGE_WIDTHS, MAX_IMAGE_SIDE, WEBP_QUALITY]);

/**
 * Stores a drawing that every group gets alike (an SVG of the demo content) as storeImage does, but makes its files
 * once per installation: a group's demo content is 83 drawings, six seconds of the image worker each time a group
 * (or a test's server) starts with it. Later groups get a copy of the kept files under an id of their own.
 */
export async function storeSharedDrawing(svg: string): Promise<string> {
  const kept = keptDrawingFolder(svg);
  const widths = await fs.readdir(kept).then(
    (names) => names.map((name) => Number.parseInt(name, 10)).filter((w) => w > 0),
    () => [],
  );
  if (widths.length > 0) {
    const id = newMediaId(crypto.randomBytes(12).toString("hex"), Math.max(...widths));
    const tmpDir = path.join(mediaDir(), `.tmp-${id}`);
    try {
      await fs.mkdir(mediaDir(), { recursive: true });
      await fs.cp(kept, tmpDir, { recursive: true });
      await fs.rename(tmpDir, path.join(mediaDir(), id));
      return id;
    } catch (error) {
      await fs.rm(tmpDir, { recursive: true, force: true });
      const full = diskFullRefusal(error);
      if (full) throw full;
    }
  }
  const id = await storeImage(Buffer.from(svg), { svg: true });
  // Kept only where the installation has its node_modules (never made elsewhere); two processes making the same
  // drawing at once both try, the second rename fails and is ignored.
  if (existsSync(path.dirname(path.dirname(SHARED_DRAWINGS)))) {
    const tmpKept = `${kept}.tmp-${crypto.randomBytes(6).toString("hex")}`;
    try {
      await fs.mkdir(SHARED_DRAWINGS, { recursive: true });
      await fs.cp(path.join(mediaDir(), id), tmpKept, { recursive: true });
      await fs.rename(tmpKept, kept);
    } catch {
      await fs.rm(tmpKept, { recursive: true, force: true });
    }
  }
  return id;
}

/** Where the files of a shared drawing are kept once made (storeSharedDrawing). */
export function keptDrawingFolder(svg: string): string {
  return path.join(SHARED_DRAWINGS, crypto.createHash("sha256").update(SHARED_DRAWING_RECIPE).update(svg).digest("hex"));
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
 * a link is shared) and kept beside it. A page's render never makes one: it would start the image worker (about 40 MB
 * of memory) for a visitor who only reads. The file's path, or null when the image's files are gone.
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
  // The picture whole (a badge must not lose its edge), as large as fits with a margin, centred on a calm colour.
  const picture = await imageToBuffer({ file: source }, [["resize", { width: 1120, height: 550, fit: "inside" }], ["png"]]);
  const tmp = path.join(dir, `.tmp-${crypto.randomBytes(6).toString("hex")}-${SHARE_IMAGE_FILE}`);
  try {
    await imageToFile(
      { create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: SHARE_IMAGE_BACKGROUND } },
      [
        ["composite", [{ input: picture.data, gravity: "center" }]],
        ["jpeg", { quality: 84, mozjpeg: true }],
      ],
      tmp,
    );
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
