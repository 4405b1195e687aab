import type { Route } from "./+types/api.hosting.groepen.$slug.export";
import { fileResponse, hosterApi } from "~/domains/hosting/api.server";
import { exporteerGroep } from "~/domains/hosting/groepen.server";

/** GET /api/hosting/groepen/{slug}/export: the group's archive, as `npm run backup` makes it, while the site runs. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  let answer: Response | undefined;
  const refused = await hosterApi(request, context, async (wie) => {
    const archief = await exporteerGroep(params.slug, wie);
    answer = fileResponse(
      archief.bestand,
      { "Content-Type": "application/gzip", "Content-Disposition": `attachment; filename="${archief.naam}"` },
      archief.opruimen,
    );
    return { body: null };
  });
  return answer ?? refused;
}
