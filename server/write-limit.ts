import type { NextFunction, Request, RequestHandler, Response } from "express";
import { RateLimiterMemory, RateLimiterQueue } from "rate-limiter-flexible";
import { groupOrUndefined, groupSlot } from "~/group/context.server";

/** About the window in which a group's writes are counted: short, so that a burst of saves is spread rather than let through at once. */
const WINDOW_S = 0.1;
/** How long a write may wait for its turn before it is refused: longer than a leader waits without wondering. */
const MAX_WAIT_S = 5;

export const TE_VEEL_TEGELIJK = "Er wordt nu heel veel tegelijk opgeslagen. Probeer het over enkele seconden opnieuw: wat je invulde, blijft staan.";

/**
 * Each group's writes (every request that is not a GET or HEAD) start at most `perSecond` a second, in the order they
 * came; the others wait their turn, at most 5 seconds, and are then refused (503, Retry-After). A write costs the one
 * process tens of times what a cached page does, and every request is served in turn: without a bound, ten scripts of
 * one group saving back to back take the process from every visitor of every group (issues 45 and 46, ADR 0036).
 * A group's queue lives in its context, so it goes with the group.
 */
export function writeLimit(perSecond: () => number): RequestHandler {
  const queue = groupSlot(() => {
    const rate = perSecond();
    // A whole number of writes per window, the window as long as that number takes at the rate.
    const points = Math.max(1, Math.round(rate * WINDOW_S));
    return new RateLimiterQueue(new RateLimiterMemory({ points, duration: points / rate }), { maxQueueSize: Math.ceil(rate * MAX_WAIT_S) });
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || !groupOrUndefined()) return next();
    queue()
      .removeTokens(1)
      .then(
        () => next(),
        () => {
          res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" });
          if (req.path.startsWith("/api/")) res.json({ error: TE_VEEL_TEGELIJK });
          else res.type("text/plain").send(TE_VEEL_TEGELIJK);
        },
      );
  };
}
