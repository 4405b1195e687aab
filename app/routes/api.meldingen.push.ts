import type { Route } from "./+types/api.meldingen.push";
import { pushPerClient } from "~/domains/meldingen/inschrijving.server";
import { pushInschrijven, pushUitschrijven } from "~/domains/meldingen/mutations.server";
import { MELDING_TE_VEEL } from "~/domains/meldingen/teksten";
import { pushEinde, pushInput } from "~/domains/meldingen/validation";
import { InputError } from "~/lib/errors";
import { methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { clientKey } from "~/lib/rate-limit.server";
import { readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { clientAddressContext } from "~/group/request-context";

/**
 * POST /api/meldingen/push `{subscription: {endpoint, keys: {p256dh, auth}}, takken: [slugs]}`: a browser's push
 * subscription (201); DELETE with `{endpoint}` ends it. Anonymous, as the sign-up form is: the browser's permission is
 * the opt-in, the endpoint must be https on a public address, and a client address is limited.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed(["POST", "DELETE"]);
  const limit = async () => {
    if (!(await pushPerClient.take(clientKey(context.get(clientAddressContext))))) throw new InputError(MELDING_TE_VEEL, 429);
  };
  return apiWrite(request, limit, async () => {
    const body = await readJson(request, 8 * 1024);
    if (request.method === "DELETE") {
      const { endpoint } = parseInput(pushEinde, body);
      return { body: { verwijderd: await pushUitschrijven(endpoint) } };
    }
    const input = parseInput(pushInput, body, { nested: true });
    await pushInschrijven(input);
    return { status: 201, body: { takken: input.takken } };
  });
}

export function loader() {
  return methodNotAllowed(["POST", "DELETE"]);
}
