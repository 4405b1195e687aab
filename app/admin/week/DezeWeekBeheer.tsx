import ArrowRight from "lucide-react/icons/arrow-right";
import Clock from "lucide-react/icons/clock";
import Inbox from "lucide-react/icons/inbox";
import MapPin from "lucide-react/icons/map-pin";
import UserPlus from "lucide-react/icons/user-plus";
import UserX from "lucide-react/icons/user-x";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { wanneerLabel, type ActiviteitView } from "~/domains/activiteiten/rules";
import type { AfmeldingenVanActiviteit } from "~/domains/afmeldingen/afmeldingen.server";
import type { InschrijvingenVanActiviteit } from "~/domains/inschrijvingen/inschrijvingen.server";
import { useSite } from "~/domains/instellingen/use-site";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { RowActions } from "~/components/admin/ActiviteitKnoppen";
import { SectionHeader } from "~/components/admin/AdminShell";
import type { MeldingOuders } from "~/components/admin/MeldingKeuze";
import { adminSectionUrl } from "~/admin/parts";

type WeekActiviteit = ActiviteitView & {
  komend: boolean;
  magBeheren: boolean;
  afmeldingen: AfmeldingenVanActiviteit;
  /** Null when the activity asks for no sign-ups. */
  inschrijvingen: InschrijvingenVanActiviteit | null;
  kandidaten: ActiviteitView[];
};

export interface WeekTak {
  slug: string;
  name: string;
  color: string;
  activiteiten: WeekActiviteit[];
  berichten: { id: number; titel: string; wanneer: string }[];
}

/**
 * 'Deze week' (issue 51): a leader's takken in the coming seven days, one card per activity with its absences (names,
 * reasons, count) and the buttons of 'Activiteiten'; what the parents were sent; the full list one tap away.
 */
