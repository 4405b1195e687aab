import type { Route } from "./+types/api.terugzetten";
import { hostingDomain } from "~/config/env.server";
import { terugzetInput } from "~/domains/hosting/validation";
import { jsonError, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { operatorKeyValid } from "~/lib/operator-key.server";
import { readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { zetSiteTerug } from "~/group/terugzetten.server";
import { clientAddressContext } from "~/group/request-context";

/**
 * POST /api/terugzetten `{ moment }` (single group, `npm run terugzetten`): the site back to the newest copy in the
 * bucket at or before the moment. Only from this machine, with the key the server wrote into DATA_DIR (ADR 0042);
 * anyone else, and hosting mode (the hoster's API has it per group), gets the 404 of an unknown address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const local = context.get(clientAddressContext) === "127.0.0.1" || context.get(clientAddressContext) === "::1" || context.get(clientAddressContext) === "::ffff:127.0.0.1";
  if (hostingDomain() || !local || !operatorKeyValid(request)) return jsonError(404, "Niet gevonden.");
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiWrite(
    request,
    async () => undefined,
    async () => {
      const { moment } = parseInput(terugzetInput, await readJson(request, 4 * 1024));
      return { body: await zetSiteTerug(moment) };
    },
  );
}
