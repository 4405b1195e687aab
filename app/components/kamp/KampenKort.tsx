import ChevronRight from "lucide-react/icons/chevron-right";
import Tent from "lucide-react/icons/tent";
import { Link } from "react-router";
import { kampPad, kampPeriode } from "~/domains/activiteiten/kamp";
import { plaatsZonderLinks, type TakLabel } from "~/domains/activiteiten/rules";
import { brusselsDateKey } from "~/lib/days";

export interface KampKort {
  tak: TakLabel;
  start: number;
  einde: number | null;
  plaats: string | null;
  afgelast: boolean;
}

/** The coming camps on the start page: one tap per tak to everything about its camp. */
export function KampenKort({ kampen, className = "" }: { kampen: KampKort[]; className?: string }) {
  const jaar = new Set(kampen.map((k) => brusselsDateKey(k.start).slice(0, 4)));
  return (
    <section aria-labelledby="kampen-titel" className={`card p-5 ${className}`}>
      <h2 id="kampen-titel" className="flex items-center gap-2 text-xl font-extrabold text-ink md:text-2xl">
        <Tent className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />
        {jaar.size === 1 ? `Op kamp in ${[...jaar][0]}` : "Op kamp"}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {kampen.map((k) => (
          <li key={k.tak.slug}>
            <Link
              to={kampPad(k.tak.slug)}
              className="flex h-full min-h-11 flex-col rounded-lg border border-gray-200 border-l-4 px-3 py-2 hover:border-brand hover:bg-brand-light"
              style={{ borderLeftColor: k.tak.color }}
            >
              <span className="wrap-anywhere font-extrabold text-ink hyphens-auto">{k.tak.name}</span>
              <span className="text-sm text-muted">{k.afgelast ? "Afgelast" : kampPeriode(k)}</span>
              {/* The card is a link: a map link in 'Plaats' is on the kamp page, not here. */}
              {!k.afgelast && plaatsZonderLinks(k.plaats) && <span className="text-sm text-muted wrap-anywhere">{plaatsZonderLinks(k.plaats)}</span>}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/kamp" className="mt-2 inline-flex min-h-11 items-center gap-1 font-bold text-brand-dark underline underline-offset-2">
        Alles over de kampen <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
