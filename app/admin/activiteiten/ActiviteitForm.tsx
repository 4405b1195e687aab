import CalendarPlus from "lucide-react/icons/calendar-plus";
import ImageIcon from "lucide-react/icons/image";
import UserPlus from "lucide-react/icons/user-plus";
import { useRef, useState } from "react";
import type { TakKeuze } from "~/domains/activiteiten/activiteiten.server";
import { eindeVoorstel, STANDAARD_DUUR_MIN } from "~/domains/activiteiten/rules";
import { activiteitFormulier, BESCHRIJVING_MAX, MEEBRENGEN_MAX, PLAATS_MAX, REDEN_MAX, TITEL_MAX, KAMP_VAK, VERLEDEN_BEVESTIGD, VERLEDEN_VELD, VERLEDEN_VRAAG } from "~/domains/activiteiten/validation";
import { responsiveImage } from "~/domains/media/media";
import { fieldError, listOf, nestedReply, textOf, useSchemaForm } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { AdminForm, FormActions, type AdminFormProps } from "~/components/admin/AdminForm";
import { InputField, SelectField, TextAreaField } from "~/components/admin/FormField";
import { PictureField, useFilePreview } from "~/components/admin/ImagePreview";
import { KampVelden, kampAlsFormulier, type KampFormValues } from "./KampVelden";
import { MeldingKeuze, type MeldingOuders } from "~/components/admin/MeldingKeuze";
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
  inschrijven: boolean;
  plaatsen: string;
  inschrijvenTot: string;
};

/**
 * 'Nieuwe Activiteit Toevoegen' and 'Bewerken: {titel}': a real multipart form post that works without JavaScript.
 * Dates and times are the phone's own pickers (`datetime-local`), in Brussels time.
 */
