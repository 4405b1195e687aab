import { createRequestHandler } from "@react-router/express";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { runAsRequest } from "~/domains/auth/actor.server";
import { groupOrUndefined } from "~/group/context.server";
import { clientAddressContext, groupContext, hosterContext } from "~/group/request-context";
import { isHosterRequest } from "~/group/requests.server";

export interface PagesOptions {
  /**
   * React Router's server build: the build itself in production (React Router derives its route tables once), a
   * function in development, where Vite loads it anew after every edit (and React Router derives them per request).
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
}

/**
 * React Router behind Express, through React Router's own adapter (the Fetch request and response). Two things are
 * ours: each request gets its own slot for the account that makes it (permissions and the audit log read it), and a
 * header that a route sets itself replaces the default of the security headers instead of being added next to it (the
 * adapter adds every header of the Response to those set already): a page's own policy (its inline scripts by hash,
 * set in entry.server.tsx), or the photo files' stricter Referrer-Policy. Two policies would both be enforced, and two
 * referrer policies would leave the browser to pick one. An answer without its own keeps the default.
 */
export function pages(options: PagesOptions): RequestHandler {
  const handle = createRequestHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "");
      context.set(hosterContext, isHosterRequest(res));
      context.set(groupContext, groupOrUndefined());
      return context;
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const defaults = res.getHeaders();
    for (const name of Object.keys(defaults)) res.removeHeader(name);
    onHeaders(res, () => {
      for (const [name, value] of Object.entries(defaults)) if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value);
    });
    return runAsRequest(() => handle(req, res, next));
  };
}
