import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { imageTool, ImageRejectedError, MAX_IMAGE_INPUT_BYTES, mediaDir } from "~/domains/media/media.server";
import { LOGO_MATEN } from "./site";

/** A raster logo must be at least this large on its shortest side: the largest icon (512 px) is made from it. */
export const MIN_LOGO_PX = 512;
// An SVG is drawn this large on its shortest side, whatever size it states: it scales without loss.
const SVG_RASTER_PX = 1024;
const MAX_INPUT_PIXELS = 50_000_000;
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
 * SVG is rasterised here (librsvg runs no scripts and, reading from memory, loads nothing else), its own file dropped.
 * Returns the id of the folder under media/, which appears only once complete.
 */
export async function maakLogo(input: Buffer): Promise<string> {
  if (input.byteLength > MAX_IMAGE_INPUT_BYTES) throw new ImageRejectedError("Het logo is te groot (maximaal 10 MB).", 413);
  const sharp = await imageTool();
  let base: Buffer;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
    const format = meta.format as (typeof FORMATEN)[number] | undefined;
    if (!format || !FORMATEN.includes(format)) throw new ImageRejectedError(LOGO_FORMAAT);
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (!width || !height) throw new ImageRejectedError(LOGO_ONGELDIG);
    let image;
    if (format === "svg") {
      // An SVG states its size at 72 dpi; draw it at the density that makes its shortest side SVG_RASTER_PX.
      const density = Math.min(2400, Math.max(1, (72 * SVG_RASTER_PX) / Math.min(width, height)));
      image = sharp(input, { density, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    } else {
      if (Math.min(width, height) < MIN_LOGO_PX) {
        throw new ImageRejectedError(`Het logo moet minstens ${MIN_LOGO_PX} pixels breed en hoog zijn (dit is ${width} x ${height}).`);
      }
      image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    }
    // Square, the whole logo visible, the rest transparent; at most 1024 px, as large as the largest icon needs.
    base = await image
      .resize(SVG_RASTER_PX, SVG_RASTER_PX, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 }, withoutEnlargement: format !== "svg" })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError(LOGO_ONGELDIG);
  }

  const id = `logo-${crypto.randomBytes(12).toString("hex")}`;
  const tmpDir = path.join(mediaDir(), `.tmp-${id}`);
  await fs.mkdir(tmpDir, { recursive: true });
  try {
    for (const [naam, size] of Object.entries(LOGO_MATEN)) {
      let icon = sharp(base).resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } });
      // A home-screen icon is shown without transparency (black behind it on iOS): on white.
      if (naam === "appleTouchIcon") icon = icon.flatten({ background: "#ffffff" });
      // A palette PNG (at most 256 colours, as a logo has): about half the bytes, and the browser fetches the manifest's
      // icon while the first page loads.
      await icon.png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(path.join(tmpDir, `${size}.png`));
    }
    await fs.rename(tmpDir, path.join(mediaDir(), id));
  } catch (error) {
    await fs.rm(tmpDir, { recursive: true, force: true });
    throw error;
  }
  return id;
}

/** Removes the files of a logo that is no longer used. */
export async function verwijderLogo(id: string | null | undefined): Promise<void> {
  if (!id || !isLogoId(id)) return;
  await fs.rm(path.join(mediaDir(), id), { recursive: true, force: true });
}
