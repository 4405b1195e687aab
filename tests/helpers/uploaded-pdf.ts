// An uploaded PDF is a file an admin chose: it may carry JavaScript. What the booklet and camp-document tests upload
// and how they check that the served file cannot run anything on the site's origin.

/** A small valid PDF that runs a script when opened. */
export const PDF_WITH_SCRIPT = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n" +
    "4 0 obj << /S /JavaScript /JS (app.alert(document.cookie)) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/**
 * The `sandbox` directive of a response's Content-Security-Policy, or undefined. Several CSP headers arrive joined by
 * ", "; the sandbox one must grant neither scripts nor the site's origin.
 */
export function sandboxDirective(response: Response): string | undefined {
  const policies = (response.headers.get("Content-Security-Policy") ?? "").split(",").map((p) => p.trim());
  return policies.flatMap((p) => p.split(";").map((d) => d.trim())).find((d) => /^sandbox(\s|$)/.test(d));
}
