import Ban from "lucide-react/icons/ban";
import BellRing from "lucide-react/icons/bell-ring";
import Copy from "lucide-react/icons/copy";
import Pencil from "lucide-react/icons/pencil";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash";
import { adminSectionUrl } from "~/admin/parts";
import { datumLabel, HELE_GROEP, tijdLabel, type ActiviteitView } from "~/domains/activiteiten/rules";
import { ROW_BUTTON, ROW_BUTTON_DELETE, ROW_BUTTON_NEUTRAL, RowLink, type DeleteButton } from "./AdminList";
import { meldingZin, type MeldingOuders } from "./MeldingKeuze";
import { isPending, useAdminAction } from "./use-admin-action";

// An activity's buttons, in the list of 'Activiteiten' and on 'Deze week': two parts of the panel, one set of buttons.

const ACTION = adminSectionUrl("activiteiten");

// Icons with their words on a phone; in the wide table the words are for screen readers (and a tooltip).
export const WORD = "lg:sr-only";

/** An activity's buttons: edit, duplicate a week later, cancel (with its reason and replacement) or put back, delete. */
export function RowActions({
  activiteit: a,
  kandidaten,
  meldingen,
  deleteButton,
}: {
  activiteit: ActiviteitView;
  /** What may replace it when it is cancelled. */
  kandidaten: ActiviteitView[];
  /** How many parents hear of a change. */
  meldingen: MeldingOuders;
  deleteButton?: DeleteButton;
}) {
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
