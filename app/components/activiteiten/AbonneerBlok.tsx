import { CalendarPlus, Link2 } from "lucide-react";
import { useSite } from "~/lib/use-site";

function feedPath(slug: string | null): string {
  return slug ? `/takken/${encodeURIComponent(slug)}/kalender.ics` : "/kalender.ics";
}

/**
 * 'Abonneren op de kalender': per feed a webcal:// link (calendar apps open it and subscribe) and the plain https link
 * (to paste in Google Agenda or Outlook). webcal:// needs the site's public host; the https link is the same path here.
 */
export function AbonneerBlok({ takken, tak }: { takken: { slug: string; name: string; color: string }[]; tak: string | null }) {
  // webcal:// on the site's public address (SITE_URL): the calendar app fetches the feed from there, not from this page.
  const siteHost = new URL(useSite().siteUrl || "http://localhost").host;
  const feeds = [{ slug: null, name: "Alle takken", color: null }, ...takken];
  return (
    <aside aria-labelledby="abonneren" className="lg:col-span-1">
      <div className="card p-5 lg:sticky lg:top-24">
        <h2 id="abonneren" className="flex items-center gap-2 text-xl font-extrabold">
          <CalendarPlus className="h-6 w-6 text-brand" aria-hidden="true" />
          Abonneren op de kalender
        </h2>
        <p className="mt-2 text-muted">
          Zet de activiteiten in je eigen agenda. Nieuwe en gewijzigde activiteiten komen er vanzelf bij.
        </p>
        <ul className="mt-4 divide-y divide-gray-100">
          {feeds.map((feed) => {
            const path = feedPath(feed.slug);
            const wie = feed.slug ? `de ${feed.name}` : "alle takken";
            return (
              <li key={feed.slug ?? "alle"} className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 ${feed.slug === tak && tak ? "font-bold" : ""}`}>
                <span className="inline-flex items-center gap-2 font-semibold text-ink">
                  {feed.color && <span aria-hidden="true" className="h-3 w-3 rounded-full ring-1 ring-black/15" style={{ backgroundColor: feed.color }} />}
                  {feed.name}
                </span>
                <span className="flex gap-1">
                  <a
                    href={`webcal://${siteHost}${path}`}
                    aria-label={`Abonneren op de kalender van ${wie}`}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-bold text-brand-dark hover:bg-brand-light hover:underline"
                  >
                    <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Abonneren
                  </a>
                  <a
                    href={path}
                    type="text/calendar"
                    aria-label={`https-link van de kalender van ${wie}`}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-bold text-brand-dark hover:bg-brand-light hover:underline"
                  >
                    <Link2 className="h-4 w-4" aria-hidden="true" /> https-link
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
        <h3 className="mt-6 font-extrabold">Zo abonneer je</h3>
        <dl className="mt-2 space-y-3 text-sm text-muted">
          <div>
            <dt className="font-bold text-ink">Google Agenda</dt>
            <dd>
              Kopieer de https-link (lang indrukken of rechtsklikken). Open Google Agenda op een computer, klik naast
              &lsquo;Andere agenda&apos;s&rsquo; op + en kies &lsquo;Via URL&rsquo;. Plak de link en kies &lsquo;Agenda toevoegen&rsquo;.
            </dd>
          </div>
          <div>
            <dt className="font-bold text-ink">Apple Agenda (iPhone, iPad, Mac)</dt>
            <dd>Tik op &lsquo;Abonneren&rsquo; en bevestig. Je toestel houdt de kalender zelf bij.</dd>
          </div>
          <div>
            <dt className="font-bold text-ink">Outlook</dt>
            <dd>
              Kies &lsquo;Agenda toevoegen&rsquo; en dan &lsquo;Abonneren vanaf het web&rsquo;, plak de https-link en bewaar.
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-muted">Agenda&apos;s halen wijzigingen een paar keer per dag op, niet meteen.</p>
      </div>
    </aside>
  );
}
