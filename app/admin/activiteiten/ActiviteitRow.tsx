import UserX from "lucide-react/icons/user-x";
import { TakBadges } from "~/components/activiteiten/TakBadges";
import { RowActions } from "~/components/admin/ActiviteitKnoppen";
import { ActionOutcome } from "~/components/admin/AdminOutcome";
import type { DeleteButton } from "~/components/admin/AdminList";
import type { MeldingOuders } from "~/components/admin/MeldingKeuze";
import { datumLabel, tijdLabel, type ActiviteitView } from "~/domains/activiteiten/rules";
import type { AfmeldingenVanActiviteit } from "~/domains/afmeldingen/afmeldingen.server";
import { useSite } from "~/domains/instellingen/use-site";

// One row of 'Activiteiten': the activity, its status, its absences, and its buttons where the account may change it.

export type ActiviteitRij = ActiviteitView & {
  komend: boolean;
  magBeheren: boolean;
  /** The absences the account may see (its own takken's), or null where it sees none. */
  afmeldingen: AfmeldingenVanActiviteit | null;
};

/** A row of the list, and its buttons: the activity, what may replace it, how many parents hear of a change. */
type RijProps = { activiteit: ActiviteitRij; kandidaten: ActiviteitView[]; meldingen: MeldingOuders; deleteButton?: DeleteButton };

export function ActiviteitRow({ activiteit: a, kandidaten, meldingen, deleteButton }: RijProps) {
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
