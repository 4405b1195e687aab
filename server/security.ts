import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { group } from "~/config/group";

const mapOrigin = new URL(group.map.embedUrl).origin;

// Hashed build assets and icons are never documents: they need nosniff, not a page policy. Leaving the page headers
// off them saves about half a kilobyte per file on every first visit.
const STATIC_ASSET = /^\/(assets\/|favicon\.svg$|logo\.svg$|takken\/[a-z]+\.svg$|[\w-]+\.(png|webmanifest)$)/;

// The policy is the same for every page but for the nonce, so it is put together once.
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = [
  "default-src 'self'",
  "script-src 'self' 'nonce-{nonce}' 'strict-dynamic'",
  // React renders style attributes (e.g. branch colours); inline styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${mapOrigin}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
]
  .join("; ")
  .split("{nonce}") as [string, string];

/** A plain Node response with Express's `locals` (the front door does not make it an Express response). */
export type ResponseWithLocals = ServerResponse & { locals: Record<string, unknown> };

// 128 random bits per nonce, drawn from a pool filled 256 nonces at a time: one call into the random generator per
// 256 responses instead of one per response (the same is done by Node's crypto.randomUUID).
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  noncePoolOffset += NONCE_BYTES;
  return noncePool.toString("base64", noncePoolOffset - NONCE_BYTES, noncePoolOffset);
}

/**
 * Sets the security headers of decisions.md section 1 and returns the response's CSP nonce, made per response and
 * handed to React ("" for static files, which are no documents).
 */
export function applySecurityHeaders(req: Request, res: ResponseWithLocals, production: boolean): string {
  if (STATIC_ASSET.test(req.path)) {
    res.setHeader("X-Content-Type-Options", "nosniff");
    return "";
  }
  const nonce = newNonce();
  res.locals.nonce = nonce;
  if (production) res.setHeader("Content-Security-Policy", `${CSP_BEFORE_NONCE}${nonce}${CSP_AFTER_NONCE}`);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return nonce;
}

/** The security headers as Express middleware (the development server and tests). */
export function securityHeaders(options: { production: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    applySecurityHeaders(req, res, options.production);
    next();
  };
}
