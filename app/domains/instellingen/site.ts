// What every page knows of the group: made on the server from the settings (instellingen.server.ts) and handed to the
// pages by the root loader, so the header, footer, titles and share tags of a page read one object.
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareImage } from "~/lib/meta";
import { STANDAARD_INSTELLINGEN } from "./defaults";
import { brandCss, brandTinten, kaartUrls, type Groep, type Instellingen, type Logo } from "./rules";
import { woorden, type Woorden } from "~/domains/takken/rules";

export interface LogoBestanden {
  /** The logo in the header and the footer. */
  header: string;
  favicon: { href: string; type: string };
  appleTouchIcon: string;
  icon192: string;
  icon512: string;
}

export interface Site {
  /** The public address (SITE_URL), without a trailing slash. */
  siteUrl: string;
  groep: Groep;
  /** The map of the lokaal, or null while the group has not placed it. */
  kaart: { embedUrl: string; linkUrl: string } | null;
  kleur: string;
  /** The style sheet's brand variables, or "" for the default green. */
  kleurCss: string;
  logo: LogoBestanden;
  eigenLogo: boolean;
  voettekst: string;
  /** The group's word for a tak in every form a text needs ('tak' or 'afdeling', 'Takken' or 'Afdelingen', ...). */
  woorden: Woorden;
  /** The share image of a page without a picture of its own: the logo on the group's colour. */
  deelAfbeelding: ShareImage;
}

/** The files the site ships with (public/), used until a group uploads its own logo. */
const STANDAARD_LOGO: LogoBestanden = {
  header: "/logo.svg",
  favicon: { href: "/favicon.svg", type: "image/svg+xml" },
  appleTouchIcon: "/apple-touch-icon.png",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
};

/** The sizes made from an uploaded logo (logo.server.ts), each a PNG under /media/{id}/. */
export const LOGO_MATEN = { header: 128, favicon: 48, appleTouchIcon: 180, icon192: 192, icon512: 512 } as const;

export function logoBestanden(logo: Logo | null): LogoBestanden {
  if (!logo) return STANDAARD_LOGO;
  const file = (size: number) => `/media/${logo.id}/${size}.png`;
  return {
    header: file(LOGO_MATEN.header),
    favicon: { href: file(LOGO_MATEN.favicon), type: "image/png" },
    appleTouchIcon: file(LOGO_MATEN.appleTouchIcon),
    icon192: file(LOGO_MATEN.icon192),
    icon512: file(LOGO_MATEN.icon512),
  };
}

/**
 * The site's share image: its URL names the logo and the colour it was made of, so a social network that keeps
 * pictures by URL fetches the new one after a change. The demo's own keeps its plain address.
 */
export function deelAfbeeldingPad(logo: Logo | null, kleur: string): string {
  const tint = brandTinten(kleur).brand.slice(1);
  return !logo && tint === "3d8b37" ? "/og-image.png" : `/og-image.png?v=${logo?.id ?? "standaard"}-${tint}`;
}

export function siteVan(instellingen: Instellingen, siteUrl: string): Site {
  const { groep, kleur, logo, teksten } = instellingen;
  return {
    siteUrl,
    groep,
    kaart: groep.kaart && kaartUrls(groep.kaart),
    kleur,
    kleurCss: brandCss(kleur),
    logo: logoBestanden(logo),
    eigenLogo: logo !== null,
    voettekst: teksten.voettekst,
    woorden: woorden(groep.takWoord),
    deelAfbeelding: {
      url: deelAfbeeldingPad(logo, kleur),
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      alt: `Logo van ${groep.naam}`,
    },
  };
}

/** What a page shows when even the root loader failed (the error page): the neutral starting values, relative links. */
export const STANDAARD_SITE: Site = siteVan(STANDAARD_INSTELLINGEN, "");

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/**
 * The group's settings as the root loader handed them to every page, for a route's meta function (which runs in the
 * browser too, where the database is not). The starting values only when the root loader itself failed.
 */
export function siteOf(matches: Matches): Site {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: Site } | undefined;
  return root?.site ?? STANDAARD_SITE;
}
