import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";

// The built server answers cached responses at its front door (server/app.ts); what a client receives must be the
// same as from the site behind it: security headers, a fresh nonce per page, correct compression.

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that returns the bytes as sent (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function decoded(response: Raw): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(response.body).toString();
  return response.body.toString();
}

/**
 * Asks until the cache answers with its stored copy in the wanted encoding: the copies are made in the background,
 * until then the answer is compressed on the fly (and sent chunked, without Content-Length).
 */
async function cachedAs(url: string, acceptEncoding: string, encoding: string): Promise<Raw> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await rawGet(url, { "Accept-Encoding": acceptEncoding });
    const stored = response.headers["x-cache"] === "HIT" && response.headers["content-length"] !== undefined;
    if (stored && response.headers["content-encoding"] === encoding) return response;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} was never served from the cache as ${encoding}`);
}

function nonceOfPolicy(response: Raw): string {
  return /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1] ?? "";
}

describe("front door of the production server", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer(tempDataDir());
  });

  afterAll(async () => {
    await stopServer(server);
  });

  it("sends a cached API answer as its stored Brotli or gzip copy, with the security headers", async () => {
    const url = `${server.url}/api/geschiedenis`;
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    const expected = plain.body.toString();
    expect(JSON.parse(expected).history.length).toBeGreaterThan(0);

    const br = await cachedAs(url, "gzip, deflate, br", "br");
    expect(decoded(br)).toBe(expected);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.headers["cache-control"]).toMatch(/stale-while-revalidate/);
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(br.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(br.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const gzip = await cachedAs(url, "gzip", "gzip");
    expect(decoded(gzip)).toBe(expected);

    const identity = await rawGet(url, { "Accept-Encoding": "identity" });
    expect(identity.headers["x-cache"]).toBe("HIT");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(expected);
  });

  it("gives every cached page its own nonce, compressed or not", async () => {
    const url = `${server.url}/about`;
    await rawGet(url);
    const pages = [
      await rawGet(url),
      await rawGet(url),
      await rawGet(url, { "Accept-Encoding": "br" }),
      await rawGet(url, { "Accept-Encoding": "gzip" }),
    ];
    const nonces = pages.map((page) => {
      expect(page.headers["x-cache"]).toBe("HIT");
      const nonce = nonceOfPolicy(page);
      const html = decoded(page);
      expect(html).toContain("<h1");
      // Every inline script carries this response's nonce, and no other.
      const inPage = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([nonce]));
      return nonce;
    });
    expect(new Set(nonces).size).toBe(pages.length);
    expect(pages[2]?.headers["content-encoding"]).toBe("br");
    expect(pages[3]?.headers["content-encoding"]).toBe("gzip");
  });

  it("never hands out a nonce twice, also past the pool of random bytes (256 nonces)", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const nonce = nonceOfPolicy(await rawGet(`${server.url}/api/leiding`));
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(300);
  });
});
