import type { Route } from "./+types/admin.activiteit.reeks";
import { reeksOpslaan, reeksPagina } from "~/admin/activiteiten/reeks.server";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept, verzendingVan } from "~/components/admin/concept";
import { AdminShell } from "~/components/admin/AdminShell";
import { ReeksForm, ReeksResultaat, type ReeksFormValues, type ReeksVoorbeeld } from "~/admin/activiteiten/ReeksForm";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

// 'Reeks Toevoegen' in two steps: 'Data bekijken' lists the days with their collisions (the form stays as typed),
// then 'N activiteiten toevoegen' makes the ticked ones and shows what it made (?toegevoegd=ids), with links.

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Reeks Toevoegen", "noindex, nofollow");
}

const DEFAULTS: ReeksFormValues = {
  titel: "",
  takken: [],
  weekdag: "6",
  beginuur: "14:00",
  einduur: "17:00",
  eersteDatum: "",
  laatsteDatum: "",
  plaats: "",
  beschrijving: "",
  meebrengen: "",
  overslaan: "",
};

export const loader = (args: Route.LoaderArgs) => reeksPagina(args);

export const action = (args: Route.ActionArgs) => reeksOpslaan(args);

/** A post that fails on the way (no connection, a crash) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function AdminReeks({ loaderData, actionData }: Route.ComponentProps) {
  // What a refused or failed post sent (or the preview's), else a draft this browser kept.
  const { lastResult, concept, formKey } = useConcept(actionData?.reply);
  if (loaderData.gemaakt) {
    return (
      <AdminShell active="activiteiten" rol={loaderData.rol}>
        <ReeksResultaat gemaakt={loaderData.gemaakt} />
      </AdminShell>
    );
  }
  const values: ReeksFormValues = { ...DEFAULTS, takken: loaderData.keuze.standaard };
  return (
    <AdminShell active="activiteiten" rol={loaderData.rol}>
      <ReeksForm
        key={formKey}
        concept={concept}
        verzending={verzendingVan(lastResult, loaderData.verzending)}
        keuze={loaderData.keuze}
        values={values}
        reply={lastResult}
        // The preview's answer is a refusal's shape plus its days (TypeScript folds the two into one type).
        voorbeeld={actionData && "voorbeeld" in actionData ? (actionData as { voorbeeld: ReeksVoorbeeld }).voorbeeld : null}
        formError={actionData?.error || null}
      />
    </AdminShell>
  );
}
