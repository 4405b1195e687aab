import { group } from "~/config/group";

/** GET /site.webmanifest: name, colour and icons for "add to home screen", from app/config/group.ts. */
export function loader() {
  const manifest = {
    name: group.name,
    short_name: group.shortName,
    lang: "nl-BE",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: group.color,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
