import crypto from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { pagePolicy } from "~/lib/csp.server";
import { finishPage } from "~/lib/page-html.server";

const sha = (text: string) => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("finishing a rendered page", () => {
  it("drops the modulepreload hints and keeps every other byte", async () => {
    const head = '<!DOCTYPE html><html lang="nl-BE"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root.css"/>';
    const page = `${head}<link rel="modulepreload" href="/assets/entry.client.js"/><LINK REL="ModulePreload" href="/assets/vendor.js">` +
      '</head><body><p title="a &amp; b">Één</p></body></html>';
    const { html } = await finishPage(Readable.from([page]));
    expect(html).toBe(`${head}</head><body><p title="a &amp; b">Één</p></body></html>`);
  });

  it("hashes each inline script exactly as written, also when it arrives in pieces, but no data blocks or files", async () => {
    const context = 'window.__ctx = {"a":"\\u003c/b>"};';
    const module = 'import "/assets/root.js";\nimport("/assets/entry.client.js");';
    const chunks = [
      '<html><head><script type="application/ld+json">{"@type":"Organization"}</script><script src="/x.js"></script>',
      `<script>${context.slice(0, 9)}`,
      `${context.slice(9)}</script><script type="module" async="">${module}</script></head></html>`,
    ];
    const { html, scriptHashes } = await finishPage(Readable.from(chunks));
    expect(html).toBe(chunks.join(""));
    expect([...scriptHashes].sort()).toEqual([sha(context), sha(module)].sort());
    expect(pagePolicy(scriptHashes)).toMatch(/^script-src 'self' 'sha256-[^']+' 'sha256-[^']+'; /);
  });

  it("reads a public page's loader and data blocks without the parser, with the same hashes and bytes", async () => {
    const loader = 'addEventListener("load",()=>import("/assets/enhance-x.js"))';
    const page =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><p>a &lt;script&gt; b</p>' +
      '<script type="application/ld+json">{"@type":"Organization","name":"a \\u003c b"}</script>' +
      `<script type="module">${loader}</script></body></html>`;
    const { html, scriptHashes } = await finishPage(Readable.from([page]));
    expect(html).toBe(page);
    expect(scriptHashes).toEqual([sha(loader)]);
  });

  it("reads a page with any other script through the parser: every inline script is hashed", async () => {
    const loader = 'import("/assets/enhance-x.js")';
    const other = "document.title = 'x'";
    const page = `<html><body><script type="module">${loader}</script><div><SCRIPT>${other}</SCRIPT></div><script type="module">if (1 < 2) go()</script></body></html>`;
    const { html, scriptHashes } = await finishPage(Readable.from([page]));
    expect(html).toBe(page);
    expect([...scriptHashes].sort()).toEqual([sha(loader), sha(other), sha("if (1 < 2) go()")].sort());
  });
});
