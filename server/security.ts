import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { POLICY_DIRECTIVES } from "~/lib/csp.server";

// Hashed build assets, uploads and icons are never documents: they need nosniff, not a page policy.
const STATIC_FILE = /^\/(assets\/|media\/|favicon\.svg$|logo\.svg$|takken\/[a-z]+\.svg$|[\w-]+\.(png|webmanifest)$)/;

type Middleware = (req: Request, res: Response, next: (error?: unknown) => void) => void;

/** The headers a helmet middleware sets, taken once: they are the same for every request. */
function headersOf(middleware: Middleware): [string, string][] {
  const headers: [string, string][] = [];
  const res = { setHeader: (name: string, value: string) => headers.push([name, String(value)]), removeHeader: () => {} };
  middleware({} as Request, res as unknown as Response, () => {});
  return headers;
}

// helmet's defaults, with the policy of decisions.md section 1: a page replaces this Content-Security-Policy with its
// own, which allows its inline scripts by their hash (server/pages.ts, lib/csp.server.ts). HSTS only for https (below).
// helmet has no Permissions-Policy: the site uses none of these.
/** The security headers of a document (a page, the API, a feed). */
export const DOCUMENT_HEADERS: readonly [string, string][] = [
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ...headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: POLICY_DIRECTIVES },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
      strictTransportSecurity: false,
    }),
  ),
];
const FILE_HEADERS = headersOf(helmet.xContentTypeOptions());
/**
 * Only on a request that came over https (directly, or through a proxy trusted with TRUST_PROXY): a plain-http answer
 * cannot promise https.
 */
export const HSTS_HEADERS = headersOf(helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true }));

/** The security headers on every response (set before anything answers, so a 405 or a 413 has them too). */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  if (req.secure) for (const [name, value] of HSTS_HEADERS) res.setHeader(name, value);
  for (const [name, value] of STATIC_FILE.test(req.path) ? FILE_HEADERS : DOCUMENT_HEADERS) res.setHeader(name, value);
  next();
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A method the site never answers (TRACE, CONNECT, ...) gets 405 at once, before anything reads the request. */
export function knownMethods(req: Request, res: Response, next: NextFunction): void {
  if (METHODS.includes(req.method)) return next();
  res.status(405).setHeader("Allow", METHODS.join(", "));
  res.type("text/plain").send("Methode niet toegestaan.");
}

/**
 * The host of a request is its Host header, and only that (ADR 0039): a group, a cookie's and a form's origin and the
 * page cache all follow it. `X-Forwarded-Host` is removed before anything reads it (Express and React Router would take
 * it over Host behind a trusted proxy, and a proxy that passes a client's own on would let the client choose the
 * group); the proxies this installation documents pass the visitor's Host itself. A request target in absolute form
 * (`GET http://a.example/ HTTP/1.1`) is taken when it names the same host as the Host header, as its path; naming
 * another it is refused (400), as is any other target that is not a path.
 */
/** The Host header as the URL parser writes a host (lower case, without the scheme's own port); "" when it is none. */
function sameForm(target: URL, host: string): string {
  try {
    return new URL(`${target.protocol}//${host}`).host;
  } catch {
    return "";
  }
}

export function oneHost(req: Request, res: Response, next: NextFunction): void {
  delete req.headers["x-forwarded-host"];
  if (req.url.startsWith("/")) return next();
  let target: URL | undefined;
  try {
    target = /^https?:\/\//i.test(req.url) ? new URL(req.url) : undefined;
  } catch {
    target = undefined;
  }
  if (target && target.host === sameForm(target, req.headers.host ?? "")) {
    // Express keeps the first URL as originalUrl, which React Router and the page cache read: both become the path.
    req.url = `${target.pathname}${target.search}`;
    req.originalUrl = req.url;
    return next();
  }
  res.status(400).setHeader("Connection", "close");
  res.type("text/plain").send("Ongeldig verzoek: het adres en de Host-kop noemen niet dezelfde site.");
}
