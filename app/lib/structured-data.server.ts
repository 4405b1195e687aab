// schema.org data for search engines, made on the server: crawlers read the HTML, the browser needs none of this code.
import type { Site } from "~/domains/instellingen/site";
import { absoluteUrl } from "./meta";

/** The group's own address (its lokaal) as a schema.org PostalAddress. */
export function groupPostalAddress(site: Site): Record<string, string> {
  return {
    "@type": "PostalAddress",
    streetAddress: site.groep.adres.straat,
    postalCode: site.groep.adres.postcode,
    addressLocality: site.groep.adres.gemeente,
    addressCountry: "BE",
  };
}

/** The site's share image as an absolute URL, for structured data that needs a picture. */
export function defaultImageUrl(site: Site): string {
  return absoluteUrl(site.deelAfbeelding.url, site.siteUrl);
}

/** schema.org Organization of the group, for the start page. */
export function organizationJsonLd(site: Site): Record<string, unknown> {
  const { groep } = site;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: groep.naam,
    url: absoluteUrl("/", site.siteUrl),
    logo: absoluteUrl(site.logo.icon512, site.siteUrl),
    image: defaultImageUrl(site),
    email: groep.email,
    ...(groep.telefoon ? { telephone: groep.telefoon } : {}),
    foundingDate: String(groep.opgericht),
    address: groupPostalAddress(site),
    sameAs: Object.values(groep.sociaal).filter(Boolean),
  };
}
