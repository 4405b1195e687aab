import Ban from "lucide-react/icons/ban";
import { useSite } from "~/domains/instellingen/use-site";
import BellRing from "lucide-react/icons/bell-ring";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import CalendarRange from "lucide-react/icons/calendar-range";
import Copy from "lucide-react/icons/copy";
import Pencil from "lucide-react/icons/pencil";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import SearchX from "lucide-react/icons/search-x";
import Trash2 from "lucide-react/icons/trash";
import UserX from "lucide-react/icons/user-x";
import { useId, useState } from "react";
import { Link } from "react-router";
import { TakBadges } from "~/components/activiteiten/TakBadges";
import {
  datumLabel,
  HELE_GROEP,
  HELE_GROEP_LABEL,
  isVoorTak,
  matchesActiviteitSearch,
  tijdLabel,
  vervangingKeuze,
  type ActiviteitView,
} from "~/domains/activiteiten/rules";
import type { AfmeldingenVanActiviteit } from "~/domains/afmeldingen/afmeldingen.server";
import { useHydrated } from "~/lib/use-hydrated";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { AlleTakkenSwitch } from "~/components/admin/AlleTakkenSwitch";
import { AddLink, AdminList, ROW_BUTTON, ROW_BUTTON_DELETE, ROW_BUTTON_NEUTRAL, RowLink, type DeleteButton } from "~/components/admin/AdminList";
import { MededelingBeheer, type MededelingState } from "./MededelingBeheer";
import { meldingZin, type MeldingOuders } from "~/components/admin/MeldingKeuze";
import { SearchBox } from "~/components/admin/SearchBox";
import { isPending, useAdminAction } from "~/components/admin/use-admin-action";
import { adminSectionUrl } from "~/admin/parts";
import { type FormReply } from "~/lib/forms";

const ACTION = adminSectionUrl("activiteiten");
/** Rows shown at first and added by 'Meer activiteiten tonen' (a phone renders a long table slowly). */
const TOON_STAP = 40;

export type ActiviteitRij = ActiviteitView & {
  komend: boolean;
  magBeheren: boolean;
  /** The absences the account may see (its own takken's), or null where it sees none. */
  afmeldingen: AfmeldingenVanActiviteit | null;
};

