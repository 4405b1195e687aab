import Award from "lucide-react/icons/award";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import type { Periode } from "~/domains/geschiedenis/rules";
import { periodeJaren } from "~/domains/geschiedenis/rules";
import { matchesGeschiedenisSearch } from "~/domains/geschiedenis/search";
import { KentekenImage } from "~/components/geschiedenis/KentekenImage";
import { AddLink, AdminList, RowLink } from "~/components/admin/AdminList";
import { SearchBox } from "~/components/admin/SearchBox";

type Row = Pick<Periode, "id" | "titel" | "beginjaar" | "eindjaar" | "kenteken">;

export function GeschiedenisBeheer({ periodes, initialQuery }: { periodes: readonly Row[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  return (
    <AdminList
      id="geschiedenis-beheer" title="Geschiedenis Beheer"
      description="De kentekens en periodes van de groep."
      action={<AddLink to="/admin/kenteken/add" icon={Plus}>Nieuw Kenteken</AddLink>}
      tools={<SearchBox label="Zoek kenteken" placeholder="Zoek op jaar of titel..." value={query} onChange={setQuery} hidden={{ sectie: "geschiedenis" }} />}
      rows={periodes.filter((p) => matchesGeschiedenisSearch(p, query))}
      empty={{
        icon: Award,
        title: "Geen kentekens gevonden",
        text: periodes.length === 0 ? "Er zijn nog geen kentekens toegevoegd" : "Probeer andere zoektermen",
      }}
      columns={[
        { label: "Kenteken" },
        { label: "Jaar", className: "hidden lg:table-cell" },
        { label: "Titel" },
        { label: "Acties", className: "text-right" },
      ]}
      headClassName="hidden sm:table-header-group"
      deletion={{
        action: "/admin?sectie=geschiedenis",
        intent: "kenteken-verwijderen",
        message: () => "Weet je zeker dat je dit kenteken wilt verwijderen? Dit kan niet ongedaan worden gemaakt.",
      }}
      renderRow={(p, deleteButton) => (
        // On a phone a row is a card (badge, title and years, buttons), as in Leiding Beheer.
        <tr key={p.id} className="flex items-center gap-3 p-3 sm:table-row sm:p-0" data-testid="kenteken-rij">
          <td className="shrink-0 sm:px-4 sm:py-3">
            <KentekenImage url={p.kenteken} alt={`Kenteken ${p.titel}`} sizes="56px" className="h-12 w-12 rounded-lg object-contain sm:h-14 sm:w-14" />
          </td>
          <td className="hidden whitespace-nowrap px-4 py-3 text-muted lg:table-cell">{periodeJaren(p)}</td>
          <td className="min-w-0 flex-1 sm:px-4 sm:py-3">
            <span className="font-bold wrap-anywhere max-sm:wrap-anywhere">{p.titel}</span>
            <span className="block text-sm text-muted lg:hidden">{periodeJaren(p)}</span>
          </td>
          <td className="shrink-0 sm:px-4 sm:py-3">
            <div className="flex justify-end gap-1.5 sm:gap-2">
              <RowLink to={`/admin/kenteken/${p.id}`} label={`${p.titel} bewerken`} icon={Pencil} text="Bewerken" textClassName="hidden lg:inline" />
              {deleteButton({
                label: `${p.titel} verwijderen`,
                children: (
                  <>
                    <Trash2 className="h-4 w-4" aria-hidden="true" /> <span className="hidden lg:inline">Verwijderen</span>
                  </>
                ),
              })}
            </div>
          </td>
        </tr>
      )}
    />
  );
}
