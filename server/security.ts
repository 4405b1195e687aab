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
