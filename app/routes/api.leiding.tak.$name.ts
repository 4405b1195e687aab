import type { Route } from "./+types/api.leiding.tak.$name";
import { listLeidingByTak } from "~/domains/leiding/leiding.server";
import { jsonError, jsonOk } from "~/lib/http.server";

/** GET /api/leiding/tak/{branchName}: the leaders of a branch in page order; 'leiding' lists everyone. */
export async function loader({ params }: Route.LoaderArgs) {
  const leiders = await listLeidingByTak(params.name);
  if (!leiders) return jsonError(404, "Tak niet gevonden.");
  return jsonOk(leiders);
}
