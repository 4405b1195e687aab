import { pngResponse, siteShareImage } from "~/domains/media/share-image.server";

/**
 * GET /og-image.png: the share image of pages without a picture of their own (the group's logo on its colour). Pages
 * name it with ?v= for the logo and colour it shows, so a new logo gets a new address.
 */
export async function loader() {
  return pngResponse(await siteShareImage(), "public, max-age=86400");
}
