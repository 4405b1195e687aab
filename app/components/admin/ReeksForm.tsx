import CalendarRange from "lucide-react/icons/calendar-range";
import { REEKS_MAX, WEEKDAGEN } from "~/domains/activiteiten/rules";
import { AdminForm, FormActions, type AdminFormProps } from "./AdminForm";
import { InputField, SelectField, TextAreaField } from "./FormField";
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

/** 'Reeks Toevoegen': one activity per week on one weekday, between two dates, skipping the dates given. */
export function ReeksForm({
  values,
  errors,
  formError,
  takken,
}: Omit<AdminFormProps<ReeksFormValues>, "mode"> & { takken: { slug: string; name: string }[] }) {
  return (
    <AdminForm
      title="Reeks Toevoegen"
      heading="h1"
      formError={formError}
      errors={errors}
      className="space-y-5"
      intro={
        <p className="mt-2 text-muted">
          Eén activiteit per week, bijvoorbeeld elke zaterdag van 14:00 tot 17:00 van september tot juni (hoogstens {REEKS_MAX}).
          Elke activiteit kan je daarna apart bewerken of afgelasten.
        </p>
      }
      actions={(busy) => <FormActions mode="add" busy={busy} cancelTo="/admin?sectie=activiteiten" addLabel="Reeks Toevoegen" addIcon={CalendarRange} />}
    >
      <InputField id="reeks-titel" label="Titel" error={errors.titel} hint="Bijvoorbeeld: Vergadering" name="titel" defaultValue={values.titel} maxLength={120} aria-required />
      <TakkenKeuze id="reeks-takken" takken={takken} selected={values.takken} error={errors.takken} />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField id="reeks-weekdag" label="Weekdag" error={errors.weekdag} name="weekdag" defaultValue={values.weekdag} options={WEEKDAGEN} />
        <InputField id="reeks-beginuur" label="Beginuur" error={errors.beginuur} name="beginuur" type="time" defaultValue={values.beginuur} aria-required />
        <InputField id="reeks-einduur" label="Einduur" error={errors.einduur} name="einduur" type="time" defaultValue={values.einduur} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="reeks-eerste" label="Eerste datum" error={errors.eersteDatum} name="eersteDatum" type="date" defaultValue={values.eersteDatum} aria-required />
        <InputField id="reeks-laatste" label="Laatste datum" error={errors.laatsteDatum} name="laatsteDatum" type="date" defaultValue={values.laatsteDatum} aria-required />
      </div>
      <InputField id="reeks-plaats" label="Plaats (niet verplicht)" error={errors.plaats} name="plaats" defaultValue={values.plaats} maxLength={120} />
      <InputField id="reeks-meebrengen" label="Mee te nemen (niet verplicht)" error={errors.meebrengen} name="meebrengen" defaultValue={values.meebrengen} maxLength={500} />
      <TextAreaField id="reeks-beschrijving" label="Beschrijving (niet verplicht)" error={errors.beschrijving} name="beschrijving" rows={3} defaultValue={values.beschrijving} maxLength={5000} />
      <TextAreaField
        id="reeks-overslaan"
        label="Over te slaan data (niet verplicht)"
        error={errors.overslaan}
        hint="Eén datum per regel, bijvoorbeeld 26/12/2026 (vakantie, examens)."
        name="overslaan"
        rows={3}
        defaultValue={values.overslaan}
      />
    </AdminForm>
  );
}
