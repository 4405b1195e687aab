import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { imageRefusal, ImageRejectedError, MAX_IMAGE_INPUT_BYTES, mediaDir } from "~/domains/media/media.server";
import { imageMetadata, imageToBuffer, imageToFile, ImageWorkError, type ImageStep } from "~/lib/images.server";
import { LOGO_MATEN } from "./site";

/** A raster logo must be at least this large on its shortest side: the largest icon (512 px) is made from it. */
export const MIN_LOGO_PX = 512;
// An SVG is drawn this large on its shortest side, whatever size it states: it scales without loss.
const SVG_RASTER_PX = 1024;
const MAX_INPUT_PIXELS = 50_000_000;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const FORMATEN = ["png", "jpeg", "webp", "svg"] as const;

export const LOGO_FORMAAT = "Kies een PNG-, JPEG-, WebP- of SVG-bestand.";
export const LOGO_ONGELDIG = "Dit bestand is geen geldige afbeelding.";

/** The file of one size made from an uploaded logo. */
export function logoBestand(id: string, size: number): string {
  return path.join(mediaDir(), id, `${size}.png`);
}

function isLogoId(id: string): boolean {
  return /^logo-[a-f0-9]{16,64}$/.test(id);
}

/**
 * Turns an uploaded logo into the PNGs the site serves (header, favicon, apple-touch-icon, the manifest's 192 and 512;
 * the share images are made from the 512): decoded and drawn anew, so nothing of the upload itself is ever served. An
 * SVG is rasterised here (in the image worker, whose deadline ends an SVG too heavy to draw; librsvg runs no scripts
 * and, reading from memory, loads nothing else), its own file dropped.
 * Returns the id of the folder under media/, which appears only once complete.
 */
export async function maakLogo(input: Buffer): Promise<string> {
  if (input.byteLength > MAX_IMAGE_INPUT_BYTES) throw new ImageRejectedError("Het logo is te groot (maximaal 10 MB).", 413);
  let base: Buffer;
  try {
    const source = { buffer: input };
    const meta = await imageMetadata(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const format = meta.format as (typeof FORMATEN)[number] | undefined;
    if (!format || !FORMATEN.includes(format)) throw new ImageRejectedError(LOGO_FORMAAT);
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (!width || !height) throw new ImageRejectedError(LOGO_ONGELDIG);
    if (format !== "svg" && Math.min(width, height) < MIN_LOGO_PX) {
      throw new ImageRejectedError(`Het logo moet minstens ${MIN_LOGO_PX} pixels breed en hoog zijn (dit is ${width} x ${height}).`);
    }
    // An SVG states its size at 72 dpi; draw it at the density that makes its shortest side SVG_RASTER_PX.
    const density = format === "svg" ? Math.min(2400, Math.max(1, (72 * SVG_RASTER_PX) / Math.min(width, height))) : undefined;
    // Square, the whole logo visible, the rest transparent; at most 1024 px, as large as the largest icon needs.
    const made = await imageToBuffer(
      source,
      [
        ...(format === "svg" ? [] : [["rotate"] as ImageStep]),
        ["resize", { width: SVG_RASTER_PX, height: SVG_RASTER_PX, fit: "contain", background: TRANSPARENT, withoutEnlargement: format !== "svg" }],
        ["png"],
      ],
      { density, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" },
    );
    base = made.data;
  } catch (error) {
    throw imageRefusal(error, LOGO_ONGELDIG);
  }

  const id = `logo-${crypto.randomBytes(12).toString("hex")}`;
  const tmpDir = path.join(mediaDir(), `.tmp-${id}`);
  await fs.mkdir(tmpDir, { recursive: true });
  try {
    for (const [naam, size] of Object.entries(LOGO_MATEN)) {
      await imageToFile(
        { buffer: base },
        [
          ["resize", { width: size, height: size, fit: "contain", background: TRANSPARENT }],
          // A home-screen icon is shown without transparency (black behind it on iOS): on white.
          ...(naam === "appleTouchIcon" ? [["flatten", { background: "#ffffff" }] as ImageStep] : []),
          // A palette PNG (at most 256 colours, as a logo has): about half the bytes, and the browser fetches the
          // manifest's icon while the first page loads.
          ["png", { palette: true, compressionLevel: 9, effort: 10 }],
        ],
        path.join(tmpDir, `${size}.png`),
      );
    }
    await fs.rename(tmpDir, path.join(mediaDir(), id));
  } catch (error) {
    await fs.rm(tmpDir, { recursive: true, force: true });
    throw error instanceof ImageWorkError ? imageRefusal(error, LOGO_ONGELDIG) : error;
  }
  return id;
}

/** Removes the files of a logo that is no longer used. */
export async function verwijderLogo(id: string | null | undefined): Promise<void> {
  if (!id || !isLogoId(id)) return;
  await fs.rm(path.join(mediaDir(), id), { recursive: true, force: true });
}
