import CalendarX from "lucide-react/icons/calendar-x";
import { data, Link, redirect } from "react-router";
import { useSite } from "~/domains/instellingen/use-site";
import type { Route } from "./+types/kalender";
import { ActiviteitIconen } from "~/components/activiteiten/ActiviteitIconen";
import { ActiviteitItem } from "~/components/activiteiten/ActiviteitItem";
import { AbonneerBlok } from "~/components/activiteiten/AbonneerBlok";
import { MeldingenBlok } from "~/components/meldingen/MeldingenBlok";
import { meldingTakken } from "~/domains/meldingen/inschrijving.server";
import { verhuisdeSlug } from "~/domains/takken/takken.server";
import { PageHero } from "~/components/ui/PageHero";
import { activiteitTakken, listActiviteiten } from "~/domains/activiteiten/activiteiten.server";
import { alsRegel, perWeek, weekTitel } from "~/domains/activiteiten/rules";
import { afmeldHref } from "~/domains/afmeldingen/rules";
import { inschrijfLink } from "~/domains/inschrijvingen/rules";
import { now as clockNow } from "~/lib/clock.server";
import { startOfBrusselsDay } from "~/lib/dates";
import { addDays, brusselsDateKey, isDateKey, mondayOf } from "~/lib/days";
import { pageMeta } from "~/lib/meta";
import { KALENDER_WEKEN_ID, MEER_WEKEN_ID } from "./kalender.enhance";
import { siteOf } from "~/domains/instellingen/site";

/** Weeks shown at first, and added by 'Meer weken tonen'. */
const WEKEN_STAP = 8;
const WEKEN_MAX = 52;
/** At most this many activities on one page, whatever the weeks hold: 'Meer weken tonen' goes on from there. */
export const KALENDER_MAX = 50;

function wekenVan(value: string | null): number {
  const asked = value && /^\d{1,3}$/.test(value) ? Number(value) : WEKEN_STAP;
  return Math.min(WEKEN_MAX, Math.max(WEKEN_STAP, asked));
}

