import fs from "node:fs/promises";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import { logoBestand } from "~/domains/instellingen/logo.server";
import { LOGO_MATEN } from "~/domains/instellingen/site";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/lib/meta";
import standaardLogo from "../../../public/logo.svg?raw";
import { imageToBuffer } from "~/lib/images.server";

// Made on first request and kept in memory: a handful of small PNGs, redone after a restart in a fraction of a second.
const made = new Map<string, Promise<Buffer>>();
// A group that tries many logos or colours leaves pictures nobody asks for any more: start over past this many.
const MAX_MADE = 40;

/**
 * A share image the site makes itself: a logo on a white backing on a colour, 1200 x 630 PNG. No text: the server's
 * fonts are unknown, the title travels in og:title anyway. `key` names the logo (a new logo, a new key).
 */
export function shareImage(key: string, color: string, logo: string | Buffer): Promise<Buffer> {
  const id = `${key}|${color.toLowerCase()}`;
  let png = made.get(id);
  if (!png) {
    if (made.size >= MAX_MADE) made.clear();
    // The site's own logos (the group's and the takken's, SVG text) are round; an uploaded one (its PNG) has its own shape.
    png = render(logo, color, typeof logo === "string");
    png.catch(() => made.delete(id));
    made.set(id, png);
  }
  return png;
}

/** The group's logo as the share images use it: the uploaded one (as the PNG made from it) or the site's own SVG. */
export async function groepLogo(): Promise<{ key: string; bron: string | Buffer }> {
  const { logo } = await getInstellingen();
  if (!logo) return { key: "standaard", bron: standaardLogo };
  return { key: logo.id, bron: await fs.readFile(logoBestand(logo.id, LOGO_MATEN.icon512)) };
}

/** The share image of every page without a picture of its own: the group's logo on the group's colour. */
export async function siteShareImage(): Promise<Buffer> {
  const [{ kleur }, logo] = await Promise.all([getInstellingen(), groepLogo()]);
  return shareImage(`site-${logo.key}`, kleur, logo.bron);
}

/**
 * The logo on a white backing in its own shape: the site's own (round) on a disc, a group's own on a rounded tile
 * around what it draws (its transparent margin trimmed), so a square or wide logo keeps its corners inside.
 */
async function render(logoSource: string | Buffer, color: string, round: boolean): Promise<Buffer> {
  const source = Buffer.from(logoSource);
  // An uploaded logo's icon has a transparent margin: it goes first (only transparent pixels, not whatever colour the
  // top-left one has), then what the logo draws is fitted in 400 x 400 without a new margin.
  const logo = round
    ? await imageToBuffer({ buffer: source }, [["resize", { width: 400, height: 400, fit: "contain", background: "#0000" }], ["png"]], { density: 300 })
    : await imageToBuffer({ buffer: (await imageToBuffer({ buffer: source }, [["trim", { background: "#00000000" }], ["png"]])).data }, [
        ["resize", { width: 400, height: 400, fit: "inside" }],
        ["png"],
      ]);
  const [w, h] = [logo.width + 60, logo.height + 60];
  const backing = Buffer.from(
    round
      ? '<svg xmlns="http://www.w3.org/2000/svg" width="460" height="460"><circle cx="230" cy="230" r="230" fill="#fff"/></svg>'
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="28" fill="#fff"/></svg>`,
  );
  const made = await imageToBuffer({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: color } }, [
    [
      "composite",
      [
        { input: backing, gravity: "center" },
        { input: logo.data, gravity: "center" },
      ],
    ],
    ["png", { compressionLevel: 9 }],
  ]);
  return made.data;
}

/** A PNG answer that never changes under its URL. */
export function pngResponse(png: Buffer, cacheControl = "public, max-age=31536000, immutable"): Response {
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.byteLength), "Cache-Control": cacheControl },
  });
}
