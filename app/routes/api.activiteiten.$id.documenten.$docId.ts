import type { Route } from "./+types/api.activiteiten.$id.documenten.$docId";
import { methodNotAllowed, numericId } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { deleteKampDocument } from "~/domains/activiteiten/documenten.server";
import { requireApiWriter } from "~/domains/auth/auth.server";

export function loader() {
  return methodNotAllowed(["DELETE"]);
}

/** DELETE /api/activiteiten/{id}/documenten/{docId}: removes one document of a camp. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return apiWrite(request, requireApiWriter, async () => {
    const docId = numericId(params.docId);
    await deleteKampDocument(numericId(params.id), docId);
    return { body: { deleted: docId } };
  });
}
