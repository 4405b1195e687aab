import BookOpen from "lucide-react/icons/book-open";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Info from "lucide-react/icons/info";
import Shield from "lucide-react/icons/shield";
import Users from "lucide-react/icons/users";
import { data } from "react-router";
import type { Route } from "./+types/geschiedenis.$id";
import { LeidingJaarLinks, TerugNaarGeschiedenis } from "~/components/geschiedenis/GeschiedenisLinks";
import { KentekenImage } from "~/components/geschiedenis/KentekenImage";
import { RouteErrorPanel } from "~/components/ui/RouteErrorPanel";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { getGeschiedenis, listArtikels } from "~/domains/geschiedenis/geschiedenis.server";
import { periodeJaren, periodeTitel } from "~/domains/geschiedenis/rules";
import { shareImageFor } from "~/domains/media/media.server";
import { jaarLabel, jarenVanPeriode } from "~/domains/scoutsjaar/rules";
import { archiefJaren } from "~/domains/scoutsjaar/scoutsjaar.server";
import { noindexMeta, pageMeta } from "~/lib/meta";
import { summary } from "~/lib/text";
import { siteOf } from "~/domains/instellingen/site";

export async function loader({ params }: Route.LoaderArgs) {
  const [periode, artikels, archief] = await Promise.all([getGeschiedenis(params.id), listArtikels(params.id), archiefJaren()]);
  if (!periode) throw data(null, { status: 404 });
  return {
    periode,
    // The archived scouting years of this period, each with its page of leaders (issue 17).
    leidingJaren: jarenVanPeriode(periode.beginjaar, periode.eindjaar, archief).map(jaarLabel),
    artikels: artikels.map((a) => ({ id: a.id, titel: a.titel, artikel: a.artikel })),
    shareImage: await shareImageFor(periode.imageUrl, `Kenteken van ${periodeTitel(periode)}`),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  if (!loaderData) return noindexMeta(site, "Periode niet gevonden");
  const { periode, artikels } = loaderData;
  const titel = periodeTitel(periode);
  return pageMeta(site, {
    title: `${titel} (${periodeJaren(periode)})`,
    description: summary(
      `${titel}, ${periodeJaren(periode)}. ${artikels[0]?.artikel ?? `Een periode uit de geschiedenis van ${site.groep.naam}.`}`,
    ),
    path: `/geschiedenis/${encodeURIComponent(periode.id)}`,
    image: loaderData.shareImage,
    type: "article",
  });
}

export default function GeschiedenisDetail({ loaderData }: Route.ComponentProps) {
  const { periode, artikels, leidingJaren } = loaderData;
  const titel = periodeTitel(periode);
  const details = [
    { label: "Periode", value: periodeJaren(periode) },
    { label: "Aalmoezenier", value: periode.aalmoezenier },
    { label: "Groepsleiding", value: periode.groepsleiding },
    { label: "Jaarleuze", value: periode.jaarleuze },
    { label: "Kamp", value: periode.kamp },
  ].filter((d) => d.value);
  const extra = [
    { label: "Dokter", value: periode.dokter },
    { label: "Tandarts", value: periode.tandarts },
    { label: "Notities", value: periode.notities },
  ].filter((d) => d.value);

  return (
    <>
      <PageHero eyebrow={<TerugNaarGeschiedenis light>Terug naar overzicht</TerugNaarGeschiedenis>} title={titel}>
        <p className="mt-3 text-2xl font-extrabold text-green-50 md:text-3xl">{periodeJaren(periode)}</p>
        {periode.groepsleiding && (
          <p className="mt-2 text-lg text-green-50">
            <span className="font-bold text-white">Groepsleiding:</span> {periode.groepsleiding}
          </p>
        )}
      </PageHero>

      <div className="py-12">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-x-10">
          <aside className="space-y-6 lg:col-start-3 lg:row-start-1" aria-label="Kenteken en details">
            <Reveal className="card overflow-hidden">
              <h2 className="sr-only">Kenteken</h2>
              {periode.imageUrl ? (
                <div className="bg-brand-light p-5 lg:p-6">
                  <KentekenImage
                    url={periode.imageUrl}
                    alt={`Kenteken van ${titel}`}
                    sizes="(min-width: 1024px) 320px, 224px"
                    lazy={false}
                    className="mx-auto aspect-square h-auto w-full max-w-56 object-contain lg:max-w-xs"
                  />
                </div>
              ) : (
                <div className="flex flex-col items-center gap-3 bg-brand-light px-6 py-10 text-center">
                  <Shield className="h-12 w-12 text-brand/50" aria-hidden="true" />
                  <p className="font-semibold text-muted">Geen kenteken beschikbaar voor deze periode</p>
                </div>
              )}
            </Reveal>

            <Reveal className="card p-5" delayMs={100}>
              <h2 className="flex items-center gap-2 text-lg font-extrabold">
                <ClipboardList className="h-5 w-5 text-brand" aria-hidden="true" /> Details
              </h2>
              <dl className="mt-3 divide-y divide-gray-100">
                {details.map((d) => (
                  <div key={d.label} className="grid grid-cols-[7.5rem_1fr] gap-2 py-2">
                    <dt className="font-semibold text-muted">{d.label}</dt>
                    <dd className="text-ink">{d.value}</dd>
                  </div>
                ))}
              </dl>
            </Reveal>

            {leidingJaren.length > 0 && (
              <Reveal as="section" className="card p-5" delayMs={120}>
                <h2 className="flex items-center gap-2 text-lg font-extrabold">
                  <Users className="h-5 w-5 text-brand" aria-hidden="true" /> Leiding per scoutsjaar
                </h2>
                <LeidingJaarLinks jaren={leidingJaren} />
              </Reveal>
            )}
          </aside>

          <section
            className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1"
            aria-labelledby="geschreven-tekst"
          >
            <h2 id="geschreven-tekst" className="flex items-center gap-3 text-2xl font-extrabold md:text-3xl">
              <BookOpen className="h-7 w-7 text-brand" aria-hidden="true" /> Geschreven tekst
            </h2>
            {artikels.length === 0 ? (
              <p className="mt-6 text-muted">Geen verdere informatie beschikbaar voor deze periode.</p>
            ) : (
              <div className="mt-6 space-y-8">
                {artikels.map((a) => (
                  <Reveal as="article" key={a.id}>
                    {a.titel && <h3 className="text-xl font-extrabold text-ink">{a.titel}</h3>}
                    <p className={`whitespace-pre-line text-lg leading-relaxed text-muted ${a.titel ? "mt-2" : ""}`}>
                      {a.artikel}
                    </p>
                  </Reveal>
                ))}
              </div>
            )}
            <div className="mt-10 border-t border-gray-100 pt-6">
              <TerugNaarGeschiedenis>Terug naar overzicht</TerugNaarGeschiedenis>
            </div>
          </section>
          {extra.length > 0 && (
            <Reveal
              as="section"
              className="card border-l-4 border-l-brand p-5 lg:col-start-3 lg:row-start-2 lg:self-start"
              delayMs={150}
            >
              <h2 className="flex items-center gap-2 text-lg font-extrabold">
                <Info className="h-5 w-5 text-brand" aria-hidden="true" /> Extra informatie
              </h2>
              <dl className="mt-3 space-y-3">
                {extra.map((d) => (
                  <div key={d.label}>
                    <dt className="font-semibold text-muted">{d.label}</dt>
                    <dd className="whitespace-pre-line text-ink">{d.value}</dd>
                  </div>
                ))}
              </dl>
            </Reveal>
          )}
        </div>
      </div>
    </>
  );
}

/** An unknown period (404) or a failed load: the specification's error view, with the back link. */
export function ErrorBoundary() {
  return (
    <RouteErrorPanel
      icon={Shield}
      title="Periode niet gevonden"
      subtitle="De historische periode kon niet worden geladen"
      notFound="Deze periode bestaat niet (meer). Probeer het later opnieuw of kies een periode in het overzicht."
      back={{ to: "/geschiedenis", label: "Terug naar overzicht" }}
    />
  );
}
