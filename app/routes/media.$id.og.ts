import fs from "node:fs/promises";
import type { Route } from "./+types/media.$id.og";
import { mediaShareImageFile } from "~/domains/media/media.server";
import { logger } from "~/lib/logger.server";

/**
 * GET /media/{id}/og.jpg while that file is not there yet (the files under /media are served as they are once they
 * are): a stored picture's share image, made now from the picture (domains/media/media.server.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await mediaShareImageFile(params.id).catch((error: unknown) => {
    logger.warn({ err: error, media: params.id }, "Deelafbeelding kon niet gemaakt worden");
    return null;
  });
  if (!file) return new Response("Niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const jpeg = await fs.readFile(file);
  return new Response(new Uint8Array(jpeg), {
    headers: { "Content-Type": "image/jpeg", "Content-Length": String(jpeg.byteLength), "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
