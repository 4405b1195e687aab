import { kampPad } from "~/domains/activiteiten/kamp";
import { escapeHtml } from "~/lib/text";
import { komendeKampen } from "~/domains/activiteiten/overzicht.server";
import { listGeschiedenis } from "~/domains/geschiedenis/geschiedenis.server";
import { listNieuws } from "~/domains/nieuws/nieuws.server";
import { jaarLabel } from "~/domains/scoutsjaar/rules";
import { archiefJaren } from "~/domains/scoutsjaar/scoutsjaar.server";
import { listPublicTakken } from "~/domains/takken/takken.server";
import { groupOf } from "~/group/request-context";
import type { Route } from "./+types/sitemap";
import { absoluteUrl } from "~/lib/meta";

const STATIC_PATHS = ["/", "/nieuws", "/takken", "/kalender", "/kamp", "/about", "/contact", "/geschiedenis"];

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = groupOf(context);
  const [takken, periodes, nieuws, jaren, kampen] = await Promise.all([
    listPublicTakken(),
    listGeschiedenis(),
    listNieuws(),
    archiefJaren(),
    komendeKampen(Date.now()),
  ]);
  const paths = [
    ...STATIC_PATHS,
    ...takken.map((t) => `/takken/${t.slug}`),
    ...kampen.map((k) => kampPad(k.tak.slug)),
    ...periodes.map((p) => `/geschiedenis/${encodeURIComponent(p.id)}`),
    // The archive of past scouting years: a year joins it at the reveal of the next one.
    ...jaren.map((j) => `/geschiedenis/leiding/${jaarLabel(j)}`),
    ...nieuws.map((n) => `/nieuws/${encodeURIComponent(n.id)}`),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((p) => `  <url><loc>${escapeHtml(absoluteUrl(p, siteUrl))}</loc></url>`).join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
