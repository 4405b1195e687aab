import Tent from "lucide-react/icons/tent";
import { KAMP_VAK, type KampVeld } from "~/domains/activiteiten/validation";
import { FormField } from "~/components/admin/FormField";

export type KampFormValues = Record<KampVeld, string>;

export const EMPTY_KAMP: KampFormValues = {
  "kamp.vertrek.plaats": "",
  "kamp.terugkeer.plaats": "",
  "kamp.adres": "",
  "kamp.prijs": "",
  "kamp.steun": "",
  "kamp.paklijst": "",
  "kamp.inschrijving.url": "",
  "kamp.inschrijving.deadline": "",
  "kamp.contact": "",
};

/** A stored camp's fields as Conform's nested value (`kamp.vertrek.plaats` is `{ vertrek: { plaats } }`). */
export function kampAlsFormulier(values: KampFormValues): Record<string, unknown> {
  const kamp: Record<string, unknown> = {};
  for (const [naam, waarde] of Object.entries(values)) {
    const [, ...pad] = naam.split(".");
    const laatste = pad.pop()!;
    let deel = kamp;
    for (const key of pad) deel = (deel[key] ??= {}) as Record<string, unknown>;
    deel[laatste] = waarde;
  }
  return kamp;
}

/**
 * 'Kamp' and, once ticked, the camp's own fields (without JavaScript too: CSS hides them while the box is unticked;
 * a browser without `:has()` simply shows them). The fields' names are the API's `kamp` fields (`kamp.prijs`, ...); the
 * box is `isKamp` (KAMP_VAK), as Conform reads `kamp.prijs` as a value of `kamp`.
 */
export function KampVelden({ aan, tekst, fout }: { aan: boolean; tekst: (name: KampVeld) => string | undefined; fout: (name: KampVeld) => string | undefined }) {
  const field = (name: KampVeld) => ({ name, defaultValue: tekst(name) });
  return (
    <div className="group/kamp rounded-lg border border-amber-300 p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input id="activiteit-kamp" type="checkbox" name={KAMP_VAK} defaultChecked={aan} className="h-5 w-5 accent-brand-dark" />
        <span className="flex items-center gap-2 font-semibold">
          <Tent className="h-5 w-5 text-amber-800" aria-hidden="true" /> Kamp
        </span>
      </label>
      <p className="text-sm text-muted">Met een eigen pagina voor de ouders (/kamp).</p>
      {/* Folded until the box is ticked (CSS, without JavaScript too). */}
      <fieldset className="mt-4 space-y-5 border-t border-amber-200 pt-4 group-has-[#activiteit-kamp:not(:checked)]/kamp:hidden">
        <legend className="sr-only">Gegevens van het kamp</legend>
        <p className="text-sm text-muted">
          Vertrek en terugkeer zijn het begin en het einde hierboven. De documenten (het kampboekje, een medische fiche) voeg
          je toe meteen na het opslaan.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="kamp-vertrek-plaats" label="Vertrekplaats (niet verplicht)" error={fout("kamp.vertrek.plaats")} hint="Bijvoorbeeld: aan het scoutslokaal">
            {(props) => <input {...props} {...field("kamp.vertrek.plaats")} className="input" />}
          </FormField>
          <FormField id="kamp-terugkeer-plaats" label="Plaats van terugkeer (niet verplicht)" error={fout("kamp.terugkeer.plaats")}>
            {(props) => <input {...props} {...field("kamp.terugkeer.plaats")} className="input" />}
          </FormField>
        </div>
        <FormField id="kamp-adres" label="Adres van de kampplaats (niet verplicht)" error={fout("kamp.adres")} hint="De pagina toont er een link naar de kaart bij.">
          {(props) => <textarea {...props} {...field("kamp.adres")} rows={3} className="input" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="kamp-prijs" label="Prijs in euro (niet verplicht)" error={fout("kamp.prijs")} hint="Bijvoorbeeld: 165 of 165,50">
            {(props) => <input {...props} {...field("kamp.prijs")} inputMode="decimal" className="input" />}
          </FormField>
          <FormField id="kamp-contact" label="Telefoon tijdens het kamp (niet verplicht)" error={fout("kamp.contact")}>
            {(props) => <input {...props} {...field("kamp.contact")} type="tel" className="input" />}
          </FormField>
        </div>
        <FormField
          id="kamp-steun"
          label="Tekst over financiële steun (niet verplicht)"
          error={fout("kamp.steun")}
          hint="Leeg laten toont onze vaste tekst: 'Geld mag geen drempel zijn om mee op kamp te gaan...'"
        >
          {(props) => <textarea {...props} {...field("kamp.steun")} rows={2} className="input" />}
        </FormField>
        <FormField
          id="kamp-paklijst"
          label="Paklijst (niet verplicht)"
          error={fout("kamp.paklijst")}
          hint="Eén ding per lijn. Een lijn die eindigt op een dubbele punt is een kopje, bijvoorbeeld 'Slapen:'."
        >
          {(props) => <textarea {...props} {...field("kamp.paklijst")} rows={10} className="input" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="kamp-inschrijving-url" label="Link om in te schrijven (niet verplicht)" error={fout("kamp.inschrijving.url")} hint="Stamhoofd, de Groepsadministratie of een andere https-link">
            {(props) => <input {...props} {...field("kamp.inschrijving.url")} type="url" inputMode="url" placeholder="https://" className="input" />}
          </FormField>
          <FormField id="kamp-inschrijving-deadline" label="Inschrijven tot en met (niet verplicht)" error={fout("kamp.inschrijving.deadline")}>
            {(props) => <input {...props} {...field("kamp.inschrijving.deadline")} type="date" className="input" />}
          </FormField>
        </div>
      </fieldset>
    </div>
  );
}
