import { group } from "~/config/group";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/lib/meta";
import groupLogo from "../../../public/logo.svg?raw";
import { imageTool } from "./media.server";

// Made on first request and kept in memory: a handful of small PNGs, redone after a restart in a fraction of a second.
const made = new Map<string, Promise<Buffer>>();

/**
 * A share image the site makes itself: a logo on a white disc on a colour, 1200 x 630 PNG. No text: the server's
 * fonts are unknown, the title travels in og:title anyway. Without a logo of its own, the group's logo.
 */
export function shareImage(key: string, color: string, logo: string = groupLogo): Promise<Buffer> {
  const background = /^#[0-9a-f]{6}$/i.test(color) ? color : group.color;
  const id = `${key}|${background.toLowerCase()}`;
  let png = made.get(id);
  if (!png) {
    png = render(logo, background);
    png.catch(() => made.delete(id));
    made.set(id, png);
  }
  return png;
}

/** The share image of every page without a picture of its own: the group's logo on the group's colour. */
export function siteShareImage(): Promise<Buffer> {
  return shareImage("site", group.color);
}

async function render(svg: string, color: string): Promise<Buffer> {
  const sharp = await imageTool();
  const logo = await sharp(Buffer.from(svg), { density: 300 }).resize(400, 400, { fit: "contain", background: "#0000" }).png().toBuffer();
  const disc = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="460" height="460"><circle cx="230" cy="230" r="230" fill="#fff"/></svg>');
  return sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: color } })
    .composite([
      { input: disc, gravity: "center" },
      { input: logo, gravity: "center" },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A PNG answer that never changes under its URL. */
export function pngResponse(png: Buffer, cacheControl = "public, max-age=31536000, immutable"): Response {
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.byteLength), "Cache-Control": cacheControl },
  });
}
