import type { Route } from "./+types/api.takken.$id";
import { jsonRecord, methodNotAllowed, numericId } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { getTakApi } from "~/domains/takken/takken.server";
import { stopTak, updateTak } from "~/domains/takken/mutations.server";
import { takStopInput, takUpdateInput } from "~/domains/takken/validation";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiWriter } from "~/domains/auth/auth.server";

/** GET /api/takken/{id}: one tak (404 for one that stopped). */
export const loader = ({ params }: Route.LoaderArgs) => jsonRecord(params.id, getTakApi, "Tak niet gevonden.");

/**
 * PUT /api/takken/{id}: the given fields; `beschrijving`, `leeftijd`, `email` for the Beheerder and the tak's own
 * Takleiding; `name` (a new address, answered as `url`; the old one answers 301), `color`, `soort` and `volgorde`
 * for the Beheerder. DELETE /api/takken/{id} (the Beheerder): an empty tak is removed, any other stops; its coming
 * activities are cancelled, or moved with `?activiteiten=verplaatsen&naar={id}`. The domain decides who may do which.
 */
export function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PUT") {
    return apiWrite(request, requireApiWriter, async () => {
      const id = numericId(params.id);
      await updateTak(id, parseInput(takUpdateInput, await readBody(request, { maxFileSize: 1024, maxTextBytes: 128 * 1024 })));
      return { body: await getTakApi(id) };
    });
  }
  if (request.method === "DELETE") {
    return apiWrite(request, requireApiWriter, async () => {
      const id = numericId(params.id);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const gedaan = await stopTak(id, parseInput(takStopInput, query));
      return { body: { deleted: id, verwijderd: gedaan.verwijderd, gestopt: !gedaan.verwijderd, afgelast: gedaan.afgelast, verplaatst: gedaan.verplaatst, ouders: gedaan.ouders } };
    });
  }
  return methodNotAllowed(["GET", "PUT", "DELETE"]);
}
