import type { Route } from "./+types/api.geschiedenis.$id";
import { jsonError, jsonOk } from "~/lib/http.server";
import { writeRecord } from "~/domains/verzendingen/api-write.server";
import { getGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { deleteGeschiedenis, updateGeschiedenis } from "~/domains/geschiedenis/mutations.server";
import { GESCHIEDENIS_TEXT_BYTES, geschiedenisUpdateInput } from "~/domains/geschiedenis/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { fileField, readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiBeheerder } from "~/domains/auth/auth.server";

/** GET /api/geschiedenis/{id}: an array whose first (only) element is the period, as the specification's clients read it. */
export async function loader({ params }: Route.LoaderArgs) {
  const periode = await getGeschiedenis(params.id);
  if (!periode) return jsonError(404, "Periode niet gevonden.");
  return jsonOk([periode]);
}

/** PUT /api/geschiedenis/{id} (the given fields; a new title gives a new id) and DELETE /api/geschiedenis/{id}. */
export function action({ request, params }: Route.ActionArgs) {
  return writeRecord(request, () => params.id, requireApiBeheerder, {
    put: async (current) => {
      const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, maxTextBytes: GESCHIEDENIS_TEXT_BYTES, label: "Het kenteken" });
      const upload = await fileField(body, "kentekenBestand");
      const { id } = await updateGeschiedenis(current, parseInput(geschiedenisUpdateInput, body), upload);
      return getGeschiedenis(id);
    },
    delete: deleteGeschiedenis,
  });
}
