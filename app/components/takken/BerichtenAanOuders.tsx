import ChevronRight from "lucide-react/icons/chevron-right";
import Mails from "lucide-react/icons/mails";
import { berichtPad } from "~/domains/meldingen/archief";

export interface BerichtLijstRegel {
  id: number;
  titel: string;
  /** '28/11/2026'. */
  datum: string;
  /** ISO 8601, for `<time>`. */
  iso: string;
}

/**
 * 'Berichten aan de ouders' on an age tak's page: what the site told the tak's parents in the last 3 months (changes,
 * cancellations, the weekly overviews), newest first, each opening on a page of its own. Nothing personal is in them.
 */
export function BerichtenAanOuders({ tak, berichten }: { tak: string; berichten: BerichtLijstRegel[] }) {
  return (
    <section id="berichten" className="scroll-mt-24 pb-12 md:pb-16" aria-labelledby="berichten-titel">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="berichten-titel" className="flex items-center gap-3 text-2xl font-extrabold md:text-3xl">
          <Mails className="h-7 w-7 text-brand" aria-hidden="true" />
          Berichten aan de ouders
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          Wat de ouders van de {tak} de laatste 3 maanden kregen: wijzigingen, afgelastingen en het weekoverzicht.
        </p>
        {berichten.length === 0 ? (
          <p className="mt-4 text-muted">Nog geen berichten de laatste 3 maanden.</p>
        ) : (
          <ul className="card mt-4 max-w-3xl divide-y divide-gray-100 overflow-hidden">
            {berichten.map((b) => (
              <li key={b.id}>
                <a href={berichtPad(b.id)} className="flex min-h-11 items-center gap-3 px-4 py-3 hover:bg-brand-light sm:px-5">
                  <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-4">
                    <time dateTime={b.iso} className="shrink-0 text-sm font-semibold text-muted sm:w-24">
                      {b.datum}
                    </time>
                    <span className="wrap-anywhere font-bold text-ink">{b.titel}</span>
                  </span>
                  <ChevronRight className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
