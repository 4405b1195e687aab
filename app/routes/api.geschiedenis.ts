import { listGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { jsonOk, methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import type { Route } from "./+types/api.geschiedenis";
import { getGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { createGeschiedenis } from "~/domains/geschiedenis/mutations.server";
import { GESCHIEDENIS_TEXT_BYTES, geschiedenisInput } from "~/domains/geschiedenis/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { fileField, readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiBeheerder } from "~/domains/auth/auth.server";

/** GET /api/geschiedenis: `{ history: [...] }`, newest begin year first. */
export async function loader() {
  return jsonOk({ history: await listGeschiedenis() });
}

/**
 * POST /api/geschiedenis: titel, beginjaar, eindjaar, aalmoezenier, groepsleiding, kenteken (link) or kentekenBestand
 * (image), optional artikels (one per line). The id is the slug of the title (a sent id is ignored); 409 on a clash.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return apiWrite(request, requireApiBeheerder, async () => {
    const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, maxTextBytes: GESCHIEDENIS_TEXT_BYTES, label: "Het kenteken" });
    const upload = await fileField(body, "kentekenBestand");
    const { id } = await createGeschiedenis(parseInput(geschiedenisInput, { ...body, kentekenUpload: Boolean(upload) }), upload);
    return { status: 201, body: await getGeschiedenis(id) };
  });
}
