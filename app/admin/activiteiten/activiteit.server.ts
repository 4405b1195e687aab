import { data, redirect } from "react-router";
import { successMessage } from "~/components/admin/messages";
import { gebruikelijkeDuren, getActiviteit, takKeuze } from "~/domains/activiteiten/activiteiten.server";
import { deleteKampDocument, DOCUMENT_NIET_GEVONDEN, storeKampDocument } from "~/domains/activiteiten/documenten.server";
import { activiteitFormulierWrite, documentWrite, readActiviteitBody, readDocumentBody, vraagBijVerleden } from "~/domains/activiteiten/input.server";
import { createActiviteit, updateActiviteit } from "~/domains/activiteiten/mutations.server";
import type { ActiviteitView } from "~/domains/activiteiten/rules";
import { ACTIVITEIT_SAVE_FAILED } from "~/domains/activiteiten/validation";
import type { Actor } from "~/domains/auth/actor.server";
import { requireAdminPage, type AdminRequest } from "~/domains/auth/auth.server";
import { meldingOuders } from "~/domains/meldingen/beheer.server";
import { eenmaligFormulier, formVerzending } from "~/domains/verzendingen/formulier.server";
import { nieuweSleutel } from "~/domains/verzendingen/rules";
import { formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { diskFullRefusal } from "~/lib/disk-space.server";
import { InputError } from "~/lib/errors";
import { parseNumericId } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { textField } from "~/lib/request-body.server";
import { binnenKeuze, EMPTY, formValues, vervangingOpties } from "./activiteit-form.server";

// An activity's add and edit page (/admin/activiteit/add, /admin/activiteit/{id}, with the camp's documents below the
// form): who may open it, its data and its saves. The route module (routes/admin.activiteit.tsx) only hands over.

type PageArgs = AdminRequest & { params: { type: string } };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const NIEUW = "Nieuwe Activiteit Toevoegen";
const DOCUMENT_FAILED = "Er was een probleem met het document";

async function editedActiviteit(type: string): Promise<ActiviteitView> {
  const id = parseNumericId(type);
  const activiteit = id === null ? undefined : await getActiviteit(id);
  if (!activiteit) throw data("Activiteit niet gevonden", { status: 404, headers: NO_STORE });
  return activiteit;
}

export async function activiteitPagina({ request, context, params }: PageArgs) {
  const actor = requireAdminPage({ request, context });
  const { rol } = actor;
  const keuze = await takKeuze(actor);
  if (params.type === "add") {
    const kopie = parseNumericId(new URL(request.url).searchParams.get("kopie") ?? undefined);
    const bron = kopie === null ? undefined : await getActiviteit(kopie);
    const copied = bron ? formValues(bron, WEEK_MS) : null;
    // A copy of another tak's activity keeps its text, and starts from the writer's own tak.
    const values = copied ? (binnenKeuze(copied, keuze) ? copied : { ...copied, takken: keuze.standaard }) : { ...EMPTY, takken: keuze.standaard };
    return data(
      { kind: "form" as const, rol, mode: "add" as const, title: NIEUW, keuze, values, vervangingen: [], currentImageUrl: null, id: null, documenten: null, melding: null, meldingen: await meldingOuders(), verzending: nieuweSleutel(), documentVerzending: null, duren: await gebruikelijkeDuren() },
      { headers: NO_STORE },
    );
  }
  const activiteit = await editedActiviteit(params.type);
  const values = formValues(activiteit);
  // The server would refuse the change: the page says so instead of a form that cannot be saved.
  if (!binnenKeuze(values, keuze)) return data({ kind: "geen-toegang" as const, rol, title: "Geen toegang" }, { status: 403, headers: NO_STORE });
  const vervangingen = await vervangingOpties(activiteit, actor);
  return data(
    {
      kind: "form" as const,
      rol,
      mode: "edit" as const,
      title: `Bewerken: ${activiteit.titel}`,
      keuze,
      values,
      vervangingen,
      currentImageUrl: activiteit.afbeeldingUrl,
      id: activiteit.id,
      // A camp's documents are added and removed below the form, each on its own (issue 28).
      documenten: activiteit.kamp?.documenten ?? null,
      melding: successMessage(new URL(request.url).searchParams.get("melding")),
      // Issue 25: how many parents hear of a save, and 'Geen melding sturen'.
      meldingen: await meldingOuders(),
      // The activity is there: only its documents' form makes something new.
      verzending: null,
      documentVerzending: nieuweSleutel(),
      duren: await gebruikelijkeDuren(),
    },
    { headers: NO_STORE },
  );
}

/** The documents' forms (`?documenten`): add a PDF to the camp, or remove one. */
async function documentAction(request: Request, type: string, actor: Actor) {
  const current = await editedActiviteit(type);
  try {
    const body = await readDocumentBody(request);
    if (textField(body, "intent") === "document-verwijderen") {
      const documentId = parseNumericId(textField(body, "documentId"));
      if (documentId === null) throw new InputError(DOCUMENT_NIET_GEVONDEN, 404);
      await deleteKampDocument(current.id, documentId);
      return redirect(`/admin/activiteit/${current.id}?melding=document-verwijderd#documenten`, { headers: NO_STORE });
    }
    return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
      const { bytes, titel } = await documentWrite(body);
      await storeKampDocument(current.id, bytes, titel);
      return redirect(`/admin/activiteit/${current.id}?melding=document-toegevoegd#documenten`, { headers: NO_STORE });
    });
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    const error = diskFullRefusal(thrown) ?? thrown;
    if (error instanceof InputError) return data({ documentFout: error.message }, { status: error.status, headers: NO_STORE });
    logger.error({ err: error }, DOCUMENT_FAILED);
    return data({ documentFout: DOCUMENT_FAILED }, { status: 500, headers: NO_STORE });
  }
}

/** Saves the form: its post parsed through Conform with the activity's schema (decision 0049), or a document's form. */
export async function activiteitOpslaan({ request, context, params }: PageArgs) {
  const actor = requireAdminPage({ request, context });
  if (params.type !== "add" && new URL(request.url).searchParams.has("documenten")) return documentAction(request, params.type, actor);
  // What was typed, to show again after a refusal: the body as read, then the parse's values.
  let typed: Record<string, unknown> = {};
  try {
    if (params.type === "add") {
      const body = await readActiviteitBody(request);
      typed = body;
      // One tap, one save: a second post of this form's render answers as the first did (issue 52).
      return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
        const write = await activiteitFormulierWrite(body);
        if (write.refused) return refusedFields(write.refused);
        typed = write.typed;
        vraagBijVerleden(body, write.input, undefined);
        const { id } = await createActiviteit(write.input, write.picture.image);
        // A new camp goes on to its documents (the kampboekje), in the same flow: no looking for its row in the list.
        if (write.input.kamp) return redirect(`/admin/activiteit/${id}?melding=kamp-toegevoegd#documenten`, { headers: NO_STORE });
        return redirect("/admin?sectie=activiteiten&melding=activiteit-toegevoegd", { headers: NO_STORE });
      });
    }
    const current = await editedActiviteit(params.type);
    const body = await readActiviteitBody(request);
    typed = body;
    const write = await activiteitFormulierWrite(body, current);
    if (write.refused) return refusedFields(write.refused);
    typed = write.typed;
    vraagBijVerleden(body, write.input, current);
    await updateActiviteit(current.id, write.input, write.picture);
    return redirect("/admin?sectie=activiteiten&melding=activiteit-bijgewerkt", { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, typed, ACTIVITEIT_SAVE_FAILED);
  }
}
