import type { Route } from "./+types/api.geschiedenis.articles";
import { addArtikel } from "~/domains/geschiedenis/mutations.server";
import { artikelInput } from "~/domains/geschiedenis/validation";
import { methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { readBody } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";
import { requireApiBeheerder } from "~/domains/auth/auth.server";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST /api/geschiedenis/articles: artikel, geschiedenisId, optional titel; appended after the period's articles. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return apiWrite(request, requireApiBeheerder, async () => {
    const input = parseInput(artikelInput, await readBody(request, { maxFileSize: 1024, maxTextBytes: 128 * 1024 }));
    const { id } = await addArtikel(input);
    return { status: 201, body: { id, ...input } };
  });
}
