import CalendarPlus from "lucide-react/icons/calendar-plus";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useId } from "react";
import { useLocation } from "react-router";
import { abonneerLinks } from "~/domains/activiteiten/feed";
import { useSite } from "~/domains/instellingen/use-site";
import { Blok } from "~/components/ui/Blok";

/** The query parameter of the takken ticked in the block (without JavaScript its form reloads the page with them). */
export const AGENDA_VLAG = "agenda";

/**
 * 'Abonneren op de kalender': one tap adds the feed to Google Agenda, or to Apple Agenda and Outlook through webcal://;
 * the https link is there to copy. A parent ticks their takken first (a family with children in several takken gets
 * one feed for all of them, with the whole group's activities); nothing ticked is every tak. A subscribed agenda follows
 * every change and cancellation, unlike a downloaded .ics file.
 *
 * Without JavaScript the ticks are a GET form ('Link maken') that opens this page with `?agenda=`;
 * AbonneerBlok.enhance.ts changes the links at each tick instead, and puts 'Link kopiëren' in place of the field to
 * copy where the browser can copy.
 */
export function AbonneerBlok({
  takken,
  standaard,
  behoud = {},
  uitklap = false,
  className = "",
}: {
  /** The takken a parent can tick (the age takken, and the page's own). */
  takken: readonly { slug: string; name: string }[];
  /** Ticked at first: the page's own tak, or none (every tak). */
  standaard: readonly string[];
  /** The page's own query parameters, kept by the form without JavaScript (e.g. the calendar's `tak`). */
  behoud?: Record<string, string>;
  /** Closed until tapped (the tak page's 'Blijf op de hoogte'); open when the page answers its form. */
  uitklap?: boolean;
  className?: string;
}) {
  const id = useId();
  const { siteUrl } = useSite();
  const gevraagd = new URLSearchParams(useLocation().search).getAll(AGENDA_VLAG);
  const gekozen = takken.filter((t) => (gevraagd.length ? gevraagd : standaard).includes(t.slug)).map((t) => t.slug);
  const links = abonneerLinks(gekozen, siteUrl);

  const button = "px-3 text-center";
  const w = useSite().woorden;
  return (
    <Blok
      id="abonneren"
      titelId={`${id}-titel`}
      titel="Abonneren op de kalender"
      icoon={<CalendarPlus className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />}
      uitklap={uitklap}
      open={gevraagd.length > 0}
      className={className}
      data-js="abonneer"
      data-basis={siteUrl}
    >
      <p className="mt-2 text-muted">
        {`De activiteiten van je ${w.takken} (en die voor de hele groep) in je eigen agenda. Wat verandert of afgelast wordt, komt er vanzelf in.`}
      </p>
      <form method="get" action={`#abonneren`} className="mt-3">
        {Object.entries(behoud).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset aria-describedby={`${id}-takken-uitleg`}>
          <legend className="label">{`Welke ${w.takken}?`}</legend>
          <div className="flex flex-wrap gap-2">
            {takken.map((t) => (
              <label key={t.slug} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3">
                <input type="checkbox" name={AGENDA_VLAG} value={t.slug} defaultChecked={gekozen.includes(t.slug)} className="h-5 w-5 shrink-0 accent-brand-dark" />
                <span>{t.name}</span>
              </label>
            ))}
          </div>
          <p id={`${id}-takken-uitleg`} className="mt-1 text-sm text-muted">
            {`Kinderen in meer ${w.takken}? Vink ze allemaal aan: één agenda voor het hele gezin. Niets aangevinkt: alle ${w.takken}.`}
          </p>
        </fieldset>
        <button type="submit" data-zonder-js="" className="btn-secondary mt-3 w-full">
          Link maken
        </button>
      </form>
      <div className="mt-4 grid gap-2">
        <a href={links.google} data-feed="google" className={`btn-primary ${button}`}>
          Toevoegen aan Google Agenda
        </a>
        <a href={links.webcal} data-feed="webcal" className={`btn-secondary ${button}`}>
          Toevoegen aan Apple/Outlook (webcal)
        </a>
        <button
          type="button"
          hidden
          data-js="kopieer"
          data-link={links.https}
          data-veld={`${id}-link`}
          data-melding={`${id}-melding`}
          className={`btn-secondary ${button}`}
        >
          <Copy className="kopieer-voor h-5 w-5" aria-hidden="true" />
          <Check className="kopieer-na hidden h-5 w-5" aria-hidden="true" />
          Link kopiëren
        </button>
      </div>
      <div id={`${id}-link-blok`} className="mt-3">
        <label htmlFor={`${id}-link`} className="label">
          Link van de kalender (om te kopiëren)
        </label>
        <input id={`${id}-link`} data-feed="https" readOnly value={links.https} className="input text-sm" />
      </div>
      <p id={`${id}-melding`} aria-live="polite" data-tekst="De link is gekopieerd. Plak hem in je agenda." className="text-sm font-semibold text-brand-dark [&:not(:empty)]:mt-2" />
      <details className="mt-3 rounded-lg border border-gray-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-bold text-brand-dark">Hulp bij abonneren</summary>
        <dl className="space-y-3 px-3 pb-3 text-sm text-muted">
          <div>
            <dt className="font-bold text-ink">Android en Google Agenda</dt>
            <dd>
              Tik op &lsquo;Toevoegen aan Google Agenda&rsquo; en bevestig met &lsquo;Toevoegen&rsquo;. Zie je de activiteiten
              niet op je telefoon? Open de Google Agenda-app, tik op het menu, dan &lsquo;Instellingen&rsquo;, en zet de nieuwe
              agenda aan bij &lsquo;Synchroniseren&rsquo;.
            </dd>
          </div>
          <div>
            <dt className="font-bold text-ink">iPhone en iPad</dt>
            <dd>
              Tik op &lsquo;Toevoegen aan Apple/Outlook (webcal)&rsquo; en kies &lsquo;Abonneer&rsquo;. Gebruik je Google Agenda
              op je iPhone, tik dan op &lsquo;Toevoegen aan Google Agenda&rsquo;.
            </dd>
          </div>
          <div>
            <dt className="font-bold text-ink">Outlook</dt>
            <dd>
              Op een computer: tik op &lsquo;Toevoegen aan Apple/Outlook (webcal)&rsquo;, of kopieer de link en kies in Outlook
              &lsquo;Agenda toevoegen&rsquo;, &lsquo;Abonneren vanaf het web&rsquo;. Plak de link en bewaar.
            </dd>
          </div>
        </dl>
        <p className="px-3 pb-3 text-sm text-muted">Agenda&apos;s halen wijzigingen een paar keer per dag op, niet meteen.</p>
      </details>
    </Blok>
  );
}
