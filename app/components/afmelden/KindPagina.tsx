import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarX from "lucide-react/icons/calendar-x";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ActiviteitIconen } from "~/components/activiteiten/ActiviteitIconen";
import { WanneerWaar } from "~/components/activiteiten/WanneerWaar";

/** The activity as a parent's page about a child shows it ('Afmelden', 'Inschrijven'). */
export interface KindPaginaActiviteit {
  titel: string;
  datum: string;
  tijd: string;
  plaats: string | null;
  /** 'Welpen', or 'Hele groep'. */
  takken: string;
  /** Back to the activity on the calendar. */
  kalender: string;
}

/**
 * The page of 'Afmelden' or 'Inschrijven' for an activity: what it is, when and where, then the form (`children`), or
 * why it is closed (`dicht`), and the way back to the calendar.
 */
export function KindPagina({ soort, activiteit: a, dicht, boven, children }: { soort: string; activiteit: KindPaginaActiviteit; dicht: string | null; boven?: ReactNode; children: ReactNode }) {
  return (
    <section className="page-top bg-brand-light px-4 pb-16 pt-24 md:pt-32">
      <div className="card mx-auto max-w-xl p-5 sm:p-6">
        <ActiviteitIconen />
        <h1 className="text-2xl font-extrabold text-ink md:text-3xl">
          <span className="block text-base font-bold uppercase tracking-wide text-brand-dark">{soort}</span>
          {a.titel}
        </h1>
        <WanneerWaar datum={a.datum} tijd={a.tijd} plaats={a.plaats}>
          <li className="pl-6">{a.takken}</li>
        </WanneerWaar>
        {boven}
        <div className="mt-5 border-t border-gray-200 pt-5">
          {dicht ? (
            <p role="status" className="flex items-start gap-2 font-semibold text-red-800">
              <CalendarX className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              {dicht}
            </p>
          ) : (
            children
          )}
        </div>
        <Link to={a.kalender} className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-dark underline underline-offset-2">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Naar de kalender
        </Link>
      </div>
    </section>
  );
}
