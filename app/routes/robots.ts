import { absoluteUrl } from "~/lib/meta";

// The Disallow lines come first: crawlers that follow the first matching rule (rather than the longest) would
// otherwise stop at `Allow: /` and crawl the admin.
const BODY = ["User-agent: *", "Disallow: /admin", "Disallow: /api/", "Disallow: /fotos", "Allow: /", "", `Sitemap: ${absoluteUrl("/sitemap.xml")}`, ""].join("\n");

export function loader() {
  return new Response(BODY, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
