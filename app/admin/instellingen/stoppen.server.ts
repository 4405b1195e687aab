import { data, redirect } from "react-router";
import { requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { instellingenUrl } from "~/domains/instellingen/delen";
import { isLeeg, takInhoud } from "~/domains/takken/inhoud.server";
import { stopTak } from "~/domains/takken/mutations.server";
import { isPublicTak } from "~/domains/takken/rules";
import { getTakBySlug, listPublicTakken } from "~/domains/takken/takken.server";
import { takStopInput } from "~/domains/takken/validation";
import { formDataOf, formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { parseForm } from "~/lib/forms";
import { now as clockNow } from "~/lib/clock.server";
import { readBody, type Body } from "~/lib/request-body.server";

// 'Stoppen' of a tak (/admin/tak/{slug}/stoppen), the Beheerder's: what it holds, where its coming activities can go,
// and the stop (or the removal of an empty tak). The route module (routes/admin.tak.$id.stoppen.tsx) only hands over.

type PageArgs = AdminRequest & { params: { id: string } };

async function gestopteTak(args: AdminRequest, slug: string) {
  const actor = requireAdminPage(args);
  if (actor.rol !== "beheerder") throw data(NO_ACCESS, { status: 403, headers: NO_STORE });
  const tak = await getTakBySlug(slug);
  if (!tak || !isPublicTak(tak)) throw data("Tak niet gevonden", { status: 404, headers: NO_STORE });
  return { actor, tak };
}

export async function stoppenPagina({ request, context, params }: PageArgs) {
  const { actor, tak } = await gestopteTak({ request, context }, params.id);
  const [inhoud, takken] = await Promise.all([takInhoud(clockNow(), [tak.id]), listPublicTakken()]);
  const telling = inhoud.get(tak.id)!;
  return data(
    {
      rol: actor.rol,
      tak: { id: tak.id, name: tak.name, slug: tak.slug },
      inhoud: telling,
      leeg: isLeeg(telling),
      // Where its coming activities can go: any other tak that runs.
      andere: takken.filter((t) => t.id !== tak.id).map((t) => ({ id: t.id, name: t.name })),
    },
    { headers: NO_STORE },
  );
}

export async function takStoppen({ request, context, params }: PageArgs) {
  const { tak } = await gestopteTak({ request, context }, params.id);
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: 1024 });
    const submission = parseForm(formDataOf({ activiteiten: body.activiteiten, naar: body.naar }), takStopInput);
    if (submission.status !== "success") return refusedFields(submission);
    const gedaan = await stopTak(tak.id, submission.value);
    return redirect(`${instellingenUrl("takken")}&melding=${gedaan.verwijderd ? "tak-voorgoed-verwijderd" : "tak-gestopt"}`, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, "Er is een fout opgetreden bij het stoppen van de tak");
  }
}
