import CalendarPlus from "lucide-react/icons/calendar-plus";
import ImageIcon from "lucide-react/icons/image";
import { useState } from "react";
import type { TakKeuze } from "~/domains/activiteiten/activiteiten.server";
import { responsiveImage } from "~/domains/media/media";
import { AdminForm, FormActions, type AdminFormProps } from "./AdminForm";
import { InputField, SelectField, TextAreaField } from "./FormField";
import { PictureField, useFilePreview } from "./ImagePreview";
import { KampVelden, type KampFormValues } from "./KampVelden";
import { MeldingKeuze, type MeldingOuders } from "./MeldingKeuze";
import { TakkenKeuze } from "./TakkenKeuze";

export type ActiviteitFormValues = {
  titel: string;
  takken: string[];
  start: string;
  einde: string;
  plaats: string;
  beschrijving: string;
  meebrengen: string;
  nieuws: boolean;
  afgelast: boolean;
  reden: string;
  vervangenDoor: string;
  kamp: boolean;
  kampVelden: KampFormValues;
};

/**
 * 'Nieuwe Activiteit Toevoegen' and 'Bewerken: {titel}': a real multipart form post that works without JavaScript.
 * Dates and times are the phone's own pickers (`datetime-local`), in Brussels time.
 */
export function ActiviteitForm({
  mode,
  values,
  errors,
  formError,
  concept,
  verzending,
  title,
  keuze,
  vervangingen,
  currentImageUrl,
  meldingen,
}: AdminFormProps<ActiviteitFormValues> & {
  title: string;
  keuze: Pick<TakKeuze, "takken" | "heleGroep">;
  /** What a cancelled activity may name as its replacement. */
  vervangingen: { id: number; label: string }[];
  currentImageUrl: string | null;
  /** Issue 25: how many parents follow each tak, for 'Ongeveer N ouders krijgen hierover een bericht.'. */
  meldingen?: MeldingOuders;
}) {
  const [preview, choose] = useFilePreview();
  const [scaling, setScaling] = useState(false);

  const shown = preview ? { src: preview } : currentImageUrl ? responsiveImage(currentImageUrl) : null;

  return (
    <AdminForm
      title={title}
      heading="h1"
      formError={formError} errors={errors} concept={concept} verzending={verzending}
      picture={
        <>
          <PictureField id="activiteit-afbeelding" label="Afbeelding (niet verplicht)" name="afbeelding" error={errors.afbeelding}
            shape="wide" empty={{ icon: ImageIcon, text: "Nog geen afbeelding gekozen" }}
            onChoose={(input) => choose(input.files?.[0])} onBusy={setScaling}
          >
            {shown && <img src={shown.src} srcSet={"srcSet" in shown ? shown.srcSet : undefined} sizes="256px" alt="Voorbeeld van de afbeelding" className="h-full w-full object-cover" />}
          </PictureField>
          {currentImageUrl && (
            <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
              <input type="checkbox" name="afbeeldingVerwijderen" className="h-5 w-5 accent-red-700" />
              <span>Afbeelding verwijderen</span>
            </label>
          )}
        </>
      }
      actions={(busy) => (
        <FormActions mode={mode} busy={busy} disabled={busy || scaling} cancelTo="/admin?sectie=activiteiten" addLabel="Activiteit Toevoegen" addIcon={CalendarPlus} />
      )}
    >
      <InputField id="activiteit-titel" label="Titel" error={errors.titel} name="titel" defaultValue={values.titel} maxLength={120} aria-required />
      <TakkenKeuze id="activiteit-takken" takken={keuze.takken} heleGroep={keuze.heleGroep} selected={values.takken} error={errors.takken} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="activiteit-start" label="Begin (datum en uur)" error={errors.start} name="start" type="datetime-local" defaultValue={values.start} aria-required />
        <InputField id="activiteit-einde" label="Einde (niet verplicht)" error={errors.einde} name="einde" type="datetime-local" defaultValue={values.einde} />
      </div>
      <InputField id="activiteit-plaats" label="Plaats (niet verplicht)" error={errors.plaats} name="plaats" defaultValue={values.plaats} maxLength={120} />
      <TextAreaField id="activiteit-beschrijving" label="Beschrijving (niet verplicht)" error={errors.beschrijving} name="beschrijving" rows={5} defaultValue={values.beschrijving} maxLength={5000} />
      <InputField id="activiteit-meebrengen" label="Mee te nemen (niet verplicht)" error={errors.meebrengen} hint="Bijvoorbeeld: uniform, regenjas, 2 euro" name="meebrengen" defaultValue={values.meebrengen} maxLength={500} />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" name="nieuws" defaultChecked={values.nieuws} className="h-5 w-5 accent-brand-dark" />
        <span className="font-semibold">Toon op de nieuwspagina</span>
      </label>
      <KampVelden kamp={values.kamp} values={values.kampVelden} errors={errors} />
      <div className="rounded-lg border border-gray-200 p-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" name="afgelast" defaultChecked={values.afgelast} className="h-5 w-5 accent-red-700" />
          <span className="font-semibold">Afgelast</span>
        </label>
        <div className="mt-2">
          <InputField id="activiteit-reden" label="Reden van afgelasten (niet verplicht)" error={errors.reden} name="reden" defaultValue={values.reden} maxLength={280} />
        </div>
        {vervangingen.length > 0 && (
          <div className="mt-3">
            <SelectField
              id="activiteit-vervanging"
              label="Vervangen door (niet verplicht)"
              error={errors.vervangenDoor}
              hint="De afgelaste activiteit verwijst dan naar de nieuwe."
              name="vervangenDoor"
              defaultValue={values.vervangenDoor}
              options={[{ value: "", label: "Geen vervanging" }, ...vervangingen.map((v) => ({ value: v.id, label: v.label }))]}
            />
          </div>
        )}
      </div>
      {meldingen && <MeldingKeuze meldingen={meldingen} takken={values.takken} start={values.start} />}
    </AdminForm>
  );
}
