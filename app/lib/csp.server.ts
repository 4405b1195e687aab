import { KAART_ORIGIN } from "./embeds";

/**
 * The Content-Security-Policy of every response without inline scripts (the security headers set it, server/security.ts):
 * scripts only from the site's own files. React renders style attributes (e.g. branch colours); inline styles cannot
 * run code.
 */
export const POLICY_DIRECTIVES = {
  "script-src": ["'self'"],
  "default-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": [KAART_ORIGIN],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The policy of a rendered page: its own inline scripts (React Router's context and module scripts, scroll
 * restoration) allowed by their SHA-256 hash (lib/page-html.server.ts), nothing else inline. A hash belongs to the
 * page, not to the response, so a cached page is sent as it was stored, policy included (a nonce would have to change
 * with every response).
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, readonly string[]> = { ...POLICY_DIRECTIVES, "script-src": ["'self'", ...scriptHashes.map((h) => `'${h}'`)] };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
