import type { NextFunction, Request, Response } from "express";
import { DEFAULT_POLICY } from "~/lib/csp.server";

// Hashed build assets, uploads and icons are never documents: they need nosniff, not a page policy.
const STATIC_FILE = /^\/(assets\/|media\/|favicon\.svg$|logo\.svg$|takken\/[a-z]+\.svg$|[\w-]+\.(png|webmanifest)$)/;

/**
 * The security headers of decisions.md section 1 on every response. A page replaces the default policy with its
 * own, which allows its inline scripts by their hash (see lib/csp.server.ts).
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (!STATIC_FILE.test(req.path)) {
    res.setHeader("Content-Security-Policy", DEFAULT_POLICY);
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  }
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A method the site never answers (TRACE, CONNECT, ...) gets 405 at once, before anything reads the request. */
export function knownMethods(req: Request, res: Response, next: NextFunction): void {
  if (METHODS.includes(req.method)) return next();
  res.status(405).setHeader("Allow", METHODS.join(", "));
  res.type("text/plain").send("Methode niet toegestaan.");
}
