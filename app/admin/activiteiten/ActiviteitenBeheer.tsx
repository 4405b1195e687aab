import { useSite } from "~/domains/instellingen/use-site";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import CalendarRange from "lucide-react/icons/calendar-range";
import SearchX from "lucide-react/icons/search-x";
import { useId, useState } from "react";
import { Link } from "react-router";
import { HELE_GROEP, HELE_GROEP_LABEL, isVoorTak, matchesActiviteitSearch, vervangingKeuze } from "~/domains/activiteiten/rules";
import { useHydrated } from "~/lib/use-hydrated";
import { AlleTakkenSwitch } from "~/components/admin/AlleTakkenSwitch";
import { AddLink, AdminList } from "~/components/admin/AdminList";
import { MededelingBeheer, type MededelingState } from "./MededelingBeheer";
import type { MeldingOuders } from "~/components/admin/MeldingKeuze";
import { SearchBox } from "~/components/admin/SearchBox";
import { adminSectionUrl } from "~/admin/parts";
import { type FormReply } from "~/lib/forms";
import { ActiviteitRow, type ActiviteitRij } from "./ActiviteitRow";

const ACTION = adminSectionUrl("activiteiten");
/** Rows shown at first and added by 'Meer activiteiten tonen' (a phone renders a long table slowly). */
const TOON_STAP = 40;

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