export function ActiviteitenBeheer({
  activiteiten,
  takken,
  mededeling,
  magMededeling,
  mededelingFout,
  initialQuery,
  initialTak,
  initialToon,
  alleTakken,
  meldingen,
  initialEerdere = false,
}: {
  /** Whether the past activities show ('Eerdere activiteiten', ?eerdere=1): the list starts at today (issue 51). */
  initialEerdere?: boolean;
  /** How many parents follow each tak: 'Afgelasten' says how many hear of it. */
  meldingen: MeldingOuders;
  activiteiten: ActiviteitRij[];
  takken: { slug: string; name: string }[];
  mededeling: MededelingState | null;
  /** Only the Beheerder edits the announcement. */
  magMededeling: boolean;
  mededelingFout: FormReply | null;
  initialQuery: string;
  initialTak: string;
  initialToon: number | null;
  /** A Takleiding's switch between their own takken and all (null: the Beheerder, who sees all). */
  alleTakken: boolean | null;
}) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState(initialQuery);
  const [tak, setTak] = useState(initialTak);
  const [toon, setToon] = useState(Math.max(TOON_STAP, initialToon ?? 0));
  const [eerdere, setEerdere] = useState(initialEerdere);
  const takFilterId = useId();
  const w = useSite().woorden;

  const gevonden = activiteiten.filter(
    (a) => (!tak || (tak === HELE_GROEP ? a.heleGroep : isVoorTak(a, tak))) && matchesActiviteitSearch(a, query),
  );
  const voorbij = gevonden.filter((a) => !a.komend).length;
  const matching = eerdere ? gevonden : gevonden.filter((a) => a.komend);
  const eerdereHref = `/admin?sectie=activiteiten&eerdere=1${tak ? `&tak=${tak}` : ""}${query ? `&q=${encodeURIComponent(query)}` : ""}${alleTakken ? "&alle=1" : ""}`;
  const shown = matching.slice(0, toon);

  return (
    <AdminList
      id="activiteiten-beheer" title="Activiteiten Beheer"
      description="De kalender van elke tak: op de takpagina's, op /kalender, in de agenda-abonnementen en (als je dat aanvinkt) op de nieuwspagina."
      action={
        <div className="flex flex-col gap-2 sm:flex-row">
          <AddLink to="/admin/activiteit/add" icon={CalendarPlus}>Nieuwe Activiteit</AddLink>
          <Link to="/admin/activiteit/reeks" className="btn-secondary">
            <CalendarRange className="h-5 w-5" aria-hidden="true" /> Reeks Toevoegen
          </Link>
        </div>
      }
      tools={
        <>
          {magMededeling && <MededelingBeheer mededeling={mededeling} fout={mededelingFout} />}
          {alleTakken !== null && <AlleTakkenSwitch sectie="activiteiten" alle={alleTakken} keep={{ q: query, tak }} />}
          {/* Without JavaScript the filters are a GET form; with it the list follows each change at once. */}
          <form method="get" action="/admin" role="search" className="grid gap-3 sm:grid-cols-[14rem_1fr]" onSubmit={(e) => e.preventDefault()}>
            <input type="hidden" name="sectie" value="activiteiten" />
            {alleTakken && <input type="hidden" name="alle" value="1" />}
            <div>
              <label htmlFor={takFilterId} className="sr-only">{`Filter op ${w.tak}`}</label>
              <select id={takFilterId} name="tak" value={tak} onChange={(e) => setTak(e.target.value)} className="input">
                <option value="">{`Alle ${w.takken}`}</option>
                <option value={HELE_GROEP}>{HELE_GROEP_LABEL}</option>
                {takken.map((t) => (
                  <option key={t.slug} value={t.slug}>{t.name}</option>
                ))}
              </select>
            </div>
            <div className="flex gap-2">
              <div className="flex-1">
                <SearchBox label="Zoek activiteiten" placeholder={`Zoek op titel of ${w.tak}...`} value={query} onChange={setQuery} inForm />
              </div>
              {!hydrated && <button type="submit" className="btn-secondary">Filteren</button>}
            </div>
          </form>
        </>
      }
      rows={shown}
      empty={{
        icon: SearchX,
        title: "Geen activiteiten gevonden",
        text: activiteiten.length === 0 ? "Er zijn nog geen activiteiten. Voeg er een toe of maak een reeks." : `Probeer andere zoektermen of een andere ${w.tak}`,
      }}
      columns={[
        { label: "Datum", className: "w-36" },
        { label: "Titel" },
        { label: w.TakKen, className: "w-40" },
        { label: "Status", className: "w-32" },
        { label: "Acties", className: "w-56 text-right" },
      ]}
      headClassName="hidden lg:table-header-group"
      tableClassName="lg:table-fixed"
      deletion={{
        action: ACTION,
        intent: "activiteit-verwijderen",
        message: () => "Weet je zeker dat je deze activiteit wilt verwijderen? Dit kan niet ongedaan worden gemaakt.",
      }}
      renderRow={(a, deleteButton) => (
        <ActiviteitRow
          key={a.id}
          activiteit={a}
          kandidaten={vervangingKeuze(a, activiteiten, (o) => o.komend && o.magBeheren)}
          meldingen={meldingen}
          deleteButton={deleteButton}
        />
      )}
      footer={
        <>
          {!eerdere && voorbij > 0 &&
            (hydrated ? (
              <button type="button" className="btn-secondary mr-3 mt-4" onClick={() => setEerdere(true)}>
                Eerdere activiteiten ({voorbij})
              </button>
            ) : (
              <a href={eerdereHref} className="btn-secondary mr-3 mt-4">
                Eerdere activiteiten ({voorbij})
              </a>
            ))}
          {matching.length > shown.length &&
            (hydrated ? (
              <button type="button" className="btn-secondary mt-4" onClick={() => setToon(toon + TOON_STAP)}>
                Meer activiteiten tonen ({matching.length - shown.length})
              </button>
            ) : (
              <a href={`/admin?sectie=activiteiten&toon=${toon + TOON_STAP}${eerdere ? "&eerdere=1" : ""}${tak ? `&tak=${tak}` : ""}${query ? `&q=${encodeURIComponent(query)}` : ""}${alleTakken ? "&alle=1" : ""}`} className="btn-secondary mt-4">
                Meer activiteiten tonen ({matching.length - shown.length})
              </a>
            ))}
        </>
      }
    />
  );
}

