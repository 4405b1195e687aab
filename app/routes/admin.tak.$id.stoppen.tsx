import Power from "lucide-react/icons/power";
import Trash2 from "lucide-react/icons/trash-2";
import { Link } from "react-router";
import type { Route } from "./+types/admin.tak.$id.stoppen";
import { takStoppen, stoppenPagina } from "~/admin/instellingen/stoppen.server";
import { AdminForm, FormOutcome } from "~/components/admin/AdminForm";
import { AdminShell } from "~/components/admin/AdminShell";
import { instellingenUrl } from "~/domains/instellingen/delen";
import { siteOf } from "~/domains/instellingen/site";
import { takStopInput } from "~/domains/takken/validation";
import { fieldError, textOf, useSchemaForm } from "~/lib/forms";
import { noindexMeta } from "~/lib/meta";
import { useSite } from "~/domains/instellingen/use-site";

// 'Stoppen' of a tak (the Beheerder's, from 'Instellingen' > 'Takken'): what it does, in full, and the choice for its
// coming activities, before anything happens. A tak with nothing in it is removed for good instead.

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  if (!loaderData) return noindexMeta(site, `${site.woorden.Tak} niet gevonden`, "noindex, nofollow");
  return noindexMeta(site, `${loaderData.tak.name} ${loaderData.leeg ? "verwijderen" : "stoppen"}`, "noindex, nofollow");
}

export const loader = (args: Route.LoaderArgs) => stoppenPagina(args);

export const action = (args: Route.ActionArgs) => takStoppen(args);

/** '12 voorbije activiteiten', '1 album': a count with its noun. */
function aantal(n: number, een: string, meer: string): string {
  return `${n} ${n === 1 ? een : meer}`;
}

