import History from "lucide-react/icons/rotate-ccw-clock";
import Info from "lucide-react/icons/info";
import SearchX from "lucide-react/icons/search-x";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/geschiedenis._index";
import { KentekenGrid } from "~/components/geschiedenis/KentekenGrid";
import { Tijdlijn } from "~/components/geschiedenis/Tijdlijn";
import { PageHero } from "~/components/ui/PageHero";
import { Reveal } from "~/components/ui/Reveal";
import { listGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { alineas, type Groep } from "~/domains/instellingen/rules";
import { kentekensTeTonen } from "~/domains/geschiedenis/rules";
import { pageMeta } from "~/lib/meta";
import { useSite } from "~/domains/instellingen/use-site";
import { siteOf } from "~/domains/instellingen/site";

export async function loader() {
  const [periodes, { teksten, momenten }] = await Promise.all([listGeschiedenis(), getInstellingen()]);
  return {
    intro: teksten.geschiedenis.intro,
    momenten,
    periodes: periodes.map((p) => ({
      id: p.id,
      titel: p.titel,
      beginjaar: p.beginjaar,
      eindjaar: p.eindjaar,
      imageUrl: p.imageUrl,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: "Geschiedenis",
    description: `De geschiedenis van ${site.groep.naam}${site.groep.opgericht ? ` sinds ${site.groep.opgericht}` : ""}: de kentekens van elke periode en de belangrijkste momenten.`,
    path: "/geschiedenis",
  });
}

/** 'Al sinds 1956 beleven jongeren in Gent het avontuur van de scouts.', with what the group filled in. */
function geschiedenisOndertitel({ opgericht, adres }: Groep): string {
  return `${opgericht ? `Al sinds ${opgericht} beleven` : "Zo beleven"} jongeren${adres.gemeente ? ` in ${adres.gemeente}` : ""} het avontuur van de scouts.`;
}

export default function Geschiedenis({ loaderData }: Route.ComponentProps) {
  const { periodes, intro, momenten } = loaderData;
  const { groep } = useSite();
  const [searchParams] = useSearchParams();
  const shown = kentekensTeTonen(searchParams.get("toon"), periodes.length);

  return (
    <>
      <PageHero
        title="Onze geschiedenis"
        subtitle={geschiedenisOndertitel(groep)}
      />

      <section className="py-12">
        <div className="mx-auto max-w-6xl px-4">
          <Reveal className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
            {alineas(intro).map((alinea, i) => (
              <p key={i} className="whitespace-pre-line">{alinea}</p>
            ))}
          </Reveal>
        </div>
      </section>

      <section className="pb-12" aria-labelledby="kentekens-titel">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="kentekens-titel" className="flex items-center gap-3 text-2xl font-extrabold md:text-3xl">
            <History className="h-7 w-7 text-brand" aria-hidden="true" />
            Kentekens door de jaren heen
          </h2>
          {periodes.length === 0 ? (
            <div className="card mt-8 flex flex-col items-center px-6 py-12 text-center">
              <SearchX className="h-12 w-12 text-brand/60" aria-hidden="true" />
              <p className="mt-4 text-lg font-bold text-ink">Geen historische gegevens gevonden</p>
              <p className="mt-1 max-w-md text-muted">
                We vullen de geschiedenis van onze groep stap voor stap aan. Heb je oude foto&apos;s, kentekens of verhalen? Laat het ons
                weten via het{" "}
                <Link to="/contact" className="font-bold text-brand-dark underline">
                  contactformulier
                </Link>
                .
              </p>
            </div>
          ) : (
            <KentekenGrid periodes={periodes} shown={shown} />
          )}
        </div>
      </section>

      <section className="bg-brand-light py-12 md:py-16" aria-labelledby="momenten-titel">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="momenten-titel" className="text-2xl font-extrabold md:text-3xl">
            Belangrijke momenten
          </h2>
          {momenten.length === 0 ? (
            <p className="mt-6 text-lg text-muted">Hier komen binnenkort de belangrijkste momenten uit onze geschiedenis.</p>
          ) : (
            <Tijdlijn momenten={momenten} />
          )}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12">
        <div
          className="rounded-2xl border-l-4 border-amber-500 bg-white p-5 shadow-sm ring-1 ring-gray-100"
          role="note"
        >
          <p className="flex items-center gap-2 font-bold text-ink">
            <Info className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" /> Klopt er iets niet?
          </p>
          <p className="mt-2 text-muted">
            Onze geschiedenis is samengesteld uit archieven en herinneringen van oud-leden. Zie je een fout of heb je
            aanvullingen? Laat het ons weten via het{" "}
            <Link to="/contact" className="font-bold text-brand-dark underline">
              contactformulier
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
