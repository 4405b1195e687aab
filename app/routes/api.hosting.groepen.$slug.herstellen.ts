import type { Route } from "./+types/api.hosting.groepen.$slug.herstellen";
import { hosterApi } from "~/domains/hosting/api.server";
import { herstelGroep } from "~/domains/hosting/groepen.server";
import { methodNotAllowed } from "~/lib/http.server";

/** POST /api/hosting/groepen/{slug}/herstellen: a deleted group back, within its 30 days. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return hosterApi(request, context, async (wie) => ({ body: await herstelGroep(params.slug, wie) }));
}
