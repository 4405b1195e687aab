import type { Route } from "./+types/tak-logo.$bestand";
import { takLogoSvg } from "~/domains/takken/rules";

/**
 * GET /tak-logo/{rrggbb}.svg: the picture of a tak the site ships none for, in the tak's colour. Made from the address
 * alone (a colour is all it needs), so it never changes under its address: cached for a year.
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = /^([0-9a-f]{6})\.svg$/.exec(params.bestand);
  if (!match) return new Response("Niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(takLogoSvg(`#${match[1]}`), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
