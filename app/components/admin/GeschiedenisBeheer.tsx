import { Award, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Periode } from "~/domains/geschiedenis/rules";
import { periodeJaren } from "~/domains/geschiedenis/rules";
import { matchesGeschiedenisSearch } from "~/domains/geschiedenis/search";
import { SectionHeader } from "./AdminShell";
import { DeleteConfirmDialog, DeleteForm } from "./DeleteWithConfirm";
import { KentekenImage } from "~/components/geschiedenis/KentekenImage";
import { SearchBox } from "./SearchBox";
import { EmptyState } from "./EmptyState";

type Row = Pick<Periode, "id" | "titel" | "beginjaar" | "eindjaar" | "kenteken">;

export function GeschiedenisBeheer({ periodes, initialQuery }: { periodes: readonly Row[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const shown = periodes.filter((p) => matchesGeschiedenisSearch(p, query));

  return (
    <section aria-labelledby="geschiedenis-beheer">
      <SectionHeader
        id="geschiedenis-beheer"
        title="Geschiedenis Beheer"
        description="De kentekens en periodes van de groep."
        action={
          <Link to="/admin/kenteken/add" className="btn-primary">
            <Plus className="h-5 w-5" aria-hidden="true" /> Nieuw Kenteken
          </Link>
        }
      />
      <div className="mb-4">
        <SearchBox
          label="Zoek kenteken"
          placeholder="Zoek op jaar of titel..."
          value={query}
          onChange={setQuery}
          hidden={{ sectie: "geschiedenis" }}
        />
      </div>

      {shown.length === 0 ? (
        <EmptyState icon={Award} title="Geen kentekens gevonden" text={periodes.length === 0 ? "Er zijn nog geen kentekens toegevoegd" : "Probeer andere zoektermen"} />
      ) : (
        <div className="card overflow-hidden">
          <table className="w-full text-left">
            <thead className="hidden bg-brand-light text-sm uppercase tracking-wide text-brand-darker sm:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3">Kenteken</th>
                <th scope="col" className="hidden px-4 py-3 lg:table-cell">Jaar</th>
                <th scope="col" className="px-4 py-3">Titel</th>
                <th scope="col" className="px-4 py-3 text-right">Acties</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {shown.map((p) => (
                // On a phone a row is a card (badge, title and years, buttons), as in Leiding Beheer.
                <tr key={p.id} className="flex items-center gap-3 p-3 sm:table-row sm:p-0" data-testid="kenteken-rij">
                  <td className="shrink-0 sm:px-4 sm:py-3">
                    <KentekenImage url={p.kenteken} alt={`Kenteken ${p.titel}`} sizes="56px" className="h-12 w-12 rounded-lg object-contain sm:h-14 sm:w-14" />
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-muted lg:table-cell">{periodeJaren(p)}</td>
                  <td className="min-w-0 flex-1 sm:px-4 sm:py-3">
                    <span className="font-bold break-words max-sm:wrap-anywhere">{p.titel}</span>
                    <span className="block text-sm text-muted lg:hidden">{periodeJaren(p)}</span>
                  </td>
                  <td className="shrink-0 sm:px-4 sm:py-3">
                    <div className="flex justify-end gap-1.5 sm:gap-2">
                      <Link
                        to={`/admin/kenteken/${p.id}`}
                        aria-label={`${p.titel} bewerken`}
                        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-gray-300 px-2 font-semibold hover:bg-gray-50 sm:px-3"
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" /> <span className="hidden lg:inline">Bewerken</span>
                      </Link>
                      <DeleteForm
                        action="/admin?sectie=geschiedenis"
                        intent="kenteken-verwijderen"
                        id={p.id}
                        label={`${p.titel} verwijderen`}
                        buttonClassName="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-red-200 px-2 font-semibold text-red-800 hover:bg-red-50 sm:px-3"
                        onAsk={() => setPendingDelete(p)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" /> <span className="hidden lg:inline">Verwijderen</span>
                      </DeleteForm>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <DeleteConfirmDialog
        pending={pendingDelete}
        action="/admin?sectie=geschiedenis"
        intent="kenteken-verwijderen"
        message="Weet je zeker dat je dit kenteken wilt verwijderen? Dit kan niet ongedaan worden gemaakt."
        onClose={() => setPendingDelete(null)}
      />
    </section>
  );
}
