import type { Route } from "./+types/api.hosting.groepen";
import { hosterApi } from "~/domains/hosting/api.server";
import { lijstGroepen, maakGroep } from "~/domains/hosting/groepen.server";
import { nieuweGroepInput, type NieuweGroepInput } from "~/domains/hosting/validation";
import { demoVulling } from "~/demo/vullen";
import { methodNotAllowed } from "~/lib/http.server";
import { readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/** GET /api/hosting/groepen: every group with its address, domains, size and last change (the hoster's token). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return hosterApi(request, context, async () => ({ body: await lijstGroepen() }));
}

/** POST /api/hosting/groepen `{ slug, naam, email, domeinen?, demo? }`: a new group, its Beheerder invited. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return hosterApi(request, context, async (wie) => ({
    status: 201,
    body: await maakMetDemo(parseInput(nieuweGroepInput, await readJson(request, 16 * 1024)), wie),
  }));
}

function maakMetDemo(input: NieuweGroepInput, wie: string) {
  return maakGroep(input, wie, demoVulling(input.demo));
}
