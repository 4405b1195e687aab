import Send from "lucide-react/icons/send";
import { useState } from "react";
import type { Route } from "./+types/admin.account.add";
import { nieuwAccountOpslaan, nieuwAccountPagina } from "~/admin/accounts/nieuw-account.server";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept, verzendingVan } from "~/components/admin/concept";
import { AdminForm, FormActions } from "~/components/admin/AdminForm";
import { AdminShell } from "~/components/admin/AdminShell";
import { AccountTakken, LeidingKeuze, RolKeuze } from "~/admin/accounts/AccountVelden";
import { InputField } from "~/components/admin/FormField";
import { InvitationLink } from "~/admin/accounts/InvitationLink";
import { accountInput } from "~/domains/auth/validation";
import { fieldError, listOf, SchemaFields, textOf } from "~/lib/forms";
import { siteOf } from "~/domains/instellingen/site";
import { noindexMeta } from "~/lib/meta";

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), "Nieuw Account", "noindex, nofollow");
}

export const loader = (args: Route.LoaderArgs) => nieuwAccountPagina(args);

export const action = (args: Route.ActionArgs) => nieuwAccountOpslaan(args);

/** A post that fails on the way (no connection, a crash) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  // An invitation shown as a link (no mail) is saved too: the form's draft goes.
  guardFormAction(request, () => serverAction(), (answer) => uitgenodigd(answer) !== null);

export const shouldRevalidate = keepDataWhenOffline;

type Uitgenodigd = { link: string; naam: string; email: string };

/** The answer of an invitation that was not mailed (TypeScript folds it into the refusal's type). */
function uitgenodigd(answer: unknown): Uitgenodigd | null {
  return typeof answer === "object" && answer !== null && typeof (answer as Uitgenodigd).link === "string" ? (answer as Uitgenodigd) : null;
}

export default function NieuwAccount({ loaderData, actionData }: Route.ComponentProps) {
  const invited = uitgenodigd(actionData);
  const link = invited?.link ?? null;
  // The link stays until closed; a new invitation (a new answer) shows its own.
  const [closed, setClosed] = useState<unknown>(null);
  const failure = actionData && "reply" in actionData ? actionData : undefined;
  // What a refused or failed post sent, else a draft this browser kept; after an invitation, an empty form.
  const { lastResult, concept, formKey } = useConcept(link ? undefined : failure?.reply);
  const reply = link ? undefined : lastResult;
  return (
    <AdminShell active="accounts" rol={loaderData.rol}>
      {invited && link && closed !== invited && (
        <div className="mb-6">
          <InvitationLink link={link} naam={invited.naam} email={invited.email} onClose={() => setClosed(invited)} />
        </div>
      )}
      <SchemaFields key={link ?? formKey} schema={accountInput} lastResult={reply}>
        {({ fields }) => (
          <AdminForm
            concept={link ? null : concept}
            verzending={verzendingVan(reply, loaderData.verzending)}
            title="Nieuw Account"
            heading="h1"
            formError={failure?.error || null}
            reply={reply}
            className="grid gap-5 md:grid-cols-2"
            intro={<p className="mt-2 text-muted">De persoon krijgt een link om zelf een wachtwoord te kiezen; de link werkt één keer, 7 dagen lang.</p>}
            actions={(busy) => <FormActions mode="add" busy={busy} cancelTo="/admin?sectie=accounts" addLabel="Uitnodiging Versturen" addIcon={Send} />}
          >
            <InputField id="account-naam" label="Naam" error={fieldError(fields.naam)} name="naam" required maxLength={100} autoComplete="off" defaultValue={textOf(fields.naam) ?? ""} />
            <InputField id="account-email" label="E-mailadres" error={fieldError(fields.email)} name="email" type="email" required autoComplete="off" defaultValue={textOf(fields.email) ?? ""} />
            <RolKeuze error={fieldError(fields.rol)} defaultValue={textOf(fields.rol) || "takleiding"} />
            <LeidingKeuze error={fieldError(fields.leidingId)} defaultValue={textOf(fields.leidingId) ?? ""} leiding={loaderData.leiding} />
            <AccountTakken takken={loaderData.takken} chosen={new Set(listOf(fields.takken))} error={fieldError(fields.takken)} hint="Enkel voor takleiding." />
          </AdminForm>
        )}
      </SchemaFields>
    </AdminShell>
  );
}
