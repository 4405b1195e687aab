import sharp from "sharp";
import groupLogo from "../../../public/logo.svg?raw";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/lib/meta";
import { DEFAULT_TAK_COLOR, takSlug } from "./rules";

// The logos ship with the site (public/takken); bundled into the server so it never reads the build folder.
const TAK_LOGOS = import.meta.glob<string>("/public/takken/*.svg", { query: "?raw", import: "default", eager: true });

// Made on first request and kept in memory: nine small PNGs, redone after a restart in a fraction of a second.
const made = new Map<string, Promise<Buffer>>();

/**
 * The tak's share image: its logo on a white disc on the tak's colour, 1200 x 630 PNG. A tak without a logo of its
 * own (added through the API) gets the group's logo. No text: the server's fonts are unknown, the title travels in
 * og:title anyway.
 */
export function takShareImage(tak: { name: string; color: string }): Promise<Buffer> {
  const slug = takSlug(tak.name);
  const color = /^#[0-9a-f]{6}$/i.test(tak.color) ? tak.color : DEFAULT_TAK_COLOR;
  const key = `${slug}|${color.toLowerCase()}`;
  let png = made.get(key);
  if (!png) {
    png = render(TAK_LOGOS[`/public/takken/${slug}.svg`] ?? groupLogo, color);
    png.catch(() => made.delete(key));
    made.set(key, png);
  }
  return png;
}

async function render(svg: string, color: string): Promise<Buffer> {
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
