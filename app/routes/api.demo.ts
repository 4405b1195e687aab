import type { Route } from "./+types/api.demo";
import { verwijderDemoInhoud } from "~/demo/verwijderen.server";
import { requireApiBeheerder } from "~/domains/auth/auth.server";
import { methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";

/**
 * DELETE /api/demo (the Beheerder): removes every demo leader, activity, news item, period with its texts, booklet and
 * announcement with their files, in one transaction; answers how many of each were removed.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return apiWrite(request, requireApiBeheerder, async () => ({ body: { verwijderd: await verwijderDemoInhoud() } }));
}

export function loader() {
  return methodNotAllowed(["DELETE"]);
}
