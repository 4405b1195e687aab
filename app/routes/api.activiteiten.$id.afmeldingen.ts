import type { Route } from "./+types/api.activiteiten.$id.afmeldingen";
import { afmeldingenVoor, leidingVanActiviteit } from "~/domains/afmeldingen/afmeldingen.server";
import { methodNotAllowed, NO_STORE } from "~/lib/http.server";

/**
 * GET /api/activiteiten/{id}/afmeldingen: the absences of an activity, for its tak leaders (their own takken's) and the
 * Beheerder (all): `{activiteit, aantal, afmeldingen: [{naam, reden, tak, op}]}`. Children's names: never without a
 * leader's session or token (401), never another tak's (403), never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const toegang = await leidingVanActiviteit(request, params.id);
  if (toegang instanceof Response) return toegang;
  const id = toegang.activiteit.id;
  const van = (await afmeldingenVoor(toegang.actor, [id])).get(id) ?? { aantal: 0, lijst: [] };
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
