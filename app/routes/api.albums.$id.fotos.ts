import type { Route } from "./+types/api.albums.$id.fotos";
import { requireApiWriter } from "~/domains/auth/auth.server";
import { ontvangFotos } from "~/domains/fotos/upload.server";
import { fotoUrl } from "~/domains/fotos/rules";
import { methodNotAllowed, numericId } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST /api/albums/{id}/fotos (multipart, one or more files in `foto`): 201 with the stored photos. When a file is
 * refused, the answer has that refusal's status and names each refused file with its reason; the photos stored
 * before and after it stay (they are listed in `fotos`).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiWrite(request, requireApiWriter, async () => {
    const { fotos, geweigerd } = await ontvangFotos(request, numericId(params.id));
    const body = { fotos: fotos.map((f) => ({ ...f, url: fotoUrl(f.id, 1280) })), geweigerd: geweigerd.map(({ naam, error }) => ({ naam, error })) };
    const first = geweigerd[0];
    if (!first) return { status: 201, body };
    return { status: first.status, body: { error: `${first.naam}: ${first.error}`, fields: { foto: first.error }, ...body } };
  });
}
