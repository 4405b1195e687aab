import type { Route } from "./+types/api.leidingtak.$id";
import { deleteLeidingTak, updateLeidingTak } from "~/domains/leiding/mutations.server";
import { leidingTakUpdateInput } from "~/domains/leiding/validation";
import { methodNotAllowed } from "~/lib/http.server";
import { recordWrite } from "~/domains/verzendingen/api-write.server";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiWriter } from "~/domains/auth/auth.server";

export function loader() {
  return methodNotAllowed(["PUT", "DELETE"]);
}

/** PUT /api/leidingtak/{id} (leiding_id and/or tak_id) and DELETE /api/leidingtak/{id}. */
export function action({ request, params }: Route.ActionArgs) {
  return recordWrite(request, params.id, requireApiWriter, {
    put: async (id) => {
      await updateLeidingTak(id, parseInput(leidingTakUpdateInput, await readBody(request, { maxFileSize: 1024 })));
      return { updated: id };
    },
    delete: deleteLeidingTak,
    get: false,
  });
}
