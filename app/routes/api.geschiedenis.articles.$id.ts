import type { Route } from "./+types/api.geschiedenis.articles.$id";
import { getGeschiedenis, listArtikels } from "~/domains/geschiedenis/geschiedenis.server";
import { jsonError, jsonOk } from "~/lib/http.server";

/** GET /api/geschiedenis/articles/{id}: the written texts of a period, in order. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!(await getGeschiedenis(params.id))) return jsonError(404, "Periode niet gevonden.");
  return jsonOk(await listArtikels(params.id));
}
