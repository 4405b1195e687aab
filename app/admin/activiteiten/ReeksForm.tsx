import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import { useSite } from "~/domains/instellingen/use-site";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarRange from "lucide-react/icons/calendar-range";
import Eye from "lucide-react/icons/eye";
import Pencil from "lucide-react/icons/pencil";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { TakKeuze } from "~/domains/activiteiten/activiteiten.server";
import { REEKS_MAX, WEEKDAGEN } from "~/domains/activiteiten/rules";
import { BESCHRIJVING_MAX, MEEBRENGEN_MAX, PLAATS_MAX, TITEL_MAX } from "~/domains/activiteiten/validation";
import { AdminForm, FormOutcome, type AdminFormProps } from "~/components/admin/AdminForm";
import { InputField, SelectField, TextAreaField } from "~/components/admin/FormField";
import { verwijderConcepten } from "~/components/admin/concept";
import { reeksInput } from "~/domains/activiteiten/validation";
import { fieldError, listOf, textOf, useSchemaForm } from "~/lib/forms";
import { TakkenKeuze } from "./TakkenKeuze";

export type ReeksFormValues = {
  titel: string;
  takken: string[];
  weekdag: string;
  beginuur: string;
  einduur: string;
  eersteDatum: string;
  laatsteDatum: string;
  plaats: string;
  beschrijving: string;
  meebrengen: string;
  overslaan: string;
};

/** The days a series would make, as 'Data bekijken' shows them: ticked unless they collide with the same tak. */
export type ReeksVoorbeeld = { dagen: { dag: string; label: string; aangevinkt: boolean; botsingen: string[] }[] };

/**
 * 'Reeks Toevoegen': one activity per week on one weekday, between two dates, skipping the dates given. 'Data bekijken'
 * lists the days first, warns where one collides with an activity of the same tak at overlapping hours (unticked, so
 * it is skipped unless ticked again), and only then 'N activiteiten toevoegen' makes them.
 */
