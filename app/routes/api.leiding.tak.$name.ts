import { redirect } from "react-router";
import type { Route } from "./+types/api.leiding.tak.$name";
import { listLeidingByTak } from "~/domains/leiding/leiding.server";
import { maakSlug } from "~/domains/takken/rules";
import { verhuisdeSlug } from "~/domains/takken/takken.server";
import { jsonError, jsonOk } from "~/lib/http.server";

/**
 * GET /api/leiding/tak/{branchName}: the leaders of a branch (its name or address) in page order; a leaders' group
 * without members of its own lists everyone. A renamed tak's old address answers 301.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const leiders = await listLeidingByTak(params.name);
  if (leiders) return jsonOk(leiders);
  const nu = await verhuisdeSlug(maakSlug(params.name));
  if (nu) return redirect(`/api/leiding/tak/${nu}`, 301);
  return jsonError(404, "Tak niet gevonden.");
}
