import crypto from "node:crypto";
import http from "node:http";

// A push service on 127.0.0.1 for the tests: it plays the browser's side too. It makes the subscription's P-256 key
// pair and auth secret itself, keeps what the site posts, decrypts the aes128gcm body (RFC 8188 with the keys of
// RFC 8291) and checks the VAPID JWT (RFC 8292). The site's product code uses the `web-push` package; this is written
// apart from it, with node:crypto, so that the test checks the standard and not the package against itself.

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** Decrypts one aes128gcm message for the holder of `ecdh` (the browser's key pair) and `auth`. */
export function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error("one record only is expected");
  const uaPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  // RFC 8291 section 3.4: IKM from the ECDH secret, keyed by the auth secret, bound to both public keys.
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", ecdhSecret, auth, keyInfo, 32));
  // RFC 8188 section 2.2 and 2.3: the content encryption key and the nonce.
  const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** The claims of a VAPID `Authorization: vapid t=<jwt>, k=<key>` header, after checking the ES256 signature by `k`. */
export function verifyVapid(authorization: string | undefined): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const [jwt, k] = [m[1]!, m[2]!];
  const [header, payload, signature] = jwt.split(".");
  if (!header || !payload || !signature) throw new Error("not a JWT");
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is no uncompressed P-256 point");
  const key = crypto.createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: "jwk" });
  const alg = (JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string }).alg;
  if (alg !== "ES256") throw new Error(`alg ${alg}`);
  const ok = crypto.verify("sha256", Buffer.from(`${header}.${payload}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("the VAPID signature does not match the key");
  return { claims: JSON.parse(Buffer.from(payload, "base64url").toString()) as { aud: string; exp: number; sub: string }, publicKey: k };
}

/** A push service on 127.0.0.1 with one browser subscription per `subscription()`; answers `status` (201 by default). */
export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  let n = 0;
  return {
    origin,
    received,
    answer(next: number) {
      status = next;
    },
    /** A browser's subscription: its endpoint on this service and its keys, and the means to read what it gets. */
    subscription() {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${++n}-${crypto.randomBytes(6).toString("hex")}`;
      return {
        endpoint,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        /** The messages this subscription received, decrypted and parsed. */
        messages(): { title: string; body: string; url: string; icon?: string; tag?: string }[] {
          return received.filter((r) => `${origin}${r.path}` === endpoint).map((r) => JSON.parse(decryptAes128gcm(r.body, ecdh, auth)));
        },
        requests(): ReceivedPush[] {
          return received.filter((r) => `${origin}${r.path}` === endpoint);
        },
      };
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
