import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction } from "express";
import { logger, pathOnly } from "~/lib/logger.server";

// Static assets would drown the log.
const NOT_LOGGED = /^\/(assets|media|takken\/[a-z]+\.svg)/;

/**
 * Access log: one JSON line per request with a request id (also sent as X-Request-Id), method, path without query
 * string, status and duration; never headers, cookies, query strings or bodies. Written with pino directly instead
 * of pino-http, whose per-request child logger was the largest cost of a cached page under load.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse): void {
  const id = crypto.randomUUID();
  res.setHeader("X-Request-Id", id);
  if (NOT_LOGGED.test(req.url ?? "")) return;
  const start = performance.now();
  const entry = (statusCode: number) => ({
    req: { id, method: req.method, path: pathOnly(req.url) },
    res: { statusCode },
    responseTime: Math.round(performance.now() - start),
  });
  // One listener: "close" comes after every response, sent in full or not.
  res.once("close", () => {
    const status = res.statusCode;
    if (!res.writableFinished) {
      if (logger.isLevelEnabled("warn")) logger.warn(entry(status), "request aborted");
      return;
    }
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    if (logger.isLevelEnabled(level)) logger[level](entry(status), "request completed");
  });
}

/** The access log as Express middleware (the development server). */
export function requestLogger(req: IncomingMessage, res: ServerResponse, next: NextFunction) {
  logRequest(req, res);
  next();
}
