import { group } from "~/config/group";
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from "./meta";

/** JSON that is safe inside a script element: no "<", ">" or "&" can end it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** schema.org data for search engines: a data block, which the Content-Security-Policy does not treat as a script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" suppressHydrationWarning>
      {scriptSafeJson(data)}
    </script>
  );
}

/** The group's own address (its lokaal) as a schema.org PostalAddress. */
export function groupPostalAddress(): Record<string, string> {
  return {
    "@type": "PostalAddress",
    streetAddress: group.address.street,
    postalCode: group.address.postcode,
    addressLocality: group.address.city,
    addressCountry: "BE",
  };
}

/** The site's share image as an absolute URL, for structured data that needs a picture. */
export function defaultImageUrl(): string {
  return absoluteUrl(DEFAULT_SHARE_IMAGE.url);
}

/** schema.org Organization of the group, for the start page. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: group.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: defaultImageUrl(),
    email: group.email,
    telephone: group.phone,
    foundingDate: String(group.foundedYear),
    address: groupPostalAddress(),
    sameAs: Object.values(group.social),
  };
}
