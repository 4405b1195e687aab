import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "~/lib/hydrate-after-paint.server";

const page = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/chunk-B.js" nonce="abc"/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  "</head><body><h1>Hallo</h1>",
  '<script nonce="abc">window.__reactRouterContext = {"x":"</div>"};</script>',
  '<script nonce="abc" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="abc">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

describe("hydrateAfterPaint", () => {
  const out = hydrateAfterPaint(page);

  it("leaves no module fetch in the HTML itself: no modulepreload link, no module script", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("starts the same preloads and module code from a script that carries the nonce", () => {
    const starter = /<script nonce="abc">(\(function\(\)[\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(starter).toContain('["/assets/entry.client-A.js","/assets/chunk-B.js"]');
    expect(starter).toContain('import(\\"/assets/entry.client-A.js\\")');
    expect(starter).toContain("requestAnimationFrame");
    // The context scripts stay where they were, in order.
    expect(out.indexOf("__reactRouterContext = ")).toBeLessThan(out.indexOf(starter));
    expect(out.indexOf(starter)).toBeLessThan(out.indexOf("streamController.close"));
  });

  it("writes every < of the module code escaped, so the code can never end its script element", () => {
    const result = hydrateAfterPaint(page.replace("import(", 'if (1 < 2) console.log("<!--");import('));
    expect(result).toContain("if (1 \\u003c 2)");
    expect(result).not.toContain("<!--");
    expect(result.match(/<script/g)?.length).toBe(3);
  });

  it("leaves a page without React Router's module script untouched", () => {
    expect(hydrateAfterPaint("<html><body>ok</body></html>")).toBe("<html><body>ok</body></html>");
  });
});
