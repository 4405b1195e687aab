// schema.org data for search engines, made on the server: crawlers read the HTML, the browser needs none of this code.
import { group } from "~/config/group";
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from "./meta";

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