function Status({ activiteit: a }: { activiteit: ActiviteitRij }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {a.afgelast ? (
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-bold text-red-900">Afgelast</span>
      ) : a.komend ? (
        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-bold text-green-900">Gepland</span>
      ) : (
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-bold text-gray-700">Voorbij</span>
      )}
      {a.nieuws && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900">Nieuws</span>}
      {a.kamp && <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-sm font-bold text-sky-900">Kamp</span>}
    </span>
  );
}

/**
 * 'Afmeldingen (N)': the children reported absent by their parents, with the reason and when; names and reasons go 7
 * days after the activity (the count stays). A <details>: it opens without JavaScript and keeps focus where it was.
 */
function Afmeldingen({ van, titel }: { van: AfmeldingenVanActiviteit; titel: string }) {
  if (van.aantal === 0) return <span className="mt-1 block text-sm text-muted">Afmeldingen (0)</span>;
  return (
    <details className="mt-2 rounded-lg border border-amber-200 bg-amber-50/60" data-testid="afmeldingen">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-bold text-amber-900">
        <UserX className="h-4 w-4 shrink-0" aria-hidden="true" />
        Afmeldingen ({van.aantal})<span className="sr-only"> voor {titel}</span>
      </summary>
      <ul className="divide-y divide-amber-100 px-3 pb-2">
        {van.lijst.map((r) => (
          <li key={r.id} className="py-2">
            <span className="font-bold wrap-anywhere">{r.naam ?? "Naam gewist"}</span> <span className="text-muted">({r.tak})</span>
            {r.reden && <span className="block wrap-anywhere">{r.reden}</span>}
            <span className="block text-sm text-muted">Afgemeld op {r.wanneer}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

// Icons with their words on a phone; in the wide table the words are for screen readers (and a tooltip).
const WORD = "lg:sr-only";

/** A row of the list, and its buttons: the activity, what may replace it, how many parents hear of a change. */
type RijProps = { activiteit: ActiviteitRij; kandidaten: ActiviteitView[]; meldingen: MeldingOuders; deleteButton?: DeleteButton };

function ActiviteitRow({ activiteit: a, kandidaten, meldingen, deleteButton }: RijProps) {
  const w = useSite().woorden;
  return (
    <tr className="flex flex-col gap-2 p-4 lg:table-row lg:p-0" data-testid="activiteit-rij">
      <td className="lg:whitespace-nowrap lg:px-4 lg:py-3">
        <span className="font-semibold">{datumLabel(a)}</span>
        <span className="ml-2 text-muted lg:ml-0 lg:block">{tijdLabel(a)}</span>
      </td>
      <td className="lg:px-4 lg:py-3">
        <span className="font-bold wrap-anywhere">{a.titel}</span>
        {a.afgelast && a.reden && <span className="block text-sm text-red-800">{a.reden}</span>}
        {a.vervangenDoor && (
          <span className="block text-sm text-muted">
            Vervangen door {a.vervangenDoor.titel} ({datumLabel(a.vervangenDoor)})
          </span>
        )}
        {a.afmeldingen && <Afmeldingen van={a.afmeldingen} titel={a.titel} />}
      </td>
      <td className="lg:px-4 lg:py-3">
        <span className="sr-only lg:hidden">{w.TakKen}: </span>
        <TakBadges activiteit={a} />
      </td>
      <td className="lg:px-4 lg:py-3">
        <span className="sr-only lg:hidden">Status: </span>
        <Status activiteit={a} />
      </td>
      <td className="lg:px-4 lg:py-3">
        {/* Only the changes the server allows: another tak's activity is there to read. */}
        {a.magBeheren ? (
          <RowActions activiteit={a} kandidaten={kandidaten} meldingen={meldingen} deleteButton={deleteButton} />
        ) : (
          <span className="text-sm text-muted">{`Van een andere ${w.tak}`}</span>
        )}
        <ActionOutcome match={{ id: a.id }} className="mt-3 lg:text-left" />
      </td>
    </tr>
  );
}

/** An activity's buttons: edit, duplicate a week later, cancel (with its reason and replacement) or put back, delete. */
export function RowActions({ activiteit: a, kandidaten, meldingen, deleteButton }: Omit<RijProps, "activiteit"> & { activiteit: Omit<ActiviteitRij, "afmeldingen"> }) {
  const fetcher = useAdminAction();
  const redenId = `reden-${a.id}`;
  const vervangingId = `vervanging-${a.id}`;
  return (
    <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
      <RowLink to={`/admin/activiteit/${a.id}`} label={`${a.titel} bewerken`} icon={Pencil} text="Bewerken" textClassName={WORD} className="lg:px-0" />
      <RowLink to={`/admin/activiteit/add?kopie=${a.id}`} label={`${a.titel} dupliceren (een week later)`} icon={Copy} text="Dupliceren" textClassName={WORD} className="lg:px-0" />
      {a.afgelast ? (
        <fetcher.Form method="post" action={ACTION}>
          <input type="hidden" name="intent" value="activiteit-terugzetten" />
          <input type="hidden" name="id" value={a.id} />
          <button
            type="submit"
            disabled={isPending(fetcher, "activiteit-terugzetten", a.id)}
            title="Terugzetten"
            className={`${ROW_BUTTON_NEUTRAL} lg:px-0`}
            aria-label={`${a.titel} terugzetten`}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> <span className={WORD}>Terugzetten</span>
          </button>
        </fetcher.Form>
      ) : (
        // A <details> asks for the reason without JavaScript and keeps focus where it was.
        <details className="open:w-full lg:relative lg:open:w-auto">
          <summary title="Afgelasten" className={`${ROW_BUTTON} cursor-pointer lg:px-0 list-none border-amber-300 text-amber-900 hover:bg-amber-50 [&::-webkit-details-marker]:hidden`}>
            <Ban className="h-4 w-4" aria-hidden="true" /> <span className={WORD}>Afgelasten</span>
            <span className="sr-only"> {a.titel}</span>
          </summary>
          <fetcher.Form method="post" action={ACTION} className="mt-2 flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 lg:absolute lg:right-0 lg:z-10 lg:w-72 lg:shadow-lg">
            <input type="hidden" name="intent" value="activiteit-afgelasten" />
            <input type="hidden" name="id" value={a.id} />
            <label htmlFor={redenId} className="text-sm font-semibold">Reden (niet verplicht)</label>
            <input id={redenId} name="reden" maxLength={280} className="input" placeholder="bv. storm, het lokaal is niet vrij" />
            {kandidaten.length > 0 && (
              <>
                <label htmlFor={vervangingId} className="text-sm font-semibold">Vervangen door (niet verplicht)</label>
                <select id={vervangingId} name="vervangenDoor" defaultValue="" className="input">
                  <option value="">Geen vervanging</option>
                  {kandidaten.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.titel} ({datumLabel(k)}, {tijdLabel(k)})
                    </option>
                  ))}
                </select>
              </>
            )}
            <p className="flex items-start gap-2 text-sm">
              <BellRing className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
              <span>{meldingZin(meldingen, a.heleGroep ? [HELE_GROEP] : a.takken.map((t) => t.slug), a.start)}</span>
            </p>
            <button type="submit" disabled={isPending(fetcher, "activiteit-afgelasten", a.id)} className="btn-primary bg-red-700 hover:bg-red-800">
              Afgelasten
            </button>
          </fetcher.Form>
        </details>
      )}
      {deleteButton?.({
        label: `${a.titel} verwijderen`,
        className: `${ROW_BUTTON_DELETE} lg:px-0`,
        children: (
          <>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> <span className={WORD}>Verwijderen</span>
          </>
        ),
      })}
    </div>
  );
}
