import type { Route } from "./+types/takken._index";
import { TakCard } from "~/components/takken/TakCard";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { takkenBeschrijving, takSlug } from "~/domains/takken/rules";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { pageMeta } from "~/lib/meta";
import { siteOf } from "~/domains/instellingen/site";

// Older links point at the girls' branch names of before the merger; they land on today's branch.
const LEGACY_ANCHORS: Record<string, string> = { jongverkenners: "jonggivers", verkenners: "givers" };

export async function loader() {
  const takken = await listPublicTakken();
  return { takken: takken.map((t) => ({ id: t.id, name: t.name, leeftijd: t.leeftijd, color: t.color })) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(siteOf(matches), { title: "Takken", description: takkenBeschrijving(loaderData?.takken ?? []), path: "/takken" });
}

export default function Takken({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Onze takken" subtitle="Voor elke leeftijd een eigen groep, met spel en avontuur op maat." />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <Reveal className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
          <p>
            Een kapoen van zes speelt anders dan een verkenner van vijftien. Daarom werken we met takken: groepen van
            leeftijdsgenoten die samen spelen, op weekend en op kamp gaan.
          </p>
          <p>
            Zo krijgt iedereen uitdagingen die bij zijn leeftijd passen, en groeit elk lid stap voor stap mee van tak
            tot tak, tot hij of zij zelf leiding wordt.
          </p>
        </Reveal>
        <h2 className="sr-only">Alle takken</h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.takken.map((tak) => {
            const slug = takSlug(tak.name);
            const legacy = LEGACY_ANCHORS[slug];
            return (
              <li key={tak.id} id={slug}>
                {legacy && <span id={legacy} />}
                <TakCard tak={tak} />
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
