import { hostingDomain } from "~/config/env.server";
import { currentGroup, groupSlot, workInGroup } from "~/group/context.server";
import { logger } from "./logger.server";
import { runAsSystem } from "./scope.server";

/**
 * A job the server runs in the background for each group, outside any request: per group one pass at a time (a
 * wake-up during a pass asks for another pass right after it), again at the moment the pass names or after
 * `maxIdleMs`, and stopped by waiting for the pass in progress, so a clean stop never cuts a send off. `start`,
 * `wake` and `stop` act on the running code's group; each pass runs as that group's, with its database open.
 *
 * Every pass runs through `run` below: code outside a request acts as the system (issue 26 names that actor; this is
 * the one place to give it).
 */
export interface BackgroundLoop {
  start(): void;
  /** A pass now (new work arrived), instead of at the next planned moment. */
  wake(): void;
  stop(): Promise<void>;
  /** Whether it was started (and not stopped) for the running code's group. */
  readonly running: boolean;
}

/**
 * Hosting mode: a job without planned work wakes for new work only (and at the latest after six hours), instead of
 * looking every `maxIdleMs`: a thousand groups' jobs looking every half minute would keep their databases open.
 */
const HOSTED_IDLE_CEILING_MS = 6 * 60 * 60 * 1000;

/** At most this many passes (of every group and job) at once: one group's work never takes the whole process. */
const MAX_PASSES_AT_ONCE = 2;
let passesRunning = 0;
const waitingPasses: (() => void)[] = [];

/** Passes running or waiting for their turn (of every group and job). */
export function passesPending(): number {
  return passesRunning + waitingPasses.length;
}

async function passSlot(): Promise<() => void> {
  if (passesRunning >= MAX_PASSES_AT_ONCE) await new Promise<void>((resolve) => waitingPasses.push(resolve));
  else passesRunning++;
  return () => {
    const next = waitingPasses.shift();
    if (next) next();
    else passesRunning--;
  };
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
  /** The job's state in one group. */
  interface State {
    started: boolean;
    timer?: ReturnType<typeof setTimeout>;
    current?: Promise<void>;
    again: boolean;
  }
  const state = groupSlot((): State => ({ started: false, again: false }));

  function runner(): { state: State; tick: () => void } {
    const group = currentGroup();
    const own = state();
    const stopping = () => !own.started;
    // A timer keeps the scope of whoever set it: a wake-up from a request (a contact message, a leader's save) must
    // not make the pass that visitor's. Every pass acts as the system, for its group.
    const run = async () => {
      const done = await passSlot();
      try {
        return await workInGroup(group, () => runAsSystem(() => pass(stopping)));
      } finally {
        done();
      }
    };

    function plan(next: number | undefined): void {
      if (!own.started) return;
      clearTimeout(own.timer);
      const idle = hostingDomain() ? HOSTED_IDLE_CEILING_MS : typeof maxIdleMs === "function" ? maxIdleMs() : maxIdleMs;
      const wait = next === undefined ? idle : Math.min(idle, Math.max(20, next));
      // setTimeout takes at most 2^31-1 ms; a longer wait is a wait of that long (and a look).
      own.timer = setTimeout(tick, Math.min(wait, 2 ** 31 - 1));
      own.timer.unref();
    }

    function tick(): void {
      if (!own.started) return;
      if (own.current) {
        own.again = true;
        return;
      }
      let next: number | undefined;
      own.current = run()
        .then((due) => {
          next = due;
        })
        .catch((error: unknown) => logger.error({ err: error, groep: group.slug ?? undefined }, `${name} mislukt`))
        .finally(() => {
          own.current = undefined;
          if (own.again && own.started) {
            own.again = false;
            tick();
          } else plan(next);
        });
    }
    return { state: own, tick };
  }

  // A pass starts in a turn of the event loop of its own, never inside the caller's: a transaction of the pass and
  // one of the caller's, open at the same time, would wait on each other's lock (SQLite's driver waits synchronously).
  const soon = (tick: () => void) => setImmediate(tick).unref();

  return {
    start() {
      const { state: own, tick } = runner();
      if (own.started) return;
      own.started = true;
      soon(tick);
    },
    wake() {
      const { state: own, tick } = runner();
      if (own.started) soon(tick);
    },
    async stop() {
      const own = state();
      own.started = false;
      own.again = false;
      clearTimeout(own.timer);
      await own.current;
    },
    get running() {
      return state().started;
    },
  };
}
