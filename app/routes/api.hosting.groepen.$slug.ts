import type { Route } from "./+types/api.hosting.groepen.$slug";
import { hosterApi } from "~/domains/hosting/api.server";
import { toonGroep, verwijderGroep, wijzigGroep } from "~/domains/hosting/groepen.server";
import { groepWijzigingInput } from "~/domains/hosting/validation";
import { methodNotAllowed } from "~/lib/http.server";
import { readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/** GET /api/hosting/groepen/{slug}: one group as the list shows it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return hosterApi(request, context, async () => ({ body: await toonGroep(params.slug) }));
}

/** PATCH `{ geschorst?, domeinen? }`: suspend or serve again, own domains. DELETE: removed, kept aside for 30 days. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method === "PATCH") {
    return hosterApi(request, context, async (wie) => ({
      body: await wijzigGroep(params.slug, parseInput(groepWijzigingInput, await readJson(request, 16 * 1024)), wie),
    }));
  }
  if (request.method === "DELETE") return hosterApi(request, context, async (wie) => ({ body: await verwijderGroep(params.slug, wie) }));
  return methodNotAllowed(["GET", "PATCH", "DELETE"]);
}
