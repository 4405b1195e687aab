// Shared by server and browser: where a visitor may be sent after a form (newsletter, login), from a value the request
// carried. No server imports.

const BASE = "http://same-site.invalid";
// Control characters (the URL parser silently drops tabs and line breaks, which turns "/\t/host" into "//host"),
// and backslashes (browsers read "/\host" as "//host").
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/**
 * A path of this site to redirect to, or `fallback`. The value is first resolved as a browser would resolve it
 * (dot segments, also percent-encoded ones such as "/%2e//host", collapse first) and only the result is checked and
 * returned, so what is checked is what is sent: it starts with exactly one "/", names no other host, and neither it
 * nor its percent-decoded form starts with "//" or contains a backslash or a control character.
 */
export function safeLocalPath(value: string | null | undefined, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || FORBIDDEN.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return fallback;
  }
  for (const candidate of [path, decoded]) {
    if (!candidate.startsWith("/") || candidate.startsWith("//") || FORBIDDEN.test(candidate)) return fallback;
  }
  return path + url.search + url.hash;
}
