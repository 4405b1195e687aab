import type { Route } from "./+types/api.activiteiten.$id.afmeldingen";
import { getActiviteit } from "~/domains/activiteiten/activiteiten.server";
import { afmeldingenVoor, afmeldTakken } from "~/domains/afmeldingen/afmeldingen.server";
import { authenticate } from "~/domains/auth/auth.server";
import { isBeheerder } from "~/domains/auth/permissions.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { jsonError, methodNotAllowed, NO_STORE, parseNumericId } from "~/lib/http.server";

/**
 * GET /api/activiteiten/{id}/afmeldingen: the absences of an activity, for its tak leaders (their own takken's) and the
 * Beheerder (all): `{activiteit, aantal, afmeldingen: [{naam, reden, tak, op}]}`. Children's names: never without a
 * leader's session or token (401), never another tak's (403), never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await authenticate(request);
  if (!actor) return jsonError(401, "Niet aangemeld: log in of stuur een geldige Bearer-token.");
  const id = parseNumericId(params.id);
  if (id === null) return jsonError(400, "Ongeldig id: gebruik een getal.");
  const a = await getActiviteit(id);
  if (!a) return jsonError(404, "Deze activiteit bestaat niet.");
  const takken = await afmeldTakken(a);
  if (!isBeheerder(actor) && !takken.some((t) => actor.takken.includes(t.id))) return jsonError(403, NO_ACCESS);
  const van = (await afmeldingenVoor(actor, [id])).get(id) ?? { aantal: 0, lijst: [] };
  return Response.json(
    {
      activiteit: id,
      aantal: van.aantal,
      afmeldingen: van.lijst.map((r) => ({ naam: r.naam, reden: r.reden, tak: r.tak, op: r.op })),
    },
    { headers: NO_STORE },
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
