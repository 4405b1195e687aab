import Save from "lucide-react/icons/save";
import type { Route } from "./+types/admin.tak.$id";
import { takOpslaan, takPagina } from "~/admin/instellingen/tak.server";
import { AdminForm, FormActions } from "~/components/admin/AdminForm";
import { guardFormAction, keepDataWhenOffline } from "~/components/admin/client-action";
import { useConcept } from "~/components/admin/concept";
import { AdminShell } from "~/components/admin/AdminShell";
import { InputField, TextAreaField } from "~/components/admin/FormField";
import { KleurVeld, SoortKeuze } from "~/admin/instellingen/TakkenBeheer";
import { siteOf } from "~/domains/instellingen/site";
import { takUpdateInput } from "~/domains/takken/validation";
import { fieldError, SchemaFields, textOf } from "~/lib/forms";
import { noindexMeta } from "~/lib/meta";
import { useSite } from "~/domains/instellingen/use-site";

// A tak's form: the Beheerder (from 'Instellingen' > 'Takken') its name, kind, colour and texts; a Takleiding its own
// takken's texts (from 'Boekjes').

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return noindexMeta(site, loaderData ? `${site.woorden.Tak}: ${loaderData.tak.name}` : `${site.woorden.Tak} niet gevonden`, "noindex, nofollow");
}

export const loader = (args: Route.LoaderArgs) => takPagina(args);

export const action = (args: Route.ActionArgs) => takOpslaan(args);

/** A post that fails on the way (no connection, a crash, an ended session) comes back like a refusal, with what was typed. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => guardFormAction(request, () => serverAction());

export const shouldRevalidate = keepDataWhenOffline;

export default function TakForm({ loaderData, actionData }: Route.ComponentProps) {
  const { tak, terug, rol, beheerder } = loaderData;
  const w = useSite().woorden;
  // What a refused or failed post sent, else a draft this browser kept, else the stored tak.
  const { lastResult, concept, formKey } = useConcept(actionData?.reply);
  const stored = { name: tak.name, soort: tak.soort, color: tak.color, beschrijving: tak.beschrijving, leeftijd: tak.leeftijd, email: tak.email };
  return (
    <AdminShell active={rol === "beheerder" ? "instellingen" : "boekjes"} rol={rol}>
      <SchemaFields key={formKey} schema={takUpdateInput} lastResult={lastResult} defaultValue={stored}>
        {({ fields }) => {
          const value = (field: Parameters<typeof textOf>[0]) => textOf(field) ?? "";
          return (
            <AdminForm
              concept={concept}
              title={beheerder ? `${w.Tak} bewerken: ${tak.name}` : `Teksten van de ${tak.name}`}
              heading="h1"
              formError={actionData?.error || null}
              reply={lastResult}
              className="grid gap-5"
              intro={
                <p className="mt-2 text-muted">
                  {beheerder
                    ? `De naam, soort, kleur en teksten van de ${tak.name}. Een nieuwe naam geeft een nieuw adres (nu /takken/${tak.slug}); het oude blijft naar de ${w.tak} leiden.`
                    : `Wat ouders en leden lezen op de pagina van de ${tak.name}. De naam en de kleur kiest de Beheerder.`}
                </p>
              }
              actions={(busy) => <FormActions mode="edit" busy={busy} cancelTo={terug} addLabel="Opslaan" addIcon={Save} />}
            >
              {/* One column: the buttons below span two (FormActions), which would give the fields a second column. */}
              <div className="grid gap-5 md:col-span-2">
                {beheerder && (
                  <div className="grid gap-5 sm:grid-cols-2">
                    <InputField id="tak-naam" label="Naam" error={fieldError(fields.name)} name="name" autoComplete="off" maxLength={60} defaultValue={value(fields.name)} aria-required />
                    <KleurVeld id="tak-kleur" error={fieldError(fields.color)} value={value(fields.color)} />
                    <div className="sm:col-span-2">
                      <SoortKeuze naam="soort" legend="Soort" gekozen={value(fields.soort)} fout={fieldError(fields.soort)} w={w} />
                    </div>
                  </div>
                )}
                <TextAreaField id="tak-beschrijving" label="Beschrijving" error={fieldError(fields.beschrijving)} hint="Laat een lege regel tussen twee alinea's." name="beschrijving" rows={12} defaultValue={value(fields.beschrijving)} aria-required />
                <div className="grid gap-5 sm:grid-cols-2">
                  <InputField id="tak-leeftijd" label="Leeftijd" error={fieldError(fields.leeftijd)} hint="Bv. 8-10 (de site zet er 'jaar' achter)." name="leeftijd" autoComplete="off" maxLength={20} defaultValue={value(fields.leeftijd)} aria-required />
                  <InputField id="tak-email" label="E-mailadres" error={fieldError(fields.email)} name="email" type="email" inputMode="email" autoComplete="off" defaultValue={value(fields.email)} aria-required />
                </div>
              </div>
            </AdminForm>
          );
        }}
      </SchemaFields>
    </AdminShell>
  );
}
