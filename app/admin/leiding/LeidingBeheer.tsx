import Pencil from "lucide-react/icons/pencil";
import Phone from "lucide-react/icons/phone";
import Plus from "lucide-react/icons/plus";
import SearchX from "lucide-react/icons/search-x";
import Trash2 from "lucide-react/icons/trash-2";
import UserPlus from "lucide-react/icons/user-plus";
import { useState, type ReactNode } from "react";
import { useAdminAction } from "~/components/admin/use-admin-action";
import type { Leider } from "~/domains/leiding/rules";
import type { LeiderRechten } from "~/domains/leiding/rechten.server";
import { matchesLeidingSearch } from "~/domains/leiding/search";
import { AddLink, AdminList, RowLink, type DeleteButton } from "~/components/admin/AdminList";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { AlleTakkenSwitch } from "~/components/admin/AlleTakkenSwitch";
import { usePanelVerzending } from "~/components/admin/concept";
import { SearchBox } from "~/components/admin/SearchBox";
import { useSite } from "~/domains/instellingen/use-site";
import { IconButtonForm, TakAssignment, type TakOption } from "./TakToewijzing";

/** A leader with what the writer may change (the server's leader rules; the server refuses the rest anyway). */
export type LeiderRij = Leider & { rechten: LeiderRechten };

export function LeidingBeheer({
  leiding,
  takken,
  initialQuery,
  jaar,
  status,
  alleTakken,
  jaarKeuze,
}: {
  leiding: LeiderRij[];
  /** The takken an assignment may be moved to. */
  takken: TakOption[];
  initialQuery: string;
  /** The scouting year being edited ("2027-2028"): every change here goes to it. */
  jaar: string;
  status: "huidig" | "concept";
  /** A Takleiding's switch between their own takken and all (null: the Beheerder, who sees all). */
  alleTakken: boolean | null;
  /** The scouting year's card, under the heading (which a phone shows on its first screen, issue 51). */
  jaarKeuze?: ReactNode;
}) {
  const [query, setQuery] = useState(initialQuery);
  const w = useSite().woorden;
  // The forms of the current year keep their plain addresses; those of the draft carry its year.
  const jaarQuery = status === "concept" ? `?jaar=${jaar}` : "";
  return (
    <AdminList
      id="leiding-beheer" title="Leiding Beheer"
      description={`Voeg leiding toe, wijzig hun ${w.takken} of verwijder ze.`}
      action={<AddLink to={`/admin/leiding/add${jaarQuery}`} icon={UserPlus}>Nieuwe Leiding</AddLink>}
      tools={
        <>
          {jaarKeuze}
          <p className="mb-3 text-sm font-semibold text-brand-dark">
            {`${w.Takken} van scoutsjaar ${jaar}`}
            {status === "concept" ? ` (nieuw, nog niet publiek). Leiding zonder ${w.tak} doet volgend jaar niet mee.` : "."}
          </p>
          {alleTakken !== null && <AlleTakkenSwitch sectie="leiding" alle={alleTakken} keep={{ jaar: status === "concept" ? jaar : "", q: query }} />}
          <SearchBox
            label="Zoek leiding"
            placeholder={`Zoek leiding op naam of ${w.tak}...`}
            value={query}
            onChange={setQuery}
            hidden={{ ...(status === "concept" ? { jaar } : {}), ...(alleTakken ? { alle: "1" } : {}) }}
          />
        </>
      }
      rows={leiding.filter((l) => matchesLeidingSearch(l, query))}
      empty={
        leiding.length === 0
          ? { icon: UserPlus, title: "Nog geen leiding", text: `Voeg de leiding van scoutsjaar ${jaar} toe met 'Nieuwe Leiding', of nodig ze uit bij Accounts.` }
          : { icon: SearchX, title: "Geen resultaten gevonden", text: "Probeer andere zoektermen" }
      }
      columns={[{ label: "Naam" }, { label: w.TakKen }, { label: "Telefoon" }, { label: "Acties", className: "text-right" }]}
      headClassName="hidden lg:table-header-group"
      deletion={{
        action: "/admin",
        intent: "leiding-verwijderen",
        message: () => "Weet je zeker dat je deze leiding wilt verwijderen? Dit kan niet ongedaan worden gemaakt.",
      }}
      renderRow={(l, deleteButton) => <LeiderRow key={l.id} leider={l} takken={takken} deleteButton={deleteButton} jaar={jaar} jaarQuery={jaarQuery} concept={status === "concept"} />}
    />
  );
}

