import type { Route } from "./+types/api.takken.boekje.$id";
import { storeBoekje } from "~/domains/takken/mutations.server";
import { getTakApi } from "~/domains/takken/takken.server";
import { MAX_BOEKJE_BYTES } from "~/domains/takken/validation";
import { InputError } from "~/lib/errors";
import { methodNotAllowed, numericId } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { fileField, readBody, textField } from "~/lib/request-body.server";
import { requireApiWriter } from "~/domains/auth/auth.server";

export function loader() {
  return methodNotAllowed(["PUT"]);
}

/**
 * PUT /api/takken/boekje/{id}: multipart field boekje (a PDF, at most 20 MB) and optionally `maand` ("2026-12": this
 * month, the default, or the next); answers the tak with its current boekjeUrl and boekjeMaand.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(["PUT"]);
  return apiWrite(request, requireApiWriter, async () => {
    const id = numericId(params.id);
    const body = await readBody(request, { maxFileSize: MAX_BOEKJE_BYTES, label: "Het boekje" });
    const pdf = await fileField(body, "boekje");
    if (!pdf) throw new InputError("Het veld boekje (PDF) ontbreekt.", 400, { boekje: "Verplicht" });
    await storeBoekje(id, pdf, textField(body, "maand"));
    return { body: await getTakApi(id) };
  });
}
