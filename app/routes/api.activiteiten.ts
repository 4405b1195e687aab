import type { Route } from "./+types/api.activiteiten";
import { jsonOk, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { getActiviteit, listActiviteiten, toApi } from "~/domains/activiteiten/activiteiten.server";
import { activiteitWrite, filterFromQuery, readActiviteitBody } from "~/domains/activiteiten/input.server";
import { createActiviteit } from "~/domains/activiteiten/mutations.server";
import { InputError } from "~/lib/errors";
import { requireApiWriter } from "~/domains/auth/auth.server";

/** GET /api/activiteiten: the activities in start order; ?tak= (slug, whole-group ones included), ?van=, ?tot=. */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const filter = await filterFromQuery(new URL(request.url).searchParams);
    return jsonOk((await listActiviteiten(filter)).map(toApi));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return Response.json({ error: error.message, fields: error.fields }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
}

/** POST /api/activiteiten: JSON or multipart; answers 201 with the new activity. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return apiWrite(request, requireApiWriter, async () => {
    const { input, picture } = await activiteitWrite(await readActiviteitBody(request));
    const { id } = await createActiviteit(input, picture.image);
    const created = await getActiviteit(id);
    if (!created) return { status: 500, body: { error: "De activiteit werd niet bewaard." } };
    return { status: 201, body: toApi(created) };
  });
}

