import { createRequestHandler } from "@react-router/express";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import type { ServerBuild } from "react-router";
import { runAsRequest } from "~/domains/auth/actor.server";

export interface PagesOptions {
  /** React Router's server build; in development Vite loads it anew after every edit. */
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
}

/**
 * React Router behind Express, through React Router's own adapter (the Fetch request and response). Two things are
 * ours: each request gets its own slot for the account that makes it (permissions and the audit log read it), and a
 * page's own policy (its inline scripts by hash, set in entry.server.tsx) replaces the one of the security headers
 * instead of being added next to it (the adapter adds every header of the Response to those set already, and two
 * policies would both be enforced); an answer without a policy of its own keeps that one.
 */
export function pages(options: PagesOptions): RequestHandler {
  const handle = createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "" }),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const policy = res.getHeader("Content-Security-Policy");
    res.removeHeader("Content-Security-Policy");
    onHeaders(res, () => {
      if (policy !== undefined && !res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", policy);
    });
    return runAsRequest(() => handle(req, res, next));
  };
}
