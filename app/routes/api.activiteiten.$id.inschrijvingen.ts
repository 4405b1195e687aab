import type { Route } from "./+types/api.activiteiten.$id.inschrijvingen";
import { leidingVanActiviteit } from "~/domains/afmeldingen/afmeldingen.server";
import { inschrijvingenVoor } from "~/domains/inschrijvingen/inschrijvingen.server";
import { methodNotAllowed, NO_STORE } from "~/lib/http.server";

/**
 * GET /api/activiteiten/{id}/inschrijvingen (issue 51): the sign-ups of an activity, for its tak leaders (their own
 * takken's names) and the Beheerder (all): `{activiteit, inschrijven, plaatsen, aantal, inschrijvingen: [{naam,
 * opmerking, tak, wachtlijst, op}]}`, in the order of the places. The same access as the absences: never without a
 * leader's session or token (401), never another tak's (403), never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const toegang = await leidingVanActiviteit(request, params.id);
  if (toegang instanceof Response) return toegang;
  const a = toegang.activiteit;
  const van = (await inschrijvingenVoor(toegang.actor, [a])).get(a.id);
  return Response.json(
    {
      activiteit: a.id,
      inschrijven: a.inschrijving !== null,
      plaatsen: a.inschrijving?.plaatsen ?? null,
      aantal: van?.aantal ?? 0,
      inschrijvingen: (van?.lijst ?? []).map((r) => ({ naam: r.naam, opmerking: r.opmerking, tak: r.tak, wachtlijst: r.wachtlijst, op: r.op })),
    },
    { headers: NO_STORE },
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
