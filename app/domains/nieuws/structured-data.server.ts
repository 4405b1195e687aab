import type { Site } from "~/domains/instellingen/site";
import { parseDate, toIsoString } from "~/lib/dates";
import { TIME_ZONE } from "~/lib/days";
import { absoluteUrl } from "~/lib/meta";
import { defaultImageUrl, groupPostalAddress } from "~/domains/instellingen/structured-data.server";
import { nieuwsImage, nieuwsPath, type NieuwsItem } from "./rules";

let dayFormat: Intl.DateTimeFormat | undefined;

/** 23:59:59 in Brussels on the day the event starts: the end of an event that states none. */
function endOfStartDay(start: string | null): string | null {
  const parsed = parseDate(start);
  if (!(parsed instanceof Date)) return null;
  // en-CA writes the date as YYYY-MM-DD; a time without offset is read as Brussels time.
  dayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return toIsoString(`${dayFormat.format(parsed)}T23:59:59`);
}

/**
 * The group's own lokaal, as Facebook events name it ("Scoutslokaal Sint-Joris", "Lokaal"), or no place at all:
 * then the group's address is the event's address.
 */
export function isOwnLokaal(placeName: string | null | undefined, site: Site): boolean {
  const name = placeName?.trim().toLowerCase() ?? "";
  if (!name || name === site.groep.naam.toLowerCase()) return true;
  return /lokaal/.test(name) && (/^(scouts)?lokaal$/.test(name) || name.includes(site.groep.korteNaam.toLowerCase()));
}

function location(placeName: string | null | undefined, site: Site): Record<string, unknown> {
  if (isOwnLokaal(placeName, site)) return { "@type": "Place", name: placeName?.trim() || site.groep.naam, address: groupPostalAddress(site) };
  // Somewhere else: only its name is known (no street from Facebook), and the country.
  return { "@type": "Place", name: placeName?.trim(), address: { "@type": "PostalAddress", addressCountry: "BE" } };
}

/** schema.org Event data of one news item, for search engines. */
export function eventJsonLd(item: NieuwsItem, site: Site): Record<string, unknown> {
  const start = toIsoString(item.start_time);
  const end = toIsoString(item.end_time) ?? endOfStartDay(item.start_time);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: item.name || "Nieuws artikel",
    ...(item.description ? { description: item.description } : {}),
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: item.is_canceled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    url: absoluteUrl(nieuwsPath(item.id), site.siteUrl),
    image: [nieuwsImage(item) ?? defaultImageUrl(site)],
    location: location(item.place?.name, site),
    organizer: { "@type": "Organization", name: site.groep.naam, url: site.siteUrl },
  };
}
