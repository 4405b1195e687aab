import type { Route } from "./+types/api.hosting.groepen.$slug.beheerder";
import { hosterApi } from "~/domains/hosting/api.server";
import { nodigBeheerderUit } from "~/domains/hosting/groepen.server";
import { beheerderInput } from "~/domains/hosting/validation";
import { methodNotAllowed } from "~/lib/http.server";
import { readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/** POST /api/hosting/groepen/{slug}/beheerder `{ email }`: invites a new Beheerder (recorded in the group's log). */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return hosterApi(request, context, async (wie) => {
    const { email } = parseInput(beheerderInput, await readJson(request, 8 * 1024));
    return { status: 201, body: await nodigBeheerderUit(params.slug, email, wie) };
  });
}
