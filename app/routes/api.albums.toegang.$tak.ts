import type { Route } from "./+types/api.albums.toegang.$tak";
import { requireApiWriter } from "~/domains/auth/auth.server";
import { takVanSlug } from "~/domains/fotos/fotos.server";
import { huidigeLink, nieuweLink } from "~/domains/fotos/toegang.server";
import { apiWrite, methodNotAllowed } from "~/lib/http.server";

/** GET /api/albums/toegang/{tak}: `{url}`, this scouting year's parents' link of the tak (or "hele-groep"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiWrite(request, requireApiWriter, async () => {
    const { takId } = await takVanSlug((params.tak ?? "").toLowerCase());
    return { body: { url: await huidigeLink(takId) } };
  });
}

/** POST /api/albums/toegang/{tak}: 'Nieuwe link'; the old link ends at once. Answers 201 with `{url}`. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return apiWrite(request, requireApiWriter, async () => {
    const { takId, naam } = await takVanSlug((params.tak ?? "").toLowerCase());
    return { status: 201, body: { url: await nieuweLink(takId, naam) } };
  });
}
