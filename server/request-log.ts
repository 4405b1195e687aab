import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Level } from "pino";
import { logger, pathOnly } from "~/lib/logger.server";

// Static assets would drown the log.
const NOT_LOGGED = /^\/(assets|media|takken\/[a-z]+\.svg)/;

/**
 * Access log: one JSON line per request, written when its response has been sent (or the client went away), with a
 * request id (also sent as X-Request-Id), method, path without query string, status and duration in ms; never headers,
 * cookies, query strings or bodies. Info, warn from 400 and for an aborted request, error from 500.
 *
 * A listener on the app's own logger rather than pino-http (decision 0017): pino-http gives every request a child
 * logger with the request bound to it, which was a sixth of what a cached page costs, also when the level writes
 * nothing. Nothing in the app logs through the request.
 */
export function requestLogger(req: Request, res: Response, next: NextFunction): void {
  const id = crypto.randomUUID();
  res.setHeader("X-Request-Id", id);
  if (NOT_LOGGED.test(req.url)) return next();
  const start = performance.now();
  const done = () => {
    res.off("finish", done);
    res.off("close", done);
    const aborted = !res.writableFinished;
    const status = res.statusCode;
    const level: Level = status >= 500 ? "error" : aborted || status >= 400 ? "warn" : "info";
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      { req: { id, method: req.method, path: pathOnly(req.originalUrl) }, res: { statusCode: status }, responseTime: Math.round(performance.now() - start) },
      aborted ? "request aborted" : "request completed",
    );
  };
  res.on("finish", done);
  res.on("close", done);
  next();
}
