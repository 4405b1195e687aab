// The calendar feeds' addresses, shared by the subscribe block (server) and its behaviour (components/activiteiten/AbonneerBlok.enhance.ts):
// one tak's feed, a family's with several takken, or every tak's.

/** The path of a feed: every tak's (none chosen), one tak's, or several (`/kalender.ics?takken=welpen,jin`). */
export function feedPath(slugs: readonly string[]): string {
  if (slugs.length === 0) return "/kalender.ics";
  if (slugs.length === 1) return `/takken/${encodeURIComponent(slugs[0]!)}/kalender.ics`;
  return `/kalender.ics?takken=${slugs.map(encodeURIComponent).join(",")}`;
}

/**
 * The three ways to subscribe to a feed: Google's one-tap link, webcal:// for Apple and Outlook, and the https link. On
 * the site's public address (SITE_URL), not the request's: a feed is subscribed to for years.
 */
export function abonneerLinks(slugs: readonly string[], siteUrl: string): { google: string; webcal: string; https: string } {
  const https = new URL(feedPath(slugs), siteUrl || "http://localhost").toString();
  const webcal = https.replace(/^https?:/, "webcal:");
  return { google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`, webcal, https };
}
