import { group } from "~/config/group";
import { nieuwsImage, nieuwsPath, type NieuwsItem } from "~/domains/nieuws/rules";
import { toIsoString } from "~/lib/dates";
import { absoluteUrl } from "~/lib/meta";

/** JSON that is safe inside a script element: no "<", ">" or "&" can end it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function eventJsonLd(item: NieuwsItem): Record<string, unknown> {
  const image = nieuwsImage(item);
  const start = toIsoString(item.start_time);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: item.name || "Nieuws artikel",
    ...(item.description ? { description: item.description } : {}),
    ...(start ? { startDate: start } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    url: absoluteUrl(nieuwsPath(item.id)),
    ...(image ? { image: [image] } : {}),
    location: {
      "@type": "Place",
      name: item.place?.name || group.name,
      address: {
        "@type": "PostalAddress",
        ...(item.place?.name ? {} : { streetAddress: group.address.street }),
        addressLocality: item.place?.name ? undefined : group.address.city,
        addressCountry: "BE",
      },
    },
    organizer: { "@type": "Organization", name: group.name, url: group.siteUrl },
  };
}

/** schema.org Event data of one news item, for search engines. */
export function EventJsonLd({ item }: { item: NieuwsItem }) {
  return (
    // A data block, not a script: the Content-Security-Policy does not apply to it.
    <script type="application/ld+json" suppressHydrationWarning>
      {scriptSafeJson(eventJsonLd(item))}
    </script>
  );
}
