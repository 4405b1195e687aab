import { shareImage } from "~/domains/media/share-image.server";
import { takLogoSvg } from "./rules";

// The logos ship with the site (public/takken); bundled into the server so it never reads the build folder.
const TAK_LOGOS = import.meta.glob<string>("/public/takken/*.svg", { query: "?raw", import: "default", eager: true });

/** The tak's share image: its logo on the tak's colour (a shipped one, or the badge made in its colour). */
export async function takShareImage(tak: { logo: string | null; color: string }): Promise<Buffer> {
  const own = tak.logo ? TAK_LOGOS[`/public/takken/${tak.logo}.svg`] : undefined;
  if (own) return shareImage(`tak-${tak.logo}`, tak.color, own);
  const hex = tak.color.replace(/^#/, "").toLowerCase();
  return shareImage(`tak-kleur-${hex}`, tak.color, takLogoSvg(tak.color));
}
