import { groepLogo, shareImage } from "~/domains/media/share-image.server";
import { takSlug } from "./rules";

// The logos ship with the site (public/takken); bundled into the server so it never reads the build folder.
const TAK_LOGOS = import.meta.glob<string>("/public/takken/*.svg", { query: "?raw", import: "default", eager: true });

/** The tak's share image: its logo on the tak's colour; a tak added through the API without a logo gets the group's. */
export async function takShareImage(tak: { name: string; color: string }): Promise<Buffer> {
  const slug = takSlug(tak.name);
  const own = TAK_LOGOS[`/public/takken/${slug}.svg`];
  if (own) return shareImage(`tak-${slug}`, tak.color, own);
  const logo = await groepLogo();
  return shareImage(`tak-${slug}-${logo.key}`, tak.color, logo.bron);
}
