import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.account.$id";
import { AccountTakken, LeidingKeuze, RolKeuze } from "~/admin/accounts/AccountVelden";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept } from "~/components/admin/concept";
import { AdminForm, FormActions } from "~/components/admin/AdminForm";
import { AdminShell } from "~/components/admin/AdminShell";
import { InputField } from "~/components/admin/FormField";
import { accountOmTeBewerken, wijzigAccount } from "~/domains/auth/accounts.server";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { accountWijzigingInput } from "~/domains/auth/validation";
import { listLeiding } from "~/domains/leiding/leiding.server";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { formDataOf, formFailure, NO_STORE, refusedFields } from "~/lib/admin-form.server";
import { fieldError, listOf, parseForm, SchemaFields, textOf } from "~/lib/forms";
import { parseNumericId } from "~/lib/http.server";
import { readBody, type Body } from "~/lib/request-body.server";
import UserCog from "lucide-react/icons/user-cog";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Account bewerken", "noindex, nofollow");
}

/**
 * 'Account bewerken' (/admin/account/{id}): the Beheerder changes an account's name, role, takken and leader; a
 * Takleiding only their own takken on an account of their takken (decision 0012; the domain decides).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdminPage(request);
  const id = parseNumericId(params.id);
  const found = id === null ? null : await accountOmTeBewerken(id, actor);
  if (found === null) throw data("Dit account bestaat niet.", { status: 404, headers: NO_STORE });
  if (found === "geen-toegang") throw data(NO_ACCESS, { status: 403, headers: NO_STORE });
  const beheerder = actor.rol === "beheerder";
  const [takken, leiding] = await Promise.all([listPublicTakken(), beheerder ? listLeiding(undefined, { admin: true }) : []]);
  return data(
    {
      rol: actor.rol,
      account: found,
      // A Takleiding sets only their own takken; the account's other takken stay and are named apart.
      takken: takken.filter((t) => beheerder || actor.takken.includes(t.id)).map((t) => ({ id: t.id, name: t.name })),
      andereTakken: beheerder ? [] : takken.filter((t) => found.takken.includes(t.id) && !actor.takken.includes(t.id)).map((t) => t.name),
      leiding: leiding.map((l) => ({ id: l.id, name: l.name })),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminPage(request);
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: 1024, lists: ["takken"] });
    const id = parseNumericId(params.id);
    if (id === null) throw data("Dit account bestaat niet.", { status: 404, headers: NO_STORE });
    const submission = parseForm(formDataOf(body), accountWijzigingInput);
    if (submission.status !== "success") return refusedFields(submission);
    await wijzigAccount(id, submission.value);
    return redirect("/admin?sectie=accounts&melding=account-bijgewerkt", { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, "Er is een fout opgetreden bij het opslaan van het account");
  }
}

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
