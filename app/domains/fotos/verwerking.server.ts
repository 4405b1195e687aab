import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir } from "~/group/context.server";
import { imageRefusal, MAX_INPUT_PIXELS } from "~/domains/media/media.server";
import { InputError } from "~/lib/errors";
import { imageToFile, ImageWorkError } from "~/lib/images.server";
import { FOTO_BREEDTES, FOTO_GEEN_AFBEELDING, FOTO_HEIC, FOTO_ONGELDIG, FOTO_TE_GROOT, MAX_FOTO_BYTES } from "./rules";
import { createFairQueue } from "~/lib/fair-queue.server";

// Making the versions of an uploaded photo, in the image worker (lib/images.server.ts). One photo at a time (see
// `inRij`): a 12-megapixel photo takes some 40 MB while it is decoded, and a phone sends a batch of them at once; in a
// row the memory stays flat.

/** Where the photos live: DATA_DIR/fotos/{albumId}/{bestand}-{breedte}.webp; never under /media or a static folder. */
export function fotosDir(): string {
  return path.join(dataDir(), "fotos");
}

/** Uploaded photos wait here, each a temporary file, until they are processed. */
export function uploadDir(): string {
  return path.join(fotosDir(), ".upload");
}

export function albumDir(albumId: number): string {
  return path.join(fotosDir(), String(albumId));
}

export function fotoBestand(albumId: number, bestand: string, breedte: number): string {
  return path.join(albumDir(albumId), `${bestand}-${breedte}.webp`);
}

/** A refused upload, with the reason the leader reads (and the status the API answers). */
function geweigerd(message: string, status: InputError["status"] = 400): InputError {
  return new InputError(message, status, { foto: message });
}

/** A photo the image worker could not make: unreadable, too heavy (past IMAGE_TIMEOUT_MS), the server busy, disk full. */
function nietGemaakt(error: unknown): InputError {
  const refusal = imageRefusal(error, FOTO_ONGELDIG);
  return geweigerd(refusal.message, refusal.status);
}

// JPEG, PNG, WebP; HEIC/HEIF (ftyp box) is named, so the leader knows what to do.
function soortVan(head: Buffer): "jpeg" | "png" | "webp" | "heic" | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (head.toString("latin1", 4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(head.toString("latin1", 8, 12))) return "heic";
  return null;
}

export interface GemaakteFoto {
  bestand: string;
  breedte: number;
  hoogte: number;
}

/**
 * Makes the WebP versions of the photo in file `input` under the album's folder: the EXIF orientation applied, then
 * every piece of metadata (EXIF with its GPS position, XMP, IPTC, ICC) left out, since sharp writes none unless asked.
 * The original is not kept. Files appear under their final names only once all are complete.
 */
export async function maakVersies(input: string, albumId: number): Promise<GemaakteFoto> {
  const stat = await fs.stat(input);
  if (stat.size > MAX_FOTO_BYTES) throw geweigerd(FOTO_TE_GROOT, 413);
  const handle = await fs.open(input, "r");
  const head = Buffer.alloc(16);
  try {
    await handle.read(head, 0, 16, 0);
  } finally {
    await handle.close();
  }
  const soort = soortVan(head);
  if (soort === "heic") throw geweigerd(FOTO_HEIC);
  if (!soort) throw geweigerd(FOTO_GEEN_AFBEELDING);

  const largest = FOTO_BREEDTES[FOTO_BREEDTES.length - 1]!;
  const bestand = crypto.randomBytes(16).toString("hex");
  const dir = albumDir(albumId);
  await fs.mkdir(dir, { recursive: true });
  // Decoded once, oriented and scaled to the largest version, into a file in libvips' own format: the versions are
  // made from it without the pixels ever becoming a JavaScript buffer (which the garbage collector frees late, so a
  // batch of photos would pile them up). limitInputPixels refuses decompression bombs (a small file that claims an
  // enormous canvas) before a pixel is decoded.
  const base = path.join(dir, `.tmp-${bestand}.v`);
  const made = [base];
  try {
    let info: { width: number; height: number };
    try {
      info = await imageToFile(
        { file: input },
        [["rotate"], ["resize", { width: largest, height: largest, fit: "inside", withoutEnlargement: true }]],
        base,
        { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true },
      );
    } catch (error) {
      throw nietGemaakt(error);
    }
    for (const breedte of FOTO_BREEDTES) {
      const tmp = path.join(dir, `.tmp-${bestand}-${breedte}.webp`);
      made.push(tmp);
      try {
        await imageToFile(
          { file: base },
          [
            ["resize", { width: breedte, height: breedte, fit: "inside", withoutEnlargement: true }],
            ["webp", { quality: breedte <= 480 ? 72 : 80 }],
          ],
          tmp,
          { sequentialRead: true },
        );
      } catch (error) {
        throw error instanceof ImageWorkError ? nietGemaakt(error) : error;
      }
    }
    for (const breedte of FOTO_BREEDTES) {
      await fs.rename(path.join(dir, `.tmp-${bestand}-${breedte}.webp`), fotoBestand(albumId, bestand, breedte));
    }
    return { bestand, breedte: info.width, hoogte: info.height };
  } catch (error) {
    await Promise.all(FOTO_BREEDTES.map((b) => fotoBestand(albumId, bestand, b)).map((f) => fs.rm(f, { force: true })));
    throw error;
  } finally {
    await Promise.all(made.map((f) => fs.rm(f, { force: true })));
  }
}

/** Removes the files of one photo, at once. */
export async function verwijderBestanden(albumId: number, bestand: string): Promise<void> {
  await Promise.all(FOTO_BREEDTES.map((b) => fs.rm(fotoBestand(albumId, bestand, b), { force: true })));
}

export async function verwijderAlbumBestanden(albumId: number): Promise<void> {
  await fs.rm(albumDir(albumId), { recursive: true, force: true });
}

/**
 * Runs `werk` after the photos before it are done: the processing queue, one photo at a time for the whole process,
 * the groups of a hosting installation taking turns. A failure of one photo does not stop the next.
 */
export const inRij = createFairQueue();
