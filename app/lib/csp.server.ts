import { KAART_ORIGIN } from "~/domains/instellingen/rules";

// What every response allows besides scripts. React renders style attributes (e.g. branch colours); inline styles
// cannot run code.
const OTHER_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${KAART_ORIGIN}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** The policy of a response without inline scripts: scripts only from the site's own files. */
export const DEFAULT_POLICY = `script-src 'self'; ${OTHER_DIRECTIVES}`;

/**
 * The policy of a rendered page: its own inline scripts (React Router's context and module scripts, scroll
 * restoration) allowed by their SHA-256 hash (lib/page-html.server.ts), nothing else inline. A hash belongs to the
 * page, not to the response, so a cached page is sent as it was stored, policy included (a nonce would have to change
 * with every response).
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return `${["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ")}; ${OTHER_DIRECTIVES}`;
}
