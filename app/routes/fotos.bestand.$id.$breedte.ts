import fs from "node:fs";
import { Readable } from "node:stream";
import type { Route } from "./+types/fotos.bestand.$id.$breedte";
import { fotoVoorBezoeker } from "~/domains/fotos/fotos.server";
import { isFotoBreedte } from "~/domains/fotos/rules";
import { PRIVE_HEADERS, toegangVan } from "~/domains/fotos/toegang.server";
import { fotoBestand } from "~/domains/fotos/verwerking.server";
import { parseNumericId } from "~/lib/http.server";

function nietGevonden(): Response {
  return new Response("Niet gevonden", { status: 404, headers: { ...PRIVE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * One version of a photo, only for a visitor who may see its album (otherwise 404, as if it did not exist). The
 * browser may keep it for an hour, no shared cache may; search engines neither index it nor the page it is on.
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
  return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      ...PRIVE_HEADERS,
      "Cache-Control": "private, max-age=3600",
      "Content-Type": "image/webp",
      "Content-Length": String(size),
      "Content-Disposition": "inline",
    },
  });
}
