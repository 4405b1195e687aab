import { listLeiding } from "~/domains/leiding/leiding.server";
import { apiWrite, jsonOk, methodNotAllowed } from "~/lib/http.server";
import type { Route } from "./+types/api.leiding";
import { getLeiding } from "~/domains/leiding/leiding.server";
import { createLeiding } from "~/domains/leiding/mutations.server";
import { leidingCreateInput } from "~/domains/leiding/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { fileField, readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiWriter } from "~/domains/auth/auth.server";

/** GET /api/leiding: every leader with photo URL and branch assignments. */
export async function loader() {
  return jsonOk(await listLeiding());
}

/** POST /api/leiding: multipart (or JSON) name, tel, functie (tak id), image; answers 201 with the new leader. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return apiWrite(request, requireApiWriter, async () => {
    const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De foto" });
    const image = await fileField(body, "image");
    const { id } = await createLeiding(parseInput(leidingCreateInput, { ...body, image: Boolean(image) }), image);
    return { status: 201, body: await getLeiding(id) };
  });
}
