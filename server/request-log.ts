import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { logger, pathOnly } from "~/lib/logger.server";

// Static assets would drown the log.
const NOT_LOGGED = /^\/(assets|media|takken\/[a-z]+\.svg)/;

type Req = IncomingMessage & { id?: unknown; originalUrl?: string };

const aborted = (res: ServerResponse) => !res.writableFinished;
const message = (_req: IncomingMessage, res: ServerResponse) => (aborted(res) ? "request aborted" : "request completed");

/**
 * Access log (pino-http): one JSON line per request with a request id (also sent as X-Request-Id), method, path
 * without query string, status and duration in ms; never headers, cookies, query strings or bodies.
 */
export const requestLogger = pinoHttp({
  logger,
  genReqId: (_req, res) => {
    const id = crypto.randomUUID();
    res.setHeader("X-Request-Id", id);
    return id;
  },
  autoLogging: { ignore: (req) => NOT_LOGGED.test(req.url ?? "") },
  // Only these fields of the request and the response: no headers (cookies, tokens), no query string.
  wrapSerializers: false,
  serializers: {
    req: (req: Req) => ({ id: req.id, method: req.method, path: pathOnly(req.originalUrl ?? req.url) }),
    res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
  },
  customLogLevel: (_req, res) => (aborted(res) || (res.statusCode >= 400 && res.statusCode < 500) ? "warn" : res.statusCode >= 500 ? "error" : "info"),
  customSuccessMessage: message,
  // A 5xx is logged in the same shape, without the stack of the error pino-http would make up for it (the error
  // itself, if any, is logged where it happened).
  customErrorMessage: message,
  customErrorObject: (_req, _res, _error, { err: _err, ...line }) => line,
});