export function ReeksForm({
  values,
  reply,
  formError,
  concept,
  verzending,
  keuze,
  voorbeeld,
}: Omit<AdminFormProps<ReeksFormValues>, "mode"> & { keuze: Pick<TakKeuze, "takken" | "heleGroep">; voorbeeld: ReeksVoorbeeld | null }) {
  const { fields } = useSchemaForm(reeksInput, { lastResult: reply, defaultValue: values });
  const text = (field: Parameters<typeof textOf>[0]) => textOf(field) ?? "";
  // A change to the series after its preview makes the preview stale: it goes, and 'Data bekijken' comes back.
  const [stale, setStale] = useState(false);
  const location = useLocation();
  const shown = voorbeeld && !stale ? voorbeeld : null;
  return (
    <AdminForm
      title="Reeks Toevoegen"
      heading="h1"
      formError={formError}
      reply={reply}
      concept={concept}
      verzending={verzending}
      className="space-y-5"
      intro={
        <p className="mt-2 text-muted">
          Eén activiteit per week, bijvoorbeeld elke zaterdag van 14:00 tot 17:00 van september tot juni (hoogstens {REEKS_MAX}).
          Je ziet eerst welke data het worden; elke activiteit kan je daarna apart bewerken of afgelasten.
        </p>
      }
      actions={(busy) => (
        <>
          <div className="border-t border-gray-100 pt-5">
            {/* First in the form: Enter in a field shows the days, it never saves unseen. */}
            <button type="submit" name="intent" value="voorbeeld" className={shown ? "btn-secondary w-full sm:w-auto" : "btn-primary w-full sm:w-auto"} disabled={busy}>
              <Eye className="h-5 w-5" aria-hidden="true" /> {shown ? "Data opnieuw bekijken" : "Data bekijken"}
            </button>
            {voorbeeld && stale && <p className="mt-2 text-sm font-semibold text-amber-900">Je hebt de reeks gewijzigd: bekijk de data opnieuw.</p>}
          </div>
          {!shown && <FormOutcome className="mb-0" />}
          {shown && <Voorbeeld voorbeeld={shown} busy={busy} />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to="/admin?sectie=activiteiten" className="btn-secondary" onClick={() => verwijderConcepten(location)}>Annuleren</Link>
          </div>
        </>
      )}
    >
      {/* A change to the series (not to the days ticked in its preview) makes the preview stale. */}
      <div
        className="space-y-5"
        onChange={(event) => {
          if ((event.target as HTMLInputElement).name !== "dagen") setStale(true);
        }}
      >
        <InputField id="reeks-titel" label="Titel" error={fieldError(fields.titel)} hint="Bijvoorbeeld: Vergadering" name="titel" defaultValue={text(fields.titel)} maxLength={TITEL_MAX} aria-required />
        <TakkenKeuze id="reeks-takken" takken={keuze.takken} heleGroep={keuze.heleGroep} selected={listOf(fields.takken) ?? []} error={fieldError(fields.takken)} />
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField id="reeks-weekdag" label="Weekdag" error={fieldError(fields.weekdag)} name="weekdag" defaultValue={text(fields.weekdag)} options={WEEKDAGEN} />
          <InputField id="reeks-beginuur" label="Beginuur" error={fieldError(fields.beginuur)} name="beginuur" type="time" defaultValue={text(fields.beginuur)} aria-required />
          <InputField id="reeks-einduur" label="Einduur" error={fieldError(fields.einduur)} name="einduur" type="time" defaultValue={text(fields.einduur)} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField id="reeks-eerste" label="Eerste datum" error={fieldError(fields.eersteDatum)} name="eersteDatum" type="date" defaultValue={text(fields.eersteDatum)} aria-required />
          <InputField id="reeks-laatste" label="Laatste datum" error={fieldError(fields.laatsteDatum)} name="laatsteDatum" type="date" defaultValue={text(fields.laatsteDatum)} aria-required />
        </div>
        <InputField id="reeks-plaats" label="Plaats (niet verplicht)" error={fieldError(fields.plaats)} name="plaats" defaultValue={text(fields.plaats)} maxLength={PLAATS_MAX} />
        <InputField id="reeks-meebrengen" label="Mee te nemen (niet verplicht)" error={fieldError(fields.meebrengen)} name="meebrengen" defaultValue={text(fields.meebrengen)} maxLength={MEEBRENGEN_MAX} />
        <TextAreaField id="reeks-beschrijving" label="Beschrijving (niet verplicht)" error={fieldError(fields.beschrijving)} name="beschrijving" rows={3} defaultValue={text(fields.beschrijving)} maxLength={BESCHRIJVING_MAX} />
        <TextAreaField
          id="reeks-overslaan"
          label="Over te slaan data (niet verplicht)"
          error={fieldError(fields.overslaan)}
          hint="Eén datum per regel, bijvoorbeeld 26/12/2026 (vakantie, examens)."
          name="overslaan"
          rows={3}
          defaultValue={text(fields.overslaan)}
        />
      </div>
    </AdminForm>
  );
}

/** The days of the series, each a checkbox; collisions named and left unticked; then the button that makes them. */
function Voorbeeld({ voorbeeld, busy }: { voorbeeld: ReeksVoorbeeld; busy: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [ticked, setTicked] = useState(() => voorbeeld.dagen.filter((d) => d.aangevinkt).length);
  const botsend = voorbeeld.dagen.filter((d) => d.botsingen.length > 0).length;
  const w = useSite().woorden;
  useEffect(() => {
    // The preview appears right below 'Data bekijken': it takes focus, so it is read and in view.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "nearest" });
  }, [voorbeeld]);
  return (
    <section aria-labelledby="reeks-voorbeeld" className="rounded-xl border border-gray-200 p-4" data-testid="reeks-voorbeeld">
      <h2 id="reeks-voorbeeld" ref={heading} tabIndex={-1} className="text-lg font-extrabold outline-none focus-visible:outline-2">
        {voorbeeld.dagen.length === 1 ? "1 datum" : `${voorbeeld.dagen.length} data`}
        {botsend > 0 && `, waarvan ${botsend} ${botsend === 1 ? "botst" : "botsen"} met een activiteit van dezelfde ${w.tak}`}
      </h2>
      {botsend > 0 && (
        <p className="mt-1 text-muted">Wat botst, is niet aangevinkt en wordt overgeslagen. Vink het aan om het toch toe te voegen.</p>
      )}
      <FormOutcome className="mt-3" />
      <fieldset className="mt-3">
        <legend className="sr-only">Data van de reeks</legend>
        <ul className="divide-y divide-gray-100">
          {voorbeeld.dagen.map((d) => (
            <li key={d.dag} data-testid="reeks-dag">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
                <input
                  type="checkbox"
                  name="dagen"
                  value={d.dag}
                  defaultChecked={d.aangevinkt}
                  onChange={(e) => setTicked((n) => n + (e.currentTarget.checked ? 1 : -1))}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-dark"
                />
                <span className="min-w-0">
                  <span className="font-semibold">{d.label}</span>
                  {d.botsingen.length > 0 && (
                    <span className="mt-0.5 flex items-start gap-1.5 text-sm font-semibold text-amber-900">
                      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                      <span>Botst met {d.botsingen.join(", ")}</span>
                    </span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" name="intent" value="opslaan" className="btn-primary mt-4 w-full sm:w-auto" disabled={busy || ticked === 0}>
        <CalendarRange className="h-5 w-5" aria-hidden="true" />
        {busy ? "Toevoegen..." : ticked === 1 ? "1 activiteit toevoegen" : `${ticked} activiteiten toevoegen`}
      </button>
    </section>
  );
}

/** After saving: 'N activiteiten toegevoegd', each one linked to its edit form. */
export function ReeksResultaat({ gemaakt }: { gemaakt: { id: number; titel: string; wanneer: string }[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card p-5 sm:p-8" aria-labelledby="reeks-resultaat">
      <div role="status" className="flex items-center gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
        <CalendarCheck className="h-6 w-6 shrink-0 text-brand-dark" aria-hidden="true" />
        <h1 id="reeks-resultaat" ref={heading} tabIndex={-1} className="text-xl font-extrabold outline-none">
          {gemaakt.length === 1 ? "1 activiteit toegevoegd" : `${gemaakt.length} activiteiten toegevoegd`}
        </h1>
      </div>
      <ul className="mt-4 divide-y divide-gray-100">
        {gemaakt.map((a) => (
          <li key={a.id}>
            <Link to={`/admin/activiteit/${a.id}`} className="flex min-h-11 items-center gap-3 py-2 font-semibold text-brand-dark underline">
              <Pencil className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {a.titel}, {a.wanneer}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/admin?sectie=activiteiten" className="btn-primary">Naar de activiteiten</Link>
        <Link to="/admin/activiteit/reeks" className="btn-secondary">Nog een reeks toevoegen</Link>
      </div>
    </section>
  );
}
