import type { Route } from "./+types/api.hosting.installatie";
import { hosterApi } from "~/domains/hosting/api.server";
import { dezeInstallatie } from "~/domains/hosting/verhuizen.server";

/** GET /api/hosting/installatie: this installation's name among those that share the bucket (ADR 0050). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return hosterApi(request, context, async () => ({ body: dezeInstallatie() }));
}
