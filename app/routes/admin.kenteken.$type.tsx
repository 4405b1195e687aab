import type { Route } from "./+types/admin.kenteken.$type";
import { kentekenOpslaan, kentekenPagina } from "~/admin/geschiedenis/kenteken.server";
import { KentekenForm } from "~/admin/geschiedenis/KentekenForm";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept, verzendingVan } from "~/components/admin/concept";
import { AdminShell, GeenToegangPagina } from "~/components/admin/AdminShell";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

// /admin/kenteken/add and /admin/kenteken/{id}: a badge's form (the Beheerder's). The geschiedenis part's server
// module does the work.

const titel = (type: string) => `${type === "add" ? "Toevoegen" : "Bewerken"}: Kenteken`;

export function meta({ params, matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), titel(params.type), "noindex, nofollow");
}

export const loader = (args: Route.LoaderArgs) => kentekenPagina(args);

export const action = (args: Route.ActionArgs) => kentekenOpslaan(args);

/** A post that fails on the way (no connection, a crash) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function AdminKenteken({ loaderData, actionData, params }: Route.ComponentProps) {
  // What a refused or failed post sent, else a draft this browser kept; the fields show it instead of the record.
  const { lastResult, concept, formKey } = useConcept(actionData?.reply);
  if (loaderData.kind === "geen-toegang") {
    return <GeenToegangPagina rol={loaderData.rol} terug="/admin" />;
  }
  const p = loaderData.periode;
  const year = new Date().getFullYear();
  return (
    <AdminShell active="geschiedenis" rol={loaderData.rol}>
      <h1 className="mb-4 text-sm font-bold uppercase tracking-wider text-muted">{titel(params.type)}</h1>
      <KentekenForm
        key={formKey}
        concept={concept}
        verzending={loaderData.verzending === null ? undefined : verzendingVan(lastResult, loaderData.verzending)}
        mode={loaderData.mode}
        values={{
          titel: p?.titel ?? "",
          kenteken: p?.kenteken ?? "",
          beginjaar: String(p?.beginjaar ?? year),
          eindjaar: p ? (p.eindjaar == null ? "" : String(p.eindjaar)) : String(year + 1),
          aalmoezenier: p?.aalmoezenier ?? "",
          groepsleiding: p?.groepsleiding ?? "",
          artikels: loaderData.artikels,
        }}
        reply={lastResult}
        formError={actionData?.error || null}
      />
    </AdminShell>
  );
}
