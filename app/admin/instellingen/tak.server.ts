import { data, redirect } from "react-router";
import { requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { managesTakken } from "~/domains/auth/permissions.server";
import { instellingenUrl } from "~/domains/instellingen/delen";
import { updateTak, updateTakTeksten } from "~/domains/takken/mutations.server";
import { isPublicTak } from "~/domains/takken/rules";
import { getTakBySlug, verhuisdeSlug } from "~/domains/takken/takken.server";
import { takTekstenInput, takUpdateInput } from "~/domains/takken/validation";
import { formDataOf, formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { parseForm } from "~/lib/forms";
import { readBody, type Body } from "~/lib/request-body.server";

// A tak's page (/admin/tak/{slug}): who may open it (the Beheerder, a Takleiding for their own takken), its data and its
// save. The route module (routes/admin.tak.$id.tsx) only hands over.

type PageArgs = AdminRequest & { params: { id: string } };

/** The tak of the URL, when this account may edit it: else the not-found page or 403 (a renamed tak's old URL: 301). */
async function editedTak(args: AdminRequest, slug: string) {
  const actor = requireAdminPage(args);
  const tak = await getTakBySlug(slug);
  if (!tak || !isPublicTak(tak)) {
    const nu = await verhuisdeSlug(slug);
    if (nu) throw redirect(`/admin/tak/${nu}`, { status: 301, headers: NO_STORE });
    throw data("Tak niet gevonden", { status: 404, headers: NO_STORE });
  }
  if (!managesTakken([tak.id], actor)) throw data(NO_ACCESS, { status: 403, headers: NO_STORE });
  // Back to where a Beheerder and a Takleiding reach this form from.
  const terug = actor.rol === "beheerder" ? instellingenUrl("takken") : "/admin?sectie=boekjes";
  return { actor, tak, terug, beheerder: actor.rol === "beheerder" };
}

export async function takPagina({ request, context, params }: PageArgs) {
  const { actor, tak, terug, beheerder } = await editedTak({ request, context }, params.id);
  return data(
    {
      rol: actor.rol,
      terug,
      beheerder,
      tak: { id: tak.id, name: tak.name, slug: tak.slug, soort: tak.soort, color: tak.color, beschrijving: tak.beschrijving, leeftijd: tak.leeftijd, email: tak.email },
    },
    { headers: NO_STORE },
  );
}

const TEKSTEN = ["beschrijving", "leeftijd", "email"] as const;

export async function takOpslaan({ request, context, params }: PageArgs) {
  const { tak, terug, beheerder } = await editedTak({ request, context }, params.id);
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: 64 * 1024 });
    const { intent: _intent, ...velden } = body;
    if (!beheerder) {
      const submission = parseForm(formDataOf(velden), takTekstenInput);
      if (submission.status !== "success") return refusedFields(submission);
      await updateTakTeksten(tak.id, submission.value);
      return redirect(`${terug}&melding=tak-teksten-opgeslagen`, { headers: NO_STORE });
    }
    // A text the tak has never had may stay empty (a tak just added, renamed before its texts are written); a text it
    // has may not be emptied.
    const invoer: Body = { name: velden.name, soort: velden.soort, color: velden.color };
    for (const veld of TEKSTEN) {
      const waarde = typeof velden[veld] === "string" ? (velden[veld] as string) : "";
      if (waarde.trim() !== "" || tak[veld] !== "") invoer[veld] = waarde;
    }
    const submission = parseForm(formDataOf(invoer), takUpdateInput);
    if (submission.status !== "success") return refusedFields(submission);
    await updateTak(tak.id, submission.value);
    return redirect(`${terug}&melding=tak-opgeslagen`, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, "Er is een fout opgetreden bij het opslaan van de tak");
  }
}
