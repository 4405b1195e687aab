import Newspaper from "lucide-react/icons/newspaper";
import Search from "lucide-react/icons/search";
import Sparkles from "lucide-react/icons/sparkles";
import { KalenderLink } from "~/components/ui/KalenderLink";
import { arrangeNieuws, type NieuwsView } from "~/domains/nieuws/rules";
import { useSite } from "~/domains/instellingen/use-site";
import { FacebookCard } from "./FacebookCard";
import { FeaturedNieuws, NieuwsCard } from "./NieuwsCard";

/**
 * The news page's list: the featured item, then the others (those that match the search, ?q=) as cards, or an empty
 * state. While the visitor types, app/enhance asks the page for the search and puts its `#nieuws-recent` in place.
 */
export function NieuwsOverzicht({ items, query, kleuren }: { items: NieuwsView[]; query: string; kleuren: Record<string, string> }) {
  const { featured, grid } = arrangeNieuws(items, query);
  const color = (item: NieuwsView) => (item.groep ? kleuren[item.groep] : null);
  // The card to the group's Facebook page, when it has one.
  const site = useSite();
  const facebook = site.groep.sociaal.facebook !== "";
  const searching = query.trim() !== "";

  return (
    <div className="space-y-14">
      {featured && (
        <section aria-labelledby="uitgelicht-titel">
          <h2 id="uitgelicht-titel" className="flex items-center gap-2 text-2xl font-extrabold text-ink md:text-3xl">
            <Sparkles className="h-6 w-6 text-amber-500" aria-hidden="true" />
            Uitgelicht nieuws
          </h2>
          <div className="mt-6">
            <FeaturedNieuws item={featured} color={color(featured)} />
          </div>
        </section>
      )}

      <section id="nieuws-recent" aria-labelledby="recent-titel">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="recent-titel" className="flex items-center gap-2 text-2xl font-extrabold text-ink md:text-3xl">
              <Newspaper className="h-6 w-6 text-brand" aria-hidden="true" />
              Recente updates
            </h2>
            <p id="nieuws-samenvatting" className="mt-1 text-muted" aria-live="polite">
              {searching
                ? `${grid.length} ${grid.length === 1 ? "resultaat" : "resultaten"} voor “${query.trim()}”`
                : `De laatste activiteiten en aankondigingen van onze ${site.woorden.takken}.`}
            </p>
          </div>
          <KalenderLink className="-ml-3 sm:ml-0" />
        </div>

        {grid.length > 0 ? (
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((item) => (
              <li key={item.id}>
                <NieuwsCard item={item} color={color(item)} />
              </li>
            ))}
            {facebook && (
              <li>
                <FacebookCard />
              </li>
            )}
          </ul>
        ) : (
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            {searching ? (
              // The specification's empty state: a search that found nothing.
              <div className="card flex flex-col items-center justify-center px-6 py-12 text-center lg:col-span-2">
                <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-light">
                  <Search className="h-8 w-8 text-brand" aria-hidden="true" />
                </span>
                <p className="mt-4 text-xl font-extrabold text-ink">Geen nieuwsitems gevonden</p>
                <p className="mt-1 max-w-md text-muted">Probeer een ander zoekwoord, of bekijk al het nieuws.</p>
                <button type="submit" form="wis-zoekopdracht" className="btn-primary mt-6">
                  Alle nieuws tonen
                </button>
              </div>
            ) : (
              // Nothing to search in (a new site, or only the featured item): no failed search, but what comes here.
              <div className="card flex flex-col items-center justify-center px-6 py-12 text-center lg:col-span-2">
                <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-light">
                  <Newspaper className="h-8 w-8 text-brand" aria-hidden="true" />
                </span>
                <p className="mt-4 text-xl font-extrabold text-ink">{featured ? "Binnenkort meer nieuws" : "Nog geen nieuws"}</p>
                <p className="mt-1 max-w-md text-muted">Zodra de leiding een activiteit op de nieuwspagina zet, staat ze hier. Wat gepland is, staat al in de kalender.</p>
                <a href="/kalender" className="btn-primary mt-6">
                  Naar de kalender
                </a>
              </div>
            )}
            <FacebookCard />
          </div>
        )}
      </section>
    </div>
  );
}
