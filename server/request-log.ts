import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { logger, pathOnly } from "~/lib/logger.server";

// Static assets would drown the log.
const NOT_LOGGED = /^\/(assets|media|takken\/[a-z]+\.svg)/;

/**
 * Access log: one JSON line per request with a request id (also sent as X-Request-Id), method, path without query
 * string, status and duration; never headers, cookies, query strings or bodies.
 */
export function requestLogger(req: Request, res: Response, next: NextFunction): void {
  const id = crypto.randomUUID();
  res.setHeader("X-Request-Id", id);
  if (NOT_LOGGED.test(req.url)) return next();
  const start = performance.now();
  // "close" comes after every response, sent in full or not.
  res.once("close", () => {
    const entry = {
      req: { id, method: req.method, path: pathOnly(req.originalUrl) },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - start),
    };
    if (!res.writableFinished) return void logger.warn(entry, "request aborted");
    const level = res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info";
    logger[level](entry, "request completed");
  });
  next();
}
