import type { Route } from "./+types/api.leiding.$id";
import { jsonRecord } from "~/lib/http.server";
import { recordWrite } from "~/domains/verzendingen/api-write.server";
import { getLeiding, getPubliekeLeiding } from "~/domains/leiding/leiding.server";
import { deleteLeiding, updateLeiding } from "~/domains/leiding/mutations.server";
import { leidingUpdateInput } from "~/domains/leiding/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { fileField, readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { requireApiWriter } from "~/domains/auth/auth.server";

/** GET /api/leiding/{id}: one leader of the current year (a draft's new leader stays hidden until the reveal). */
export const loader = ({ params }: Route.LoaderArgs) => jsonRecord(params.id, getPubliekeLeiding, "Leiding niet gevonden.");

/** PUT /api/leiding/{id} (the given fields; a new image replaces the old one) and DELETE /api/leiding/{id}. */
export function action({ request, params }: Route.ActionArgs) {
  return recordWrite(request, params.id, requireApiWriter, {
    put: async (id) => {
      const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De foto" });
      const input = parseInput(leidingUpdateInput, body);
      await updateLeiding(id, input, await fileField(body, "image"));
      return getLeiding(id, parseJaarLabel(input.jaar) ?? undefined);
    },
    delete: deleteLeiding,
  });
}
