import RefreshCw from "lucide-react/icons/refresh-cw";
import { Form, useLocation } from "react-router";
import type { Route } from "./+types/home";
import { NieuwsOverzicht } from "~/components/nieuws/NieuwsOverzicht";
import { NieuwsZoeken } from "~/components/nieuws/NieuwsZoeken";
import { NieuwsLijstSkeleton } from "~/components/nieuws/NieuwsSkeleton";
import { PageHero } from "~/components/ui/PageHero";
import { refreshFacebook } from "~/domains/nieuws/facebook.server";
import { listNieuws, nieuwsLijstView } from "~/domains/nieuws/nieuws.server";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { VoorOuders } from "~/components/activiteiten/VoorOuders";
import type { KampKort } from "~/components/kamp/KampenKort";
import { dezeWeek as dezeWeekVan, komendeKampen } from "~/domains/activiteiten/overzicht.server";
import { JsonLd } from "~/lib/json-ld";
import { organizationJsonLd } from "~/domains/instellingen/structured-data.server";
import { pageMeta } from "~/lib/meta";
import { siteOf } from "~/domains/instellingen/site";
import { leeftijdenTekst } from "~/domains/instellingen/rules";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { useSite } from "~/domains/instellingen/use-site";
import { NIEUWS_VERNIEUWEN_ID } from "~/components/nieuws/NieuwsZoeken.enhance";

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

/** 'Vernieuwen': a fresh read of the Facebook page (at most once per 30 seconds, whoever clicks), then the list again. */
export async function action() {
  await refreshFacebook();
  return { vernieuwd: true };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: site.groep.naam,
    description: `Nieuws en activiteiten van ${site.groep.naam}: scouting voor kinderen en jongeren ${leeftijdenTekst(site.groep.leeftijden)}.`,
    path: location.pathname === "/nieuws" ? "/nieuws" : "/",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { groep } = useSite();
  return (
    <>
      <JsonLd data={loaderData.organisatie} />
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
          <NieuwsZoeken action={pathname} query={loaderData.q} />
          {/* A fresh read of the Facebook page; the list comes back in place, with skeletons meanwhile (app/enhance).
              React Router's Form names the route's action (`?index` on the start page) and keeps the search. */}
          <Form id={NIEUWS_VERNIEUWEN_ID} method="post" data-vervang="nieuws-lijst" className="sm:flex">
            <button
              type="submit"
              className="inline-flex h-13 w-full items-center justify-center gap-2 rounded-xl border-2 border-white/70 px-5 font-bold text-white transition hover:bg-white hover:text-brand-dark disabled:cursor-wait disabled:opacity-80 sm:w-auto"
            >
              <RefreshCw className="draait-als-bezig h-5 w-5" aria-hidden="true" />
              Vernieuwen
            </button>
          </Form>
        </div>
        {/* Target of the clear buttons: a GET without q shows all news again, with an empty search box. */}
        <form id="wis-zoekopdracht" method="get" action={pathname} data-vervang="nieuws-recent nieuws-zoekvak" data-focus-after="#zoek-nieuws" hidden />
      </PageHero>

      <VoorOuders dezeWeek={loaderData.dezeWeek} kampen={loaderData.kampen} />

      <div id="nieuws-lijst" className="mx-auto max-w-6xl px-4 pb-16 pt-8 md:pt-12">
        <div className="als-bezig">
          <NieuwsLijstSkeleton />
        </div>
        <div className="als-klaar">
          <NieuwsOverzicht items={loaderData.nieuws} query={loaderData.q} kleuren={loaderData.kleuren} />
        </div>
      </div>
    </>
  );
}
