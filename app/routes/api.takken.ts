import { listTakkenApi } from "~/domains/takken/takken.server";
import { jsonOk, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import type { Route } from "./+types/api.takken";
import { createTak } from "~/domains/takken/mutations.server";
import { getTakApi } from "~/domains/takken/takken.server";
import { takInput } from "~/domains/takken/validation";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiBeheerder } from "~/domains/auth/auth.server";

/** GET /api/takken: `{ takken: [...] }`, every tak by id, booklets as URLs. */
export async function loader() {
  return jsonOk({ takken: await listTakkenApi() });
}

/** POST /api/takken: a new tak (name; optional id, leeftijd, email, color, beschrijving); answers 201. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return apiWrite(request, requireApiBeheerder, async () => {
    const body = await readBody(request, { maxFileSize: 1024, maxTextBytes: 128 * 1024 });
    const { id } = await createTak(parseInput(takInput, body));
    return { status: 201, body: await getTakApi(id) };
  });
}
