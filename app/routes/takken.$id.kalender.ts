import type { Route } from "./+types/takken.$id.kalender";
import { icsResponse, kalenderIcs } from "~/domains/nieuws/kalender.server";
import { getTakBySlug } from "~/domains/takken/takken.server";
import { isPublicTak, takSlug } from "~/domains/takken/rules";

export async function loader({ params }: Route.LoaderArgs) {
  const tak = await getTakBySlug(params.id);
  if (!tak || !isPublicTak(tak)) return new Response("Onbekende tak", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return icsResponse(await kalenderIcs({ tak: tak.name }), `${takSlug(tak.name)}.ics`);
}
