import type { Route } from "./+types/api.leidingtak.$id";
import { deleteLeidingTak, updateLeidingTak } from "~/domains/leiding/mutations.server";
import { leidingTakUpdateInput } from "~/domains/leiding/validation";
import { apiWrite, methodNotAllowed, numericId } from "~/lib/http.server";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiWriter } from "~/domains/auth/auth.server";

export function loader() {
  return methodNotAllowed(["PUT", "DELETE"]);
}

/** PUT /api/leidingtak/{id} (leiding_id and/or tak_id) and DELETE /api/leidingtak/{id}. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PUT") {
    return apiWrite(request, requireApiWriter, async () => {
      const id = numericId(params.id);
      await updateLeidingTak(id, parseInput(leidingTakUpdateInput, await readBody(request, { maxFileSize: 1024 })));
      return { body: { updated: id } };
    });
  }
  if (request.method === "DELETE") {
    return apiWrite(request, requireApiWriter, async () => {
      const id = numericId(params.id);
      await deleteLeidingTak(id);
      return { body: { deleted: id } };
    });
  }
  return methodNotAllowed(["PUT", "DELETE"]);
}
