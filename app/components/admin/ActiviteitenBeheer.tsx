import { Ban, CalendarPlus, CalendarRange, Copy, Pencil, RotateCcw, SearchX, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { TakBadges } from "~/components/activiteiten/TakBadges";
import { datumLabel, HELE_GROEP, HELE_GROEP_LABEL, isVoorTak, matchesActiviteitSearch, tijdLabel, type ActiviteitView } from "~/domains/activiteiten/rules";
import { useHydrated } from "~/lib/use-hydrated";
import { SectionHeader } from "./AdminShell";
import { DeleteConfirmDialog, DeleteForm } from "./DeleteWithConfirm";
import { EmptyState } from "./EmptyState";
import { MededelingBeheer, type MededelingState } from "./MededelingBeheer";
import { SearchBox } from "./SearchBox";
import { isPending, useAdminAction } from "./use-admin-action";

const ACTION = "/admin?sectie=activiteiten";
/** Rows shown at first and added by 'Meer activiteiten tonen' (a phone renders a long table slowly). */
const TOON_STAP = 40;

export type ActiviteitRij = ActiviteitView & { komend: boolean };

export function ActiviteitenBeheer({
  activiteiten,
  takken,
  mededeling,
  mededelingFout,
  initialQuery,
  initialTak,
  initialToon,
}: {
  activiteiten: ActiviteitRij[];
  takken: { slug: string; name: string }[];
  mededeling: MededelingState | null;
  mededelingFout: { fields: Record<string, string>; values: Record<string, string> } | null;
  initialQuery: string;
  initialTak: string;
  initialToon: number | null;
}) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState(initialQuery);
  const [tak, setTak] = useState(initialTak);
  const [toon, setToon] = useState(Math.max(TOON_STAP, initialToon ?? 0));
  const [pendingDelete, setPendingDelete] = useState<ActiviteitRij | null>(null);
  const takFilterId = useId();

  const matching = activiteiten.filter(
    (a) => (!tak || (tak === HELE_GROEP ? a.heleGroep : isVoorTak(a, tak))) && matchesActiviteitSearch(a, query),
  );
  const shown = matching.slice(0, toon);

  return (
    <section aria-labelledby="activiteiten-beheer">
      <SectionHeader
        id="activiteiten-beheer"
        title="Activiteiten Beheer"
        description="De kalender van elke tak: op de takpagina's, op /kalender, in de agenda-abonnementen en (als je dat aanvinkt) op de nieuwspagina."
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/admin/activiteit/add" className="btn-primary">
              <CalendarPlus className="h-5 w-5" aria-hidden="true" /> Nieuwe Activiteit
            </Link>
            <Link to="/admin/activiteit/reeks" className="btn-secondary">
              <CalendarRange className="h-5 w-5" aria-hidden="true" /> Reeks Toevoegen
            </Link>
          </div>
        }
      />

      <MededelingBeheer mededeling={mededeling} fout={mededelingFout} />

      {/* Without JavaScript the filters are a GET form; with it the list follows each change at once. */}
      <form method="get" action="/admin" role="search" className="mb-4 grid gap-3 sm:grid-cols-[14rem_1fr]" onSubmit={(e) => e.preventDefault()}>
        <input type="hidden" name="sectie" value="activiteiten" />
        <div>
          <label htmlFor={takFilterId} className="sr-only">Filter op tak</label>
          <select id={takFilterId} name="tak" value={tak} onChange={(e) => setTak(e.target.value)} className="input">
            <option value="">Alle takken</option>
            <option value={HELE_GROEP}>{HELE_GROEP_LABEL}</option>
            {takken.map((t) => (
              <option key={t.slug} value={t.slug}>{t.name}</option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <div className="flex-1">
            <SearchBox label="Zoek activiteiten" placeholder="Zoek op titel of tak..." value={query} onChange={setQuery} inForm />
          </div>
          {!hydrated && <button type="submit" className="btn-secondary">Filteren</button>}
        </div>
      </form>

      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="Geen activiteiten gevonden"
          text={activiteiten.length === 0 ? "Er zijn nog geen activiteiten. Voeg er een toe of maak een reeks." : "Probeer andere zoektermen of een andere tak"}
        />
      ) : (
        <div className="card overflow-hidden">
          <table className="w-full text-left lg:table-fixed">
            <thead className="hidden bg-brand-light text-sm uppercase tracking-wide text-brand-darker lg:table-header-group">
              <tr>
                <th scope="col" className="w-36 px-4 py-3">Datum</th>
                <th scope="col" className="px-4 py-3">Titel</th>
                <th scope="col" className="w-40 px-4 py-3">Tak(ken)</th>
                <th scope="col" className="w-32 px-4 py-3">Status</th>
                <th scope="col" className="w-56 px-4 py-3 text-right">Acties</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {shown.map((a) => (
                <ActiviteitRow key={a.id} activiteit={a} onDelete={() => setPendingDelete(a)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {matching.length > shown.length &&
        (hydrated ? (
          <button type="button" className="btn-secondary mt-4" onClick={() => setToon(toon + TOON_STAP)}>
            Meer activiteiten tonen ({matching.length - shown.length})
          </button>
        ) : (
          <a href={`/admin?sectie=activiteiten&toon=${toon + TOON_STAP}${tak ? `&tak=${tak}` : ""}${query ? `&q=${encodeURIComponent(query)}` : ""}`} className="btn-secondary mt-4">
            Meer activiteiten tonen ({matching.length - shown.length})
          </a>
        ))}

      <DeleteConfirmDialog
        pending={pendingDelete}
        action={ACTION}
        intent="activiteit-verwijderen"
        message="Weet je zeker dat je deze activiteit wilt verwijderen? Dit kan niet ongedaan worden gemaakt."
        onClose={() => setPendingDelete(null)}
      />
    </section>
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
    </span>
  );
}

// Icons with their words on a phone; in the wide table the words are for screen readers (and a tooltip).
const ROW_BUTTON = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-3 font-semibold lg:px-0";

function ActiviteitRow({ activiteit: a, onDelete }: { activiteit: ActiviteitRij; onDelete: () => void }) {
  const fetcher = useAdminAction();
  const redenId = `reden-${a.id}`;
  return (
    <tr className="flex flex-col gap-2 p-4 lg:table-row lg:p-0" data-testid="activiteit-rij">
      <td className="lg:whitespace-nowrap lg:px-4 lg:py-3">
        <span className="font-semibold">{datumLabel(a)}</span>
        <span className="ml-2 text-muted lg:ml-0 lg:block">{tijdLabel(a)}</span>
      </td>
      <td className="lg:px-4 lg:py-3">
        <span className="font-bold break-words">{a.titel}</span>
        {a.afgelast && a.reden && <span className="block text-sm text-red-800">{a.reden}</span>}
      </td>
      <td className="lg:px-4 lg:py-3">
        <span className="sr-only lg:hidden">Tak(ken): </span>
        <TakBadges activiteit={a} />
      </td>
      <td className="lg:px-4 lg:py-3">
        <span className="sr-only lg:hidden">Status: </span>
        <Status activiteit={a} />
      </td>
      <td className="lg:px-4 lg:py-3">
        <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
          <Link to={`/admin/activiteit/${a.id}`} title="Bewerken" className={`${ROW_BUTTON} border-gray-300 text-ink hover:bg-gray-50`} aria-label={`${a.titel} bewerken`}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> <span className="lg:sr-only">Bewerken</span>
          </Link>
          <Link
            to={`/admin/activiteit/add?kopie=${a.id}`}
            title="Dupliceren (een week later)"
            className={`${ROW_BUTTON} border-gray-300 text-ink hover:bg-gray-50`}
            aria-label={`${a.titel} dupliceren (een week later)`}
          >
            <Copy className="h-4 w-4" aria-hidden="true" /> <span className="lg:sr-only">Dupliceren</span>
          </Link>
          {a.afgelast ? (
            <fetcher.Form method="post" action={ACTION}>
              <input type="hidden" name="intent" value="activiteit-terugzetten" />
              <input type="hidden" name="id" value={a.id} />
              <button
                type="submit"
                disabled={isPending(fetcher, "activiteit-terugzetten", a.id)}
                title="Terugzetten"
                className={`${ROW_BUTTON} border-gray-300 text-ink hover:bg-gray-50 disabled:opacity-60`}
                aria-label={`${a.titel} terugzetten`}
              >
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> <span className="lg:sr-only">Terugzetten</span>
              </button>
            </fetcher.Form>
          ) : (
            // A <details> asks for the reason without JavaScript and keeps focus where it was.
            <details className="open:w-full lg:relative lg:open:w-auto">
              <summary title="Afgelasten" className={`${ROW_BUTTON} cursor-pointer list-none border-amber-300 text-amber-900 hover:bg-amber-50 [&::-webkit-details-marker]:hidden`}>
                <Ban className="h-4 w-4" aria-hidden="true" /> <span className="lg:sr-only">Afgelasten</span>
                <span className="sr-only"> {a.titel}</span>
              </summary>
              <fetcher.Form method="post" action={ACTION} className="mt-2 flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 lg:absolute lg:right-0 lg:z-10 lg:w-72 lg:shadow-lg">
                <input type="hidden" name="intent" value="activiteit-afgelasten" />
                <input type="hidden" name="id" value={a.id} />
                <label htmlFor={redenId} className="text-sm font-semibold">Reden (niet verplicht)</label>
                <input id={redenId} name="reden" maxLength={280} className="input" placeholder="bv. storm, het lokaal is niet vrij" />
                <button type="submit" disabled={isPending(fetcher, "activiteit-afgelasten", a.id)} className="btn-primary bg-red-700 hover:bg-red-800">
                  Afgelasten
                </button>
              </fetcher.Form>
            </details>
          )}
          <DeleteForm
            action={ACTION}
            intent="activiteit-verwijderen"
            id={a.id}
            label={`${a.titel} verwijderen`}
            buttonClassName={`${ROW_BUTTON} border-red-200 text-red-800 hover:bg-red-50`}
            onAsk={onDelete}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> <span className="lg:sr-only">Verwijderen</span>
          </DeleteForm>
        </div>
      </td>
    </tr>
  );
}
