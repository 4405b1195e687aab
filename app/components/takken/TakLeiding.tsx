import Users from "lucide-react/icons/users";
import type { Leider, TakInfo } from "~/domains/leiding/rules";
import { useSite } from "~/domains/instellingen/use-site";
import { LeiderCard, LeiderIconen } from "./LeiderCard";

/** 'De Leiding' on a tak's page: this year's leaders, or who to ask while none are known yet. */
export function TakLeiding({ leiding, takken, email }: { leiding: Leider[]; takken: TakInfo[]; email: string | null }) {
  const w = useSite().woorden;
  return (
    <section className="bg-brand-light py-12 md:py-16" aria-labelledby="de-leiding">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="de-leiding" className="flex items-center gap-3 text-2xl font-extrabold md:text-3xl">
          <Users className="h-7 w-7 text-brand" aria-hidden="true" />
          De Leiding
        </h2>
        <LeiderIconen />
        {leiding.length === 0 ? (
          <div className="card mt-6 flex flex-col items-center px-6 py-10 text-center">
            <Users className="h-10 w-10 text-brand" aria-hidden="true" />
            <p className="mt-3 text-lg font-bold text-ink">{`Er is nog geen leiding gekend voor deze ${w.tak}.`}</p>
            <p className="mt-1 max-w-md text-muted">
              De leiding van dit scoutsjaar stellen we hier binnenkort voor. Tot dan helpt{" "}
              <a href={`mailto:${email}`} className="break-all font-semibold text-brand-dark underline">{email}</a> je graag verder.
            </p>
          </div>
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 lg:gap-6">
            {leiding.map((leider) => (
              <li key={leider.id}>
                <LeiderCard leider={leider} takken={takken} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
