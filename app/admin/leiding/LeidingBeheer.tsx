import Pencil from "lucide-react/icons/pencil";
import Phone from "lucide-react/icons/phone";
import Plus from "lucide-react/icons/plus";
import SearchX from "lucide-react/icons/search-x";
import Trash2 from "lucide-react/icons/trash-2";
import UserPlus from "lucide-react/icons/user-plus";
import X from "lucide-react/icons/x";
import { useState, type ReactNode } from "react";
import { isPending, useAdminAction } from "~/components/admin/use-admin-action";
import type { Leider, LeiderTak } from "~/domains/leiding/rules";
import type { LeiderRechten } from "~/domains/leiding/rechten.server";
import { matchesLeidingSearch } from "~/domains/leiding/search";
import { useHydrated } from "~/lib/use-hydrated";
import { AddLink, AdminList, RowLink, type DeleteButton } from "~/components/admin/AdminList";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import { AlleTakkenSwitch } from "~/components/admin/AlleTakkenSwitch";
import { usePanelVerzending } from "~/components/admin/concept";
import { SearchBox } from "~/components/admin/SearchBox";
import { useSite } from "~/domains/instellingen/use-site";

type TakOption = { id: number; name: string };

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

function TakAssignment({
  leider,
  assignment,
  takken,
  removable,
}: {
  leider: Leider;
  assignment: LeiderTak;
  takken: TakOption[];
  removable: boolean;
}) {
  const hydrated = useHydrated();
  const changer = useAdminAction();
  const remover = changer;
  const w = useSite().woorden;
  // The choice is only saved with 'Opslaan' (WCAG 3.2.2): arrowing through a closed dropdown changes nothing yet.
  const [selected, setSelected] = useState(String(assignment.tak_id));
  const [stored, setStored] = useState(assignment.tak_id);
  if (stored !== assignment.tak_id) {
    setStored(assignment.tak_id);
    setSelected(String(assignment.tak_id));
  }
  const saving = isPending(changer, "tak-wijzigen", assignment.tak_leiding_id);
  const changed = selected !== String(assignment.tak_id);
  return (
    <li className="flex items-center gap-1">
      <changer.Form method="post" action="/admin" className="flex items-center gap-1">
        <input type="hidden" name="intent" value="tak-wijzigen" />
        <input type="hidden" name="id" value={assignment.tak_leiding_id} />
        <input type="hidden" name="leiding_id" value={leider.id} />
        <select
          name="tak_id"
          value={selected}
          aria-label={`${w.Tak} van ${leider.name}`}
          onChange={(event) => setSelected(event.currentTarget.value)}
          className="min-h-11 rounded-lg border border-gray-300 bg-white py-1 pl-2 pr-8 text-sm font-semibold"
        >
          {takken.map((t) => (
            <option key={t.id} value={t.id} disabled={t.id !== assignment.tak_id && leider.takken.some((a) => a.tak_id === t.id)}>
              {t.name}
            </option>
          ))}
        </select>
        {/* Without JavaScript always there; with it, once the choice differs from the stored tak. */}
        {(!hydrated || changed || saving) && (
          <button
            type="submit"
            disabled={saving}
            aria-label={`${w.Tak} van ${leider.name} opslaan`}
            className="min-h-11 rounded-lg border border-brand bg-white px-2 text-sm font-semibold text-brand-dark hover:bg-brand-light disabled:opacity-60"
          >
            Opslaan
          </button>
        )}
      </changer.Form>
      {removable && (
        <IconButtonForm
          fetcher={remover}
          fields={{ intent: "tak-verwijderen", id: assignment.tak_leiding_id, leiding_id: leider.id }}
          disabled={isPending(remover, "tak-verwijderen", assignment.tak_leiding_id)}
          label={`${assignment.tak_name} verwijderen bij ${leider.name}`}
          title={`${w.Tak} verwijderen`}
          className="w-11 text-red-800 hover:bg-red-50"
          icon={<X className="h-4 w-4" aria-hidden="true" />}
        />
      )}
    </li>
  );
}

/** A change of one row in one button (an icon, named by `label`): a form post with these hidden fields. */
function IconButtonForm({
  fetcher,
  fields,
  disabled,
  label,
  title,
  className,
  icon,
}: {
  fetcher: ReturnType<typeof useAdminAction>;
  fields: Record<string, string | number>;
  disabled: boolean;
  label: string;
  title: string;
  className: string;
  icon: ReactNode;
}) {
  return (
    <fetcher.Form method="post" action="/admin">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={disabled} aria-label={label} title={title} className={`inline-flex h-11 items-center justify-center rounded-lg disabled:opacity-50 ${className}`}>
        {icon}
      </button>
    </fetcher.Form>
  );
}
