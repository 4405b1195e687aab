import type { Route } from "./+types/api.nieuws.$id";
import { getNieuws } from "~/domains/nieuws/nieuws.server";

export async function loader({ params }: Route.LoaderArgs) {
  const found = await getNieuws(params.id);
  if (!found) {
    return Response.json({ error: "Nieuws niet gevonden" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return Response.json(found.item, { headers: { "Cache-Control": "public, max-age=60" } });
}
