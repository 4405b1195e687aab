// schema.org data for search engines, made on the server: crawlers read the HTML, the browser needs none of this code.
import { absoluteUrl } from "~/lib/meta";
import type { Site } from "./site";

/** The group's own address (its lokaal) as a schema.org PostalAddress, with the parts it filled in. */
export function groupPostalAddress(site: Site): Record<string, string> {
  const { straat, postcode, gemeente } = site.groep.adres;
  return {
    "@type": "PostalAddress",
    ...(straat ? { streetAddress: straat } : {}),
    ...(postcode ? { postalCode: postcode } : {}),
    ...(gemeente ? { addressLocality: gemeente } : {}),
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
    ...(groep.email ? { email: groep.email } : {}),
    ...(groep.telefoon ? { telephone: groep.telefoon } : {}),
    ...(groep.opgericht ? { foundingDate: String(groep.opgericht) } : {}),
    ...(groep.adres.straat || groep.adres.gemeente ? { address: groupPostalAddress(site) } : {}),
    sameAs: Object.values(groep.sociaal).filter(Boolean),
  };
}
