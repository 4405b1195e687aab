import fs from "node:fs";
import { Readable } from "node:stream";
import type { Route } from "./+types/fotos.bestand.$id.$breedte";
import { fotoVoorBezoeker } from "~/domains/fotos/fotos.server";
import { isFotoBreedte } from "~/domains/fotos/rules";
import { PRIVE_HEADERS, toegangVan } from "~/domains/fotos/toegang.server";
import { fotoBestand } from "~/domains/fotos/verwerking.server";
import { parseNumericId } from "~/lib/http.server";

/** Whether the browser's copy is this version: If-None-Match lists its ETag (weak or not) or is `*`. */
function isFresh(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

function nietGevonden(): Response {
  return new Response("Niet gevonden", { status: 404, headers: { ...PRIVE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * One version of a photo, only for a visitor who may see its album (otherwise 404, as if it did not exist). The
 * browser may keep it but asks every time whether it still may (`no-cache` with an ETag: a 304 after the access check,
 * without the bytes), so a renewed parents' link ends what the browser kept at once; no shared cache keeps it. Search
 * engines neither index it nor the page it is on.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  const breedte = Number(params.breedte);
  if (id === null || !isFotoBreedte(breedte)) return nietGevonden();
  const foto = await fotoVoorBezoeker(id, await toegangVan(request));
  if (!foto) return nietGevonden();
  const file = fotoBestand(foto.albumId, foto.bestand, breedte);
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch {
    return nietGevonden();
  }
  // A version never changes under its name (a new upload is a new file): its name is its validator.
  const etag = `"${foto.bestand}-${breedte}"`;
  const validation = { ...PRIVE_HEADERS, "Cache-Control": "private, no-cache", ETag: etag };
  if (isFresh(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers: validation });
  return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: { ...validation, "Content-Type": "image/webp", "Content-Length": String(size), "Content-Disposition": "inline" },
  });
}
