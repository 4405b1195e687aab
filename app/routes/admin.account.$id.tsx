import type { Route } from "./+types/admin.account.$id";
import { accountOpslaan, accountPagina } from "~/admin/accounts/account.server";
import { AccountTakken, LeidingKeuze, RolKeuze } from "~/admin/accounts/AccountVelden";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept } from "~/components/admin/concept";
import { AdminForm, FormActions } from "~/components/admin/AdminForm";
import { AdminShell } from "~/components/admin/AdminShell";
import { InputField } from "~/components/admin/FormField";
import { accountWijzigingInput } from "~/domains/auth/validation";
import { fieldError, listOf, SchemaFields, textOf } from "~/lib/forms";
import UserCog from "lucide-react/icons/user-cog";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Account bewerken", "noindex, nofollow");
}

export const loader = (args: Route.LoaderArgs) => accountPagina(args);

export const action = (args: Route.ActionArgs) => accountOpslaan(args);

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function AccountBewerken({ loaderData, actionData }: Route.ComponentProps) {
  const { account, rol, takken, andereTakken, leiding } = loaderData;
  // What a refused or failed post sent, else a draft this browser kept, else the stored account.
  const { lastResult, concept, formKey } = useConcept(actionData?.reply);
  const stored = { naam: account.naam, rol: account.rol, leidingId: account.leidingId === null ? "" : String(account.leidingId), takken: account.takken.map(String) };
  const beheerder = rol === "beheerder";
  return (
    <AdminShell active="accounts" rol={rol}>
      <SchemaFields key={formKey} schema={accountWijzigingInput} lastResult={lastResult} defaultValue={stored}>
        {({ fields }) => (
          <AdminForm
            concept={concept}
            title={`Account bewerken: ${account.naam}`}
            heading="h1"
            formError={actionData?.error || null}
            reply={lastResult}
            className="grid gap-5 md:grid-cols-2"
            intro={<p className="mt-2 break-all text-muted">{account.email}</p>}
            actions={(busy) => <FormActions mode="edit" busy={busy} cancelTo="/admin?sectie=accounts" addLabel="Opslaan" addIcon={UserCog} />}
          >
            {beheerder ? (
              <>
                <InputField id="account-naam" label="Naam" error={fieldError(fields.naam)} name="naam" required maxLength={100} autoComplete="off" defaultValue={textOf(fields.naam) ?? ""} />
                <RolKeuze error={fieldError(fields.rol)} defaultValue={textOf(fields.rol) ?? ""} />
                <LeidingKeuze error={fieldError(fields.leidingId)} defaultValue={textOf(fields.leidingId) ?? ""} leiding={leiding} />
                <AccountTakken takken={takken} chosen={new Set(listOf(fields.takken))} error={fieldError(fields.takken)} hint="Enkel voor takleiding: de takken die dit account beheert." />
              </>
            ) : (
              <AccountTakken
                takken={takken}
                chosen={new Set(listOf(fields.takken))}
                error={fieldError(fields.takken)}
                hint={andereTakken.length ? `Je wijzigt enkel je eigen takken; ${andereTakken.join(", ")} blijft.` : "Je wijzigt enkel je eigen takken."}
              />
            )}
          </AdminForm>
        )}
      </SchemaFields>
    </AdminShell>
  );
}
