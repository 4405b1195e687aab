import fs from "node:fs";
import type { Route } from "./+types/api.hosting.groepen.$slug.import";
import { hostingOpslagMb } from "~/config/env.server";
import { hosterApi } from "~/domains/hosting/api.server";
import { importBestand, importeerGroep } from "~/domains/hosting/groepen.server";
import { groepSlug } from "~/domains/hosting/validation";
import { methodNotAllowed } from "~/lib/http.server";
import { saveBodyToFile } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

/**
 * POST /api/hosting/groepen/{slug}/import with an archive as the body (`npm run backup` or an export): a new group, or
 * the group's data replaced, after the archive was checked (ADR 0038). 201 for a new group, 200 for a replaced one; 400
 * with the reason for an archive that is refused.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return hosterApi(request, context, async (wie) => {
    const groep = parseInput(groepSlug, params.slug);
    const bestand = importBestand();
    try {
      // An archive unpacks to at most the group's storage (counted as it is unpacked); compressed it is no larger,
      // save the format's few bytes per file.
      const max = hostingOpslagMb() + 50;
      await saveBodyToFile(request, bestand, max * 1024 * 1024, `Het archief is groter dan ${max} MB.`);
      const result = await importeerGroep(groep, bestand, wie);
      return { status: result.nieuw ? 201 : 200, body: result };
    } finally {
      fs.rmSync(bestand, { force: true });
    }
  });
}
