import type { Route } from "./+types/api.instellingen";
import { requireApiBeheerder } from "~/domains/auth/auth.server";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { wijzigInstellingen } from "~/domains/instellingen/mutations.server";
import type { Site } from "~/domains/instellingen/site";
import { instellingenInput } from "~/domains/instellingen/validation";
import { jsonOk, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { isJsonRequest, readBody, readJson } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { now as clockNow } from "~/lib/clock.server";

const MAX_JSON_BYTES = 64 * 1024;

/** The public settings as the API answers them (the shape PUT takes, plus the logo). */
function instellingenApi(site: Site) {
  const { groep } = site;
  return {
    naam: groep.naam,
    korteNaam: groep.korteNaam,
    opgericht: groep.opgericht,
    adres: groep.adres,
    email: groep.email,
    telefoon: groep.telefoon,
    sociaal: groep.sociaal,
    kaart: groep.kaart,
    kleur: site.kleur,
    bijeenkomst: groep.bijeenkomst,
    leeftijden: groep.leeftijden,
    links: groep.links,
    maker: groep.maker,
    takWoord: groep.takWoord,
    logo: site.logo.icon512,
  };
}

/** GET /api/instellingen: the group's public settings. */
export async function loader() {
  return jsonOk(instellingenApi(await getSite()));
}

/**
 * PUT /api/instellingen (the Beheerder): changes only the fields sent, as JSON (nested, as GET answers) or as a form
 * (nested names with dots: `adres.straat`). Invalid input is a 400 naming each field; nothing changes then.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  return apiWrite(request, requireApiBeheerder, async () => {
    const input = isJsonRequest(request) ? await readJson(request, MAX_JSON_BYTES) : await readBody(request, { maxFileSize: 64 * 1024 });
    await wijzigInstellingen(parseInput(instellingenInput(clockNow()), input, { nested: true }));
    return { body: instellingenApi(await getSite()) };
  });
}
