import { redirect } from "react-router";
import type { Route } from "./+types/og.takken.$bestand";
import { pngResponse } from "~/domains/media/share-image.server";
import { takShareImage } from "~/domains/takken/share-image.server";
import { isPublicTak, takShareImagePath, takSlug } from "~/domains/takken/rules";
import { listTakken } from "~/domains/takken/takken.server";

/** GET /og/takken/{slug}-{colour}.png: the tak's share image (og:image of its page). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)-([0-9a-f]{6})\.png$/.exec(params.bestand);
  const tak = match ? (await listTakken()).find((t) => isPublicTak(t) && takSlug(t.name) === match[1]) : undefined;
  if (!match || !tak) return new Response("Niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const current = takShareImagePath(tak);
  // A link shared before the tak's colour changed: on to today's picture.
  if (current !== `/og/takken/${encodeURIComponent(match[1]!)}-${match[2]}.png`) return redirect(current, 302);
  // The name changes with the colour, so the picture under a name never changes.
  return pngResponse(await takShareImage(tak));
}
