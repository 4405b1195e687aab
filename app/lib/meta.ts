import type { MetaDescriptor } from "react-router";
import { group } from "~/config/group";

export function absoluteUrl(path: string): string {
  return new URL(path, group.siteUrl).toString();
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

/** The site's own share image (routes/og-image.ts: the group's logo on the group's colour). */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: "/og-image.png",
  width: SHARE_IMAGE_WIDTH,
  height: SHARE_IMAGE_HEIGHT,
  alt: `Logo van ${group.name}`,
};

/** Title, description, canonical URL and OpenGraph tags of one page. */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  image?: ShareImage | null;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const title = options.title === group.name ? group.name : `${options.title} | ${group.name}`;
  const url = absoluteUrl(options.path);
  const image = options.image ?? DEFAULT_SHARE_IMAGE;
  return [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: group.name },
    { property: "og:locale", content: "nl_BE" },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image.url) },
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
