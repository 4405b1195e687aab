import { redirect } from "react-router";
import type { Route } from "./+types/og.takken.$bestand";
import { pngResponse } from "~/domains/media/share-image.server";
import { takShareImage } from "~/domains/takken/share-image.server";
import { isPublicTak, takShareImagePath } from "~/domains/takken/rules";
import { getTakBySlug, verhuisdeSlug } from "~/domains/takken/takken.server";

const NIET_GEVONDEN = () => new Response("Niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** GET /og/takken/{slug}-{colour}.png: the tak's share image (og:image of its page). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)-([0-9a-f]{6})\.png$/.exec(params.bestand);
  if (!match) return NIET_GEVONDEN();
  const gevonden = await getTakBySlug(match[1]!);
  const tak = gevonden && isPublicTak(gevonden) ? gevonden : undefined;
  if (!tak) {
    // A link shared before the tak was renamed: on to its picture of today.
    const nu = await verhuisdeSlug(match[1]!);
    const verhuisd = nu === undefined ? undefined : await getTakBySlug(nu);
    return verhuisd ? redirect(takShareImagePath(verhuisd), 301) : NIET_GEVONDEN();
  }
  const current = takShareImagePath(tak);
  // A link shared before the tak's colour changed: on to today's picture.
  if (current !== `/og/takken/${encodeURIComponent(match[1]!)}-${match[2]}.png`) return redirect(current, 302);
  // The name changes with the colour, so the picture under a name never changes.
  return pngResponse(await takShareImage(tak));
}
