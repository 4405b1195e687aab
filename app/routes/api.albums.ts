import type { Route } from "./+types/api.albums";
import { authenticate, requireApiWriter } from "~/domains/auth/auth.server";
import { albumApi, listAlbums } from "~/domains/fotos/fotos.server";
import { createAlbum } from "~/domains/fotos/mutations.server";
import { albumInput } from "~/domains/fotos/validation";
import { json, jsonError, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/** GET /api/albums: every album, newest first; for leaders only (photos are never public), never cached. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await authenticate(request))) return jsonError(401, "Niet aangemeld: log in of stuur een geldige Bearer-token.");
  return json((await listAlbums({ leiding: true, takIds: [], heleGroep: false })).map(albumApi));
}

/** POST /api/albums {titel, tak, datum, activiteit?}: answers 201 with the new album. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return apiWrite(request, requireApiWriter, async () => {
    const { id } = await createAlbum(parseInput(albumInput, await readBody(request, { maxFileSize: 1024 })));
    const created = (await listAlbums({ leiding: true, takIds: [], heleGroep: false })).find((a) => a.id === id);
    return { status: 201, body: albumApi(created!) };
  });
}
