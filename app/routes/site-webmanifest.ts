import { getSite } from "~/domains/instellingen/instellingen.server";

/** GET /site.webmanifest: name, colour and icons for "add to home screen", from the group's settings. */
export async function loader() {
  const { groep, kleur, logo } = await getSite();
  const manifest = {
    name: groep.naam,
    short_name: groep.korteNaam,
    lang: "nl-BE",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: kleur,
    icons: [
      { src: logo.icon192, sizes: "192x192", type: "image/png" },
      { src: logo.icon512, sizes: "512x512", type: "image/png" },
    ],
  };
  // Made from the settings at every request (a change shows at once); browsers keep it an hour.
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
