import ArrowLeft from "lucide-react/icons/arrow-left";
import Tent from "lucide-react/icons/tent";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/kamp.$tak";
import { Aftellen } from "~/components/kamp/Aftellen";
import { KampPraktisch, KampZijkolom } from "~/components/kamp/KampDetails";
import { Paklijst } from "~/components/kamp/Paklijst";
import { PageHero } from "~/components/ui/PageHero";
import { inschrijvingOpen, kampPad, kampPeriode } from "~/domains/activiteiten/kamp";
import { kampVanTak } from "~/domains/activiteiten/overzicht.server";
import { plaatsZonderLinks } from "~/domains/activiteiten/rules";
import { verhuisdeSlug } from "~/domains/takken/takken.server";
import { brusselsDateKey } from "~/lib/days";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { siteOf } from "~/domains/instellingen/site";
import { pageMeta, pageTitle } from "~/lib/meta";

/** /kamp/{tak}: everything a parent must know about the tak's coming camp. */
export async function loader({ params }: Route.LoaderArgs) {
  const now = Date.now();
  const [found, { teksten }] = await Promise.all([kampVanTak(params.tak.toLowerCase(), now), getInstellingen()]);
  if (!found) {
    // A renamed tak's old camp link: on to its camp page of today.
    const nu = await verhuisdeSlug(params.tak);
    if (nu) throw redirect(kampPad(nu), 301);
    throw data(null, { status: 404 });
  }
  const a = found.activiteit;
  return {
    tak: found.tak,
    // The moment of rendering: the countdown and the registration's state without JavaScript.
    now,
    kamp:
      a && a.kamp
        ? {
            id: a.id,
            titel: a.titel,
            start: a.start,
            einde: a.einde,
            plaats: a.plaats,
            beschrijving: a.beschrijving,
            meebrengen: a.meebrengen,
            afgelast: a.afgelast,
            reden: a.reden,
            ...a.kamp,
            steun: a.kamp.steun ?? teksten.kamp.steun,
          }
        : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  if (!loaderData) return [{ title: pageTitle(site, "Pagina niet gevonden") }, { name: "robots", content: "noindex" }];
  const { tak, kamp } = loaderData;
  return pageMeta(site, {
    title: kamp ? kamp.titel : `Kamp ${tak.name}`,
    description: kamp
      ? `Het kamp van de ${tak.name} van ${site.groep.naam}, ${kampPeriode(kamp, true)}${plaatsZonderLinks(kamp.plaats) ? ` in ${plaatsZonderLinks(kamp.plaats)}` : ""}: vertrek, prijs, paklijst en inschrijving.`
      : `Het kamp van de ${tak.name} van ${site.groep.naam}.`,
    path: kampPad(tak.slug),
  });
}

export default function KampPagina({ loaderData }: Route.ComponentProps) {
  const { tak, kamp, now } = loaderData;
  const back = (
    <Link to="/kamp" className="mb-5 inline-flex items-center gap-1.5 rounded-md font-bold text-green-50 hover:text-white hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Alle kampen
    </Link>
  );

  if (!kamp) {
    return (
      <>
        <PageHero eyebrow={back} title={`Kamp ${tak.name}`} />
        <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
          <div className="card flex flex-col items-center px-6 py-12 text-center">
            <Tent className="h-12 w-12 text-brand" aria-hidden="true" />
            <p className="mt-4 text-lg font-bold text-ink">Het kamp van de {tak.name} staat nog niet op de site.</p>
            <p className="mt-1 text-muted">De leiding zet het hier zodra het vastligt.</p>
            <Link to={`/takken/${tak.slug}`} className="btn-secondary mt-6">
              Naar de {tak.name}
            </Link>
          </div>
        </div>
      </>
    );
  }

  const open = inschrijvingOpen(kamp.inschrijvingDeadline, brusselsDateKey(now));
  const heeftInschrijving = kamp.inschrijvingUrl !== null || kamp.inschrijvingDeadline !== null;
  const secties = [
    { id: "praktisch", label: "Praktisch" },
    ...(kamp.paklijst.length ? [{ id: "paklijst", label: "Paklijst" }] : []),
    ...(heeftInschrijving ? [{ id: "inschrijven", label: "Inschrijven" }] : []),
    ...(kamp.documenten.length ? [{ id: "documenten", label: "Documenten" }] : []),
  ];

  return (
    <>
      <PageHero
        eyebrow={back}
        title={kamp.titel}
        // A map link in 'Plaats' is under 'Kampplaats' below, as a link; the title says the place in words.
        subtitle={`${kampPeriode(kamp, true)}${plaatsZonderLinks(kamp.plaats) ? ` in ${plaatsZonderLinks(kamp.plaats)}` : ""}`}
      >
        <ul className="mt-6 flex flex-wrap items-center gap-3">
          <li className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 font-bold">
            <span aria-hidden="true" className="h-3 w-3 rounded-full ring-2 ring-white/70" style={{ backgroundColor: tak.color }} />
            {tak.name}
          </li>
          {!kamp.afgelast && (
            <li>
              <Aftellen kamp={kamp} rendered={now} />
            </li>
          )}
        </ul>
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
        {kamp.afgelast && (
          <div className="mb-8 rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="text-lg font-extrabold text-red-800">Dit kamp is afgelast.</p>
            {kamp.reden && <p className="mt-1 font-semibold text-red-800">{kamp.reden}</p>}
          </div>
        )}

        <nav aria-label="Op deze pagina">
          <ul className="flex flex-wrap gap-2">
            {secties.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-flex min-h-11 items-center rounded-full border border-gray-300 bg-white px-4 font-bold text-ink hover:border-brand hover:bg-brand-light">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <KampPraktisch kamp={kamp} />

            {kamp.beschrijving && (
              <section aria-labelledby="over-titel">
                <h2 id="over-titel" className="text-2xl font-extrabold text-ink">
                  Over het kamp
                </h2>
                <p className="mt-3 whitespace-pre-line text-lg leading-relaxed text-muted">{kamp.beschrijving}</p>
              </section>
            )}

            {kamp.paklijst.length > 0 && <Paklijst kampId={kamp.id} lijnen={kamp.paklijst} />}
          </div>

          <div className="min-w-0 space-y-6">
            <KampZijkolom kamp={kamp} open={open} heeftInschrijving={heeftInschrijving} />
          </div>
        </div>
      </div>
    </>
  );
}
