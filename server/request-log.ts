import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
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
  res.setHeader("X-Request-Id", logRequest(req, res));
  next();
}

/**
 * Logs this request once its response is done (server/cached-answers.ts calls it for the answers it sends before the
 * app runs); answers its id, for the X-Request-Id header.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse): string {
  const id = crypto.randomUUID();
  const url = req.url ?? "";
  if (NOT_LOGGED.test(url)) return id;
  const start = performance.now();
  // 'close' comes after 'finish' (the answer sent), or alone when the client went away first.
  res.once("close", () => {
    const aborted = !res.writableFinished;
    const status = res.statusCode;
    const level: Level = status >= 500 ? "error" : aborted || status >= 400 ? "warn" : "info";
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      { req: { id, method: req.method, path: pathOnly(url) }, res: { statusCode: status }, responseTime: Math.round(performance.now() - start) },
      aborted ? "request aborted" : "request completed",
    );
  });
  return id;
}
