import ArrowLeft from "lucide-react/icons/arrow-left";
import Banknote from "lucide-react/icons/banknote";
import CalendarClock from "lucide-react/icons/calendar-clock";
import ClipboardPen from "lucide-react/icons/clipboard-pen";
import Download from "lucide-react/icons/download";
import ExternalLink from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import Home from "lucide-react/icons/home";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Tent from "lucide-react/icons/tent";
import { data, Link } from "react-router";
import type { Route } from "./+types/kamp.$tak";
import { Aftellen } from "~/components/kamp/Aftellen";
import { Paklijst } from "~/components/kamp/Paklijst";
import { PageHero } from "~/components/ui/PageHero";
import {
  grootteLabel,
  inschrijvingOpen,
  kaartUrl,
  kampPad,
  kampPeriode,
  langeDag,
  langMoment,
  prijsLabel,
} from "~/domains/activiteiten/kamp";
import { kampVanTak } from "~/domains/activiteiten/overzicht.server";
import { brusselsDateKey } from "~/lib/days";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { siteOf } from "~/domains/instellingen/site";
import { pageMeta, pageTitle } from "~/lib/meta";

/** /kamp/{tak}: everything a parent must know about the tak's coming camp. */
export async function loader({ params }: Route.LoaderArgs) {
  const now = Date.now();
  const [found, { teksten }] = await Promise.all([kampVanTak(params.tak.toLowerCase(), now), getInstellingen()]);
  if (!found) throw data(null, { status: 404 });
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
      ? `Het kamp van de ${tak.name} van ${site.groep.naam}, ${kampPeriode(kamp, true)}${kamp.plaats ? ` in ${kamp.plaats}` : ""}: vertrek, prijs, paklijst en inschrijving.`
      : `Het kamp van de ${tak.name} van ${site.groep.naam}.`,
    path: kampPad(tak.slug),
  });
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
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
        subtitle={`${kampPeriode(kamp, true)}${kamp.plaats ? ` in ${kamp.plaats}` : ""}`}
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
            <section id="praktisch" aria-labelledby="praktisch-titel" className="card p-5">
              <h2 id="praktisch-titel" className="text-2xl font-extrabold text-ink">
                Praktisch
              </h2>
              <dl className="mt-4 space-y-5">
                <Rij icon={CalendarClock} term="Vertrek">
                  <p className="font-semibold text-ink">{langMoment(kamp.start)}</p>
                  {kamp.vertrekPlaats && <p>{kamp.vertrekPlaats}</p>}
                </Rij>
                {kamp.einde !== null && (
                  <Rij icon={Home} term="Terugkeer">
                    <p className="font-semibold text-ink">{langMoment(kamp.einde)}</p>
                    {kamp.terugkeerPlaats && <p>{kamp.terugkeerPlaats}</p>}
                  </Rij>
                )}
                {(kamp.adres || kamp.plaats) && (
                  <Rij icon={MapPin} term="Kampplaats">
                    <p className="whitespace-pre-line text-ink">{kamp.adres ?? kamp.plaats}</p>
                    {kamp.adres && (
                      <a
                        href={kaartUrl(kamp.adres)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-bold text-brand-dark underline underline-offset-2"
                      >
                        Toon op de kaart <ExternalLink className="h-4 w-4" aria-hidden="true" />
                        <span className="sr-only">(opent in een nieuw tabblad)</span>
                      </a>
                    )}
                  </Rij>
                )}
                {kamp.prijsCent !== null && (
                  <Rij icon={Banknote} term="Prijs">
                    <p className="text-lg font-extrabold text-ink">{prijsLabel(kamp.prijsCent)}</p>
                    <p className="mt-1 whitespace-pre-line">{kamp.steun}</p>
                  </Rij>
                )}
                {kamp.meebrengen && (
                  <Rij icon={ClipboardPen} term="Mee te nemen">
                    <p className="whitespace-pre-line">{kamp.meebrengen}</p>
                  </Rij>
                )}
              </dl>
            </section>

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
            {heeftInschrijving && (
              <section id="inschrijven" aria-labelledby="inschrijven-titel" className="card p-5">
                <h2 id="inschrijven-titel" className="flex items-center gap-2 text-xl font-extrabold text-ink">
                  <ClipboardPen className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
                  Inschrijven
                </h2>
                {open ? (
                  <>
                    {kamp.inschrijvingDeadline && (
                      <p className="mt-2 text-muted">
                        Schrijf in tot en met <strong className="text-ink">{langeDag(kamp.inschrijvingDeadline)}</strong>.
                      </p>
                    )}
                    {kamp.inschrijvingUrl && (
                      <a href={kamp.inschrijvingUrl} rel="noopener noreferrer" className="btn-primary mt-4 w-full">
                        Inschrijven voor het kamp <ExternalLink className="h-4 w-4" aria-hidden="true" />
                      </a>
                    )}
                  </>
                ) : (
                  <p className="mt-2 text-muted">
                    De inschrijvingen zijn afgesloten sinds {langeDag(kamp.inschrijvingDeadline!)}. Vragen? Neem contact op met de leiding.
                  </p>
                )}
              </section>
            )}

            {kamp.documenten.length > 0 && (
              <section id="documenten" aria-labelledby="documenten-titel" className="card p-5">
                <h2 id="documenten-titel" className="flex items-center gap-2 text-xl font-extrabold text-ink">
                  <FileText className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
                  Documenten
                </h2>
                <ul className="mt-3 divide-y divide-gray-100">
                  {kamp.documenten.map((d) => (
                    <li key={d.id}>
                      <a href={d.url} className="flex min-h-11 items-center gap-3 py-2 font-bold text-brand-dark hover:underline">
                        <Download className="h-5 w-5 shrink-0" aria-hidden="true" />
                        <span className="min-w-0 flex-1 break-words">{d.titel}</span>
                        <span className="shrink-0 text-sm font-normal text-muted">PDF, {grootteLabel(d.grootte)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {kamp.contact && (
              <section aria-labelledby="contact-titel" className="card p-5">
                <h2 id="contact-titel" className="flex items-center gap-2 text-xl font-extrabold text-ink">
                  <Phone className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
                  Contact tijdens het kamp
                </h2>
                <p className="mt-2 text-muted">Alleen als het dringend is: de leiding is dan op kamp.</p>
                <a href={telHref(kamp.contact)} className="btn-secondary mt-3 w-full">
                  <Phone className="h-4 w-4" aria-hidden="true" /> {kamp.contact}
                </a>
              </section>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

function Rij({ icon: Icon, term, children }: { icon: typeof Phone; term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-muted">
        <Icon className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
        {term}
      </dt>
      <dd className="mt-0.5 min-w-0 break-words pl-7 text-muted">{children}</dd>
    </div>
  );
}
