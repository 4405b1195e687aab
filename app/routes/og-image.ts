import { pngResponse, siteShareImage } from "~/domains/media/share-image.server";

/** GET /og-image.png: the share image of pages without a picture of their own (made from app/config/group.ts). */
export async function loader() {
  // Not immutable: the group's colour or logo may change with a new release under the same URL.
  return pngResponse(await siteShareImage(), "public, max-age=86400");
}
