import crypto from "node:crypto";
import type { Readable } from "node:stream";
import { RewritingStream } from "parse5-html-rewriting-stream";

/** A rendered page, read once: its HTML and the SHA-256 hashes of its inline scripts (for its CSP). */
export interface FinishedPage {
  html: string;
  scriptHashes: string[];
}

// JSON-LD and other data blocks are not scripts the browser runs: the CSP needs no hash for them.
const DATA_TYPES = new Set(["application/json", "application/ld+json", "importmap"]);

/**
 * Finishes a rendered page for its response:
 * - drops React Router's `<link rel="modulepreload">` hints, so that on a slow phone the stylesheet and the page come
 *   first and the scripts after (the scripts load as before, through their imports; decision 0011);
 * - hashes every inline script exactly as written, for the page's Content-Security-Policy.
 * Everything else passes through byte for byte.
 */
export async function finishPage(rendered: Readable): Promise<FinishedPage> {
  const parts: string[] = [];
  for await (const chunk of rendered.setEncoding("utf8")) parts.push(chunk as string);
  const html = parts.join("");
  return plainPage(html) ?? parsedPage(html);
}

// The two shapes of inline script a public page carries (decision 0027): its loader (a module) and schema.org data.
const PLAIN_SCRIPT = /<script type="(module|application\/ld\+json)">([^<]*)<\/script>/y;

/**
 * A page whose scripts are all plain (an inline module or a data block whose text has no `<` at all, as React writes
 * the public pages) and that has no modulepreload hint: its script texts are read off directly, which is what an HTML
 * parser would read too. Any other page (the React apps' pages, or one a `<script` turns up in unexpectedly) is read
 * by the parser: a render of a public page is paid once per refresh, and parsing it cost 15% of that.
 */
function plainPage(html: string): FinishedPage | null {
  if (/modulepreload/i.test(html)) return null;
  const scriptHashes = new Set<string>();
  for (const found of html.matchAll(/<script/gi)) {
    PLAIN_SCRIPT.lastIndex = found.index;
    const plain = PLAIN_SCRIPT.exec(html);
    if (!plain) return null;
    if (plain[1] === "module") scriptHashes.add(hash(plain[2]!));
  }
  return { html, scriptHashes: [...scriptHashes] };
}

/** Reads the page through a real HTML parser (parse5), token by token. */
function parsedPage(html: string): Promise<FinishedPage> {
  const rewriter = new RewritingStream();
  const scriptHashes = new Set<string>();
  let script: string[] | null = null;

  rewriter.on("startTag", (tag, raw) => {
    const attr = (name: string) => tag.attrs.find((a) => a.name === name)?.value;
    if (tag.tagName === "link" && attr("rel")?.toLowerCase() === "modulepreload") return;
    if (tag.tagName === "script" && attr("src") === undefined && !DATA_TYPES.has(attr("type")?.toLowerCase() ?? "")) script = [];
    rewriter.emitRaw(raw);
  });
  rewriter.on("text", (_, raw) => {
    script?.push(raw);
    rewriter.emitRaw(raw);
  });
  rewriter.on("endTag", (tag, raw) => {
    if (tag.tagName === "script" && script) {
      scriptHashes.add(hash(script.join("")));
      script = null;
    }
    rewriter.emitRaw(raw);
  });

  return new Promise((resolve, reject) => {
    const parts: string[] = [];
    rewriter.on("data", (chunk: string) => parts.push(chunk));
    rewriter.on("end", () => resolve({ html: parts.join(""), scriptHashes: [...scriptHashes] }));
    rewriter.on("error", reject);
    rewriter.end(html);
  });
}

function hash(script: string): string {
  return `sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}`;
}