/**
 * The coming weeks (?weken=, 8 by default) of every tak or one (?tak=), from today or from a later day (?vanaf=, the
 * link of 'Meer weken tonen'), at most KALENDER_MAX activities: the page stays small however full the calendar is.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const takken = await activiteitTakken();
  const gevraagd = url.searchParams.get("tak");
  const tak = gevraagd ? takken.find((t) => t.slug === gevraagd.toLowerCase()) : undefined;
  if (gevraagd && !tak) {
    // A renamed tak's old filter: the same page with its address of today.
    const nu = await verhuisdeSlug(gevraagd);
    if (nu) {
      url.searchParams.set("tak", nu);
      throw redirect(`${url.pathname}${url.search}`, 301);
    }
    throw data(null, { status: 404 });
  }
  const weken = wekenVan(url.searchParams.get("weken"));
  const now = clockNow();
  const today = brusselsDateKey(now);
  const vanaf = url.searchParams.get("vanaf");
  const later = vanaf && isDateKey(vanaf) && vanaf > today ? vanaf : null;
  const tot = startOfBrusselsDay(addDays(mondayOf(later ?? today), 7 * weken));
  const from = later ? { van: startOfBrusselsDay(later) } : { komendOp: now };
  const [found, volgbaar] = await Promise.all([listActiviteiten({ takId: tak?.id, ...from, tot, limit: KALENDER_MAX + 1 }), meldingTakken()]);
  const leeftijd = volgbaar.map((t) => t.slug);
  let shown = found.slice(0, KALENDER_MAX);
  let volgende: string | null;
  if (found.length > KALENDER_MAX) {
    // Cut between two days: the next page begins with the first day not shown, whole.
    const dag = brusselsDateKey(found[KALENDER_MAX]!.start);
    const heleDagen = shown.filter((a) => brusselsDateKey(a.start) < dag);
    if (heleDagen.length) shown = heleDagen;
    volgende = heleDagen.length ? dag : addDays(dag, 1);
  } else {
    const [first] = await listActiviteiten({ takId: tak?.id, van: tot, limit: 1 });
    volgende = first ? brusselsDateKey(first.start) : null;
  }
  return {
    takken: takken.map(({ slug, name, color }) => ({ slug, name, color })),
    tak: tak ? { slug: tak.slug, name: tak.name } : null,
    weken: perWeek(shown.map((a) => alsRegel(a, afmeldHref(a, now, leeftijd, tak?.slug ?? null), inschrijfLink(a, now, leeftijd, tak?.slug ?? null)))).map((week) => ({ ...week, titel: weekTitel(week.monday, today) })),
    meerWeken: volgende ? filterUrl(tak?.slug ?? null, volgende) : null,
    later: later !== null,
    meldingTakken: volgbaar.map(({ slug, name }) => ({ slug, name })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  const tak = loaderData?.tak;
  return pageMeta(site, {
    title: tak ? `Kalender ${tak.name}` : "Kalender",
    description: tak
      ? `De komende activiteiten van de ${tak.name} van ${site.groep.naam}: wanneer, waar en wat je meebrengt.`
      : `De komende activiteiten van elke ${site.woorden.tak} van ${site.groep.naam}: wanneer, waar en wat je meebrengt.`,
    path: tak ? `/kalender?tak=${tak.slug}` : "/kalender",
  });
}

function filterUrl(slug: string | null, vanaf?: string): string {
  const params = new URLSearchParams();
  if (slug) params.set("tak", slug);
  if (vanaf) params.set("vanaf", vanaf);
  const query = params.toString();
  return query ? `/kalender?${query}` : "/kalender";
}

export default function Kalender({ loaderData }: Route.ComponentProps) {
  const { takken, tak, meldingTakken, weken, meerWeken } = loaderData;
  const w = useSite().woorden;
  const pill = (active: boolean) =>
    `inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-bold sm:px-4 sm:text-base ${
      active ? "border-brand-dark bg-brand-dark text-white" : "border-gray-300 bg-white text-ink hover:border-brand hover:bg-brand-light"
    }`;
  return (
    <>
      <PageHero title="Kalender" subtitle={`Wat doet elke ${w.tak} de komende weken? Wanneer, waar en wat je meebrengt, op één plek.`} />

      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <nav aria-label={`Filter op ${w.tak}`}>
          <ul className="flex flex-wrap gap-1.5 sm:gap-2">
            <li>
              <Link to={filterUrl(null)} aria-current={tak === null ? "page" : undefined} className={pill(tak === null)}>
                {`Alle ${w.takken}`}
              </Link>
            </li>
            {takken.map((t) => (
              <li key={t.slug}>
                <Link to={filterUrl(t.slug)} aria-current={tak?.slug === t.slug ? "page" : undefined} className={pill(tak?.slug === t.slug)}>
                  <span aria-hidden="true" className="h-3 w-3 rounded-full ring-1 ring-black/15" style={{ backgroundColor: t.color }} />
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-12">
          {/* Near the top on a phone, in the right column from 1024 px: the feed of the chosen tak, or of all. */}
          <AbonneerBlok
            takken={tak && !meldingTakken.some((t) => t.slug === tak.slug) ? [tak, ...meldingTakken] : meldingTakken}
            standaard={tak ? [tak.slug] : []}
            behoud={tak ? { tak: tak.slug } : {}}
            className="lg:col-start-3 lg:row-start-1 lg:self-start"
          />
          <div className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <ActiviteitIconen />
            <h2 className="sr-only">{tak ? `Komende activiteiten van de ${tak.name}` : "Komende activiteiten"}</h2>
            {loaderData.later && (
              <Link to={filterUrl(tak?.slug ?? null)} className="mb-6 inline-flex min-h-11 items-center font-bold text-brand-dark underline">
                Terug naar deze week
              </Link>
            )}
            {weken.length === 0 ? (
              <div className="card flex flex-col items-center px-6 py-12 text-center">
                <CalendarX className="h-12 w-12 text-brand" aria-hidden="true" />
                <p className="mt-4 text-lg font-bold text-ink">Er staan nog geen activiteiten gepland.</p>
                <p className="mt-1 max-w-md text-muted">
                  Zodra de leiding een activiteit plant, staat ze hier. Abonneer je op de kalender: dan komt ze vanzelf in je eigen
                  agenda.
                </p>
              </div>
            ) : (
              <div id={KALENDER_WEKEN_ID} className="space-y-10">
                {weken.map((week) => (
                  <section key={week.monday} aria-labelledby={`week-${week.monday}`}>
                    <h3 id={`week-${week.monday}`} className="text-xl font-extrabold text-ink">
                      {week.titel}
                    </h3>
                    <ul className="card mt-4 divide-y divide-gray-100 overflow-hidden">
                      {week.items.map((a) => (
                        <li key={a.id}>
                          <ActiviteitItem activiteit={a} toonTakken={tak === null} headingLevel="h4" variant="row" />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
            {/* Opens the page with the next weeks; kalender.enhance.ts adds them below these instead. */}
            {meerWeken && (
              <a id={MEER_WEKEN_ID} href={meerWeken} data-js="meer-weken" className="btn-secondary mt-8">
                <span className="als-klaar">Meer weken tonen</span>
                <span className="als-bezig">Laden...</span>
              </a>
            )}
          </div>
          {/* The parents' messages (issue 25): after the activities on a phone, under the feed from 1024 px. */}
          <MeldingenBlok
            takken={meldingTakken}
            eigenTak={meldingTakken.some((t) => t.slug === tak?.slug) ? tak!.slug : null}
            className="lg:col-start-3 lg:row-start-2 lg:self-start"
          />
        </div>
      </div>
    </>
  );
}
