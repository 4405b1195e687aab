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
            <thead className="bg-brand-light text-xs uppercase tracking-wide text-brand-darker sm:text-sm">
              <tr>
                <th scope="col" className="px-2 py-3 sm:px-4">Kenteken</th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">Jaar</th>
                <th scope="col" className="px-2 py-3 sm:px-4">Titel</th>
                <th scope="col" className="px-3 py-3 text-right sm:px-4">Acties</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {shown.map((p) => (
                <tr key={p.id} data-testid="kenteken-rij">
                  <td className="px-2 py-3 sm:px-4">
                    <KentekenImage url={p.kenteken} alt={`Kenteken ${p.titel}`} sizes="56px" className="h-12 w-12 rounded-lg object-contain sm:h-14 sm:w-14" />
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-muted sm:table-cell">{periodeJaren(p)}</td>
                  <td className="px-2 py-3 sm:px-4">
                    <span className="font-bold">{p.titel}</span>
                    <span className="block text-sm text-muted sm:hidden">{periodeJaren(p)}</span>
                  </td>
                  <td className="px-2 py-3 sm:px-4">
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
