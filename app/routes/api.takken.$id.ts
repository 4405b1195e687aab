import type { Route } from "./+types/api.takken.$id";
import { apiWrite, jsonError, jsonOk, methodNotAllowed, numericId, parseNumericId } from "~/lib/http.server";
import { getTakApi } from "~/domains/takken/takken.server";
import { deleteTak, updateTak } from "~/domains/takken/mutations.server";
import { takUpdateInput } from "~/domains/takken/validation";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiBeheerder, requireApiWriter } from "~/domains/auth/auth.server";

/** GET /api/takken/{id}: one tak. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  if (id === null) return jsonError(400, "Ongeldig id: gebruik een getal.");
  const tak = await getTakApi(id);
  if (!tak) return jsonError(404, "Tak niet gevonden.");
  return jsonOk(tak);
}

/**
 * PUT /api/takken/{id} (the given fields: `beschrijving`, `leeftijd`, `email` for the Beheerder and the tak's own
 * Takleiding; `name` and `color` for the Beheerder) and DELETE /api/takken/{id} (the Beheerder).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PUT") {
    return apiWrite(request, requireApiWriter, async () => {
      const id = numericId(params.id);
      const body = await readBody(request, { maxFileSize: 1024 * 1024 });
      await updateTak(id, parseInput(takUpdateInput, body));
      return { body: await getTakApi(id) };
    });
  }
  if (request.method === "DELETE") {
    return apiWrite(request, requireApiBeheerder, async () => {
      const id = numericId(params.id);
      await deleteTak(id);
      return { body: { deleted: id } };
    });
  }
  return methodNotAllowed(["GET", "PUT", "DELETE"]);
}