export function DezeWeekBeheer({
  takken,
  takKeuze,
  meldingen,
}: {
  takken: WeekTak[];
  takKeuze: { gekozen: string; opties: { slug: string; name: string }[] } | null;
  meldingen: MeldingOuders;
}) {
  const w = useSite().woorden;
  return (
    <div>
      <SectionHeader
        id="deze-week"
        title="Deze week"
        description={`Wat je ${w.takken} de komende 7 dagen doen, wie er ingeschreven en afgemeld is en wat de ouders kregen.`}
      />
      {takKeuze && takKeuze.opties.length > 1 && <TakKeuze {...takKeuze} />}
      {takken.length === 0 && <p className="card p-5 text-muted">{`Je account leidt geen ${w.tak} met activiteiten.`}</p>}
      <div className="grid gap-8">
        {takken.map((t) => (
          <section key={t.slug} aria-labelledby={`week-${t.slug}`} data-testid="week-tak">
            <h2 id={`week-${t.slug}`} className="flex items-center gap-2 text-xl font-extrabold">
              <span aria-hidden="true" className="h-3.5 w-3.5 shrink-0 rounded-full ring-1 ring-black/15" style={{ backgroundColor: t.color }} />
              {t.name}
            </h2>
            {t.activiteiten.length === 0 ? (
              <p className="mt-2 text-muted">Geen activiteiten de komende 7 dagen.</p>
            ) : (
              <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                {t.activiteiten.map((a) => (
                  <li key={a.id}>
                    <WeekKaart activiteit={a} meldingen={meldingen} />
                  </li>
                ))}
              </ul>
            )}
            {t.berichten.length > 0 && (
              <div className="mt-4">
                <h3 className="flex items-center gap-2 font-bold">
                  <Inbox className="h-4 w-4 text-brand" aria-hidden="true" /> Wat de ouders kregen
                </h3>
                <ul className="mt-1">
                  {t.berichten.map((b) => (
                    <li key={b.id}>
                      <a href={`/berichten/${b.id}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-dark underline underline-offset-2">
                        {b.titel}
                      </a>{" "}
                      <span className="text-sm text-muted">({b.wanneer})</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        ))}
      </div>
      <Link to={adminSectionUrl("activiteiten")} className="btn-secondary mt-8">
        Alle activiteiten <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

function WeekKaart({ activiteit: a, meldingen }: { activiteit: WeekActiviteit; meldingen: MeldingOuders }) {
  const { dag, uren } = wanneerLabel(a);
  return (
    <article className={`card p-4 ${a.afgelast ? "border-red-200 bg-red-50/60" : ""}`} data-testid="week-activiteit">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className={`text-lg font-extrabold wrap-anywhere ${a.afgelast ? "line-through decoration-red-700/60" : ""}`}>{a.titel}</h3>
        {a.afgelast && <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-extrabold uppercase tracking-wide text-white">Afgelast</span>}
      </div>
      <p className="mt-1 text-muted">
        <Clock className="mr-1 inline h-4 w-4 align-[-3px] text-brand" aria-hidden="true" />
        <span className="font-semibold text-ink">{dag}</span>, {uren}
      </p>
      {a.plaats && (
        <p className="text-muted">
          <MapPin className="mr-1 inline h-4 w-4 align-[-3px] text-brand" aria-hidden="true" />
          <span className="sr-only">Plaats: </span>
          {a.plaats}
        </p>
      )}
      {a.afgelast && a.reden && <p className="mt-1 font-semibold text-red-800">{a.reden}</p>}
      {a.inschrijvingen && <Inschrijvingen van={a.inschrijvingen} />}
      <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2" data-testid="week-afmeldingen">
        <p className="flex items-center gap-2 font-bold text-amber-900">
          <UserX className="h-4 w-4 shrink-0" aria-hidden="true" />
          Afmeldingen ({a.afmeldingen.aantal})
        </p>
        {a.afmeldingen.lijst.length > 0 && (
          <ul className="mt-1 divide-y divide-amber-100">
            {a.afmeldingen.lijst.map((r) => (
              <li key={r.id} className="py-1.5">
                <span className="font-bold wrap-anywhere">{r.naam ?? "Naam gewist"}</span>
                {r.reden && <span className="block wrap-anywhere">{r.reden}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {a.magBeheren && (
        <div className="mt-3">
          <RowActions activiteit={a} kandidaten={a.kandidaten} meldingen={meldingen} />
        </div>
      )}
      <ActionOutcome match={{ id: a.id }} className="mt-3" />
    </article>
  );
}

/** The sign-ups of an activity: the count against its places, the tak's children with their remarks, the waiting list. */
function Inschrijvingen({ van }: { van: InschrijvingenVanActiviteit }) {
  const met = van.lijst.filter((r) => r.wachtlijst === null);
  const wacht = van.lijst.filter((r) => r.wachtlijst !== null);
  const regel = (r: InschrijvingenVanActiviteit["lijst"][number]) => (
    <li key={r.id} className="py-1.5">
      <span className="font-bold wrap-anywhere">{r.naam ?? "Naam gewist"}</span>
      {r.opmerking && <span className="block wrap-anywhere">{r.opmerking}</span>}
    </li>
  );
  return (
    <div className="mt-3 rounded-lg border border-brand/30 bg-brand-light/60 px-3 py-2" data-testid="week-inschrijvingen">
      <p className="flex items-center gap-2 font-bold text-brand-dark">
        <UserPlus className="h-4 w-4 shrink-0" aria-hidden="true" />
        Inschrijvingen ({van.plaatsen === null ? van.aantal : `${Math.min(van.aantal, van.plaatsen)} van ${van.plaatsen}`})
      </p>
      {met.length > 0 && <ul className="mt-1 divide-y divide-brand/15">{met.map(regel)}</ul>}
      {wacht.length > 0 && (
        <>
          <p className="mt-2 font-bold text-brand-dark">Wachtlijst ({Math.max(0, van.aantal - (van.plaatsen ?? van.aantal))})</p>
          <ol className="divide-y divide-brand/15">{wacht.map(regel)}</ol>
        </>
      )}
    </div>
  );
}

/** The Beheerder's choice of one tak: a GET form without JavaScript, the page follows the choice at once with it. */
function TakKeuze({ gekozen, opties }: { gekozen: string; opties: { slug: string; name: string }[] }) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const w = useSite().woorden;
  return (
    <form method="get" action="/admin" className="-mt-2 mb-5 flex items-end gap-2">
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <label htmlFor={id} className="label">{`Welke ${w.tak}?`}</label>
        <select
          id={id}
          name="tak"
          defaultValue={gekozen}
          onChange={(e) => void navigate(adminSectionUrl("week", e.target.value ? { tak: e.target.value } : {}))}
          className="input"
        >
          <option value="">{`Alle ${w.takken}`}</option>
          {opties.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {!hydrated && (
        <button type="submit" className="btn-secondary">
          Tonen
        </button>
      )}
    </form>
  );
}
