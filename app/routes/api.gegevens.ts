import type { Route } from "./+types/api.gegevens";
import { requireApiBeheerder } from "~/domains/auth/auth.server";
import { exporteerGegevens, wisGegevens } from "~/domains/gegevens/gegevens.server";
import { gegevensInput } from "~/domains/gegevens/validation";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { methodNotAllowed } from "~/lib/http.server";
import { parseInput } from "~/lib/validate";

// 'Gegevens van een ouder' for the Beheerder's token (ADR 0047). Both calls are recorded in the group's log.

const adres = (request: Request) => parseInput(gegevensInput, { email: new URL(request.url).searchParams.get("email") ?? "" }).email;

/** GET /api/gegevens?email=…: everything stored under the address, per kind (the export's JSON). */
export function loader({ request }: Route.LoaderArgs) {
  return apiWrite(request, requireApiBeheerder, async () => ({ body: await exporteerGegevens(adres(request)) }));
}

/** DELETE /api/gegevens?email=…: all of it erased in one step; answers the counts and the day the bucket's copies age out. */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  return apiWrite(request, requireApiBeheerder, async () => ({ body: await wisGegevens(adres(request)) }));
}
