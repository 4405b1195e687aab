import type { Route } from "./+types/hosting.console.export.$slug";
import { fileResponse } from "~/domains/hosting/api.server";
import { exporteerGroep } from "~/domains/hosting/groepen.server";
import { hosterNaam, requireHosterPagina } from "~/domains/hosting/toegang.server";

/** 'Exporteren' in the console: the group's archive as a download (the same as the API's export). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireHosterPagina(request, context);
  const archief = await exporteerGroep(params.slug, hosterNaam(request));
  return fileResponse(archief.bestand, { "Content-Type": "application/gzip", "Content-Disposition": `attachment; filename="${archief.naam}"` }, archief.opruimen);
}
