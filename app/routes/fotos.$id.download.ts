import type { Route } from "./+types/fotos.$id.download";
import { albumBestanden, getAlbum } from "~/domains/fotos/fotos.server";
import { PRIVE_HEADERS, toegangVan } from "~/domains/fotos/toegang.server";
import { albumZip, zipNaam } from "~/domains/fotos/zip.server";
import { parseNumericId } from "~/lib/http.server";

/** 'Download album': a ZIP of the album's 1280 px photos, streamed while it is made. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  const album = id === null ? undefined : await getAlbum(id, await toegangVan(request));
  if (!album) return new Response("Niet gevonden", { status: 404, headers: { ...PRIVE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  const fotos = await albumBestanden(album.id);
  return new Response(albumZip(album, fotos), {
    headers: {
      ...PRIVE_HEADERS,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${zipNaam(album.titel)}.zip"`,
    },
  });
}
