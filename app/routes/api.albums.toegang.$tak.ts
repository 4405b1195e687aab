import { redirect } from "react-router";
import type { Route } from "./+types/api.albums.toegang.$tak";
import { verhuisdeSlug } from "~/domains/takken/takken.server";
import { requireApiWriter } from "~/domains/auth/auth.server";
import { takVanSlug } from "~/domains/fotos/fotos.server";
import { huidigeLink, nieuweLink } from "~/domains/fotos/toegang.server";
import { methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";

/**
 * GET /api/albums/toegang/{tak}: `{url}`, this scouting year's parents' link of the tak (or "hele-groep"). A renamed
 * tak's old address answers 301 to its address of today.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const nu = await verhuisdeSlug((params.tak ?? "").toLowerCase());
  if (nu) return redirect(`/api/albums/toegang/${nu}`, 301);
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
