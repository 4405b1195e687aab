import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarDays from "lucide-react/icons/calendar-days";
import Mail from "lucide-react/icons/mail";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/takken.$id";
import { BoekjeKaart } from "~/components/takken/BoekjeKaart";
import { TakLeiding } from "~/components/takken/TakLeiding";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { BlijfOpDeHoogte } from "~/components/takken/BlijfOpDeHoogte";
import { meldingTakken } from "~/domains/meldingen/inschrijving.server";
import { berichtenVanTak } from "~/domains/meldingen/archief.server";
import { BerichtenAanOuders } from "~/components/takken/BerichtenAanOuders";
import { formatDate } from "~/lib/dates";
import { KomendeActiviteiten } from "~/components/activiteiten/KomendeActiviteiten";
import { KampBanner } from "~/components/kamp/KampBanner";
import { kampVanTak, leeftijdsTakken } from "~/domains/activiteiten/overzicht.server";
import { listActiviteiten } from "~/domains/activiteiten/activiteiten.server";
import { alsRegel, KOMENDE_OP_TAKPAGINA } from "~/domains/activiteiten/rules";
import { afmeldHref } from "~/domains/afmeldingen/rules";
import { inschrijfLink } from "~/domains/inschrijvingen/rules";
import { listLeidingByTak } from "~/domains/leiding/leiding.server";
import { takInfo } from "~/domains/leiding/rules";
import { listBoekjes } from "~/domains/takken/boekje.server";
import { boekjeLabel, boekjeUrl, getoondeBoekjes, heeftBoekje, maandVan, ROL, showsLeiding, takLogoUrl, takShareImagePath } from "~/domains/takken/rules";
import { getTakBySlugApi, listTakken, verhuisdeSlug } from "~/domains/takken/takken.server";
import { useSite } from "~/domains/instellingen/use-site";
import { now as clockNow } from "~/lib/clock.server";
import { noindexMeta, pageMeta, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/lib/meta";
import { summary } from "~/lib/text";
import { siteOf } from "~/domains/instellingen/site";

export async function loader({ params }: Route.LoaderArgs) {
  const tak = await getTakBySlugApi(params.id);
  if (!tak || tak.soort === ROL) {
    // A tak renamed since: its old address leads to its page of today, for as long as the site runs.
    const nu = await verhuisdeSlug(params.id);
    if (nu) throw redirect(`/takken/${nu}`, 301);
    throw data(null, { status: 404 });
  }
  const slug = tak.slug;
  const leeftijdsTak = heeftBoekje(tak);
  // The age takken (those with a booklet) show their coming activities.
  const now = clockNow();
  const [leiding, takken, komend, boekjes, kamp, volgbaar, berichten] = await Promise.all([
    showsLeiding(tak) ? listLeidingByTak(slug) : Promise.resolve(null),
    listTakken(),
    leeftijdsTak ? listActiviteiten({ takId: tak.id, komendOp: now, limit: KOMENDE_OP_TAKPAGINA }) : Promise.resolve(null),
    leeftijdsTak ? listBoekjes([tak.id]) : Promise.resolve([]),
    leeftijdsTak ? kampVanTak(slug, now) : Promise.resolve(undefined),
    // Parents of the age takken can follow them (issue 25).
    leeftijdsTak ? meldingTakken() : Promise.resolve(null),
    // What the site told this tak's parents (issue 39).
    leeftijdsTak ? berichtenVanTak(tak.id, now) : Promise.resolve(null),
  ]);
  const kampActiviteit = kamp?.activiteit;
  const leeftijd = volgbaar?.map((t) => t.slug) ?? [];
  const activiteiten = komend?.map((a) => alsRegel(a, afmeldHref(a, now, leeftijd, slug), inschrijfLink(a, now, leeftijd, slug))) ?? null;
  return {
    tak: {
      id: tak.id,
      name: tak.name,
      slug,
      logo: takken.find((t) => t.id === tak.id)?.logo ?? null,
      leeftijd: tak.leeftijd,
      email: tak.email,
      color: tak.color,
      beschrijving: tak.beschrijving,
    },
    // This month's booklet (or the latest before it) and, from the 25th, next month's; each labelled with its own month,
    // computed on the server so the page hydrates unchanged.
    boekjes: leeftijdsTak
      ? getoondeBoekjes(boekjes, now).map((b) => ({ url: boekjeUrl(b.bestand)!, label: boekjeLabel(tak.name, b.maand), dezeMaand: b.maand === maandVan(now) }))
      : null,
    leiding: leiding ?? null,
    activiteiten,
    // The coming camp, shown at the top (issue 28).
    kamp: kampActiviteit ? { start: kampActiviteit.start, einde: kampActiviteit.einde, plaats: kampActiviteit.plaats, afgelast: kampActiviteit.afgelast } : null,
    takken: takken.map(takInfo),
    meldingTakken: volgbaar?.map(({ slug, name }) => ({ slug, name })) ?? null,
    // The feed's takken to tick: the age takken, and this tak first when it is of another kind.
    abonneerTakken: [...(leeftijdsTak ? [] : [{ slug, name: tak.name }]), ...(await leeftijdsTakken()).map(({ slug: s, name }) => ({ slug: s, name }))],
    berichten: berichten?.map((b) => ({ id: b.id, titel: b.titel, datum: formatDate(b.verstuurdOp), iso: new Date(b.verstuurdOp).toISOString() })) ?? null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  if (!loaderData) return noindexMeta(site, "Pagina niet gevonden");
  const { tak } = loaderData;
  return pageMeta(site, {
    title: tak.name,
    description: summary(`${tak.name} (${tak.leeftijd} jaar) bij ${site.groep.naam}. ${tak.beschrijving}`),
    path: `/takken/${tak.slug}`,
    image: { url: takShareImagePath(tak), width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt: `Logo van ${tak.name}` },
  });
}

export default function TakDetail({ loaderData }: Route.ComponentProps) {
  const { tak, boekjes, leiding, activiteiten, kamp, takken, meldingTakken, berichten, abonneerTakken } = loaderData;
  const w = useSite().woorden;
  return (
    <>
      <PageHero
        eyebrow={
          <Link
            to="/takken"
            className="mb-5 inline-flex items-center gap-1.5 rounded-md font-bold text-green-50 hover:text-white hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {`Alle ${w.takken}`}
          </Link>
        }
        title={
          <span className="flex items-center gap-4 md:gap-6">
            <span
              className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-white p-2 shadow-lg md:h-28 md:w-28"
              style={{ boxShadow: `0 0 0 4px ${tak.color}` }}
            >
              <img src={takLogoUrl(tak)} alt="" width={96} height={96} className="h-full w-full" />
            </span>
            <span>{tak.name}</span>
          </span>
        }
      >
        <ul className="mt-6 flex flex-wrap items-center gap-3 text-base">
          {tak.leeftijd && (
            <li className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 font-bold">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              <span>{tak.leeftijd} jaar</span>
            </li>
          )}
          {tak.email && (
            <li>
              <a
                href={`mailto:${tak.email}`}
                className="inline-flex items-center gap-2 break-all rounded-full bg-white/15 px-4 py-2 font-bold hover:bg-white/25"
              >
                <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span>{tak.email}</span>
              </a>
            </li>
          )}
        </ul>
      </PageHero>

      {/* What is next first (issue 51): a parent on a phone sees Saturday's activity on the first screen. */}
      {activiteiten && <KomendeActiviteiten takSlug={tak.slug} activiteiten={activiteiten} />}

      {kamp && <KampBanner takSlug={tak.slug} color={tak.color} kamp={kamp} />}

      <div className="pt-12 md:pt-16">
        <BlijfOpDeHoogte takSlug={tak.slug} abonneerTakken={abonneerTakken} meldingTakken={meldingTakken} />
      </div>

      <div className="pb-12 md:pb-16">
        {/* Phones: booklet, description, contact. From 1024 px the cards share the right column. */}
        <div className="mx-auto grid max-w-6xl gap-6 px-4 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-x-12">
          {boekjes && <BoekjeKaart boekjes={boekjes} color={tak.color} className="self-start lg:col-start-3 lg:row-start-1" />}

          <section
            className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1"
            aria-labelledby="over-deze-tak"
          >
            <Reveal>
              <h2 id="over-deze-tak" className="text-2xl font-extrabold md:text-3xl">
                {`Over deze ${w.tak}`}
              </h2>
              <div className="mt-2 h-1 w-16 rounded-full" style={{ backgroundColor: tak.color }} aria-hidden="true" />
              <p className="mt-6 whitespace-pre-line text-lg leading-relaxed text-muted">{tak.beschrijving}</p>
            </Reveal>
          </section>

          {tak.email && (
            <Reveal
              as="section"
              className={`card self-start p-5 lg:col-start-3 ${boekjes ? "lg:row-start-2" : "lg:row-start-1"}`}
              delayMs={100}
            >
              <h2 className="flex items-center gap-2 text-lg font-extrabold">
                <Mail className="h-5 w-5 text-brand" aria-hidden="true" /> Vragen?
              </h2>
              <p className="mt-2 text-muted">{`Heb je een vraag over deze ${w.tak}? Stuur gerust een mailtje.`}</p>
              <a
                href={`mailto:${tak.email}`}
                className="mt-3 inline-block break-all font-bold text-brand-dark underline"
              >
                {tak.email}
              </a>
            </Reveal>
          )}
        </div>
      </div>

      {berichten && <BerichtenAanOuders tak={tak.name} berichten={berichten} />}

      {leiding && <TakLeiding leiding={leiding} takken={takken} email={tak.email} />}
    </>
  );
}
