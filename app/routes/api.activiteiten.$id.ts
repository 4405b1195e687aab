import type { Route } from "./+types/api.activiteiten.$id";
import { jsonError, jsonOk, parseNumericId } from "~/lib/http.server";
import { recordWrite } from "~/domains/verzendingen/api-write.server";
import { getActiviteit, toApi } from "~/domains/activiteiten/activiteiten.server";
import { activiteitWrite, readActiviteitBody } from "~/domains/activiteiten/input.server";
import { ACTIVITEIT_NIET_GEVONDEN, deleteActiviteit, updateActiviteit } from "~/domains/activiteiten/mutations.server";
import { InputError } from "~/lib/errors";
import { requireApiWriter } from "~/domains/auth/auth.server";

/** GET /api/activiteiten/{id}: one activity. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  const activiteit = id === null ? undefined : await getActiviteit(id);
  if (!activiteit) return jsonError(404, "Activiteit niet gevonden.");
  return jsonOk(toApi(activiteit));
}

/** PUT /api/activiteiten/{id} changes the fields it sends; DELETE /api/activiteiten/{id} removes the activity. */
export function action({ request, params }: Route.ActionArgs) {
  return recordWrite(request, params.id, requireApiWriter, {
    put: async (id) => {
      const current = await getActiviteit(id);
      if (!current) throw new InputError(ACTIVITEIT_NIET_GEVONDEN, 404);
      const { input, picture } = await activiteitWrite(await readActiviteitBody(request), { current, merge: true });
      await updateActiviteit(id, input, picture);
      return toApi((await getActiviteit(id))!);
    },
    delete: deleteActiviteit,
  });
}
