import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, jsonWrite, startServer, stopServer, tempDataDir, type ServerProcess } from "../helpers/server-process";
import { specTakkenViaApi } from "../helpers/takken";

// Photos through the built server's whole pipeline (issue 29): the page cache never keeps a photo page or file (what
// one visitor may see is not what the next may), the file route's own headers win over the site-wide ones, search
// engines are kept out, and behind a TLS proxy the parents' cookie is Secure.

let server: ServerProcess;
let dir: string;
let token = "";
let album = 0;
let foto = 0;

beforeAll(async () => {
  dir = tempDataDir();
  server = await startServer(dir, { DEMO_CONTENT: "false", TRUST_PROXY: "1" });
  // A neutral start has no takken (issue 47): the specification's nine, as a script of the Beheerder adds them.
  await specTakkenViaApi(server.url);
  token = await adminToken(server.url);
  const made = await fetch(`${server.url}/api/albums`, jsonWrite(token, "POST", { titel: "Geheim kamp", tak: "welpen", datum: "2026-11-14" }));
  album = ((await made.json()) as { id: number }).id;
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#4ebdb6" } }).jpeg().toBuffer();
  form.append("foto", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "kamp.jpg");
  const uploaded = await fetch(`${server.url}/api/albums/${album}/fotos`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  foto = ((await uploaded.json()) as { fotos: { id: number }[] }).fotos[0]!.id;
});

afterAll(async () => {
  await stopServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

const leader = () => ({ Authorization: `Bearer ${token}`, Cookie: `scouts_admin=${token}` });

describe("photos in the built server", () => {
  it("a leader's /fotos, album and photo are never stored by the page cache: the next visitor without a link sees nothing", async () => {
    for (const path of ["/fotos", `/fotos/${album}`, `/fotos/bestand/${foto}/480`, `/api/albums`]) {
      for (let i = 0; i < 2; i++) {
        const seen = await fetch(server.url + path, { headers: leader() });
        expect(seen.status, path).toBe(200);
        expect(seen.headers.get("x-cache"), path).toBeNull();
        expect(seen.headers.get("cache-control"), path).toMatch(/private|no-store/);
      }
    }
    const stranger = await fetch(`${server.url}/fotos`);
    expect(stranger.headers.get("x-cache")).toBeNull();
    const html = await stranger.text();
    expect(html).toContain("enkel voor de ouders en de leden");
    expect(html).not.toContain("Geheim kamp");
    expect(html).not.toContain("/fotos/bestand/");
    expect((await fetch(`${server.url}/fotos/${album}`)).status).toBe(404);
    expect((await fetch(`${server.url}/fotos/bestand/${foto}/480`)).status).toBe(404);
  });

  it("the file route's headers reach the visitor: private, noindex, noimageindex, same-origin referrer", async () => {
    const file = await fetch(`${server.url}/fotos/bestand/${foto}/1280`, { headers: leader() });
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("cache-control")).toBe("private, no-cache");
    const etag = file.headers.get("etag")!;
    expect(etag).toMatch(/^"[a-f0-9]{32}-1280"$/);
    // Through the built server too: the browser's question with the validator gets a 304 without the photo.
    const again = await fetch(`${server.url}/fotos/bestand/${foto}/1280`, { headers: { ...leader(), "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
    expect(file.headers.get("x-robots-tag")).toBe("noindex, noimageindex");
    expect(file.headers.get("referrer-policy")).toBe("same-origin");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    const page = await fetch(`${server.url}/fotos/${album}`, { headers: leader() });
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, noimageindex");
  });

  it("robots.txt disallows /fotos and the sitemap names no album", async () => {
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toMatch(/^Disallow: \/fotos$/m);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/fotos");
  });

  it("behind the TLS proxy the link's cookie is Secure; the parent is sent on to /fotos and sees the album", async () => {
    const { url } = (await (await fetch(`${server.url}/api/albums/toegang/welpen`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { url: string };
    const opened = await fetch(`${server.url}${new URL(url).pathname}`, { redirect: "manual", headers: { "X-Forwarded-Proto": "https" } });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/fotos");
    const cookie = opened.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^fotos_2=[\w-]{43}; Path=\/fotos; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    const page = await fetch(`${server.url}/fotos`, { headers: { Cookie: cookie.split(";")[0]! } });
    expect(await page.text()).toContain("Geheim kamp");
  });
});
