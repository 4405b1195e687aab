import type { Route } from "./+types/api.geschiedenis.$id";
import { getGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { jsonError, jsonOk } from "~/lib/api-response.server";

/** GET /api/geschiedenis/{id}: an array whose first (only) element is the period, as the specification's clients read it. */
export async function loader({ params }: Route.LoaderArgs) {
  const periode = await getGeschiedenis(params.id);
  if (!periode) return jsonError(404, "Periode niet gevonden.");
  return jsonOk([periode]);
}
