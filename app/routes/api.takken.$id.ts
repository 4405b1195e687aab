import type { Route } from "./+types/api.takken.$id";
import { getTakApi } from "~/domains/takken/takken.server";
import { jsonError, jsonOk, parseNumericId } from "~/lib/api-response.server";

/** GET /api/takken/{id}: one tak. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  if (id === null) return jsonError(400, "Ongeldig id: gebruik een getal.");
  const tak = await getTakApi(id);
  if (!tak) return jsonError(404, "Tak niet gevonden.");
  return jsonOk(tak);
}
