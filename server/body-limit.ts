import type { Socket } from "node:net";
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
export function smallBodiesUntilAuthenticated(isAuthenticated: (req: Request, res: Response) => Promise<boolean>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const header = req.headers["content-length"];
    const length = header === undefined ? (req.headers["transfer-encoding"] ? Number.POSITIVE_INFINITY : 0) : Number(header);
    if (length <= LOGIN_BODY_LIMIT) return next();
    try {
      if (await isAuthenticated(req, res)) return next();
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
 * How long a connection closed after an unread body still takes in (and drops) what the sender sends: closing at once
 * would reset it, and a reset can throw away the answer on its way (a lingering close, as web servers do).
 */
export const LINGER_MS = 2000;

/**
 * A response that goes out while its request's body is still unread (a 413 refused by its Content-Length, a 403 before
 * an upload is read) closes the connection after the answer. Keeping it would not be safe: the unread rest sits in a
 * paused stream that React Router's request may cancel at any later moment (when it is collected), and cancelling an
 * unfinished request destroys its socket, which resets whatever request the client has sent on it meanwhile. Node
 * would otherwise also read and drop a 30 MB rest that the sender uploads for nothing. The answer goes out whole, then
 * the connection ends (what still arrives for two seconds is dropped), so the sender reads it without a reset.
 */
export function closeUnreadBodies(req: Request, res: Response, next: NextFunction) {
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (hasBody) {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!req.complete && !this.headersSent) {
        this.setHeader("Connection", "close");
        lingerOnClose(req.socket);
      }
      return writeHead.apply(this, args);
    } as Response["writeHead"];
  }
  next();
}

/** Node ends a `Connection: close` answer with socket.destroySoon(); this one ends its side and waits a little first. */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function (this: Socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}
