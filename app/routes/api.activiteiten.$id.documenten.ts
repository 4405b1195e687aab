import type { Route } from "./+types/api.activiteiten.$id.documenten";
import { methodNotAllowed, numericId } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { documentWrite, readDocumentBody } from "~/domains/activiteiten/input.server";
import { storeKampDocument } from "~/domains/activiteiten/documenten.server";
import { requireApiWriter } from "~/domains/auth/auth.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST /api/activiteiten/{id}/documenten: multipart `document` (a PDF, at most 20 MB) and `titel`; answers 201 with it. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiWrite(request, requireApiWriter, async () => {
    const id = numericId(params.id);
    const { bytes, titel } = await documentWrite(await readDocumentBody(request));
    return { status: 201, body: await storeKampDocument(id, bytes, titel) };
  });
}
