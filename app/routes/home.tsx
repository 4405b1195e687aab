import { RefreshCw, Search, Sparkles, X, Newspaper } from "lucide-react";
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Await, useFetcher, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/home";
import { FacebookCard } from "~/components/nieuws/FacebookCard";
import { KalenderLink } from "~/components/ui/KalenderLink";
import { FeaturedNieuws, NieuwsCard } from "~/components/nieuws/NieuwsCard";
import { NieuwsDetailSkeleton, NieuwsLijstSkeleton } from "~/components/nieuws/NieuwsSkeleton";
import { PageHero } from "~/components/ui/PageHero";
import { refreshFacebook } from "~/domains/nieuws/facebook.server";
import { listNieuws, nieuwsView } from "~/domains/nieuws/nieuws.server";
import { arrangeNieuws, type NieuwsView } from "~/domains/nieuws/rules";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { JsonLd } from "~/lib/json-ld";
import { organizationJsonLd } from "~/lib/structured-data.server";
import { pageMeta } from "~/lib/meta";
import { useEarlyInput } from "~/lib/use-early-input";
import { siteOf } from "~/domains/instellingen/site";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { useSite } from "~/lib/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  const q = searchQuery(request);
  const [takken, nieuws, site] = await Promise.all([listPublicTakken(), listNieuws(), getSite()]);
  return {
    q,
    nieuws: nieuws.map(nieuwsView),
    kleuren: Object.fromEntries(takken.map((t) => [t.name, t.color])) as Record<string, string>,
    organisatie: organizationJsonLd(site),
  };
}

function searchQuery(request: Request): string {
  return new URL(request.url).searchParams.get("q")?.slice(0, 200) ?? "";
}

/**
 * Client-side navigations and refreshes: the page shows at once with skeletons while the server answers.
 * The first load (server render) has the news itself in the HTML, readable without JavaScript.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return { q: searchQuery(request), pending: serverLoader() };
}

/** 'Vernieuwen': a fresh read of the Facebook page (at most once per 30 seconds, whoever clicks), then the list again. */
export async function action() {
  await refreshFacebook();
  return { vernieuwd: true };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: site.groep.naam,
    description: `Nieuws en activiteiten van ${site.groep.naam}: scouting voor kinderen en jongeren van 6 tot 18 jaar.`,
    path: location.pathname === "/nieuws" ? "/nieuws" : "/",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { groep } = useSite();
  const navigation = useNavigation();
  const refresher = useFetcher<typeof action>();
  const [query, setQuery] = useState(loaderData.q);
  const inputRef = useRef<HTMLInputElement>(null);

  // A link to ?q=... (or the back button) changes the query without remounting the page.
  const [loadedQuery, setLoadedQuery] = useState(loaderData.q);
  if (loadedQuery !== loaderData.q) {
    setLoadedQuery(loaderData.q);
    setQuery(loaderData.q);
  }

  // After a client-side navigation or a refresh the news is still on its way: 'Vernieuwen' waits with it.
  const pending = "pending" in loaderData ? loaderData.pending : null;
  const [settled, setSettled] = useState<Promise<unknown> | null>(null);
  useEffect(() => {
    if (!pending) return;
    let current = true;
    const done = () => {
      if (current) setSettled(pending);
    };
    pending.then(done, done);
    return () => {
      current = false;
    };
  }, [pending]);
  const waitingForServer = pending !== null && settled !== pending;

  useEarlyInput(inputRef, query, changeQuery);

  const pendingPath = navigation.state === "loading" ? navigation.location.pathname : null;
  if (pendingPath && /^\/nieuws\/[^/]+$/.test(pendingPath)) return <NieuwsDetailSkeleton />;

  const refreshing = refresher.state !== "idle";
  const loading = refreshing || waitingForServer || (pendingPath !== null && pendingPath === pathname);

  function changeQuery(value: string) {
    setQuery(value);
    // Keep the address shareable without a navigation (the search itself happens in the page).
    const url = new URL(window.location.href);
    if (value) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }

  function clear(event: { preventDefault: () => void }) {
    event.preventDefault();
    changeQuery("");
    inputRef.current?.focus();
  }

  return (
    <>
      {"organisatie" in loaderData && <JsonLd data={loaderData.organisatie} />}
      <PageHero
        title={`Nieuws van ${groep.naam}`}
        subtitle={
          <>
            <span className="md:hidden">Ontdek onze scouts activiteiten</span>
            <span className="hidden md:inline">Ontdek wat er allemaal te beleven valt bij onze scouts: activiteiten, weekends, acties en kampen.</span>
          </>
        }
      >
        <div className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-stretch">
          {/* Without JavaScript the search is a GET form (?q=); with it, the list filters while typing. */}
          <form
            method="get"
            action={pathname}
            role="search"
            className="group/zoek relative flex-1"
            onSubmit={(event: FormEvent) => event.preventDefault()}
          >
            <label htmlFor="zoek-nieuws" className="sr-only">
              Zoek nieuws
            </label>
            <Search
              className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted transition-colors group-focus-within/zoek:text-brand"
              aria-hidden="true"
            />
            <input
              ref={inputRef}
              id="zoek-nieuws"
              type="search"
              name="q"
              value={query}
              onChange={(event) => changeQuery(event.target.value)}
              placeholder="Zoek nieuws..."
              autoComplete="off"
              enterKeyHint="search"
              className="h-13 w-full rounded-xl border-2 border-transparent bg-white pl-12 pr-12 text-ink shadow-lg transition placeholder:text-gray-500 focus:border-brand-light focus:bg-white focus:outline-3 focus:outline-offset-2 focus:outline-white [&::-webkit-search-cancel-button]:hidden"
            />
            {query && (
              <button
                type="submit"
                form="wis-zoekopdracht"
                aria-label="Zoekopdracht wissen"
                onClick={clear}
                className="absolute right-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-brand-light hover:text-ink"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            )}
          </form>
          <refresher.Form method="post" className="sm:flex">
            <button
              type="submit"
              disabled={loading}
              className="inline-flex h-13 w-full items-center justify-center gap-2 rounded-xl border-2 border-white/70 px-5 font-bold text-white transition hover:bg-white hover:text-brand-dark disabled:cursor-wait disabled:opacity-80 sm:w-auto"
            >
              <RefreshCw className={`h-5 w-5 ${loading ? "animate-spin" : ""}`} aria-hidden="true" />
              Vernieuwen
            </button>
          </refresher.Form>
        </div>
        {/* Target of the clear buttons without JavaScript: a GET without q shows all news again. */}
        <form id="wis-zoekopdracht" method="get" action={pathname} hidden />
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 md:pt-12">
        {loading ? (
          <NieuwsLijstSkeleton />
        ) : (
          "pending" in loaderData ? (
            <Suspense fallback={<NieuwsLijstSkeleton />}>
              <Await resolve={loaderData.pending}>
                {(data) => <NieuwsOverzicht items={data.nieuws} query={query} kleuren={data.kleuren} onClear={clear} />}
              </Await>
            </Suspense>
          ) : (
            <NieuwsOverzicht items={loaderData.nieuws} query={query} kleuren={loaderData.kleuren} onClear={clear} />
          )
        )}
      </div>
    </>
  );
}

