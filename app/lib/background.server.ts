import { runAsSystem } from "~/domains/auth/actor.server";
import { logger } from "./logger.server";

/**
 * A job the server runs in the background, outside any request: one pass at a time (a wake-up during a pass asks for
 * another pass right after it), again at the moment the pass names or after `maxIdleMs`, and stopped by waiting for
 * the pass in progress, so a clean stop never cuts a send off.
 *
 * Every pass runs through `run` below: code outside a request acts as the system (issue 26 names that actor; this is
 * the one place to give it).
 */
export interface BackgroundLoop {
  start(): void;
  /** A pass now (new work arrived), instead of at the next planned moment. */
  wake(): void;
  stop(): Promise<void>;
  /** Whether it was started (and not stopped). */
  readonly running: boolean;
}

export function backgroundLoop(
  name: string,
  /**
   * One pass; answers in how many ms the next pass is due (work planned for later), or undefined for the idle
   * time. A long pass asks `stopping()` between its steps and ends early once the server stops.
   */
  pass: (stopping: () => boolean) => Promise<number | undefined>,
  maxIdleMs: number | (() => number) = 30_000,
): BackgroundLoop {
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | undefined;
  let again = false;

  const stopping = () => !started;
  // A timer keeps the scope of whoever set it: a wake-up from a request (a contact message, a leader's save) must not
  // make the pass that visitor's. Every pass acts as the system.
  const run = () => runAsSystem(() => pass(stopping));

  function plan(next: number | undefined): void {
    if (!started) return;
    clearTimeout(timer);
    const idle = typeof maxIdleMs === "function" ? maxIdleMs() : maxIdleMs;
    const wait = next === undefined ? idle : Math.min(idle, Math.max(20, next));
    timer = setTimeout(tick, wait);
    timer.unref();
  }

  function tick(): void {
    if (!started) return;
    if (current) {
      again = true;
      return;
    }
    let next: number | undefined;
    current = run()
      .then((due) => {
        next = due;
      })
      .catch((error: unknown) => logger.error({ err: error }, `${name} mislukt`))
      .finally(() => {
        current = undefined;
        if (again && started) {
          again = false;
          tick();
        } else plan(next);
      });
  }

  // A pass starts in a turn of the event loop of its own, never inside the caller's: a transaction of the pass and
  // one of the caller's, open at the same time, would wait on each other's lock (SQLite's driver waits synchronously).
  const soon = () => setImmediate(tick).unref();

  return {
    start() {
      if (started) return;
      started = true;
      soon();
    },
    wake() {
      if (started) soon();
    },
    async stop() {
      started = false;
      again = false;
      clearTimeout(timer);
      await current;
    },
    get running() {
      return started;
    },
  };
}
