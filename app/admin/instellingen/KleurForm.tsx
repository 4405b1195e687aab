import { useState } from "react";
import { useSite } from "~/domains/instellingen/use-site";
import { brandTinten, contrast, isHexKleur, KLEUR_TE_LICHT, kleurDonkerGenoeg, MIN_CONTRAST_TEKST } from "~/domains/instellingen/rules";
import { useHydrated } from "~/lib/use-hydrated";
import { FormField } from "~/components/admin/FormField";
import { foutVan, InstellingenForm, veldFout, waarde, type Fout } from "./velden";

const INTENT = "instellingen-kleur";

function ratio(a: string, b: string): string {
  return `${contrast(a, b).toFixed(2).replace(".", ",")}:1`;
}

/**
 * 'Kleur': the brand colour. White must stay readable on it (3:1, as for large text); where it would carry normal
 * text the site uses a darker shade of it (4.5:1 or more), shown here as it will look.
 */
export function KleurForm({ kleur, fout: alleFouten }: { kleur: string; fout: Fout }) {
  const fout = foutVan(alleFouten, INTENT);
  const hydrated = useHydrated();
  const w = useSite().woorden;
  const [gekozen, setGekozen] = useState(waarde(fout, "kleur", kleur));
  const geldig = isHexKleur(gekozen.trim());
  const tinten = geldig ? brandTinten(gekozen.trim()) : null;
  return (
    <InstellingenForm deel="kleur" intent={INTENT} fout={fout} label="Kleur Opslaan">
      <p className="text-muted">
        {`De kleur van de kop van elke pagina, de knoppen en de voettekst. Witte tekst moet erop leesbaar blijven: een te lichte kleur wordt geweigerd. De kleuren van de ${w.takken} blijven zoals ze zijn.`}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="inst-kleur" label="Kleurcode" error={veldFout(fout, "kleur")} hint="Zes tekens na een #, bv. #3D8B37.">
          {(props) => (
            <input
              {...props}
              name="kleur"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={gekozen}
              onChange={(e) => setGekozen(e.target.value)}
              aria-required
              maxLength={7}
              className="input font-mono"
            />
          )}
        </FormField>
        {hydrated && (
          <div>
            <label htmlFor="inst-kleur-kiezer" className="label">
              Of kies ze
            </label>
            <input
              id="inst-kleur-kiezer"
              type="color"
              value={geldig ? gekozen.trim().toLowerCase() : "#000000"}
              onChange={(e) => setGekozen(e.target.value.toUpperCase())}
              className="h-11 w-24 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
            />
          </div>
        )}
      </div>
      {tinten && (
        <div aria-live="polite" className="space-y-3 rounded-xl border border-gray-200 p-4">
          <p className="font-bold">Zo ziet het eruit</p>
          <div className="flex flex-wrap items-center gap-3">
            <span className="rounded-lg px-4 py-2 text-2xl font-extrabold text-white" style={{ backgroundColor: tinten.brand }}>
              Grote witte tekst
            </span>
            <span className="rounded-lg px-4 py-2 font-bold text-white" style={{ backgroundColor: tinten.dark }}>
              Knop
            </span>
            <span className="rounded-lg px-4 py-2 font-semibold" style={{ color: tinten.dark, backgroundColor: tinten.light }}>
              Link op lichte achtergrond
            </span>
          </div>
          <p className="text-sm text-muted">
            Wit op deze kleur: {ratio(tinten.brand, "#ffffff")} (minstens 3:1).
            {kleurDonkerGenoeg(tinten.brand)
              ? ` Voor gewone tekst gebruikt de site de donkerdere tint ${tinten.dark.toUpperCase()}: ${ratio(tinten.dark, "#ffffff")} (minstens ${MIN_CONTRAST_TEKST.toString().replace(".", ",")}:1).`
              : ` ${KLEUR_TE_LICHT}`}
          </p>
        </div>
      )}
    </InstellingenForm>
  );
}
