// Where a camp's documents live on disk and under which names: shared by the writes and the server's file route.
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir } from "~/group/context.server";
import { fileSlug } from "~/lib/text";

export function kampDocumentenDir(): string {
  return path.join(dataDir(), "kampdocumenten");
}

// What the server names a file: the title as a slug, then a random part. Nothing of the client's file name is used
// for the path.
const BESTAND = /^([a-z0-9-]{1,60})-[a-f0-9]{12}\.pdf$/;

export function bestandSlug(titel: string): string {
  return fileSlug(titel, "document");
}

/** The name a download is saved under: 'kampboekje-welpen.pdf' for 'kampboekje-welpen-0123456789ab.pdf'. */
export function downloadNaam(bestand: string): string | null {
  const match = BESTAND.exec(bestand);
  return match ? `${match[1]}.pdf` : null;
}

export async function deleteKampFiles(bestanden: readonly string[]): Promise<void> {
  for (const bestand of bestanden) {
    if (BESTAND.test(bestand)) await fs.rm(path.join(kampDocumentenDir(), bestand), { force: true });
  }
}

