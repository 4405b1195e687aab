import { groupOf } from "~/group/request-context";
import type { Route } from "./+types/robots";
import { absoluteUrl } from "~/lib/meta";

// The Disallow lines come first: crawlers that follow the first matching rule (rather than the longest) would
// otherwise stop at `Allow: /` and crawl the admin. The sitemap is named on the site's public address (SITE_URL).
export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /api/", "Disallow: /fotos", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml", groupOf(context).siteUrl)}`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
