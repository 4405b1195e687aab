import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Circle from "lucide-react/icons/circle";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Power from "lucide-react/icons/power";
import Trash2 from "lucide-react/icons/trash-2";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { instellingenUrl } from "~/domains/instellingen/delen";
import { formatDate } from "~/lib/dates";
import { soortUitleg, TAK_SOORTEN, takLogoUrl, type TakWoord, type Woorden } from "~/domains/takken/rules";
import type { StartSet } from "~/domains/takken/startsets";
import { useSite } from "~/domains/instellingen/use-site";
import { FormField } from "~/components/admin/FormField";
import { isLeeg, type TakInhoud } from "~/domains/takken/inhoud";
import { foutVan, InstellingenForm, Veld, veldFout, waarde, type Fout } from "./velden";
import { replyText } from "~/lib/forms";

export type TakBeheerRij = {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  color: string;
  soort: string;
  leeftijd: string;
  email: string;
  nagekeken: boolean;
  inhoud: TakInhoud | null;
};

export type GestopteTak = { id: number; name: string; slug: string; gestoptOp: number };
export type StartsetKeuze = { mogelijk: boolean; gekozen: string | null; sets: readonly StartSet[] };

const leeg = (i: TakInhoud | null) => i !== null && isLeeg(i);

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

function Kop({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-extrabold text-ink">
      {children}
    </h2>
  );
}

function TakkenLijst({ takken, w }: { takken: readonly TakBeheerRij[]; w: Woorden }) {
  const uitleg = soortUitleg(w);
  return (
    <section aria-labelledby="takken-lijst-titel" className="space-y-3">
      <Kop id="takken-lijst-titel">Je {w.takken}</Kop>
      {takken.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-4 text-muted">
          Je groep heeft nog geen {w.takken}. Begin met die van je beweging of voeg ze hieronder een voor een toe.
        </p>
      ) : (
        <ol className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {takken.map((t, i) => (
            <li key={t.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="tak-rij">
              <img src={takLogoUrl(t)} alt="" width={40} height={40} className="h-10 w-10 shrink-0 object-contain" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-bold wrap-anywhere">
                  <span className="mr-2 inline-block h-3 w-3 rounded-full ring-1 ring-black/15" style={{ backgroundColor: t.color }} aria-hidden="true" />
                  {t.name}
                </p>
                <p className="text-sm wrap-anywhere text-muted">
                  {uitleg[t.soort as keyof typeof uitleg]?.label ?? t.soort}
                  {t.leeftijd && ` · ${t.leeftijd} jaar`}
                  {t.email && ` · ${t.email}`} · /takken/{t.slug}
                </p>
                <p className={`mt-0.5 inline-flex items-center gap-1 text-sm font-semibold ${t.nagekeken ? "text-brand-dark" : "text-muted"}`}>
                  {t.nagekeken ? <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> : <Circle className="h-4 w-4" aria-hidden="true" />}
                  {t.nagekeken ? "Teksten nagekeken" : "Teksten nog na te kijken"}
                </p>
              </div>
              <div className="flex w-full flex-wrap gap-2 sm:w-auto">
                <Verschuif tak={t} richting="hoger" disabled={i === 0} />
                <Verschuif tak={t} richting="lager" disabled={i === takken.length - 1} />
                <Link to={`/admin/tak/${t.slug}`} className="btn-secondary min-h-11" aria-label={`${t.name} bewerken`}>
                  <Pencil className="h-4 w-4" aria-hidden="true" /> Bewerken
                </Link>
                <Link
                  to={`/admin/tak/${t.slug}/stoppen`}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-red-200 px-3 font-semibold text-red-800 hover:bg-red-50"
                  aria-label={leeg(t.inhoud) ? `${t.name} verwijderen` : `${t.name} stoppen`}
                >
                  {leeg(t.inhoud) ? <Trash2 className="h-4 w-4" aria-hidden="true" /> : <Power className="h-4 w-4" aria-hidden="true" />}
                  {leeg(t.inhoud) ? "Verwijderen" : "Stoppen"}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 'Hoger' or 'Lager': one place up or down, a real post (works without JavaScript). */
function Verschuif({ tak, richting, disabled }: { tak: TakBeheerRij; richting: "hoger" | "lager"; disabled: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "tak-verschuiven";
  const Icon = richting === "hoger" ? ArrowUp : ArrowDown;
  return (
    <Form method="post" action={instellingenUrl("takken")}>
      <input type="hidden" name="intent" value="tak-verschuiven" />
      <input type="hidden" name="id" value={tak.id} />
      <input type="hidden" name="richting" value={richting} />
      <button
        type="submit"
        disabled={disabled || busy}
        aria-label={`${tak.name} ${richting === "hoger" ? "hoger" : "lager"} zetten`}
        title={richting === "hoger" ? "Hoger" : "Lager"}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-gray-300 bg-white text-ink hover:bg-brand-light disabled:opacity-40"
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </button>
    </Form>
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

function GestopteTakken({ gestopt, w }: { gestopt: readonly GestopteTak[]; w: Woorden }) {
  return (
    <section aria-labelledby="takken-gestopt-titel" className="space-y-3">
      <Kop id="takken-gestopt-titel">Gestopte {w.takken}</Kop>
      <p className="text-sm text-muted">
        Niet meer op de site; hun geschiedenis (voorbije activiteiten, de leiding van vroeger, de albums) blijft bewaard. Hun
        adres blijft voorbehouden.
      </p>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        {gestopt.map((t) => (
          <li key={t.id} className="p-3" data-testid="gestopte-tak">
            <span className="font-bold">{t.name}</span> <span className="text-sm text-muted">· /takken/{t.slug} · gestopt op {formatDate(t.gestoptOp)}</span>
          </li>
        ))}
      </ul>
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
