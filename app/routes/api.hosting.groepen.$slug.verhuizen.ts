import type { Route } from "./+types/api.hosting.groepen.$slug.verhuizen";
import { hosterApi } from "~/domains/hosting/api.server";
import { groepSlug, verhuisInput } from "~/domains/hosting/validation";
import { verhuisGroep } from "~/domains/hosting/verhuizen.server";
import { methodNotAllowed } from "~/lib/http.server";
import { readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/**
 * POST /api/hosting/groepen/{slug}/verhuizen `{ doel, token? }`: the group moves to the installation at `doel` that uses
 * the same bucket; answers once that one holds it (ADR 0050).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return hosterApi(request, context, async (wie) => {
    const slug = parseInput(groepSlug, params.slug);
    const input = parseInput(verhuisInput, await readJson(request, 4 * 1024));
    return { body: await verhuisGroep(slug, input, wie) };
  });
}
