import type { ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";

/** Above this share of its time spent working, the event loop has no time to spare. */
const BUSY_UTILIZATION = 0.8;

/**
 * How busy the one process is: the share of the last 250 ms its event loop spent working (Node's event loop
 * utilization), and the requests it is answering now (a figure to watch: requests not read yet are not counted). Cheap to ask on every request; the timer does not keep the
 * process alive.
 */
export function createLoadMonitor(intervalMs = 250) {
  let last = performance.eventLoopUtilization();
  let utilization = 0;
  let inFlight = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, intervalMs);
  timer.unref();
  const ended = () => inFlight--;
  return {
    /** Counts a request from now until its response is closed (answered, or its client gone). */
    track(res: ServerResponse): void {
      inFlight++;
      res.once("close", ended);
    },
    busy: (): boolean => utilization >= BUSY_UTILIZATION,
    get utilization(): number {
      return utilization;
    },
    get inFlight(): number {
      return inFlight;
    },
  };
}

export type LoadMonitor = ReturnType<typeof createLoadMonitor>;
