import type { Route } from "./+types/api.takken.$id";
import { jsonRecord, recordWrite } from "~/lib/http.server";
import { getTakApi } from "~/domains/takken/takken.server";
import { deleteTak, updateTak } from "~/domains/takken/mutations.server";
import { takUpdateInput } from "~/domains/takken/validation";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiWriter } from "~/domains/auth/auth.server";

/** GET /api/takken/{id}: one tak. */
export const loader = ({ params }: Route.LoaderArgs) => jsonRecord(params.id, getTakApi, "Tak niet gevonden.");

/**
 * PUT /api/takken/{id} (the given fields: `beschrijving`, `leeftijd`, `email` for the Beheerder and the tak's own
 * Takleiding; `name` and `color` for the Beheerder) and DELETE /api/takken/{id} (the Beheerder). The domain decides
 * who may do which.
 */
export function action({ request, params }: Route.ActionArgs) {
  return recordWrite(request, params.id, requireApiWriter, {
    put: async (id) => {
      await updateTak(id, parseInput(takUpdateInput, await readBody(request, { maxFileSize: 1024, maxTextBytes: 128 * 1024 })));
      return getTakApi(id);
    },
    delete: deleteTak,
  });
}
