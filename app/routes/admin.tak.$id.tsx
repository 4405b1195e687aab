import Save from "lucide-react/icons/save";
import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.tak.$id";
import { AdminForm, FormActions } from "~/components/admin/AdminForm";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept } from "~/components/admin/concept";
import { AdminShell } from "~/components/admin/AdminShell";
import { InputField, TextAreaField } from "~/components/admin/FormField";
import { requireAdminPage } from "~/domains/auth/auth.server";
import { NO_ACCESS } from "~/domains/auth/messages";
import { managesTakken } from "~/domains/auth/permissions.server";
import { instellingenUrl } from "~/domains/instellingen/delen";
import { siteOf } from "~/domains/instellingen/site";
import { updateTakTeksten } from "~/domains/takken/mutations.server";
import { isPublicTak } from "~/domains/takken/rules";
import { getTakBySlug } from "~/domains/takken/takken.server";
import { takTekstenInput } from "~/domains/takken/validation";
import { formFailure, NO_STORE } from "~/lib/admin-form.server";
import { noindexMeta } from "~/lib/meta";
import { readBody, type Body } from "~/lib/request-body.server";
import { parseInput } from "~/lib/validate";

// 'Instellingen' > 'Takken' (the Beheerder) and a Takleiding's own takken (from 'Boekjes'): a tak's texts.

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return noindexMeta(siteOf(matches), loaderData ? `Teksten van de ${loaderData.tak.name}` : "Tak niet gevonden", "noindex, nofollow");
}

/** The tak of the URL, when this account may edit its texts: else the not-found page or 403. */
async function editedTak(request: Request, slug: string) {
  const actor = await requireAdminPage(request);
  const tak = await getTakBySlug(slug);
  if (!tak || !isPublicTak(tak)) throw data("Tak niet gevonden", { status: 404, headers: NO_STORE });
  if (!managesTakken([tak.id], actor)) throw data(NO_ACCESS, { status: 403, headers: NO_STORE });
  // Back to where a Beheerder and a Takleiding reach this form from.
  const terug = actor.rol === "beheerder" ? instellingenUrl("takken") : "/admin?sectie=boekjes";
  return { actor, tak, terug };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor, tak, terug } = await editedTak(request, params.id);
  return data(
    { rol: actor.rol, terug, tak: { id: tak.id, name: tak.name, beschrijving: tak.beschrijving, leeftijd: tak.leeftijd, email: tak.email } },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { tak, terug } = await editedTak(request, params.id);
  let body: Body = {};
  try {
    body = await readBody(request, { maxFileSize: 64 * 1024 });
    const { intent: _intent, ...velden } = body;
    await updateTakTeksten(tak.id, parseInput(takTekstenInput, velden));
    return redirect(`${terug}&melding=tak-teksten-opgeslagen`, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, body, "Er is een fout opgetreden bij het opslaan van de teksten");
  }
}

/** A post that fails on the way (no connection, a crash, an ended session) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function TakTeksten({ loaderData, actionData }: Route.ComponentProps) {
  const { tak, terug, rol } = loaderData;
  const errors = actionData?.fields ?? {};
  // What a refused or failed post sent, else a draft this browser kept.
  const { sent: typed, concept, formKey } = useConcept(actionData?.values);
  const value = (name: "beschrijving" | "leeftijd" | "email") => {
    const sent = typed?.[name];
    return typeof sent === "string" ? sent : tak[name];
  };
  return (
    <AdminShell active={rol === "beheerder" ? "instellingen" : "boekjes"} rol={rol}>
      <AdminForm
        key={formKey}
        concept={concept}
        title={`Teksten van de ${tak.name}`}
        heading="h1"
        formError={actionData?.error || null}
        errors={errors}
        className="grid gap-5"
        intro={<p className="mt-2 text-muted">Wat ouders en leden lezen op de pagina van de {tak.name}. De naam van de tak ligt vast.</p>}
        actions={(busy) => <FormActions mode="edit" busy={busy} cancelTo={terug} addLabel="Opslaan" addIcon={Save} />}
      >
        <TextAreaField id="tak-beschrijving" label="Beschrijving" error={errors.beschrijving} hint="Laat een lege regel tussen twee alinea's." name="beschrijving" rows={12} defaultValue={value("beschrijving")} aria-required />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField id="tak-leeftijd" label="Leeftijd" error={errors.leeftijd} hint="Bv. 8-10 (de site zet er 'jaar' achter)." name="leeftijd" autoComplete="off" maxLength={20} defaultValue={value("leeftijd")} aria-required />
          <InputField id="tak-email" label="E-mailadres" error={errors.email} name="email" type="email" inputMode="email" autoComplete="off" defaultValue={value("email")} aria-required />
        </div>
      </AdminForm>
    </AdminShell>
  );
}
