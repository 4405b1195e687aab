import type { Route } from "./+types/api.albums.$id";
import { requireApiWriter } from "~/domains/auth/auth.server";
import { deleteAlbum } from "~/domains/fotos/mutations.server";
import { methodNotAllowed } from "~/lib/http.server";
import { recordWrite } from "~/domains/verzendingen/api-write.server";

export function loader() {
  return methodNotAllowed(["DELETE"]);
}

/** DELETE /api/albums/{id}: removes the album, its photos and their files. */
export function action({ request, params }: Route.ActionArgs) {
  return recordWrite(request, params.id, requireApiWriter, { delete: deleteAlbum, get: false });
}
