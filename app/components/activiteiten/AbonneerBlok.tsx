import CalendarPlus from "lucide-react/icons/calendar-plus";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useId } from "react";
import { absoluteUrl } from "~/lib/meta";
import { useSite } from "~/lib/use-site";

/** The path of a calendar feed: one tak's, or every tak's. */
export function feedPath(slug: string | null): string {
  return slug ? `/takken/${encodeURIComponent(slug)}/kalender.ics` : "/kalender.ics";
}

/** The three ways to subscribe to a feed: Google's one-tap link, webcal:// for Apple and Outlook, and the https link. */
export function abonneerLinks(slug: string | null, siteUrl: string): { google: string; webcal: string; https: string } {
  // The site's public address (SITE_URL), not the request's: a feed is subscribed to for years.
  const https = absoluteUrl(feedPath(slug), siteUrl);
  const webcal = https.replace(/^https?:/, "webcal:");
  return { google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`, webcal, https };
}

/**
 * 'Abonneren op de kalender': one tap adds the feed of a tak (or of every tak) to Google Agenda, or to Apple Agenda
 * and Outlook through webcal://; the https link is there to copy. A subscribed agenda follows every change and
 * cancellation, unlike a downloaded .ics file. The https link is a field to copy by hand; app/enhance/kopieer.ts puts
 * 'Link kopiëren' in its place where the browser can copy (and shows the field again when it refuses).
 */
export function AbonneerBlok({ tak, className = "" }: { tak: { slug: string; name: string } | null; className?: string }) {
  const id = useId();
  const links = abonneerLinks(tak?.slug ?? null, useSite().siteUrl);
  const wie = tak ? `de ${tak.name}` : "alle takken";

  const button = "px-3 text-center";
  return (
    <section id="abonneren" aria-labelledby={`${id}-titel`} className={`card p-5 ${className}`}>
      <h2 id={`${id}-titel`} className="flex items-center gap-2 text-xl font-extrabold">
        <CalendarPlus className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />
        Abonneren op de kalender
      </h2>
      <p className="mt-2 text-muted">
        De activiteiten van {wie} in je eigen agenda. Wat verandert of afgelast wordt, komt er vanzelf in.
      </p>
      <div className="mt-4 grid gap-2">
        <a href={links.google} className={`btn-primary ${button}`}>
          Toevoegen aan Google Agenda
        </a>
        <a href={links.webcal} className={`btn-secondary ${button}`}>
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
        <input id={`${id}-link`} readOnly value={links.https} className="input text-sm" />
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
    </section>
  );
}
