import type { Route } from "./+types/api.fotos.$id";
import { requireApiWriter } from "~/domains/auth/auth.server";
import { deleteFoto } from "~/domains/fotos/mutations.server";
import { methodNotAllowed } from "~/lib/http.server";
import { recordWrite } from "~/domains/verzendingen/api-write.server";

export function loader() {
  return methodNotAllowed(["DELETE"]);
}

/** DELETE /api/fotos/{id}: removes the photo; its files are deleted at once. */
export function action({ request, params }: Route.ActionArgs) {
  return recordWrite(request, params.id, requireApiWriter, { delete: deleteFoto, get: false });
}
