import type { MetaDescriptor } from "react-router";
import { group } from "~/config/group";

export function absoluteUrl(path: string): string {
  return new URL(path, group.siteUrl).toString();
}

/** Title, description, canonical URL and OpenGraph tags of one page. */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const title = options.title === group.name ? group.name : `${options.title} | ${group.name}`;
  const url = absoluteUrl(options.path);
  const image = absoluteUrl(options.image || "/og-image.png");
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
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
