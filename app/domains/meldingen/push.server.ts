import http from "node:http";
import https from "node:https";
import type webpushModule from "web-push";
import { mailFrom, pushAllowPrivate, vapidSubject } from "~/config/env.server";
import { readMeta, writeMeta } from "~/db/meta.server";
import { getInstellingen } from "~/domains/instellingen/instellingen.server";
import type { PushPayload, PushSubscriptionKeys } from "~/domains/outbox/outbox.server";
import { groupSlot } from "~/group/context.server";
import { assertPublicHost, guardedLookup, PrivateAddressError } from "~/lib/public-address.server";

// Web push (RFC 8030) with the payload encrypted for the browser (RFC 8291, aes128gcm) and signed by the site's VAPID
// key (RFC 8292), both by the `web-push` package; the request itself goes out here, through the same address check
// as every request whose address someone else chose (lib/public-address.server.ts).

const PUBLIC_KEY = "vapid_public_key";
const PRIVATE_KEY = "vapid_private_key";
/** A message a device cannot take within a day is of no use any more. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** The group's VAPID key pair, once read. */
const vapid = groupSlot((): { keys?: { publicKey: string; privateKey: string } } => ({}));

/** web-push (1.5 MB of the server's memory), loaded with the first push message or the first start's key pair. */
let loaded: Promise<typeof webpushModule> | undefined;
function webpush(): Promise<typeof webpushModule> {
  loaded ??= import("web-push").then((module) => module.default);
  return loaded;
}

/**
 * The site's VAPID key pair: made on the first start and kept in the database (app_meta), so it survives restarts and
 * is in every back-up. A new pair would make every browser's subscription useless.
 */
export async function initVapid(): Promise<{ publicKey: string; privateKey: string }> {
  const [publicKey, privateKey] = await Promise.all([readMeta(PUBLIC_KEY), readMeta(PRIVATE_KEY)]);
  const group = vapid();
  if (publicKey && privateKey) group.keys = { publicKey, privateKey };
  else {
    const made = (await webpush()).generateVAPIDKeys();
    await writeMeta(PRIVATE_KEY, made.privateKey);
    await writeMeta(PUBLIC_KEY, made.publicKey);
    group.keys = made;
  }
  return group.keys;
}

async function vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  return vapid().keys ?? initVapid();
}

/** The public key browsers subscribe with (`applicationServerKey`), base64url. */
export async function vapidPublicKey(): Promise<string> {
  return (await vapidKeys()).publicKey;
}

/** Forgets the cached pair (tests that start on a fresh database). */
export function resetVapidCache(): void {
  vapid().keys = undefined;
}

export const ENDPOINT_ONGELDIG = "Dit is geen adres van een pushdienst.";

export class PushEndpointError extends Error {}

/**
 * The endpoint of a browser's subscription: it comes from an anonymous visitor, so only https on a public address and
 * its own port, 443, as every browser's push service uses (so the server cannot be sent to a mail or database port of a
 * public machine); checked when subscribing and again when sending. PUSH_ALLOW_PRIVATE=true also allows http://, any
 * port and loopback (tests).
 */
export async function checkEndpoint(value: string, allowPrivate = pushAllowPrivate()): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PushEndpointError(ENDPOINT_ONGELDIG);
  }
  const protocols = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!protocols.includes(url.protocol) || url.username || url.password || value.length > 1000) throw new PushEndpointError(ENDPOINT_ONGELDIG);
  // The URL parser drops a scheme's own port (`:443`): any port left is another.
  if (url.port !== "" && !allowPrivate) throw new PushEndpointError(ENDPOINT_ONGELDIG);
  try {
    await assertPublicHost(url, allowPrivate);
  } catch (error) {
    if (error instanceof PrivateAddressError) throw new PushEndpointError(ENDPOINT_ONGELDIG);
    throw error;
  }
  return url;
}

/** The push service says the subscription no longer exists (404 or 410): it is to be deleted. */
export class PushGoneError extends Error {}

/** `mailto:` of the group's e-mail address unless VAPID_SUBJECT names another contact for the push services. */
async function subject(): Promise<string> {
  const configured = vapidSubject();
  if (configured) return configured;
  const email = (await getInstellingen()).groep.email || mailFrom().replace(/^.*<|>.*$/g, "");
  return `mailto:${email}`;
}

/** Sends one push message; resolves when the push service accepted it (2xx), throws otherwise. */
export async function sendPush(subscription: PushSubscriptionKeys, payload: PushPayload): Promise<void> {
  const allowPrivate = pushAllowPrivate();
  const url = await checkEndpoint(subscription.endpoint, allowPrivate);
  const { publicKey, privateKey } = await vapidKeys();
  const details = (await webpush()).generateRequestDetails(subscription, JSON.stringify(payload), {
    vapidDetails: { subject: await subject(), publicKey, privateKey },
    TTL: TTL_SECONDS,
    contentEncoding: "aes128gcm",
    urgency: "normal",
  });
  const status = await post(url, details.headers as Record<string, string | number>, details.body, allowPrivate);
  if (status === 404 || status === 410) throw new PushGoneError(`De pushdienst kent dit toestel niet meer (HTTP ${status}).`);
  if (status < 200 || status >= 300) throw new Error(`De pushdienst antwoordde HTTP ${status}.`);
}

function post(url: URL, headers: Record<string, string | number>, body: Buffer | null, allowPrivate: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      { method: "POST", headers: { ...headers, "Content-Length": body?.length ?? 0 }, lookup: guardedLookup(allowPrivate), timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("De pushdienst antwoordde niet op tijd.")));
    req.on("error", reject);
    req.end(body ?? undefined);
  });
}
