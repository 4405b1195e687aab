import fs from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import path from "node:path";
import { imageFetchAllowPrivate, imageFetchTimeoutMs } from "~/config/env.server";
import { InputError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { guardedLookup, isPublicAddress, urlHost } from "~/lib/public-address.server";
import { mediaIdFromUrl, mediaWidths } from "./media";
import { ImageRejectedError, MAX_IMAGE_INPUT_BYTES, mediaDir, storeImage } from "./media.server";

export const LINK_NOT_LOADED = "De afbeelding op deze link kon niet geladen worden.";
const MAX_REDIRECTS = 3;

class LinkFailed extends Error {}

type Hop = { status: number; location?: string; body?: Buffer };

function request(url: URL, signal: AbortSignal, allowPrivate: boolean): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const host = urlHost(url);
    if (net.isIP(host) && !allowPrivate && !isPublicAddress(host)) {
      reject(new LinkFailed(`${host} is een intern adres`));
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "GET",
        signal,
        lookup: guardedLookup(allowPrivate),
        headers: { Accept: "image/*", "User-Agent": "scouts-website (kenteken ophalen)" },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new LinkFailed(`HTTP ${status}`));
          return;
        }
        if (Number(res.headers["content-length"] ?? 0) > MAX_IMAGE_INPUT_BYTES) {
          res.destroy();
          reject(new LinkFailed("groter dan 10 MB"));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_IMAGE_INPUT_BYTES) {
            res.destroy(new LinkFailed("groter dan 10 MB"));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, body: Buffer.concat(chunks) }));
        res.on("error", reject);
        // A body cut off (the time limit, a dropped connection) ends without "end": settle the download anyway.
        res.on("close", () => {
          if (!res.complete) reject(new LinkFailed("verbinding afgebroken"));
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * The bytes behind an http(s) link: at most 10 MB, within the time limit for the whole download, redirects followed
 * (at most 3, each checked again). Private and loopback addresses are refused unless IMAGE_FETCH_ALLOW_PRIVATE is set.
 */
export async function downloadImage(link: string): Promise<Buffer> {
  const signal = AbortSignal.timeout(imageFetchTimeoutMs());
  const allowPrivate = imageFetchAllowPrivate();
  let url = new URL(link);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
      throw new LinkFailed("enkel http(s) zonder inloggegevens");
    }
    const answer = await request(url, signal, allowPrivate);
    if (answer.body) return answer.body;
    if (!answer.location) throw new LinkFailed(`HTTP ${answer.status} zonder Location`);
    url = new URL(answer.location, url);
  }
  throw new LinkFailed("te veel doorverwijzingen");
}

/** The bytes of our own stored image (its largest file), for a /media/ link typed into a form. */
async function readOwnImage(id: string): Promise<Buffer> {
  for (const width of mediaWidths(id).reverse()) {
    try {
      return await fs.readFile(path.join(mediaDir(), id, `${width}.webp`));
    } catch {
      // a smaller width may still be there
    }
  }
  throw new LinkFailed("bestaat niet (meer)");
}

/**
 * Stores the picture behind a link typed into a form as a new image of the record's own, and returns its media id:
 * an external http(s) picture is downloaded once (visitors' browsers then never contact that host), a /media/ link
 * of this site is copied (so deleting one record never removes another's picture). A link that cannot be loaded or
 * is no image is refused at `field` with a Dutch message; nothing is stored then.
 */
export async function storeLinkedImage(link: string, field: string): Promise<string> {
  let bytes: Buffer;
  try {
    const ownId = mediaIdFromUrl(link);
    bytes = ownId ? await readOwnImage(ownId) : await downloadImage(link);
  } catch (error) {
    logger.info({ err: error instanceof Error ? error.message : String(error), field }, "Afbeelding via link niet geladen");
    throw new InputError(LINK_NOT_LOADED, 400, { [field]: LINK_NOT_LOADED });
  }
  try {
    // A badge behind a link may be a drawing (an SVG on Wikimedia, say).
    return await storeImage(bytes, { svg: true });
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    // The server busy with images: the link is fine, the leader tries again in a minute.
    if (error.status === 503) throw new InputError(error.message, 503, { [field]: error.message });
    const message = `${LINK_NOT_LOADED} ${error.message}`;
    throw new InputError(message, 400, { [field]: message });
  }
}
