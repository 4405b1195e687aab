import type { Route } from "./+types/api.hosting.groepen.$slug.terugzetten";
import { hosterApi } from "~/domains/hosting/api.server";
import { zetGroepTerug } from "~/domains/hosting/terugzetten.server";
import { groepSlug, terugzetInput } from "~/domains/hosting/validation";
import { methodNotAllowed } from "~/lib/http.server";
import { readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/**
 * POST /api/hosting/groepen/{slug}/terugzetten `{ moment }`: the group's database and files as they were at that moment
 * (the newest copy in the bucket at or before it; `laatste` for the newest), in one step (ADR 0042).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return hosterApi(request, context, async (wie) => {
    const slug = parseInput(groepSlug, params.slug);
    const { moment } = parseInput(terugzetInput, await readJson(request, 4 * 1024));
    return { body: await zetGroepTerug(slug, moment, wie) };
  });
}
