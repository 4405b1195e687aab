import { Readable } from "node:stream";
import yazl from "yazl";
import { logger } from "~/lib/logger.server";
import { fileSlug } from "~/lib/text";
import { ZIP_BREEDTE } from "./rules";
import { fotoBestand } from "./verwerking.server";

/** A file name of ASCII letters and digits from the album's title, e.g. "bosspel-28-11". */
export function zipNaam(titel: string): string {
  return fileSlug(titel, "album");
}

/**
 * 'Download album': the 1280 px versions as a ZIP, streamed. yazl writes each entry as it reads its file, one file
 * after the other, and only reads on while the visitor takes the bytes: the archive is never built in memory or on
 * disk, however large the album. WebP is compressed already, so entries are stored, not deflated again.
 */
export function albumZip(album: { id: number; titel: string }, fotos: readonly { bestand: string }[]): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  const naam = zipNaam(album.titel);
  const digits = String(fotos.length).length;
  fotos.forEach((f, index) => {
    zip.addFile(fotoBestand(album.id, f.bestand, ZIP_BREEDTE), `${naam}-${String(index + 1).padStart(digits, "0")}.webp`, { compress: false });
  });
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => {
    // A photo removed while its album downloads: the archive is cut off; the visitor sees a failed download.
    logger.warn({ album: album.id, err: error.message }, "Foto's: ZIP afgebroken");
    output.destroy(error);
  });
  zip.end();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
