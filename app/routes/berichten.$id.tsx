import ArrowLeft from "lucide-react/icons/arrow-left";
import Mails from "lucide-react/icons/mails";
import { data, Link } from "react-router";
import { useSite } from "~/domains/instellingen/use-site";
import type { Route } from "./+types/berichten.$id";
import { PlaatsTekst } from "~/components/activiteiten/PlaatsTekst";
import { siteOf } from "~/domains/instellingen/site";
import { getBericht } from "~/domains/meldingen/archief.server";
import { takkenZin } from "~/domains/meldingen/rules";
import { now as clockNow } from "~/lib/clock.server";
import { formatDate, formatTime } from "~/lib/dates";
import { parseNumericId } from "~/lib/http.server";
import { noindexMeta } from "~/lib/meta";

// /berichten/{id}: one message of the archive 'Berichten aan de ouders', as the parents got it (without anything that
// was theirs: no address, no manage link). Kept 3 months.

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseNumericId(params.id);
  const bericht = id === null ? undefined : await getBericht(id, clockNow());
  if (!bericht) throw data(null, { status: 404 });
  return {
    titel: bericht.titel,
    verstuurd: `${formatDate(bericht.verstuurdOp)} om ${formatTime(bericht.verstuurdOp)}`,
    iso: new Date(bericht.verstuurdOp).toISOString(),
    takken: bericht.takken?.map(({ slug, name }) => ({ slug, name })) ?? null,
    // The tak pages that show the archive: the age takken's.
    terug: bericht.takken?.filter((t) => t.pagina).map(({ slug, name }) => ({ slug, name })) ?? null,
    inhoud: bericht.inhoud,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // A message is of its moment: for the parents, not for search engines.
  return noindexMeta(siteOf(matches), loaderData ? loaderData.titel : "Bericht niet gevonden");
}

export default function Bericht({ loaderData }: Route.ComponentProps) {
  const { titel, verstuurd, iso, takken, terug, inhoud } = loaderData;
  const aan = takken === null ? "de hele groep" : takkenZin(takken.map((t) => t.name));
  const w = useSite().woorden;
  return (
    <section className="page-top bg-brand-light px-4 pb-16 pt-24 md:pt-32">
      <article className="card mx-auto max-w-2xl p-5 sm:p-6">
        <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-brand-dark">
          <Mails className="h-4 w-4" aria-hidden="true" /> Bericht aan de ouders
        </p>
        <h1 className="mt-2 wrap-anywhere text-2xl font-extrabold text-ink md:text-3xl">{titel}</h1>
        <p className="mt-2 text-muted">
          Verstuurd op <time dateTime={iso}>{verstuurd}</time> aan de ouders van {aan}.
        </p>
        {inhoud.eerder && <p className="mt-3 text-muted">{inhoud.eerder}</p>}
        <div className="mt-4 divide-y divide-gray-100 border-t border-gray-200">
          {inhoud.activiteiten.map((a, i) => (
            <section key={i} aria-labelledby={`bericht-activiteit-${i}`} className="py-4">
              <h2 id={`bericht-activiteit-${i}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-extrabold text-ink">
                <span className={a.afgelast ? "line-through decoration-red-700/60" : ""}>{a.titel}</span>
                {a.afgelast && <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wide text-white">Afgelast</span>}
              </h2>
              <dl className="mt-2 grid gap-x-4 text-muted sm:grid-cols-[auto_1fr] sm:gap-y-1">
                <dt className="font-semibold text-ink">Wanneer</dt>
                <dd className="mb-1 sm:mb-0">
                  {a.dag}, {a.uren}
                </dd>
                <dt className="font-semibold text-ink">{w.Tak}</dt>
                <dd className="mb-1 sm:mb-0">{a.takken}</dd>
                {a.plaats && (
                  <>
                    <dt className="font-semibold text-ink">Plaats</dt>
                    <dd className="mb-1 min-w-0 sm:mb-0">
                      <PlaatsTekst plaats={a.plaats} />
                    </dd>
                  </>
                )}
                {a.meebrengen && (
                  <>
                    <dt className="font-semibold text-ink">Mee te nemen</dt>
                    <dd className="mb-1 min-w-0 wrap-anywhere sm:mb-0">{a.meebrengen}</dd>
                  </>
                )}
                {a.afgelast && a.reden && (
                  <>
                    <dt className="font-semibold text-ink">Reden</dt>
                    <dd className="mb-1 min-w-0 wrap-anywhere sm:mb-0">{a.reden}</dd>
                  </>
                )}
              </dl>
              <a href={a.pad} className="mt-2 inline-flex min-h-11 items-center font-bold text-brand-dark underline underline-offset-2">
                Op de kalender
              </a>
            </section>
          ))}
        </div>
        <div className="mt-2 flex flex-wrap gap-x-5 border-t border-gray-200 pt-3">
          {(terug ?? []).map((t) => (
            <Link key={t.slug} to={`/takken/${t.slug}#berichten`} className="inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-dark underline underline-offset-2">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Berichten van de {t.name}
            </Link>
          ))}
          {takken === null && (
            <Link to="/takken" className="inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-dark underline underline-offset-2">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {`Naar de ${w.takken}`}
            </Link>
          )}
        </div>
      </article>
    </section>
  );
}