function LeiderRow({
  leider,
  takken,
  deleteButton,
  jaar,
  jaarQuery,
  concept,
}: {
  leider: LeiderRij;
  takken: TakOption[];
  deleteButton: DeleteButton;
  jaar: string;
  jaarQuery: string;
  concept: boolean;
}) {
  const adder = useAdminAction();
  // A double tap on '+' adds the tak once (issue 52).
  const verzending = usePanelVerzending("tak-toevoegen", leider.id);
  const w = useSite().woorden;
  const { rechten } = leider;
  // A leader is in a tak once: the server picked branch 1, or the first tak the leader is not in yet (for a Takleiding
  // the first of their own takken the leader rules allow).
  const newTakId = rechten.nieuweTak;
  return (
    <tr className="flex flex-col gap-3 p-4 lg:table-row lg:p-0" data-testid="leiding-rij">
      <td className="lg:px-4 lg:py-3">
        <div className="flex items-center gap-3">
          {leider.imageUrl ? (
            <img src={leider.imageUrl} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full object-cover" />
          ) : (
            <span className="h-10 w-10 shrink-0 rounded-full bg-brand-light" aria-hidden="true" />
          )}
          <span className="font-bold">{leider.name}</span>
        </div>
      </td>
      <td className="lg:px-4 lg:py-3">
        <span className="mb-1 block text-sm font-bold uppercase tracking-wide text-muted lg:hidden">{w.TakKen}</span>
        <ul className="flex flex-wrap items-center gap-2 lg:max-w-72">
          {leider.takken.length === 0 && <li className="text-sm text-muted">{`Geen ${w.tak} in ${jaar}`}</li>}
          {leider.takken.map((t) =>
            // A tak that stopped is the leader's history: named, no longer to choose.
            rechten.eigenToewijzingen.includes(t.tak_leiding_id) && takken.some((o) => o.id === t.tak_id) ? (
              // In the draft a leader may lose every tak: then they simply do not lead next year.
              <TakAssignment key={t.tak_leiding_id} leider={leider} assignment={t} takken={takken} removable={concept || leider.takken.length > 1} />
            ) : (
              <li key={t.tak_leiding_id} className="inline-flex min-h-11 items-center rounded-lg border border-gray-200 bg-gray-50 px-3 text-sm font-semibold">
                {t.tak_name}
              </li>
            ),
          )}
          {newTakId !== null && (
            <li>
              <IconButtonForm
                fetcher={adder}
                fields={{ intent: "tak-toevoegen", leiding_id: leider.id, tak_id: newTakId, jaar, ...(verzending ? { verzending } : {}) }}
                disabled={adder.state !== "idle" && adder.formData?.get("leiding_id") === String(leider.id)}
                label={`${w.Tak} toevoegen aan ${leider.name}`}
                title={`${w.Tak} toevoegen`}
                className="w-11 border border-dashed border-brand text-brand-dark hover:bg-brand-light"
                icon={<Plus className="h-5 w-5" aria-hidden="true" />}
              />
            </li>
          )}
        </ul>
      </td>
      <td className="lg:px-4 lg:py-3">
        <span className="inline-flex items-center gap-2 whitespace-nowrap text-muted">
          <Phone className="h-4 w-4 lg:hidden" aria-hidden="true" />
          <span className="sr-only lg:hidden">Telefoon: </span>
          {leider.tel}
        </span>
      </td>
      <td className="lg:px-4 lg:py-3">
        <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
          {rechten.bewerken && <RowLink to={`/admin/leiding/${leider.id}${jaarQuery}`} label={`${leider.name} bewerken`} icon={Pencil} text="Bewerken" />}
          {rechten.verwijderen &&
            deleteButton({
              label: `${leider.name} verwijderen`,
              children: (
                <>
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> <span>Verwijderen</span>
                </>
              ),
            })}
        </div>
        <ActionOutcome match={[{ leiding_id: leider.id }, { intent: "leiding-verwijderen", id: leider.id }]} className="mt-3 lg:text-left" />
      </td>
    </tr>
  );
}
