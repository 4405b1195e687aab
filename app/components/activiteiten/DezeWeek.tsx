import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import UserPlus from "lucide-react/icons/user-plus";
import UserX from "lucide-react/icons/user-x";
import { Link } from "react-router";
import { wanneerLabel, type DezeWeekRegel } from "~/domains/activiteiten/rules";
import { PlaatsTekst } from "./PlaatsTekst";

/**
 * 'Deze week' on the start page: per age tak one line with its next activity in the coming seven days (day, hours,
 * place, a cancellation with its reason), linking to it, with 'Afmelden' for a child of that tak. Rendered on the
 * server: it needs no JavaScript.
 */
export function DezeWeek({ regels, className = "" }: { regels: DezeWeekRegel[]; className?: string }) {
  return (
    <section aria-labelledby="deze-week-titel" className={`card p-5 ${className}`}>
      <h2 id="deze-week-titel" className="flex items-center gap-2 text-xl font-extrabold text-ink md:text-2xl">
        <CalendarDays className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />
        Deze week
      </h2>
      <ul className="mt-2 divide-y divide-gray-100">
        {regels.map((r) => {
          const { dag, uren } = wanneerLabel(r);
          return (
            <li key={r.tak.slug} className="flex items-start gap-3 py-2.5" data-testid="deze-week-regel">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
                  <span className="inline-flex items-center gap-2 font-extrabold text-ink">
                    <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full ring-1 ring-black/15" style={{ backgroundColor: r.tak.color }} />
                    {r.tak.name}
                  </span>
                  <Link
                    to={r.href}
                    className={`font-bold text-brand-dark underline decoration-brand/40 underline-offset-2 hover:decoration-brand-dark ${r.afgelast ? "line-through decoration-red-700/60" : ""}`}
                  >
                    {r.titel}
                  </Link>
                  {r.afgelast && (
                    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-extrabold uppercase tracking-wide text-white">Afgelast</span>
                  )}
                </p>
                <p className="mt-0.5 pl-5 text-sm text-muted">
                  <Clock className="mr-1 inline h-3.5 w-3.5 align-[-2px] text-brand" aria-hidden="true" />
                  <span className="font-semibold text-ink">{dag}</span>, {uren}
                  {r.plaats && (
                    <>
                      <span aria-hidden="true"> · </span>
                      <MapPin className="mr-1 inline h-3.5 w-3.5 align-[-2px] text-brand" aria-hidden="true" />
                      <span className="sr-only">Plaats: </span>
                      <PlaatsTekst plaats={r.plaats} />
                    </>
                  )}
                </p>
                {r.afgelast && r.reden && <p className="mt-0.5 pl-5 text-sm font-semibold text-red-800">{r.reden}</p>}
                {r.inschrijven && (
                  <Link to={r.inschrijven.href} className="ml-5 inline-flex min-h-11 flex-wrap items-center gap-x-1 text-sm font-bold text-brand-dark" data-testid="inschrijven-link">
                    <UserPlus className="h-4 w-4 shrink-0" aria-hidden="true" />
                    <span className="underline underline-offset-2">Inschrijven</span>
                    <span className="sr-only"> voor {r.titel} ({r.tak.name})</span>
                    {r.inschrijven.stand && <span className="font-semibold text-muted">({r.inschrijven.stand})</span>}
                  </Link>
                )}
              </div>
              {r.afmelden && (
                <Link to={r.afmelden} className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-bold text-brand-dark underline underline-offset-2">
                  <UserX className="h-4 w-4 shrink-0" aria-hidden="true" />
                  Afmelden<span className="sr-only"> voor {r.titel} ({r.tak.name})</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Link to="/kalender" className="mt-2 inline-flex min-h-11 items-center font-bold text-brand-dark underline underline-offset-2">
        Alle activiteiten in de kalender
      </Link>
    </section>
  );
}
