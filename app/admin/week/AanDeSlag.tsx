import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Circle from "lucide-react/icons/circle";
import EyeOff from "lucide-react/icons/eye-off";
import Rocket from "lucide-react/icons/rocket";
import { Form, Link } from "react-router";

export type AanDeSlagStap = { id: string; titel: string; uitleg: string; link: string; klaar: boolean };

/**
 * 'Aan de slag': the Beheerder's first steps with a new site. A step ticks by itself once its data exists; the list
 * goes away when every step is done or with 'Verbergen'.
 */
export function AanDeSlag({ stappen, klaar }: { stappen: readonly AanDeSlagStap[]; klaar: number }) {
  return (
    <section className="card mb-6 p-4 sm:p-5" aria-labelledby="aan-de-slag-titel">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="aan-de-slag-titel" className="flex items-center gap-2 text-lg font-extrabold">
          <Rocket className="h-5 w-5 text-brand" aria-hidden="true" /> Aan de slag
          <span className="text-sm font-semibold text-muted">{`(${klaar} van ${stappen.length} klaar)`}</span>
        </h2>
        <Form method="post" action="/admin">
          <input type="hidden" name="intent" value="instellingen-aan-de-slag-verbergen" />
          <button type="submit" className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-muted hover:bg-gray-100 hover:text-ink">
            <EyeOff className="h-4 w-4" aria-hidden="true" /> Verbergen
          </button>
        </Form>
      </div>
      <p className="mt-1 text-sm text-muted">Maak van deze site de site van je eigen groep. Een stap vinkt zichzelf af zodra ze gedaan is.</p>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2">
        {stappen.map((stap) => (
          <li key={stap.id}>
            <Link
              to={stap.link}
              className={`flex min-h-11 items-start gap-3 rounded-xl border p-3 hover:bg-brand-light ${stap.klaar ? "border-gray-100" : "border-gray-200"}`}
            >
              {stap.klaar ? (
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-dark" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
              )}
              <span>
                <span className={`block font-bold ${stap.klaar ? "text-muted line-through" : "text-ink"}`}>
                  {stap.titel}
                  <span className="sr-only">{stap.klaar ? " (klaar)" : " (nog te doen)"}</span>
                </span>
                <span className="block text-sm text-muted">{stap.uitleg}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
