import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { dataDir } from "~/config/env.server";
import { IMAGE_WIDTHS, mediaIdFromUrl } from "./media";

export const MAX_IMAGE_INPUT_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 1920;
// Refuses decompression bombs: a small file that claims an enormous canvas.
const MAX_INPUT_PIXELS = 50_000_000;

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

export function mediaDir(): string {
  return path.join(dataDir(), "media");
}

/**
 * Decodes and re-encodes an uploaded image: metadata (EXIF, GPS) is dropped, the longest side is at most 1920 px,
 * and every width of IMAGE_WIDTHS is written as WebP. Files appear under their final name only once complete.
 * Returns the server-made media id.
 */
export async function storeImage(input: Buffer): Promise<string> {
  if (input.byteLength > MAX_IMAGE_INPUT_BYTES) {
    throw new ImageRejectedError("De afbeelding is te groot (maximaal 10 MB).", 413);
  }
  let base: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (!meta.format || !["jpeg", "png", "webp", "gif", "avif", "heif", "tiff", "svg"].includes(meta.format)) {
      throw new ImageRejectedError("Dit bestand is geen afbeelding.");
    }
    base = await image
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError("Dit bestand is geen geldige afbeelding.");
  }

  const id = crypto.randomBytes(12).toString("hex");
  const finalDir = path.join(mediaDir(), id);
  const tmpDir = path.join(mediaDir(), `.tmp-${id}`);
  await fs.mkdir(tmpDir, { recursive: true });
  try {
    await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        sharp(base)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toFile(path.join(tmpDir, `${width}.webp`)),
      ),
    );
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
  const id = /^[a-f0-9]{16,64}$/.test(idOrUrl) ? idOrUrl : mediaIdFromUrl(idOrUrl);
  if (!id) return;
  await fs.rm(path.join(mediaDir(), id), { recursive: true, force: true });
}
