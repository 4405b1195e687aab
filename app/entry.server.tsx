import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { pagePolicy } from "~/lib/csp.server";
import { finishPage } from "~/lib/page-html.server";
import { logger } from "~/lib/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Pages are small and fully server-rendered: wait for everything so the status code and the HTML are final, and
    // the page's script hashes can go into its Content-Security-Policy.
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        finishPage(body).then(({ html, scriptHashes }) => {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", pagePolicy(scriptHashes));
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        }, reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error, path: new URL(request.url).pathname }, "page render failed");
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * What React Router reports: a refused request (a form post from another site, a bad method) is one warning line; an
 * unexpected error gets its stack. A request the client gave up on is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ path, status: error.status }, `request refused: ${error.statusText || error.status}`);
    return;
  }
  // React Router's own CSRF check (a form post from another site) throws a plain Error and then answers 400.
  if (error instanceof Error && /origin does not match/i.test(error.message)) {
    logger.warn({ path, status: 400 }, "request refused: a form post from another site");
    return;
  }
  logger.error({ err: error, path }, "request failed");
};
