import Users from "lucide-react/icons/users";
import { data, redirect } from "react-router";
import type { Route } from "./+types/geschiedenis.leiding.$jaar";
import { LeidingJaarLinks, TerugNaarGeschiedenis } from "~/components/geschiedenis/GeschiedenisLinks";
import { PageHero } from "~/components/ui/PageHero";
import { RouteErrorPanel } from "~/components/ui/RouteErrorPanel";
import { jaarLabel, parseJaarLabel } from "~/domains/scoutsjaar/rules";
import { archiefJaren, archiefVanJaar, huidigBeginjaar } from "~/domains/scoutsjaar/scoutsjaar.server";
import { noindexMeta, pageMeta } from "~/lib/meta";
import { alleLeidingPad } from "~/domains/leiding/leiding.server";
import { useSite } from "~/domains/instellingen/use-site";
import { siteOf } from "~/domains/instellingen/site";

/** /geschiedenis/leiding/2025-2026: who led which tak in a past scouting year, names only. */
export async function loader({ params }: Route.LoaderArgs) {
  const begin = parseJaarLabel(params.jaar);
  if (begin === null) throw data(null, { status: 404 });
  const huidig = await huidigBeginjaar();
  // This year's leaders are on the leiding page, with their photos; a coming year is not public before its reveal.
  if (begin === huidig) throw redirect(await alleLeidingPad());
  const [takken, jaren] = await Promise.all([begin < huidig ? archiefVanJaar(begin) : Promise.resolve([]), archiefJaren(huidig)]);
  if (takken.length === 0) throw data(null, { status: 404 });
  return { jaar: jaarLabel(begin), takken, jaren: jaren.map(jaarLabel) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  if (!loaderData) return noindexMeta(site, "Scoutsjaar niet gevonden");
  return pageMeta(site, {
    title: `Leiding ${loaderData.jaar}`,
    description: `Wie in scoutsjaar ${loaderData.jaar} de ${site.woorden.takken} van ${site.groep.naam} leidde.`,
    path: `/geschiedenis/leiding/${loaderData.jaar}`,
  });
}

export default function LeidingArchief({ loaderData }: Route.ComponentProps) {
  const { jaar, takken, jaren } = loaderData;
  const w = useSite().woorden;
  return (
    <>
      <PageHero
        eyebrow={<TerugNaarGeschiedenis light>Terug naar de geschiedenis</TerugNaarGeschiedenis>}
        title={`Leiding ${jaar}`}
        subtitle={`Wie in scoutsjaar ${jaar} welke ${w.tak} leidde.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {takken.map((t, i) => (
            <section key={t.tak} className="card p-5" aria-labelledby={`tak-${i}`}>
              <h2 id={`tak-${i}`} className="flex items-center gap-2 text-xl font-extrabold">
                <Users className="h-5 w-5 text-brand" aria-hidden="true" /> {t.tak}
              </h2>
              <ul className="mt-3 space-y-1 text-lg">
                {t.namen.map((n) => (
                  <li key={n.id}>
                    {n.name}
                    {n.takleiding && <span className="text-base text-muted"> ({w.takleiding})</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        {jaren.length > 1 && (
          <nav aria-label="Andere scoutsjaren" className="mt-10 border-t border-gray-100 pt-6">
            <h2 className="text-lg font-extrabold">Andere scoutsjaren</h2>
            <LeidingJaarLinks jaren={jaren.filter((j) => j !== jaar)} />
          </nav>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPanel
      title="Scoutsjaar niet gevonden"
      notFound="Voor dit scoutsjaar is geen leiding bekend."
      back={{ to: "/geschiedenis", label: "Terug naar de geschiedenis" }}
    />
  );
}
