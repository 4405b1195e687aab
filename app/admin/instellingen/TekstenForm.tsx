import type { Moment, Teksten } from "~/domains/instellingen/rules";
import { MAX_LENGTE } from "~/domains/instellingen/validation";
import { MomentenVelden } from "./MomentenVelden";
import { foutVan, Groep, InstellingenForm, Tekstvak, Veld, type Fout } from "./velden";

const INTENT = "instellingen-teksten";
const ALINEAS = "Laat een lege regel tussen twee alinea's.";

/** 'Teksten': the about page, the history page's introduction and the footer's line. */
export function TekstenForm({
  teksten,
  momenten,
  opgericht,
  fout: alleFouten,
}: {
  teksten: Teksten;
  momenten: readonly Moment[];
  opgericht: number | null;
  fout: Fout;
}) {
  const fout = foutVan(alleFouten, INTENT);
  const { over } = teksten;
  return (
    // One form and one button for the whole page: an edit of the texts is never lost by saving the timeline.
    <InstellingenForm deel="teksten" intent={INTENT} fout={fout} label="Teksten Opslaan">
      <h2 className="text-xl font-extrabold">Over ons</h2>
      <p className="text-muted">De tegels bovenaan (bijeenkomst, adres, leeftijden) komen uit Groep.</p>
      <Tekstvak name="over.lidWorden" label="Lid worden" fout={fout} stored={over.lidWorden} hint={ALINEAS} rows={6} />
      <Groep legend="Melding over het lokaal">
        <Veld name="over.lokaal.titel" label="Titel" fout={fout} stored={over.lokaal.titel} required maxLength={MAX_LENGTE.tegelTitel} />
        <Veld name="over.lokaal.tekst" label="Tekst" fout={fout} stored={over.lokaal.tekst} required maxLength={MAX_LENGTE.lokaalTekst} />
      </Groep>
      {over.waarden.map((w, i) => (
        <Groep key={i} legend={`Waarde ${i + 1}`}>
          <Veld name={`over.waarden.${i}.titel`} label="Titel" fout={fout} stored={w.titel} required maxLength={MAX_LENGTE.tegelTitel} />
          <Veld name={`over.waarden.${i}.tekst`} label="Tekst" fout={fout} stored={w.tekst} required maxLength={MAX_LENGTE.waardeTekst} />
        </Groep>
      ))}
      <h2 className="pt-2 text-xl font-extrabold">Geschiedenis</h2>
      <Tekstvak name="geschiedenis.intro" label="Inleiding" fout={fout} stored={teksten.geschiedenis.intro} hint={ALINEAS} rows={6} />
      <h2 className="pt-2 text-xl font-extrabold">Kamp</h2>
      <Tekstvak
        name="kamp.steun"
        label="Steun bij de kampprijs"
        fout={fout}
        stored={teksten.kamp.steun}
        hint="Op de pagina van elk kamp, bij de prijs, tenzij het kamp een eigen tekst heeft."
        rows={3}
      />
      <h2 className="pt-2 text-xl font-extrabold">Voettekst</h2>
      <Veld
        name="voettekst"
        label="Regel onder de naam"
        fout={fout}
        stored={teksten.voettekst}
        required
        maxLength={MAX_LENGTE.voettekst}
        hint={opgericht ? `Onderaan elke pagina, gevolgd door ', sinds ${opgericht}.'` : "Onderaan elke pagina."}
      />
      <MomentenVelden momenten={momenten} fout={fout} />
    </InstellingenForm>
  );
}
