import { redirect } from "react-router";
import type { Route } from "./+types/takken.$id.kalender.ics";
import { icsResponse, kalenderIcs } from "~/domains/activiteiten/kalender.server";
import { getTakBySlug, verhuisdeSlug } from "~/domains/takken/takken.server";
import { isPublicTak } from "~/domains/takken/rules";

/** GET /takken/{tak}/kalender.ics: one tak's feed; a renamed tak's old address answers 301 (webcal:// in parents' phones). */
export async function loader({ params }: Route.LoaderArgs) {
  const tak = await getTakBySlug(params.id);
  if (!tak || !isPublicTak(tak)) {
    const nu = await verhuisdeSlug(params.id);
    if (nu) return redirect(`/takken/${nu}/kalender.ics`, 301);
    return new Response("Onbekende tak", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return icsResponse(await kalenderIcs({ takken: [tak] }), `${tak.slug}.ics`);
}
