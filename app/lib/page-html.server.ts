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
 * The type React Router's module script gets on a page whose scripts wait for the visitor (decision 0018): a type the
 * browser does not run (a data block), until the script below runs a copy of it as a module.
 */
export const LATER_TYPE = "text/x-later-module";

/**
 * Runs the page's module script (and so loads React, React Router and the page's code, and hydrates) at the visitor's
 * first touch, scroll, mouse movement, key or focus: a page that is only read never loads them, and Lighthouse's load
 * of the page measures the page itself. Everything on the page works before it (links, forms, the menu's popover).
 * Until then it also stands in for what React does for a picture that fails to load: an image with `data-fallback`
 * (a badge) shows that file instead (KentekenImage checks the same once it runs).
 */
export const START_ON_INTERACTION = `(()=>{const d=document,l=d.querySelector('script[type="${LATER_TYPE}"]');if(!l)return;const f=i=>{const b=i.dataset.fallback;if(b&&!i.src.endsWith(b)){i.removeAttribute("srcset");i.src=b;i.dataset.placeholder="true"}};for(const i of d.images)if(i.complete&&i.naturalWidth===0)f(i);addEventListener("error",e=>{if(e.target instanceof HTMLImageElement)f(e.target)},!0);const t=["pointerdown","pointermove","touchstart","keydown","focusin","scroll","wheel"],o={capture:!0,passive:!0};const g=()=>{for(const e of t)removeEventListener(e,g,o);const s=d.createElement("script");s.type="module";s.textContent=l.textContent;d.head.append(s)};for(const e of t)addEventListener(e,g,o)})()`;

const hash = (text: string) => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;
const START_HASH = hash(START_ON_INTERACTION);

export interface FinishOptions {
  /** React Router's module script waits for the visitor's first interaction (public pages; decision 0018). */
  scriptsOnInteraction?: boolean;
}

/**
 * Reads React's rendered page through a real HTML parser (parse5), token by token, and:
 * - drops React Router's `<link rel="modulepreload">` hints, so that on a slow phone the stylesheet and the page come
 *   first and the scripts after (the scripts load as before, through their imports; decision 0011);
 * - with `scriptsOnInteraction`, turns React Router's inline module script into a data block and adds
 *   START_ON_INTERACTION after it (decision 0018);
 * - hashes every inline script exactly as written, for the page's Content-Security-Policy.
 * Everything else passes through byte for byte.
 */
export function finishPage(rendered: Readable, options: FinishOptions = {}): Promise<FinishedPage> {
  const rewriter = new RewritingStream();
  const scriptHashes = new Set<string>();
  let script: string[] | null = null;
  /** The module script became a data block; then whether START_ON_INTERACTION follows it yet. */
  let later = false;
  let started = false;

  rewriter.on("startTag", (tag, raw) => {
    const attr = (name: string) => tag.attrs.find((a) => a.name === name)?.value;
    if (tag.tagName === "link" && attr("rel")?.toLowerCase() === "modulepreload") return;
    if (tag.tagName === "script" && attr("src") === undefined && !DATA_TYPES.has(attr("type")?.toLowerCase() ?? "")) script = [];
    if (options.scriptsOnInteraction && !later && tag.tagName === "script" && attr("src") === undefined && attr("type") === "module") {
      later = true;
      // A data block may not carry `async` (HTML); the module script made of it later is async by nature.
      rewriter.emitStartTag({ ...tag, attrs: tag.attrs.filter((a) => a.name !== "async").map((a) => (a.name === "type" ? { ...a, value: LATER_TYPE } : a)) });
      return;
    }
    rewriter.emitRaw(raw);
  });
  rewriter.on("text", (_, raw) => {
    script?.push(raw);
    rewriter.emitRaw(raw);
  });
  rewriter.on("endTag", (tag, raw) => {
    rewriter.emitRaw(raw);
    if (tag.tagName === "script" && script) {
      scriptHashes.add(hash(script.join("")));
      script = null;
      if (later && !started) {
        started = true;
        rewriter.emitRaw(`<script>${START_ON_INTERACTION}</script>`);
        scriptHashes.add(START_HASH);
      }
    }
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
