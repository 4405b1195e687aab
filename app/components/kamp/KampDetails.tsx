import Banknote from "lucide-react/icons/banknote";
import CalendarClock from "lucide-react/icons/calendar-clock";
import ClipboardPen from "lucide-react/icons/clipboard-pen";
import Download from "lucide-react/icons/download";
import ExternalLink from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import Home from "lucide-react/icons/home";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { PlaatsTekst } from "~/components/activiteiten/PlaatsTekst";
import { grootteLabel, kaartUrl, langeDag, langMoment, prijsLabel, type KampView } from "~/domains/activiteiten/kamp";

/** A camp as its page shows it: the activity's own fields and the camp's, with the support line filled in. */
export type KampDetails = Omit<KampView, "steun"> & { start: number; einde: number | null; plaats: string | null; steun: string };

/** 'Praktisch': departure, return, the camp's address with a map link, the price and what to bring. */
export function KampPraktisch({ kamp }: { kamp: KampDetails & { meebrengen: string | null } }) {
  return (
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
            {kamp.adres ? <p className="whitespace-pre-line text-ink">{kamp.adres}</p> : kamp.plaats && <p className="text-ink"><PlaatsTekst plaats={kamp.plaats} /></p>}
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
  );
}

/** The side column: registering, the documents to download and the phone number during the camp. */
export function KampZijkolom({ kamp, open, heeftInschrijving }: { kamp: KampDetails; open: boolean; heeftInschrijving: boolean }) {
  return (
    <>
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
                  <span className="min-w-0 flex-1 wrap-anywhere">{d.titel}</span>
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
    </>
  );
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function Rij({ icon: Icon, term, children }: { icon: typeof Phone; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-muted">
        <Icon className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
        {term}
      </dt>
      <dd className="mt-0.5 min-w-0 wrap-anywhere pl-7 text-muted">{children}</dd>
    </div>
  );
}
