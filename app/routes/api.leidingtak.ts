import type { Route } from "./+types/api.leidingtak";
import { addLeidingTak } from "~/domains/leiding/mutations.server";
import { leidingTakInput } from "~/domains/leiding/validation";
import { methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { jaarLabel } from "~/domains/scoutsjaar/rules";
import { requireApiWriter } from "~/domains/auth/auth.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST /api/leidingtak: leiding_id, tak_id and optional jaar (the draft's "2027-2028"; the current year without it);
 * answers 201 with the new assignment.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiWrite(request, requireApiWriter, async () => {
    const input = parseInput(leidingTakInput, await readBody(request, { maxFileSize: 1024 }));
    const { id, beginjaar } = await addLeidingTak(input);
    return { status: 201, body: { id, leiding_id: input.leiding_id, tak_id: input.tak_id, jaar: jaarLabel(beginjaar) } };
  });
}
