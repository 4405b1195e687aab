import { getLeiding, listLeiding, listLeidingArchief } from "~/domains/leiding/leiding.server";
import { createLeiding } from "~/domains/leiding/mutations.server";
import { leidingCreateInput } from "~/domains/leiding/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { jaarLabel, parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { huidigBeginjaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { JAAR_FORMAAT } from "~/domains/scoutsjaar/validation";
import { json, jsonError, jsonOk, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { fileField, readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import type { Route } from "./+types/api.leiding";
import { isAdmin, requireApiWriter } from "~/domains/auth/auth.server";

/**
 * GET /api/leiding: every leader of the current scouting year with photo URL and branch assignments.
 * GET /api/leiding?jaar=2025-2026: a past year in the same shape, names only (tel "", no photo); a year that is not
 * revealed yet is a 404 like a year without leaders, except for the admin (session or bearer token), who gets the draft.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const jaar = new URL(request.url).searchParams.get("jaar");
  const huidig = await huidigBeginjaar();
  if (jaar === null || jaar === "") return jsonOk(await listLeiding(huidig));
  const begin = parseJaarLabel(jaar);
  if (begin === null) return jsonError(400, JAAR_FORMAAT);
  if (begin === huidig) return jsonOk(await listLeiding(huidig));
  // The draft, for the admin only and never kept by a cache (json() answers no-store).
  if (begin > huidig && (await isAdmin(request))) return json(await listLeiding(begin));
  const leiders = begin < huidig ? await listLeidingArchief(begin) : [];
  if (!leiders.length) return jsonError(404, `Geen leiding bekend voor scoutsjaar ${jaarLabel(begin)}.`);
  return jsonOk(leiders);
}

/**
 * POST /api/leiding: multipart (or JSON) name, tel, functie (tak id), image, and optional jaar (the draft's
 * "2027-2028"; the current year without it); answers 201 with the new leader and their takken of that year.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return apiWrite(request, requireApiWriter, async () => {
    const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De foto" });
    const image = await fileField(body, "image");
    const input = parseInput(leidingCreateInput, { ...body, image: Boolean(image) });
    const { id } = await createLeiding(input, image);
    return { status: 201, body: await getLeiding(id, parseJaarLabel(input.jaar) ?? undefined) };
  });
}
