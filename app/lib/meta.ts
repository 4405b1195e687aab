import type { MetaDescriptor } from "react-router";

/** A path on the site's public address (SITE_URL): canonical URLs, share images, links in feeds and mails. */
export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl || "http://localhost").toString();
}

/**
 * The picture a social network shows with a shared link: a PNG or JPEG (they refuse SVG and WebP). Width and height
 * are given when known (our own images are 1200 x 630); for an external picture they are left out rather than guessed.
 */
export interface ShareImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The size of the share images the site makes itself: the large-picture format of the social networks. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** What the meta tags read of the group's site (the instellingen domain's Site has it). */
export interface PageSite {
  /** The public address, without a trailing slash. */
  siteUrl: string;
  groep: { naam: string };
  /** The share image of a page without a picture of its own. */
  deelAfbeelding: ShareImage;
}

/** A page's title: 'Contact | Scouts Sint-Joris Demostad'; the group's own name stands alone. */
export function pageTitle(site: PageSite, title: string): string {
  return title === site.groep.naam ? title : `${title} | ${site.groep.naam}`;
}

/** Title and robots of a page that search engines skip (the admin, a missing item, a confirmation link). */
export function noindexMeta(site: PageSite, title: string, robots = "noindex"): MetaDescriptor[] {
  return [{ title: pageTitle(site, title) }, { name: "robots", content: robots }];
}

/** Title, description, canonical URL and OpenGraph tags of one page. */
export function pageMeta(
  site: PageSite,
  options: {
    title: string;
    description: string;
    path: string;
    image?: ShareImage | null;
    type?: "website" | "article";
  },
): MetaDescriptor[] {
  const url = absoluteUrl(options.path, site.siteUrl);
  const image = options.image ?? site.deelAfbeelding;
  return [
    { title: pageTitle(site, options.title) },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.groep.naam },
    { property: "og:locale", content: "nl_BE" },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image.url, site.siteUrl) },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
