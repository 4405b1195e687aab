import type { Route } from "./+types/admin.activiteit";
import { activiteitOpslaan, activiteitPagina } from "~/admin/activiteiten/activiteit.server";
import { ActiviteitForm } from "~/admin/activiteiten/ActiviteitForm";
import { KampDocumentenBeheer } from "~/admin/activiteiten/KampDocumentenBeheer";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept, verzendingVan } from "~/components/admin/concept";
import { AdminShell, GeenToegangPagina } from "~/components/admin/AdminShell";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

// /admin/activiteit/add and /admin/activiteit/{id}: an activity's form, with a camp's documents below it. The
// activiteiten part's server module does the work.

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.title ?? "Activiteit niet gevonden";
  return noindexMeta(siteOf(matches), title, "noindex, nofollow");
}

export const loader = (args: Route.LoaderArgs) => activiteitPagina(args);

export const action = (args: Route.ActionArgs) => activiteitOpslaan(args);

/** A post that fails on the way (no connection, a crash) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function AdminActiviteit({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "reply" in actionData ? actionData : undefined;
  // What a refused or failed post sent, else a draft this browser kept, else the stored activity.
  const { lastResult, concept, formKey } = useConcept(failure?.reply);
  if (loaderData.kind === "geen-toegang") {
    return <GeenToegangPagina rol={loaderData.rol} active="activiteiten" terug="/admin?sectie=activiteiten" />;
  }
  const documentFout = actionData && "documentFout" in actionData ? actionData.documentFout : null;
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
        values={loaderData.values}
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
