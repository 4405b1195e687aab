import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.activiteit";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept, verzendingVan } from "~/components/admin/concept";
import { ActiviteitForm, type ActiviteitFormValues } from "~/admin/activiteiten/ActiviteitForm";
import { AdminShell, GeenToegang } from "~/components/admin/AdminShell";
import { KampDocumentenBeheer } from "~/admin/activiteiten/KampDocumentenBeheer";
import { EMPTY_KAMP, type KampFormValues } from "~/admin/activiteiten/KampVelden";
import { successMessage } from "~/components/admin/messages";
import { gebruikelijkeDuren, getActiviteit, takKeuze } from "~/domains/activiteiten/activiteiten.server";
import { deleteKampDocument, DOCUMENT_NIET_GEVONDEN, storeKampDocument } from "~/domains/activiteiten/documenten.server";
import { activiteitWrite, documentWrite, readActiviteitBody, readDocumentBody, vraagBijVerleden } from "~/domains/activiteiten/input.server";
import { createActiviteit, updateActiviteit } from "~/domains/activiteiten/mutations.server";
import type { ActiviteitView } from "~/domains/activiteiten/rules";
import { ACTIVITEIT_SAVE_FAILED } from "~/domains/activiteiten/validation";
import type { Actor } from "~/domains/auth/actor.server";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { siteOf } from "~/domains/instellingen/site";
import { formFailure, NO_STORE } from "~/lib/admin-form.server";
import { diskFullRefusal } from "~/lib/disk-space.server";
import { InputError } from "~/lib/errors";
import { parseNumericId } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { noindexMeta } from "~/lib/meta";
import { textField, type Body } from "~/lib/request-body.server";
import { meldingOuders } from "~/domains/meldingen/beheer.server";
import { eenmaligFormulier, formVerzending } from "~/domains/verzendingen/formulier.server";
import { nieuweSleutel } from "~/domains/verzendingen/rules";
import { binnenKeuze, EMPTY, formValues, vervangingOpties } from "~/admin/activiteiten/activiteit-form.server";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const NIEUW = "Nieuwe Activiteit Toevoegen";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.title ?? "Activiteit niet gevonden";
  return noindexMeta(siteOf(matches), title, "noindex, nofollow");
}

async function editedActiviteit(type: string): Promise<ActiviteitView> {
  const id = parseNumericId(type);
  const activiteit = id === null ? undefined : await getActiviteit(id);
  if (!activiteit) throw data("Activiteit niet gevonden", { status: 404, headers: NO_STORE });
  return activiteit;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request);
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

const DOCUMENT_FAILED = "Er was een probleem met het document";

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

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdminPage(request);
  if (params.type !== "add" && new URL(request.url).searchParams.has("documenten")) return documentAction(request, params.type, actor);
  let body: Body = {};
  try {
    if (params.type === "add") {
      body = await readActiviteitBody(request);
      // One tap, one save: a second post of this form's render answers as the first did (issue 52).
      return await eenmaligFormulier(formVerzending(request, actor, body), async () => {
        const write = await activiteitWrite(body);
        vraagBijVerleden(body, write.input, undefined);
        const { id } = await createActiviteit(write.input, write.picture.image);
        // A new camp goes on to its documents (the kampboekje), in the same flow: no looking for its row in the list.
        if (write.input.kamp) return redirect(`/admin/activiteit/${id}?melding=kamp-toegevoegd#documenten`, { headers: NO_STORE });
        return redirect("/admin?sectie=activiteiten&melding=activiteit-toegevoegd", { headers: NO_STORE });
      });
    }
    const current = await editedActiviteit(params.type);
    body = await readActiviteitBody(request);
    const write = await activiteitWrite(body, { current });
    vraagBijVerleden(body, write.input, current);
    await updateActiviteit(current.id, write.input, write.picture);
    return redirect("/admin?sectie=activiteiten&melding=activiteit-bijgewerkt", { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, ACTIVITEIT_SAVE_FAILED);
  }
}

/**
 * What was typed (a reply's or a draft's values, as the form sent them), back in the form after a refusal (an unticked
 * box is absent from the post). Read as sent: the form names a box `kamp` and the camp's fields `kamp.prijs`, which
 * Conform would read as one nested value.
 */
function sentValues(sent: Record<string, unknown>): ActiviteitFormValues {
  const text = (key: string) => (typeof sent[key] === "string" ? (sent[key] as string) : "");
  const list = sent.takken;
  return {
    titel: text("titel"),
    takken: Array.isArray(list) ? list : typeof list === "string" ? [list] : [],
    start: text("start"),
    einde: text("einde"),
    plaats: text("plaats"),
    beschrijving: text("beschrijving"),
    meebrengen: text("meebrengen"),
    nieuws: sent.nieuws === "on",
    afgelast: sent.afgelast === "on",
    reden: text("reden"),
    vervangenDoor: text("vervangenDoor"),
    kamp: sent.kamp === "on",
    kampVelden: Object.fromEntries(Object.keys(EMPTY_KAMP).map((key) => [key, text(key)])) as KampFormValues,
    inschrijven: sent.inschrijven === "on",
    plaatsen: text("plaatsen"),
    inschrijvenTot: text("inschrijvenTot"),
  };
}

/** A post that fails on the way (no connection, a crash) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function AdminActiviteit({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "reply" in actionData ? actionData : undefined;
  // What a refused or failed post sent, else a draft this browser kept, else the stored activity.
  const { lastResult, concept, formKey } = useConcept(failure?.reply);
  if (loaderData.kind === "geen-toegang") {
    return (
      <AdminShell active="activiteiten" rol={loaderData.rol}>
        <GeenToegang terug="/admin?sectie=activiteiten" />
      </AdminShell>
    );
  }
  const documentFout = actionData && "documentFout" in actionData ? actionData.documentFout : null;
  const values = lastResult ? sentValues(lastResult.initialValue ?? {}) : loaderData.values;
  return (
    <AdminShell active="activiteiten" rol={loaderData.rol}>
      <ActiviteitForm
        // A new post's values (or a draft) replace the form's defaults.
        key={formKey}
        concept={concept}
        verzending={loaderData.verzending === null ? undefined : verzendingVan(lastResult, loaderData.verzending)}
        mode={loaderData.mode}
        title={loaderData.title}
        keuze={loaderData.keuze}
        vervangingen={loaderData.vervangingen}
        values={values}
        currentImageUrl={loaderData.currentImageUrl}
        meldingen={loaderData.meldingen}
        duren={loaderData.duren}
        reply={lastResult}
        formError={failure?.error || null}
      />
      {loaderData.id !== null && loaderData.documenten !== null && (
        <KampDocumentenBeheer
          activiteitId={loaderData.id}
          documenten={loaderData.documenten}
          fout={documentFout}
          melding={documentFout ? null : loaderData.melding}
          verzending={loaderData.documentVerzending ?? ""}
        />
      )}
    </AdminShell>
  );
}
