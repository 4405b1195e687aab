import type { Route } from "./+types/takken._index";
import { TakCard } from "~/components/takken/TakCard";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { takkenBeschrijving } from "~/domains/takken/rules";
import { listPublicTakken, oudeAdressen } from "~/domains/takken/takken.server";
import { pageMeta } from "~/lib/meta";
import { siteOf } from "~/domains/instellingen/site";
import { useSite } from "~/domains/instellingen/use-site";

export async function loader() {
  const [takken, oud] = await Promise.all([listPublicTakken(), oudeAdressen()]);
  return {
    takken: takken.map((t) => ({ id: t.id, name: t.name, slug: t.slug, logo: t.logo, leeftijd: t.leeftijd, color: t.color, oudeAdressen: oud.get(t.id) ?? [] })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteOf(matches);
  return pageMeta(site, { title: site.woorden.Takken, description: takkenBeschrijving(loaderData?.takken ?? [], site.woorden), path: "/takken" });
}

export default function Takken({ loaderData }: Route.ComponentProps) {
  const w = useSite().woorden;
  return (
    <>
      <PageHero title={`Onze ${w.takken}`} subtitle="Voor elke leeftijd een eigen groep, met spel en avontuur op maat." />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <Reveal className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
          <p>
            {`Een kind van zes speelt anders dan een tiener van vijftien. Daarom werken we met ${w.takken}: groepen van leeftijdsgenoten die samen spelen, op weekend en op kamp gaan.`}
          </p>
          <p>
            {`Zo krijgt iedereen uitdagingen die bij zijn leeftijd passen, en groeit elk lid stap voor stap mee van ${w.tak}  tot ${w.tak}, tot hij of zij zelf leiding wordt.`}
          </p>
        </Reveal>
        <h2 className="sr-only">{`Alle ${w.takken}`}</h2>
        {loaderData.takken.length === 0 ? (
          <p className="card mt-10 p-6 text-lg text-muted">{`De ${w.takken} van onze groep komen hier binnenkort.`}</p>
        ) : (
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.takken.map((tak) => (
              <li key={tak.id} id={tak.slug}>
                {/* Old links name the tak's earlier addresses (#jonggivers of the specification, a renamed tak's): they land here. */}
                {tak.oudeAdressen.map((oud) => (
                  <span key={oud} id={oud} />
                ))}
                <TakCard tak={tak} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
