import type { Route } from "./+types/api.leiding.$id";
import { getLeiding } from "~/domains/leiding/leiding.server";
import { jsonError, jsonOk, parseNumericId } from "~/lib/api-response.server";

/** GET /api/leiding/{id}: one leader. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  if (id === null) return jsonError(400, "Ongeldig id: gebruik een getal.");
  const leider = await getLeiding(id);
  if (!leider) return jsonError(404, "Leiding niet gevonden.");
  return jsonOk(leider);
}