export default function TakStoppen({ loaderData, actionData }: Route.ComponentProps) {
  const { tak, inhoud, leeg, andere, rol } = loaderData;
  const w = useSite().woorden;
  // The fields are not mounted anew after a refusal (what was chosen stays): only a refusal's errors show.
  const { fields } = useSchemaForm(takStopInput, { lastResult: actionData?.reply });
  const naarFout = actionData ? fieldError(fields.naar) : undefined;
  const keuze = textOf(fields.activiteiten) ?? "afgelasten";
  const voorbij = inhoud.activiteiten - inhoud.komend;
  const geschiedenis = [
    voorbij > 0 && aantal(voorbij, "voorbije activiteit", "voorbije activiteiten"),
    inhoud.leiding > 0 && `de leiding van elk scoutsjaar (${aantal(inhoud.leiding, "persoon", "personen")})`,
    inhoud.albums > 0 && aantal(inhoud.albums, "fotoalbum", "fotoalbums"),
    inhoud.boekjes > 0 && aantal(inhoud.boekjes, "boekje", "boekjes"),
    inhoud.berichten > 0 && aantal(inhoud.berichten, "bericht aan de ouders", "berichten aan de ouders"),
  ].filter((x): x is string => Boolean(x));
  return (
    <AdminShell active="instellingen" rol={rol}>
      <AdminForm
        title={leeg ? `${tak.name} verwijderen?` : `${tak.name} stoppen?`}
        heading="h1"
        formError={actionData?.error || null}
        reply={actionData?.reply}
        className="grid gap-5"
        intro={
          leeg ? (
            <p className="mt-2 text-muted">
              De {w.tak} {tak.name} heeft geen leiding, activiteiten, boekjes, inschrijvingen of albums. Ze wordt voorgoed
              verwijderd; het adres /takken/{tak.slug} komt vrij. Dit kan niet ongedaan worden gemaakt.
            </p>
          ) : (
            <div className="mt-2 space-y-2 text-muted">
              <p>Dit gebeurt als de {w.tak} {tak.name} stopt:</p>
              <ul className="list-disc space-y-1 pl-5" data-testid="gevolgen">
                <li>
                  {tak.name} verdwijnt van de site en uit de menu&apos;s, de kalender, de inschrijvingen en de lijsten van {w.takken}. Het
                  adres /takken/{tak.slug} blijft voorbehouden.
                </li>
                {geschiedenis.length > 0 && <li>De geschiedenis blijft bewaard: {geschiedenis.join(", ")}.</li>}
                {inhoud.inschrijvingen > 0 && (
                  <li>
                    {aantal(inhoud.inschrijvingen, "ouder die", "ouders die")} de {tak.name} {inhoud.inschrijvingen === 1 ? "volgt, krijgt" : "volgen, krijgen"} nog één
                    laatste bericht en {inhoud.inschrijvingen === 1 ? "wordt" : "worden"} ervoor uitgeschreven.
                  </li>
                )}
                {inhoud.accounts > 0 && (
                  <li>
                    {aantal(inhoud.accounts, "account", "accounts")} van de {w.takleiding} {inhoud.accounts === 1 ? "beheert" : "beheren"} de {tak.name} niet meer.
                  </li>
                )}
                {inhoud.komend > 0 && (
                  <li>
                    {aantal(inhoud.komend, "komende activiteit", "komende activiteiten")}: een activiteit die ze met een andere {w.tak} deelt,
                    gaat door zonder de {tak.name}; met de andere gebeurt wat je hieronder kiest.
                  </li>
                )}
              </ul>
              <p>Dit kan niet ongedaan worden gemaakt.</p>
            </div>
          )
        }
        actions={(busy) => (
          <div className="border-t border-gray-100 pt-5">
            <FormOutcome />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to={instellingenUrl("takken")} className="btn-secondary">
                Annuleren
              </Link>
              <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-bold text-white shadow-sm hover:bg-red-800 disabled:opacity-60">
                {leeg ? <Trash2 className="h-5 w-5" aria-hidden="true" /> : <Power className="h-5 w-5" aria-hidden="true" />}
                {busy ? "Bezig..." : leeg ? `${tak.name} verwijderen` : `${tak.name} stoppen`}
              </button>
            </div>
          </div>
        )}
      >
        {!leeg && inhoud.komend > 0 ? (
          <fieldset className="min-w-0" aria-describedby={naarFout ? "stop-naar-fout" : undefined}>
            <legend className="label">De komende activiteiten van de {tak.name}</legend>
            <div className="grid gap-2">
              <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-light">
                <input type="radio" name="activiteiten" value="afgelasten" defaultChecked={keuze === "afgelasten"} className="mt-1 h-5 w-5 shrink-0 accent-brand-dark" />
                <span>
                  <span className="block font-bold">Afgelasten</span>
                  <span className="block text-sm text-muted">Ze blijven in de agenda van wie ze volgde, als afgelast.</span>
                </span>
              </label>
              {andere.length > 0 && (
                <div className="rounded-lg border border-gray-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-light">
                  <label className="flex cursor-pointer items-start gap-3">
                    <input type="radio" name="activiteiten" value="verplaatsen" defaultChecked={keuze === "verplaatsen"} className="mt-1 h-5 w-5 shrink-0 accent-brand-dark" />
                    <span className="block font-bold">Verplaatsen naar een andere {w.tak}</span>
                  </label>
                  <div className="mt-2 sm:pl-8">
                    <label htmlFor="stop-naar" className="block text-sm text-muted">
                      Naar welke {w.tak}? Haar ouders krijgen er bericht van, zoals van elke nieuwe activiteit.
                    </label>
                    <select id="stop-naar" name="naar" defaultValue={textOf(fields.naar) ?? ""} aria-invalid={naarFout ? true : undefined} className="input mt-1">
                      <option value="">Kies een {w.tak}</option>
                      {andere.map((t) => (
                        <option key={t.id} value={t.id}>
                          {t.name}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
              )}
            </div>
            {naarFout && (
              <p id="stop-naar-fout" className="mt-1 text-sm font-semibold text-red-700">
                {naarFout}
              </p>
            )}
          </fieldset>
        ) : (
          <input type="hidden" name="activiteiten" value="afgelasten" />
        )}
      </AdminForm>
    </AdminShell>
  );
}
