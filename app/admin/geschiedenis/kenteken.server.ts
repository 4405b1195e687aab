import { data, redirect } from "react-router";
import { requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { getGeschiedenis, listArtikels } from "~/domains/geschiedenis/geschiedenis.server";
import { createGeschiedenis, updateGeschiedenis } from "~/domains/geschiedenis/mutations.server";
import { geschiedenisInput, KENTEKEN_SAVE_FAILED } from "~/domains/geschiedenis/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { eenmaligFormulier, formVerzending } from "~/domains/verzendingen/formulier.server";
import { nieuweSleutel } from "~/domains/verzendingen/rules";
import { formDataOf, formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { parseForm } from "~/lib/forms";
import { fileField, readBody, type Body } from "~/lib/request-body.server";

// A badge's add and edit page (/admin/kenteken/add, /admin/kenteken/{id}), the Beheerder's: its data and its save.
// The route module (routes/admin.kenteken.$type.tsx) only hands over.

type PageArgs = AdminRequest & { params: { type: string } };

export async function kentekenPagina({ request, context, params }: PageArgs) {
  const { rol } = requireAdminPage({ request, context });
  if (rol !== "beheerder") return data({ kind: "geen-toegang" as const, rol }, { status: 403, headers: NO_STORE });
  if (params.type === "add") {
    return data({ kind: "kenteken" as const, rol, mode: "add" as const, periode: null, artikels: "", verzending: nieuweSleutel() }, { headers: NO_STORE });
  }
  const periode = await getGeschiedenis(params.type);
  if (!periode) throw data("Kenteken niet gevonden", { status: 404, headers: NO_STORE });
  const artikels = (await listArtikels(params.type)).map((a) => a.artikel).join("\n");
  return data({ kind: "kenteken" as const, rol, mode: "edit" as const, periode, artikels, verzending: null }, { headers: NO_STORE });
}

export async function kentekenOpslaan({ request, context, params }: PageArgs) {
  const actor = requireAdminPage({ request, context });
  const mode = params.type === "add" ? "add" : "edit";
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De afbeelding" });
    const upload = await fileField(body, "kentekenBestand");
    const submission = parseForm(formDataOf(body), geschiedenisInput, { with: { kentekenUpload: Boolean(upload) } });
    if (submission.status !== "success") return refusedFields(submission);
    const input = submission.value;
    const saved = () => redirect(`/admin?sectie=geschiedenis&melding=kenteken-${mode === "add" ? "toegevoegd" : "bijgewerkt"}`, { headers: NO_STORE });
    if (mode === "add") {
      return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
        await createGeschiedenis(input, upload);
        return saved();
      });
    }
    await updateGeschiedenis(params.type, input, upload);
    return saved();
  } catch (error) {
    return formFailure(error, body, KENTEKEN_SAVE_FAILED);
  }
}
