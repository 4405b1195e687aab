import type { Route } from "./+types/api.instellingen.logo";
import { requireApiBeheerder } from "~/domains/auth/auth.server";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { herstelLogo, wijzigLogo } from "~/domains/instellingen/mutations.server";
import { KIES_LOGO } from "~/domains/instellingen/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { InputError } from "~/lib/errors";
import { methodNotAllowed } from "~/lib/http.server";
import { apiWrite } from "~/domains/verzendingen/api-write.server";
import { fileField, readBody } from "~/lib/request-body.server";

/**
 * PUT /api/instellingen/logo (the Beheerder): a new logo in the multipart field `logo` (or base64 in JSON), PNG, JPEG,
 * WebP or SVG of at least 512 px; answers the icons made from it. DELETE goes back to the site's own logo.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method === "PUT") {
    return apiWrite(request, requireApiBeheerder, async () => {
      const body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "Het logo" });
      const logo = await fileField(body, "logo");
      if (!logo) throw new InputError(KIES_LOGO, 400, { logo: KIES_LOGO });
      await wijzigLogo(logo);
      return { body: (await getSite()).logo };
    });
  }
  if (request.method === "DELETE") {
    return apiWrite(request, requireApiBeheerder, async () => {
      await herstelLogo();
      return { body: (await getSite()).logo };
    });
  }
  return methodNotAllowed(["PUT", "DELETE"]);
}
