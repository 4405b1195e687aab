import ArrowLeft from "lucide-react/icons/arrow-left";
import CalendarDays from "lucide-react/icons/calendar-days";
import ExternalLink from "lucide-react/icons/external-link";
import Home from "lucide-react/icons/house";
import Info from "lucide-react/icons/info";
import SearchX from "lucide-react/icons/search-x";
import Images from "lucide-react/icons/images";
import UserPlus from "lucide-react/icons/user-plus";
import UserX from "lucide-react/icons/user-x";
import { data, Link } from "react-router";
import type { Route } from "./+types/nieuws.$id";
import { ActiviteitDetails } from "~/components/nieuws/ActiviteitDetails";
import { GroepBadge } from "~/components/nieuws/GroepBadge";
import { KalenderLink } from "~/components/ui/KalenderLink";
import { NieuwsImage } from "~/components/nieuws/NieuwsImage";
import { NieuwsMeta } from "~/components/nieuws/NieuwsMeta";
import { ShareButton } from "~/components/nieuws/ShareButton";
import { MessagePage } from "~/components/ui/MessagePage";
import { FacebookIcon } from "~/components/ui/SocialIcons";
import { albumVanActiviteit } from "~/domains/fotos/fotos.server";
import { leeftijdsTakken } from "~/domains/activiteiten/overzicht.server";
import { afmeldHref } from "~/domains/afmeldingen/rules";
import { inschrijfLink } from "~/domains/inschrijvingen/rules";
import { now as clockNow } from "~/lib/clock.server";
import { getNieuws, nieuwsView } from "~/domains/nieuws/nieuws.server";
import { eventJsonLd } from "~/domains/nieuws/structured-data.server";
import { JsonLd } from "~/lib/json-ld";
import { excerpt, facebookEventUrl, nieuwsImage, nieuwsPath } from "~/domains/nieuws/rules";
import { getTakBySlug } from "~/domains/takken/takken.server";
import { isPublicTak, maakSlug } from "~/domains/takken/rules";
import { shareImageFor } from "~/domains/media/media.server";
import { noindexMeta, pageMeta } from "~/lib/meta";
import { getSite } from "~/domains/instellingen/instellingen.server";
import { siteOf } from "~/domains/instellingen/site";
import { useSite } from "~/domains/instellingen/use-site";

export async function loader({ params }: Route.LoaderArgs) {
  const found = await getNieuws(params.id);
  if (!found) return data({ item: null, activiteit: null, kleur: null, takSlug: null, jsonLd: null, album: null, afmelden: null, inschrijven: null }, { status: 404 });
  const { item, activiteit } = found;
  const [tak, shareImage, site, album, leeftijd] = await Promise.all([
    item.groep ? getTakBySlug(maakSlug(item.groep)) : undefined,
    shareImageFor(nieuwsImage(item), `Afbeelding bij ${item.name || "Nieuws artikel"}`),
    getSite(),
    // The photos of the activity, for those who may see them: the link names no title and shows no picture.
    activiteit ? albumVanActiviteit(activiteit.id) : null,
    activiteit ? leeftijdsTakken() : [],
  ]);
  // 'Afmelden' on the activity's own page while it takes absences (issue 39).
  const afmelden = activiteit ? afmeldHref(activiteit, clockNow(), leeftijd.map((t) => t.slug)) : null;
  // 'Inschrijven' beside it when the activity asks for sign-ups (issue 51).
  const inschrijven = activiteit ? inschrijfLink(activiteit, clockNow(), leeftijd.map((t) => t.slug)) : null;
  const publiek = tak && isPublicTak(tak) ? tak : undefined;
  return { item: nieuwsView(item), activiteit, kleur: publiek?.color ?? null, takSlug: publiek?.slug ?? null, shareImage, jsonLd: eventJsonLd(item, site), album, afmelden, inschrijven };
}

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  const item = loaderData?.item;
  if (!item) return noindexMeta(site, "Nieuws niet gevonden");
  const title = item.name || "Nieuws artikel";
  return pageMeta(site, {
    title,
    description: excerpt(item.description) || `${title}: een activiteit van ${site.groep.naam}.`,
    path: nieuwsPath(params.id),
    image: loaderData.shareImage,
    type: "article",
  });
}

