import type { Route } from "./+types/api.fotos.$id";
import { requireApiWriter } from "~/domains/auth/auth.server";
import { deleteFoto } from "~/domains/fotos/mutations.server";
import { apiDelete, methodNotAllowed } from "~/lib/http.server";

export function loader() {
  return methodNotAllowed(["DELETE"]);
}

/** DELETE /api/fotos/{id}: removes the photo; its files are deleted at once. */
export function action({ request, params }: Route.ActionArgs) {
  return apiDelete(request, requireApiWriter, params.id, deleteFoto);
}
