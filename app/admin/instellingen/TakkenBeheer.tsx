import Plus from "lucide-react/icons/plus";
import { Form, useNavigation } from "react-router";
import { instellingenUrl } from "~/domains/instellingen/delen";
import { soortUitleg, TAK_SOORTEN, type TakWoord, type Woorden } from "~/domains/takken/rules";
import type { StartSet } from "~/domains/takken/startsets";
import { useSite } from "~/domains/instellingen/use-site";
import { FormField } from "~/components/admin/FormField";
import { foutVan, InstellingenForm, Veld, veldFout, waarde, type Fout } from "./velden";
import { replyText } from "~/lib/forms";
import { GestopteTakken, Kop, TakkenLijst, type GestopteTak, type TakBeheerRij } from "./TakkenLijst";

export type { GestopteTak, TakBeheerRij };
export type StartsetKeuze = { mogelijk: boolean; gekozen: string | null; sets: readonly StartSet[] };

/**
 * 'Takken' (the Beheerder's): the group's word for them, its takken in their order (edit, move, stop or remove), a new
 * tak, the takken that stopped, and while nothing hangs on any tak the sets of the movements to start from.
 */
export function TakkenBeheer({
  takken,
  gestopt,
  startset,
  woord,
  fout,
}: {
  takken: readonly TakBeheerRij[];
  gestopt: readonly GestopteTak[];
  startset: StartsetKeuze | null;
  woord: TakWoord;
  fout: Fout;
}) {
  const w = useSite().woorden;
  const kiezenEerst = startset?.mogelijk && takken.length === 0;
  return (
    <div className="space-y-10">
      <p className="text-muted">
        De {w.takken} van je groep: hun naam (en daarmee hun adres op de site), kleur, leeftijd, e-mailadres, soort en volgorde.
        Een nieuwe naam geeft een nieuw adres; het oude adres, de kalender in de agenda van de ouders en gedeelde links blijven
        naar de {w.tak} leiden. De {w.takleiding} kan de teksten van de eigen {w.takken} ook zelf aanpassen.
      </p>
      {kiezenEerst && startset && <StartsetKiezer startset={startset} huidige={takken} fout={fout} />}
      <TakkenLijst takken={takken} w={w} />
      <NieuweTak fout={fout} w={w} />
      <WoordForm woord={woord} fout={fout} />
      {gestopt.length > 0 && <GestopteTakken gestopt={gestopt} w={w} />}
      {!kiezenEerst && startset?.mogelijk && <StartsetKiezer startset={startset} huidige={takken} fout={fout} />}
    </div>
  );
}

/** The kind of a tak, with what each kind shows on the site. */
export function SoortKeuze({ naam, gekozen, fout, w, legend }: { naam: string; gekozen: string; fout?: string; w: Woorden; legend: string }) {
  const uitleg = soortUitleg(w);
  return (
    <fieldset className="min-w-0" aria-describedby={fout ? `${naam}-fout` : undefined}>
      <legend className="label">{legend}</legend>
      <div className="grid gap-2">
        {TAK_SOORTEN.map((soort) => (
          <label key={soort} className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-light">
            <input type="radio" name={naam} value={soort} defaultChecked={gekozen === soort} className="mt-1 h-5 w-5 shrink-0 accent-brand-dark" />
            <span>
              <span className="block font-bold">{uitleg[soort].label}</span>
              <span className="block text-sm text-muted">{uitleg[soort].uitleg}</span>
            </span>
          </label>
        ))}
      </div>
      {fout && (
        <p id={`${naam}-fout`} className="mt-1 text-sm font-semibold text-red-700">
          {fout}
        </p>
      )}
    </fieldset>
  );
}

