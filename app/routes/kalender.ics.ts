import { redirect } from "react-router";
import type { Route } from "./+types/kalender.ics";
import { verhuisdeSlug } from "~/domains/takken/takken.server";
import { activiteitTakken } from "~/domains/activiteiten/activiteiten.server";
import { icsResponse, kalenderIcs } from "~/domains/activiteiten/kalender.server";

/**
 * GET /kalender.ics: every tak's activities; `?takken=welpen,jin` (or `takken` repeated) a family's feed: the activities
 * of those takken and the whole group's. An unknown tak is refused (400), so a typo never gives an empty calendar; a
 * renamed tak's old address answers 301 to the same feed with its address of today (a subscription in a phone).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const gevraagd = new URL(request.url).searchParams
    .getAll("takken")
    .flatMap((value) => value.split(","))
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean);
  if (gevraagd.length === 0) return icsResponse(await kalenderIcs(), "kalender.ics");
  const takken = await activiteitTakken();
  const onbekend = gevraagd.filter((slug) => !takken.some((t) => t.slug === slug));
  const nu = await Promise.all(onbekend.map(verhuisdeSlug));
  if (onbekend.length && nu.every((slug) => slug !== undefined)) {
    const url = new URL(request.url);
    url.searchParams.delete("takken");
    url.searchParams.set("takken", gevraagd.map((slug) => nu[onbekend.indexOf(slug)] ?? slug).join(","));
    return redirect(`${url.pathname}${url.search}`, 301);
  }
  if (onbekend[0] !== undefined) return new Response(`Onbekende tak: ${onbekend[0].slice(0, 40)}`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // In tak order, each once: the same family's feed is the same calendar, whatever order the link named them in.
  const gekozen = takken.filter((t) => gevraagd.includes(t.slug));
  return icsResponse(await kalenderIcs({ takken: gekozen }), `kalender-${gekozen.map((t) => t.slug).join("-")}.ics`);
}
