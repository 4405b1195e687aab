import type { Route } from "./+types/api.geschiedenis.momenten";
import { requireApiBeheerder } from "~/domains/auth/auth.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { wijzigMomenten } from "~/domains/instellingen/mutations.server";
import { momentenInput, uitDotNamen } from "~/domains/instellingen/validation";
import { jsonOk, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { isJsonRequest, readBody, readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { now as clockNow } from "~/lib/clock.server";

const MAX_JSON_BYTES = 64 * 1024;

/** GET /api/geschiedenis/momenten: the 'Belangrijke momenten' of the history page, `[{jaar, titel?, tekst}]`, oldest first. */
export async function loader() {
  return jsonOk((await getInstellingen()).momenten);
}

/**
 * PUT /api/geschiedenis/momenten (the Beheerder): the whole timeline as `[{jaar, tekst}]` (a `titel` is optional), in
 * JSON, or a form with `momenten.0.jaar`, ... . Invalid rows are a 400 naming `{index}.{field}`; nothing changes then.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  return apiWrite(request, requireApiBeheerder, async () => {
    const input = isJsonRequest(request)
      ? await readJson(request, MAX_JSON_BYTES)
      : ((uitDotNamen(await readBody(request, { maxFileSize: 64 * 1024 })) as { momenten?: unknown }).momenten ?? []);
    await wijzigMomenten(parseInput(momentenInput(clockNow()), input, { nested: true }));
    return { body: (await getInstellingen()).momenten };
  });
}
