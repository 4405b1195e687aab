import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Bodies a stranger may send: the contact form at its longest fits; photos and booklets need a login first. */
export const ANONYMOUS_BODY_LIMIT = 64 * 1024;
/** The login, the password-reset request and the invitation and reset pages need only a few kilobytes. */
export const LOGIN_BODY_LIMIT = 8 * 1024;
const LOGIN_PATHS = /^\/(admin\/?$|api\/auth\/token|admin\/wachtwoord|admin\/uitnodiging)/;

/**
 * Refuses a large body before a byte of it is read, unless the request carries a live session or token: a stranger
 * cannot make the server read 20 MB (a booklet's limit) just to find out that nobody is logged in. The login pages (on
 * the same paths as the admin's own forms) take a few kilobytes from strangers. A body without a length (chunked)
 * counts as large.
 */
export function smallBodiesUntilAuthenticated(isAuthenticated: (req: Request) => Promise<boolean>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const header = req.headers["content-length"];
    const length = header === undefined ? (req.headers["transfer-encoding"] ? Number.POSITIVE_INFINITY : 0) : Number(header);
    if (length <= LOGIN_BODY_LIMIT) return next();
    try {
      if (await isAuthenticated(req)) return next();
    } catch (error) {
      return next(error);
    }
    if (length <= ANONYMOUS_BODY_LIMIT && !LOGIN_PATHS.test(req.path)) return next();
    // The connection closes after the answer, so the unread body is never taken in.
    res.set("Connection", "close");
    res.status(413);
    const message = "Het verzoek is te groot.";
    if (req.path.startsWith("/api/")) res.json({ error: message });
    else res.type("text/plain").send(message);
  };
}

/**
 * A response that goes out before its request's body was read to the end (refused by its Content-Length, or cut off
 * at a route's limit: a 30 MB booklet, a 403 before the upload is read) closes the connection: Node would otherwise
 * read and drop the rest of the body to keep the connection, and the sender would upload all of it for nothing.
 */
export function closeUnreadBodies(req: Request, res: Response, next: NextFunction) {
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (hasBody) {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
  }
  next();
}