export function ActiviteitForm({
  mode,
  values,
  reply,
  formError,
  concept,
  verzending,
  title,
  keuze,
  vervangingen,
  currentImageUrl,
  meldingen,
  duren,
}: AdminFormProps<ActiviteitFormValues> & {
  title: string;
  keuze: Pick<TakKeuze, "takken" | "heleGroep">;
  /** What a cancelled activity may name as its replacement. */
  vervangingen: { id: number; label: string }[];
  currentImageUrl: string | null;
  /** Issue 25: how many parents follow each tak, for 'Ongeveer N ouders krijgen hierover een bericht.'. */
  meldingen?: MeldingOuders;
  /** Each tak's usual length of an activity in minutes (by slug), for the proposed 'Einde'. */
  duren?: Record<string, number>;
}) {
  // The fields from the schema through Conform: each one's error, and what the reply or the draft says was typed, else
  // the stored activity (decision 0049).
  const { fields, byName } = useSchemaForm(activiteitFormulier, { lastResult: nestedReply(reply), defaultValue: alsFormulier(values) });
  const fout = (name: string) => fieldError(byName[name]);
  const tekst = (name: string) => textOf(byName[name]);
  const aan = (name: string) => tekst(name) === "on";
  const takken = listOf(fields.takken) ?? [];
  const [preview, choose] = useFilePreview();
  const [scaling, setScaling] = useState(false);
  const hydrated = useHydrated();
  // 'Einde' proposed from 'Begin' (issue 52): the tak's usual length, else 3 hours; a value the leader typed stays.
  const voorgesteld = useRef<string | null>(null);
  const stelEindeVoor = (begin: HTMLInputElement) => {
    const einde = begin.form?.elements.namedItem("einde");
    if (!(einde instanceof HTMLInputElement) || (einde.value !== "" && einde.value !== voorgesteld.current)) return;
    const takken = Array.from(begin.form?.querySelectorAll<HTMLInputElement>("input[name=takken]:checked") ?? [], (box) => box.value);
    const duur = takken.map((tak) => duren?.[tak]).find((min) => min !== undefined) ?? STANDAARD_DUUR_MIN;
    const voorstel = eindeVoorstel(begin.value, duur);
    if (!voorstel) return;
    einde.value = voorstel;
    voorgesteld.current = voorstel;
  };

  const shown = preview ? { src: preview } : currentImageUrl ? responsiveImage(currentImageUrl) : null;

  return (
    <AdminForm
      title={title}
      heading="h1"
      formError={formError} reply={reply} concept={concept} verzending={verzending}
      picture={
        <>
          <PictureField id="activiteit-afbeelding" label="Afbeelding (niet verplicht)" name="afbeelding" error={fout("afbeelding")}
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
        <FormActions mode={mode} busy={busy} disabled={busy || scaling} cancelTo="/admin?sectie=activiteiten" addLabel="Activiteit Toevoegen" addIcon={CalendarPlus} vast />
      )}
    >
      <InputField id="activiteit-titel" label="Titel" error={fout("titel")} name="titel" defaultValue={tekst("titel")} maxLength={TITEL_MAX} aria-required />
      <TakkenKeuze id="activiteit-takken" takken={keuze.takken} heleGroep={keuze.heleGroep} selected={takken} error={fout("takken")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="activiteit-start"
          label="Begin (datum en uur)"
          error={fout("start")}
          name="start"
          type="datetime-local"
          defaultValue={tekst("start")}
          onChange={(event) => stelEindeVoor(event.currentTarget)}
          aria-required
        />
        <InputField
          id="activiteit-einde"
          label="Einde (niet verplicht)"
          error={fout("einde")}
          hint={hydrated ? "Komt vanzelf na het begin, zo lang als de activiteiten van de tak meestal duren." : undefined}
          name="einde"
          type="datetime-local"
          defaultValue={tekst("einde")}
        />
      </div>
      {fout("start") === VERLEDEN_VRAAG && (
        // The question of a date in the past (the server asked it): confirm, or change the date above.
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold text-amber-950">{VERLEDEN_VRAAG}</p>
          <button type="submit" name={VERLEDEN_VELD} value={VERLEDEN_BEVESTIGD} className="btn-secondary mt-3">Toch opslaan</button>
        </div>
      )}
      <InputField
        id="activiteit-plaats"
        label="Plaats (niet verplicht)"
        error={fout("plaats")}
        hint="Een adres, of een link naar de kaart (Google Maps, OpenStreetMap): ouders kunnen erop tikken."
        name="plaats"
        defaultValue={tekst("plaats")}
        maxLength={PLAATS_MAX}
      />
      <TextAreaField id="activiteit-beschrijving" label="Beschrijving (niet verplicht)" error={fout("beschrijving")} name="beschrijving" rows={5} defaultValue={tekst("beschrijving")} maxLength={BESCHRIJVING_MAX} />
      <InputField id="activiteit-meebrengen" label="Mee te nemen (niet verplicht)" error={fout("meebrengen")} hint="Bijvoorbeeld: uniform, regenjas, 2 euro" name="meebrengen" defaultValue={tekst("meebrengen")} maxLength={MEEBRENGEN_MAX} />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" name="nieuws" defaultChecked={aan("nieuws")} className="h-5 w-5 accent-brand-dark" />
        <span className="font-semibold">Toon op de nieuwspagina</span>
      </label>
      <KampVelden aan={aan(KAMP_VAK)} tekst={tekst} fout={fout} />
      {/* 'Inschrijven nodig' (issue 51): the places and the closing moment fold away until it is ticked (CSS, without
          JavaScript too; a browser without `:has()` simply shows them). */}
      <div className="group/inschrijven rounded-lg border border-gray-200 p-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input id="activiteit-inschrijven" type="checkbox" name="inschrijven" defaultChecked={aan("inschrijven")} className="h-5 w-5 accent-brand-dark" />
          <span className="flex items-center gap-2 font-semibold">
            <UserPlus className="h-5 w-5 text-brand" aria-hidden="true" /> Inschrijven nodig
          </span>
        </label>
        <p className="text-sm text-muted">Ouders schrijven hun kind in op de site, zonder account. Jij ziet de lijst onder Deze week.</p>
        <div className="mt-3 grid gap-5 group-has-[#activiteit-inschrijven:not(:checked)]/inschrijven:hidden sm:grid-cols-2">
          <InputField
            id="activiteit-plaatsen"
            label="Aantal plaatsen (niet verplicht)"
            error={fout("plaatsen")}
            hint="Leeg: onbeperkt. Wie inschrijft als alles volzet is, komt op de wachtlijst."
            name="plaatsen"
            inputMode="numeric"
            defaultValue={tekst("plaatsen")}
          />
          <InputField
            id="activiteit-inschrijven-tot"
            label="Inschrijven kan tot (niet verplicht)"
            error={fout("inschrijvenTot")}
            hint="Leeg: tot het begin van de activiteit."
            name="inschrijvenTot"
            type="datetime-local"
            defaultValue={tekst("inschrijvenTot")}
          />
        </div>
      </div>
      {/* The reason and the replacement fold away until 'Afgelast' is ticked (CSS, without JavaScript too). */}
      <div className="group/afgelast rounded-lg border border-gray-200 p-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input id="activiteit-afgelast" type="checkbox" name="afgelast" defaultChecked={aan("afgelast")} className="h-5 w-5 accent-red-700" />
          <span className="font-semibold">Afgelast</span>
        </label>
        <div className="mt-2 group-has-[#activiteit-afgelast:not(:checked)]/afgelast:hidden">
          <InputField id="activiteit-reden" label="Reden van afgelasten (niet verplicht)" error={fout("reden")} name="reden" defaultValue={tekst("reden")} maxLength={REDEN_MAX} />
        </div>
        {vervangingen.length > 0 && (
          <div className="mt-3 group-has-[#activiteit-afgelast:not(:checked)]/afgelast:hidden">
            <SelectField
              id="activiteit-vervanging"
              label="Vervangen door (niet verplicht)"
              error={fout("vervangenDoor")}
              hint="De afgelaste activiteit verwijst dan naar de nieuwe."
              name="vervangenDoor"
              defaultValue={tekst("vervangenDoor")}
              options={[{ value: "", label: "Geen vervanging" }, ...vervangingen.map((v) => ({ value: v.id, label: v.label }))]}
            />
          </div>
        )}
      </div>
      {meldingen && <MeldingKeuze meldingen={meldingen} takken={takken} start={tekst("start") ?? ""} />}
    </AdminForm>
  );
}

/** The stored activity as the form's fields (Conform's `defaultValue`): a ticked box is "on", the camp's fields nested. */
function alsFormulier({ nieuws, afgelast, kamp, kampVelden, inschrijven, ...tekst }: ActiviteitFormValues) {
  const vak = (ja: boolean) => (ja ? "on" : undefined);
  return { ...tekst, nieuws: vak(nieuws), afgelast: vak(afgelast), inschrijven: vak(inschrijven), [KAMP_VAK]: vak(kamp), kamp: kampAlsFormulier(kampVelden) };
}
