import RefreshCw from "lucide-react/icons/refresh-cw";
import { Suspense, useEffect, useRef, useState } from "react";
import { Await, useFetcher, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/home";
import { NieuwsOverzicht } from "~/components/nieuws/NieuwsOverzicht";
import { NieuwsZoeken } from "~/components/nieuws/NieuwsZoeken";
import { NieuwsDetailSkeleton, NieuwsLijstSkeleton } from "~/components/nieuws/NieuwsSkeleton";
import { PageHero } from "~/components/ui/PageHero";
import { refreshFacebook } from "~/domains/nieuws/facebook.server";
import { listNieuws, nieuwsLijstView } from "~/domains/nieuws/nieuws.server";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { VoorOuders } from "~/components/activiteiten/VoorOuders";
import type { KampKort } from "~/components/kamp/KampenKort";
import { dezeWeek as dezeWeekVan, komendeKampen } from "~/domains/activiteiten/overzicht.server";
import { JsonLd } from "~/lib/json-ld";
import { organizationJsonLd } from "~/lib/structured-data.server";
import { pageMeta } from "~/lib/meta";
import { useEarlyInput } from "~/lib/use-early-input";
import { siteOf } from "~/domains/instellingen/site";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { useSite } from "~/lib/use-site";

export async function loader({ request }: Route.LoaderArgs) {
  const q = searchQuery(request);
  const now = Date.now();
  const [takken, nieuws, site, dezeWeek, kampen] = await Promise.all([listPublicTakken(), listNieuws(), getSite(), dezeWeekVan(now), komendeKampen(now)]);
  return {
    q,
    // Above the news, for parents: this week per tak, and the coming camps (issue 28).
    dezeWeek,
    kampen: kampen.map(({ tak, activiteit: a }): KampKort => ({ tak, start: a.start, einde: a.einde, plaats: a.plaats, afgelast: a.afgelast })),
    nieuws: nieuws.map(nieuwsLijstView),
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
          <NieuwsZoeken action={pathname} query={query} inputRef={inputRef} onChange={changeQuery} onClear={clear} />
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

      {"pending" in loaderData ? (
        <Suspense fallback={null}>
          <Await resolve={loaderData.pending}>{(data) => <VoorOuders dezeWeek={data.dezeWeek} kampen={data.kampen} />}</Await>
        </Suspense>
      ) : (
        <VoorOuders dezeWeek={loaderData.dezeWeek} kampen={loaderData.kampen} />
      )}

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
