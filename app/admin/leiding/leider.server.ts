import { data, redirect } from "react-router";
import { requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { managesTakken } from "~/domains/auth/permissions.server";
import { getLeiding } from "~/domains/leiding/leiding.server";
import { createLeiding, updateLeiding } from "~/domains/leiding/mutations.server";
import { managesLeider } from "~/domains/leiding/rechten.server";
import { LEIDING_SAVE_FAILED, leidingCreateInput, leidingEditInput } from "~/domains/leiding/validation";
import { MAX_IMAGE_INPUT_BYTES } from "~/domains/media/media.server";
import { jaarLabel, parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { huidigBeginjaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { listTakkenApi } from "~/domains/takken/takken.server";
import { eenmaligFormulier, formVerzending } from "~/domains/verzendingen/formulier.server";
import { nieuweSleutel } from "~/domains/verzendingen/rules";
import { formDataOf, formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { numericId, parseNumericId } from "~/lib/http.server";
import { parseForm } from "~/lib/forms";
import { fileField, readBody, type Body } from "~/lib/request-body.server";

// A leader's add and edit page (/admin/leiding/add, /admin/leiding/{id}): who may open it, its data and its save.
// The route module (routes/admin.leiding.$type.tsx) only hands over.

type PageArgs = AdminRequest & { params: { type: string } };

/** Back to the leaders' list, in the year the form changed (the draft's), with the success message. */
function backToList(jaar: string | undefined, melding: string): string {
  return `/admin?sectie=leiding${jaar ? `&jaar=${jaar}` : ""}&melding=${melding}`;
}

export async function leiderPagina({ request, context, params }: PageArgs) {
  const actor = requireAdminPage({ request, context });
  const { rol } = actor;
  const mode = params.type === "add" ? ("add" as const) : ("edit" as const);
  // A Takleiding picks among their own takken; the server refuses the others anyway.
  const takken = (await listTakkenApi()).filter((t) => managesTakken([t.id], actor)).map((t) => ({ id: t.id, name: t.name }));
  // ?jaar= is the draft being edited; without it the form changes the current year, as before years existed.
  const huidig = await huidigBeginjaar();
  const gevraagd = parseJaarLabel(new URL(request.url).searchParams.get("jaar"));
  const beginjaar = gevraagd !== null && gevraagd > huidig ? gevraagd : huidig;
  const jaar = { label: jaarLabel(beginjaar), param: beginjaar === huidig ? null : jaarLabel(beginjaar) };
  if (mode === "add") {
    return data({ kind: "leiding" as const, rol, mode, takken, leider: null, jaar, verzending: nieuweSleutel() }, { headers: NO_STORE });
  }
  const id = parseNumericId(params.type);
  const leider = id === null ? undefined : await getLeiding(id, beginjaar, { admin: true });
  if (!leider) throw data("Leiding niet gevonden", { status: 404, headers: NO_STORE });
  if (!(await managesLeider(leider.id))) return data({ kind: "geen-toegang" as const, rol }, { status: 403, headers: NO_STORE });
  // The tak field moves the writer's own assignment of the year; without one there is nothing for it to move.
  const eigen = leider.takken.filter((t) => managesTakken([t.tak_id], actor));
  const leiderMetEigen = { ...leider, takken: eigen };
  return data(
    { kind: "leiding" as const, rol, mode, takken: eigen.length || rol === "beheerder" ? takken : [], leider: leiderMetEigen, jaar, verzending: null },
    { headers: NO_STORE },
  );
}

export async function leiderOpslaan({ request, context, params }: PageArgs) {
  const actor = requireAdminPage({ request, context });
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: MAX_IMAGE_INPUT_BYTES, label: "De afbeelding" });
    const image = await fileField(body, "image");
    if (params.type === "add") {
      // One tap, one save: a second post of this form's render answers as the first did (issue 52).
      return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
        const submission = parseForm(formDataOf(body), leidingCreateInput, { with: { image: Boolean(image) } });
        if (submission.status !== "success") return refusedFields(submission);
        await createLeiding(submission.value, image);
        return redirect(backToList(submission.value.jaar, "leiding-toegevoegd"), { headers: NO_STORE });
      });
    }
    const submission = parseForm(formDataOf(body), leidingEditInput);
    if (submission.status !== "success") return refusedFields(submission);
    await updateLeiding(numericId(params.type), submission.value, image);
    return redirect(backToList(submission.value.jaar, "leiding-bijgewerkt"), { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, LEIDING_SAVE_FAILED);
  }
}
