import type { Route } from "./+types/takken.$id.kalender.ics";
import { icsResponse, kalenderIcs } from "~/domains/activiteiten/kalender.server";
import { getTakBySlug } from "~/domains/takken/takken.server";
import { isPublicTak, takSlug } from "~/domains/takken/rules";

export async function loader({ params }: Route.LoaderArgs) {
  const tak = await getTakBySlug(params.id);
  if (!tak || !isPublicTak(tak)) return new Response("Onbekende tak", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return icsResponse(await kalenderIcs({ takken: [tak] }), `${takSlug(tak.name)}.ics`);
}
