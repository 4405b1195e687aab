import type { Route } from "./+types/api.hosting.groepen.$slug.ontvangen";
import { hosterApi } from "~/domains/hosting/api.server";
import { groepSlug, ontvangInput } from "~/domains/hosting/validation";
import { ontvangGroep } from "~/domains/hosting/verhuizen.server";
import { methodNotAllowed } from "~/lib/http.server";
import { readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/**
 * POST /api/hosting/groepen/{slug}/ontvangen: called by the installation a group moves away from, once the bucket's
 * record names this one; the group comes back here from its last copy (ADR 0050). 201.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return hosterApi(request, context, async (wie) => {
    const slug = parseInput(groepSlug, params.slug);
    const input = parseInput(ontvangInput, await readJson(request, 8 * 1024));
    return { status: 201, body: await ontvangGroep(slug, input, wie) };
  });
}
