import ArrowRight from "lucide-react/icons/arrow-right";
import Tent from "lucide-react/icons/tent";
import { Link } from "react-router";
import { kampKop, kampPad } from "~/domains/activiteiten/kamp";

/** The tak page's camp, at the top: 'Kamp 18-24 juli in Gedinne', with a link to everything about it. */
export function KampBanner({
  takSlug,
  color,
  kamp,
}: {
  takSlug: string;
  color: string;
  kamp: { start: number; einde: number | null; plaats: string | null; afgelast: boolean };
}) {
  return (
    <section aria-labelledby="kamp-banner" className="mx-auto max-w-6xl px-4 pt-8 md:pt-12">
      <div className="card flex flex-col gap-4 overflow-hidden border-l-8 p-5 sm:flex-row sm:items-center sm:justify-between" style={{ borderLeftColor: color }}>
        <div className="flex items-center gap-3">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-amber-100">
            <Tent className="h-6 w-6 text-amber-900" aria-hidden="true" />
          </span>
          <div>
            <h2 id="kamp-banner" className="text-xl font-extrabold text-ink md:text-2xl">
              {kampKop(kamp)}
            </h2>
            {kamp.afgelast ? (
              <p className="font-bold text-red-800">Afgelast</p>
            ) : (
              <p className="text-muted">Vertrek, paklijst, prijs, inschrijving en documenten: alles op één pagina.</p>
            )}
          </div>
        </div>
        <Link to={kampPad(takSlug)} className="btn-primary shrink-0">
          Alles over het kamp <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