export default function NieuwsDetail({ loaderData }: Route.ComponentProps) {
  const { groep } = useSite();
  const { item, activiteit, kleur, jsonLd, album, afmelden, inschrijven } = loaderData;
  if (!item) return <NieuwsNietGevonden />;

  const title = item.name || "Nieuws artikel";
  return (
    <article>
      {jsonLd && <JsonLd data={jsonLd} />}
      <header className="page-top op-donker relative overflow-hidden bg-brand-dark bg-gradient-to-br from-brand via-brand-dark to-brand-darker px-4 pb-20 pt-28 text-white md:pb-24 md:pt-36">
        <div className="relative mx-auto max-w-4xl">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-green-50 hover:text-white hover:underline">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Alle nieuws
            </Link>
            {item.groep && <GroepBadge groep={item.groep} color={kleur} />}
          </div>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight sm:text-4xl md:text-5xl">{title}</h1>
          <NieuwsMeta datum={item.datum} place={item.place} className="mt-5 text-lg text-green-50" iconClassName="text-white" />
        </div>
      </header>

      <div className="relative mx-auto -mt-12 max-w-4xl px-4 pb-16">
        <div className="card overflow-hidden shadow-lg">
          <NieuwsImage item={item} color={kleur} priority width={1200} height={675} sizes="(min-width: 896px) 864px, 100vw" className="aspect-video w-full md:aspect-[2/1]" />
          <div className="p-6 md:p-10">
            {item.description.trim() ? (
              <p className="whitespace-pre-line text-lg leading-relaxed text-ink">{item.description.trim()}</p>
            ) : (
              <p className="text-lg italic text-muted">Geen beschrijving beschikbaar.</p>
            )}

            {activiteit && <ActiviteitDetails activiteit={activiteit} />}

            <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-6">
              {item.bron === "facebook" ? (
                <a href={facebookEventUrl(item.id)} target="_blank" rel="noopener noreferrer" className="btn-primary">
                  <FacebookIcon className="h-5 w-5" />
                  Bekijk op Facebook
                  <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">(opent in een nieuw tabblad)</span>
                </a>
              ) : (
                <Link to={activiteit?.takken.length === 1 ? `/kalender?tak=${activiteit.takken[0]!.slug}` : "/kalender"} className="btn-primary">
                  <CalendarDays className="h-5 w-5" aria-hidden="true" />
                  Naar de kalender
                </Link>
              )}
              {inschrijven && (
                <Link to={inschrijven.href} className="btn-secondary">
                  <UserPlus className="h-5 w-5" aria-hidden="true" />
                  Inschrijven{inschrijven.stand && <span className="font-semibold">({inschrijven.stand})</span>}
                </Link>
              )}
              {afmelden && (
                <Link to={afmelden} className="btn-secondary">
                  <UserX className="h-5 w-5" aria-hidden="true" />
                  Afmelden
                </Link>
              )}
              {album !== null && (
                <Link to={`/fotos/${album}`} className="btn-secondary">
                  <Images className="h-5 w-5" aria-hidden="true" />
                  Foto's van deze activiteit
                </Link>
              )}
              <ShareButton title={title} text={excerpt(item.description) || title} />
              <KalenderLink tak={activiteit?.takken.length === 1 ? activiteit.takken[0]!.slug : (loaderData.takSlug ?? undefined)} />
            </div>

            {item.bron === "facebook" && (
              <p className="mt-8 flex items-start gap-2 rounded-xl bg-brand-light p-4 text-sm text-muted">
                <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                <span>
                  Dit artikel werd automatisch geïmporteerd van de{" "}
                  {/* A group that has not yet filled in its Facebook link (Instellingen) still says where the item came from. */}
                  {groep.sociaal.facebook ? (
                    <a href={groep.sociaal.facebook} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-dark underline">
                      Facebookpagina van {groep.naam}
                    </a>
                  ) : (
                    <>Facebookpagina van {groep.naam}</>
                  )}
                  .
                </span>
              </p>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

function NieuwsNietGevonden() {
  return (
    <MessagePage icon={SearchX} title="Nieuws niet gevonden">
      <p>Het nieuwsbericht kon niet worden geladen</p>
      <Link to="/" className="btn-primary">
        <Home className="h-4 w-4" aria-hidden="true" />
        Terug naar de homepagina
      </Link>
    </MessagePage>
  );
}
