import type { Route } from "./+types/admin.leiding.$type";
import { leiderOpslaan, leiderPagina } from "~/admin/leiding/leider.server";
import { LeidingForm } from "~/admin/leiding/LeidingForm";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept, verzendingVan } from "~/components/admin/concept";
import { AdminShell, GeenToegangPagina } from "~/components/admin/AdminShell";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

// /admin/leiding/add and /admin/leiding/{id}: a leader's form. The leiding part's server module does the work.

const titel = (type: string) => `${type === "add" ? "Toevoegen" : "Bewerken"}: Leiding`;

export function meta({ params, matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), titel(params.type), "noindex, nofollow");
}

export const loader = (args: Route.LoaderArgs) => leiderPagina(args);

export const action = (args: Route.ActionArgs) => leiderOpslaan(args);

/** A post that fails on the way (no connection, a crash) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function AdminLeider({ loaderData, actionData, params }: Route.ComponentProps) {
  // What a refused or failed post sent, else a draft this browser kept; the fields show it instead of the record.
  const { lastResult, concept, formKey } = useConcept(actionData?.reply);
  if (loaderData.kind === "geen-toegang") {
    return <GeenToegangPagina rol={loaderData.rol} terug="/admin" />;
  }
  const { leider } = loaderData;
  return (
    <AdminShell active="leiding" rol={loaderData.rol}>
      <h1 className="mb-4 text-sm font-bold uppercase tracking-wider text-muted">{titel(params.type)}</h1>
      <LeidingForm
        key={formKey}
        concept={concept}
        verzending={loaderData.verzending === null ? undefined : verzendingVan(lastResult, loaderData.verzending)}
        mode={loaderData.mode}
        takken={loaderData.takken}
        values={{
          name: leider?.name ?? "",
          tel: leider?.tel ?? "",
          functie: String(leider?.takken[0]?.tak_id ?? loaderData.takken[0]?.id ?? 1),
        }}
        currentImageUrl={leider?.imageUrl ?? null}
        jaar={loaderData.jaar}
        reply={lastResult}
        formError={actionData?.error || null}
      />
    </AdminShell>
  );
}
