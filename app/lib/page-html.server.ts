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
 * Reads React's rendered page through a real HTML parser (parse5), token by token, and:
 * - drops React Router's `<link rel="modulepreload">` hints, so that on a slow phone the stylesheet and the page come
 *   first and the scripts after (the scripts load as before, through their imports; decision 0011);
 * - hashes every inline script exactly as written, for the page's Content-Security-Policy.
 * Everything else passes through byte for byte.
 */
export function finishPage(rendered: Readable): Promise<FinishedPage> {
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
      scriptHashes.add(`sha256-${crypto.createHash("sha256").update(script.join(""), "utf8").digest("base64")}`);
      script = null;
    }
    rewriter.emitRaw(raw);
  });

  return new Promise((resolve, reject) => {
    const parts: string[] = [];
    rewriter.on("data", (chunk: string) => parts.push(chunk));
    rewriter.on("end", () => resolve({ html: parts.join(""), scriptHashes: [...scriptHashes] }));
    rewriter.on("error", reject);
    rendered.on("error", reject);
    rendered.setEncoding("utf8").pipe(rewriter);
  });
}
