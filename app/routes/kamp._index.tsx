import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import Tent from "lucide-react/icons/tent";
import { Link } from "react-router";
import type { Route } from "./+types/kamp._index";
import { PlaatsTekst } from "~/components/activiteiten/PlaatsTekst";
import { PageHero } from "~/components/ui/PageHero";
import { siteOf } from "~/domains/instellingen/site";
import { kampPad, kampPeriode, langeDag, prijsLabel } from "~/domains/activiteiten/kamp";
import { komendeKampen } from "~/domains/activiteiten/overzicht.server";
import { takLogoUrl } from "~/domains/takken/rules";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { pageMeta } from "~/lib/meta";
import { useSite } from "~/domains/instellingen/use-site";

/** /kamp: this summer's camps (the next one of each age tak that is not over), in tak order. */
export async function loader() {
  const [kampen, takken] = await Promise.all([komendeKampen(Date.now()), listPublicTakken()]);
  return {
    kampen: kampen.map(({ tak, activiteit: a }) => ({
      tak: { ...tak, logo: takken.find((t) => t.slug === tak.slug)?.logo ?? null },
      titel: a.titel,
      start: a.start,
      einde: a.einde,
      plaats: a.plaats,
      afgelast: a.afgelast,
      prijsCent: a.kamp?.prijsCent ?? null,
      deadline: a.kamp?.inschrijvingDeadline ?? null,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: "Kamp",
    description: `De kampen van ${site.groep.naam}: per ${site.woorden.tak} wanneer en waar, wat het kost, de paklijst en hoe je inschrijft.`,
    path: "/kamp",
  });
}

export default function Kampen({ loaderData }: Route.ComponentProps) {
  const { kampen } = loaderData;
  const w = useSite().woorden;
  return (
    <>
      <PageHero title="Op kamp" subtitle={`Het hoogtepunt van het scoutsjaar. Kies je ${w.tak}: vertrek, prijs, paklijst en inschrijving staan op één pagina.`} />
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        {kampen.length === 0 ? (
          <div className="card flex flex-col items-center px-6 py-12 text-center">
            <Tent className="h-12 w-12 text-brand" aria-hidden="true" />
            <p className="mt-4 text-lg font-bold text-ink">Er staan nog geen kampen gepland.</p>
            <p className="mt-1 text-muted">De leiding zet ze hier zodra ze vastliggen. De kalender toont intussen alle activiteiten.</p>
            <Link to="/kalender" className="btn-secondary mt-6">
              Naar de kalender
            </Link>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {kampen.map((k) => (
              <li key={k.tak.slug} className="card flex flex-col overflow-hidden">
                <div className="h-1.5" style={{ backgroundColor: k.tak.color }} aria-hidden="true" />
                <div className="flex flex-1 flex-col p-5">
                  <p className="flex items-center gap-3 font-bold text-muted">
                    <img src={takLogoUrl(k.tak)} alt="" width={40} height={40} className="h-10 w-10" />
                    {k.tak.name}
                  </p>
                  <h2 className="mt-3 text-xl font-extrabold text-ink">{k.titel}</h2>
                  {k.afgelast && (
                    <p className="mt-1">
                      <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wide text-white">Afgelast</span>
                    </p>
                  )}
                  <ul className="mt-3 flex-1 space-y-1.5 text-muted">
                    <li className="flex items-center gap-2">
                      <CalendarDays className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                      <span className="font-semibold text-ink">{kampPeriode(k, true)}</span>
                    </li>
                    {k.plaats && (
                      <li className="flex items-start gap-2">
                        <MapPin className="mt-1 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                        <PlaatsTekst plaats={k.plaats} />
                      </li>
                    )}
                    {k.prijsCent !== null && <li className="pl-6">Prijs: {prijsLabel(k.prijsCent)}</li>}
                    {k.deadline && <li className="pl-6">Inschrijven tot en met {langeDag(k.deadline)}</li>}
                  </ul>
                  <Link to={kampPad(k.tak.slug)} className="btn-primary mt-5 text-center">
                    Naar het kamp van de {k.tak.name} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
