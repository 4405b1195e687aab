import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import { Link } from "react-router";
import type { ActiviteitRegel } from "~/domains/activiteiten/rules";
import { ActiviteitIconen } from "./ActiviteitIconen";
import { ActiviteitItem } from "./ActiviteitItem";

/** 'Komende activiteiten' on an age tak's page, right under its header (issue 51): the next few, then 'Volledige kalender'. */
export function KomendeActiviteiten({ takSlug, activiteiten }: { takSlug: string; activiteiten: ActiviteitRegel[] }) {
  return (
    <section className="pt-8 md:pt-12" aria-labelledby="komende-activiteiten">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="komende-activiteiten" className="flex items-center gap-3 text-2xl font-extrabold md:text-3xl">
          <CalendarDays className="h-7 w-7 text-brand" aria-hidden="true" />
          Komende activiteiten
        </h2>
        <ActiviteitIconen />
        {activiteiten.length === 0 ? (
          <p className="mt-6 text-muted">Nog geen activiteiten gepland.</p>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {activiteiten.map((a) => (
              <li key={a.id}>
                <ActiviteitItem activiteit={a} toonTakken={a.heleGroep} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Link to={`/kalender?tak=${encodeURIComponent(takSlug)}`} className="btn-secondary">
            Volledige kalender <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