function NieuwsOverzicht({
  items,
  query,
  kleuren,
  onClear,
}: {
  items: NieuwsView[];
  query: string;
  kleuren: Record<string, string>;
  onClear: (event: { preventDefault: () => void }) => void;
}) {
  const { featured, grid } = arrangeNieuws(items, query);
  const color = (item: NieuwsView) => (item.groep ? kleuren[item.groep] : null);
  // The card to the group's Facebook page, when it has one.
  const facebook = useSite().groep.sociaal.facebook !== "";
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

      <section aria-labelledby="recent-titel">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="recent-titel" className="flex items-center gap-2 text-2xl font-extrabold text-ink md:text-3xl">
              <Newspaper className="h-6 w-6 text-brand" aria-hidden="true" />
              Recente updates
            </h2>
            <p className="mt-1 text-muted" aria-live="polite">
              {searching
                ? `${grid.length} ${grid.length === 1 ? "resultaat" : "resultaten"} voor “${query.trim()}”`
                : "De laatste activiteiten en aankondigingen van onze takken."}
            </p>
          </div>
          <KalenderLink className="-ml-3 sm:ml-0" />
        </div>

        {grid.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
            <div className="card flex flex-col items-center justify-center px-6 py-12 text-center lg:col-span-2">
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-light">
                <Search className="h-8 w-8 text-brand" aria-hidden="true" />
              </span>
              <p className="mt-4 text-xl font-extrabold text-ink">Geen nieuwsitems gevonden</p>
              <p className="mt-1 max-w-md text-muted">
                {searching ? "Probeer een ander zoekwoord, of bekijk al het nieuws." : "Er is op dit moment geen nieuws. Kom binnenkort nog eens kijken!"}
              </p>
              <button type="submit" form="wis-zoekopdracht" onClick={onClear} className="btn-primary mt-6">
                Alle nieuws tonen
              </button>
            </div>
            <FacebookCard />
          </div>
        )}
      </section>
    </div>
  );
}
