import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { InputError } from "~/lib/errors";
import { discardRest } from "~/lib/request-body.server";
import { checkUpload, voegFotoToe } from "./mutations.server";
import { ALBUM_VOL, FOTO_TE_GROOT, KIES_FOTO, MAX_FOTO_BYTES, MAX_FOTOS_PER_ALBUM } from "./rules";
import { uploadDir } from "./verwerking.server";

export interface UploadUitkomst {
  fotos: { id: number; naam: string; breedte: number; hoogte: number }[];
  geweigerd: { naam: string; error: string; status: number }[];
}

const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;

/**
 * `POST /api/albums/{id}/fotos`: every file in the field `foto`, written to a temporary file as it arrives, then each
 * processed in the queue and the temporary file removed, so a batch never sits in memory. A refused file is named with its
 * reason; the photos before it stay.
 */
export async function ontvangFotos(request: Request, albumId: number): Promise<UploadUitkomst> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw new InputError(`${KIES_FOTO} Stuur ze als multipart/form-data in het veld 'foto'.`, 400, { foto: KIES_FOTO });
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_TOTAL_BYTES) throw new InputError(FOTO_TE_GROOT, 413, { foto: FOTO_TE_GROOT });
  // The album and the role are checked before a byte of the body is read.
  await checkUpload(albumId);
  const uitkomst: UploadUitkomst = { fotos: [], geweigerd: [] };
  const tmpDir = uploadDir();
  await fs.mkdir(tmpDir, { recursive: true });
  // First every file to disk, as it arrives: the parser holds one part in memory, and a request waiting for its turn
  // in the queue then holds none. (The form-data parser would copy each part into a File first.)
  const ontvangen: { naam: string; tmp: string }[] = [];
  try {
    try {
      const parts = parseMultipartRequest(request, { maxFileSize: MAX_FOTO_BYTES, maxTotalSize: MAX_TOTAL_BYTES, maxParts: MAX_FOTOS_PER_ALBUM + 50 });
      for await (const part of parts) {
        if (part.name !== "foto" || !part.isFile || part.size === 0) continue;
        if (ontvangen.length >= MAX_FOTOS_PER_ALBUM) throw new InputError(ALBUM_VOL, 409, { foto: ALBUM_VOL });
        const tmp = path.join(tmpDir, crypto.randomBytes(12).toString("hex"));
        ontvangen.push({ naam: (part.filename ?? "").slice(0, 200) || "foto", tmp });
        // The part's own chunks, as they came: no copy of the photo is made in memory.
        const handle = await fs.open(tmp, "w");
        try {
          for (const chunk of part.content) await handle.write(chunk);
        } finally {
          await handle.close();
        }
      }
    } catch (error) {
      if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
        await discardRest(request.body);
        uitkomst.geweigerd.push({ naam: "foto", error: FOTO_TE_GROOT, status: 413 });
      } else if (error instanceof MultipartParseError || error instanceof MaxPartsExceededError || error instanceof MaxHeaderSizeExceededError || error instanceof TypeError) {
        throw new InputError("Het formulier kon niet gelezen worden.", 400);
      } else {
        throw error;
      }
    }
    for (const { naam, tmp } of ontvangen) {
      try {
        const made = await voegFotoToe(albumId, tmp);
        uitkomst.fotos.push({ id: made.id, naam, breedte: made.breedte, hoogte: made.hoogte });
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        // No access or no album (any more): nothing else in this request can be stored either.
        if (error.status === 403 || error.status === 404) throw error;
        uitkomst.geweigerd.push({ naam, error: error.message, status: error.status });
      }
    }
  } finally {
    await Promise.all(ontvangen.map(({ tmp }) => fs.rm(tmp, { force: true })));
  }
  if (uitkomst.fotos.length === 0 && uitkomst.geweigerd.length === 0) throw new InputError(KIES_FOTO, 400, { foto: KIES_FOTO });
  return uitkomst;
}
