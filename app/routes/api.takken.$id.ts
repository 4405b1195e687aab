import type { Route } from "./+types/api.takken.$id";
import { jsonRecord, recordWrite } from "~/lib/http.server";
import { getTakApi } from "~/domains/takken/takken.server";
import { deleteTak, updateTak } from "~/domains/takken/mutations.server";
import { takUpdateInput } from "~/domains/takken/validation";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiBeheerder } from "~/domains/auth/auth.server";

/** GET /api/takken/{id}: one tak. */
export const loader = ({ params }: Route.LoaderArgs) => jsonRecord(params.id, getTakApi, "Tak niet gevonden.");

/** PUT /api/takken/{id} (the given fields) and DELETE /api/takken/{id}. */
export function action({ request, params }: Route.ActionArgs) {
  return recordWrite(request, params.id, requireApiBeheerder, {
    put: async (id) => {
      await updateTak(id, parseInput(takUpdateInput, await readBody(request, { maxFileSize: 1024 * 1024 })));
      return getTakApi(id);
    },
    delete: deleteTak,
  });
}
