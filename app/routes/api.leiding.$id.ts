import type { Route } from "./+types/api.leiding.$id";
import { apiWrite, jsonError, jsonOk, methodNotAllowed, numericId, parseNumericId } from "~/lib/http.server";
import { getLeiding, getPubliekeLeiding } from "~/domains/leiding/leiding.server";
import { deleteLeiding, updateLeiding } from "~/domains/leiding/mutations.server";
import { leidingUpdateInput } from "~/domains/leiding/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { fileField, readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { requireApiWriter } from "~/domains/auth/auth.server";

/** GET /api/leiding/{id}: one leader of the current year (a draft's new leader stays hidden until the reveal). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  if (id === null) return jsonError(400, "Ongeldig id: gebruik een getal.");
  const leider = await getPubliekeLeiding(id);
  if (!leider) return jsonError(404, "Leiding niet gevonden.");
  return jsonOk(leider);
}

/** PUT /api/leiding/{id} (the given fields; a new image replaces the old one) and DELETE /api/leiding/{id}. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method === "PUT") {
    return apiWrite(request, requireApiWriter, async () => {
      const id = numericId(params.id);
      const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De foto" });
      const input = parseInput(leidingUpdateInput, body);
      await updateLeiding(id, input, await fileField(body, "image"));
      return { body: await getLeiding(id, parseJaarLabel(input.jaar) ?? undefined) };
    });
  }
  if (request.method === "DELETE") {
    return apiWrite(request, requireApiWriter, async () => {
      const id = numericId(params.id);
      await deleteLeiding(id);
      return { body: { deleted: id } };
    });
  }
  return methodNotAllowed(["GET", "PUT", "DELETE"]);
}
