import type { Route } from "./+types/api.hosting.herbouwen";
import { hosterApi } from "~/domains/hosting/api.server";
import { herbouwInstallatie } from "~/domains/hosting/terugzetten.server";
import { methodNotAllowed } from "~/lib/http.server";

/** POST /api/hosting/herbouwen: a new installation (empty DATA_DIR) gets every group back from the bucket (ADR 0042). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return hosterApi(request, context, async (wie) => ({ body: await herbouwInstallatie(wie) }));
}