function NieuweTak({ fout: alleFouten, w }: { fout: Fout; w: Woorden }) {
  const fout = foutVan(alleFouten, "tak-nieuw");
  const { kleur } = useSite();
  return (
    <section aria-labelledby="tak-nieuw-titel" className="space-y-3">
      <Kop id="tak-nieuw-titel">
        <Plus className="mr-1 inline h-5 w-5 text-brand" aria-hidden="true" />
        Nieuwe {w.tak}
      </Kop>
      <InstellingenForm deel="takken" intent="tak-nieuw" fout={fout} label={`${w.Tak} Toevoegen`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Veld name="name" label="Naam" fout={fout} stored="" required maxLength={60} hint="Het adres volgt uit de naam: 'Oud-leiding' wordt /takken/oud-leiding." />
          <Veld name="leeftijd" label="Leeftijd" fout={fout} stored="" maxLength={20} hint="Bv. 11-14 (de site zet er 'jaar' achter)." />
          <KleurVeld error={veldFout(fout, "color")} value={waarde(fout, "color", kleur)} />
          <Veld name="email" label="E-mailadres" type="email" inputMode="email" fout={fout} stored="" />
        </div>
        <SoortKeuze naam="soort" legend="Soort" gekozen={waarde(fout, "soort", "leeftijd")} fout={veldFout(fout, "soort")} w={w} />
      </InstellingenForm>
    </section>
  );
}

/** A tak's colour: a colour picker (a hex value is posted, also without JavaScript); `value` is what it shows first. */
export function KleurVeld({ error, value, id = "inst-color" }: { error: string | undefined; value: string; id?: string }) {
  const w = useSite().woorden;
  return (
    <FormField id={id} label="Kleur" error={error} hint={`De kleur van de bolletjes en randen van de ${w.tak}.`}>
      {(props) => <input {...props} name="color" type="color" defaultValue={value.toLowerCase()} className="h-11 w-24 cursor-pointer rounded-lg border border-gray-300 bg-white p-1" />}
    </FormField>
  );
}

function WoordForm({ woord, fout: alleFouten }: { woord: TakWoord; fout: Fout }) {
  const fout = foutVan(alleFouten, "takken-woord");
  const gekozen = waarde(fout, "takWoord", woord);
  return (
    <section aria-labelledby="takken-woord-titel" className="space-y-3">
      <Kop id="takken-woord-titel">Het woord van je groep</Kop>
      <InstellingenForm deel="takken" intent="takken-woord" fout={fout} label="Woord Opslaan">
        <fieldset>
          <legend className="label">Hoe noemt je groep ze?</legend>
          <div className="flex flex-wrap gap-3">
            {(
              [
                ["tak", "tak / takken (scouts)"],
                ["afdeling", "afdeling / afdelingen (Chiro)"],
              ] as const
            ).map(([waardeVan, label]) => (
              <label key={waardeVan} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3 has-[:checked]:border-brand has-[:checked]:bg-brand-light">
                <input type="radio" name="takWoord" value={waardeVan} defaultChecked={gekozen === waardeVan} className="h-5 w-5 accent-brand-dark" />
                {label}
              </label>
            ))}
          </div>
          <p className="mt-1 text-sm text-muted">Elke tekst van de site, de mails en dit beheer gebruikt dit woord. De adressen blijven /takken/...</p>
        </fieldset>
      </InstellingenForm>
    </section>
  );
}

const VOOR: Record<string, string> = { jongens: "jongens", meisjes: "meisjes", gemengd: "gemengd", zeescouts: "zeescouts", "ook gebruikt": "andere naam" };

/**
 * 'Begin met de takken van je beweging': one form per movement, with its names to tick (the boys', girls' or mixed
 * name, the sea scouts', the optional ones). Only while nothing hangs on any tak: it replaces the takken there are.
 */
function StartsetKiezer({ startset, huidige, fout: alleFouten }: { startset: StartsetKeuze; huidige: readonly TakBeheerRij[]; fout: Fout }) {
  const fout = foutVan(alleFouten, "takken-startset");
  const w = useSite().woorden;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "takken-startset";
  const gestuurd = replyText(fout, "set");
  return (
    <section id="startset" aria-labelledby="startset-titel" className="space-y-4 scroll-mt-24">
      <Kop id="startset-titel">Begin met de {w.takken} van je beweging</Kop>
      <p className="text-muted">
        Kies je beweging en vink de namen aan die je groep gebruikt. Zolang geen enkele {w.tak} leiding, activiteiten, boekjes,
        inschrijvingen of albums heeft, kan je hier opnieuw kiezen. Chiro kiest ook het woord &lsquo;afdeling&rsquo;.
        {huidige.length > 0 && ` Dit vervangt je huidige ${w.takken} (${huidige.map((t) => t.name).join(", ")}).`}
      </p>
      {veldFout(fout, "set") && <p className="text-sm font-semibold text-red-700">{veldFout(fout, "set")}</p>}
      {veldFout(fout, "namen") && <p className="text-sm font-semibold text-red-700">{veldFout(fout, "namen")}</p>}
      <div className="grid gap-4 lg:grid-cols-2">
        {startset.sets.map((set) => (
          <Form key={set.id} method="post" action={instellingenUrl("takken")} className="card flex flex-col gap-3 p-4" data-testid="startset">
            <input type="hidden" name="intent" value="takken-startset" />
            <input type="hidden" name="set" value={set.id} />
            <fieldset className="min-w-0">
              <legend className="text-base font-extrabold">
                {set.naam}
                {startset.gekozen === set.id && <span className="ml-2 text-sm font-semibold text-brand-dark">(gekozen)</span>}
              </legend>
              <p className="mt-1 text-sm text-muted">{set.uitleg}</p>
              {set.takken.length > 0 && (
                <ul className="mt-3 space-y-2">
                  {set.takken.map((t) => (
                    <li key={`${t.leeftijd}-${t.namen[0]!.naam}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="w-16 shrink-0 whitespace-nowrap text-sm font-semibold text-muted">{t.leeftijd === "18+" ? "18+" : `${t.leeftijd} j.`}</span>
                      {t.namen.map((n) => (
                        <label key={n.naam} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-2 has-[:checked]:border-brand has-[:checked]:bg-brand-light">
                          <input
                            type="checkbox"
                            name="namen"
                            value={n.naam}
                            defaultChecked={gestuurd === set.id ? (replyText(fout, "namen") ?? "").split(",").includes(n.naam) : n.standaard === true}
                            className="h-5 w-5 accent-brand-dark"
                          />
                          <span>
                            {n.naam}
                            {n.voor && <span className="text-sm text-muted"> ({VOOR[n.voor]})</span>}
                          </span>
                        </label>
                      ))}
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
            <button type="submit" className="btn-primary mt-auto self-start" disabled={busy}>
              {set.takken.length ? `Begin met ${set.naam}` : "Leeg beginnen"}
            </button>
          </Form>
        ))}
      </div>
    </section>
  );
}
