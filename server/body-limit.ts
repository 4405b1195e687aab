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

/** An unread rest of a body up to this size is read and dropped, so the connection stays usable (as Node does). */
export const UNREAD_BODY_KEPT = 1024 * 1024;
/**
 * How long a connection closed after an unread body still takes in (and drops) what the sender sends: closing at once
 * would reset it, and a reset can throw away the answer on its way (a lingering close, as web servers do).
 */
export const LINGER_MS = 2000;

/**
 * A response that goes out while more than a megabyte of its request's body is still unread (refused by its
 * Content-Length, such as a 30 MB booklet, or a 403 before an upload is read) closes the connection: Node would
 * otherwise read and drop the whole rest to keep the connection, and the sender would upload all of it for nothing.
 * The answer goes out whole, then the connection ends (what still arrives for two seconds is dropped). Browsers read
 * such an early answer. A body read (nearly) to the end, or a small one, keeps the connection: clients that cannot
 * read an early answer (fetch) still get theirs.
 */
export function closeUnreadBodies(req: Request, res: Response, next: NextFunction) {
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > UNREAD_BODY_KEPT) {
    // What the socket has delivered since this request began: its body, give or take a buffer.
    const readBefore = req.socket.bytesRead;
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const unread = length - (req.socket.bytesRead - readBefore);
      if (!req.complete && unread > UNREAD_BODY_KEPT && !this.headersSent) {
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
