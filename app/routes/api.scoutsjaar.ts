import type { Route } from "./+types/api.scoutsjaar";
import { requireApiBeheerder } from "~/domains/auth/auth.server";
import { prepareConcept } from "~/domains/scoutsjaar/mutations.server";
import { jaarLabel } from "~/domains/scoutsjaar/rules";
import { jarenOverzicht } from "~/domains/scoutsjaar/scoutsjaar.server";
import { conceptInput } from "~/domains/scoutsjaar/validation";
import { jsonOk, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { toBrusselsIso } from "~/lib/days";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/** GET /api/scoutsjaar: the current year and the archived years (the draft is not public). */
export async function loader() {
  const { huidig, archief } = await jarenOverzicht();
  return jsonOk({ huidig: jaarLabel(huidig), archief: archief.map(jaarLabel) });
}

/**
 * POST /api/scoutsjaar {start: "kopie" | "leeg"}: opens next year's draft; answers 201 with its year and its proposed
 * reveal (1 September, or null when that has passed).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return apiWrite(request, requireApiBeheerder, async () => {
    const { beginjaar, bekendmaking } = await prepareConcept(parseInput(conceptInput, await readBody(request, { maxFileSize: 1024 })));
    return { status: 201, body: { jaar: jaarLabel(beginjaar), bekendmaking: bekendmaking === null ? null : toBrusselsIso(bekendmaking) } };
  });
}
