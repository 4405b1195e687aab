import { groupOrUndefined } from "~/group/context.server";

/**
 * A queue that runs one piece of work at a time, taking turns between groups (ADR 0028): a group that queues a
 * hundred photos waits behind its own photos, not in front of another group's one. Within a group, first come first
 * served. In a single-group installation it is a plain queue.
 */
export function createFairQueue() {
  const lanes = new Map<string, (() => Promise<void>)[]>();
  let busy = false;

  function pump(): void {
    if (busy) return;
    const first = lanes.entries().next();
    if (first.done) return;
    const [key, lane] = first.value;
    const work = lane.shift()!;
    // The group goes to the back of the line, behind every group that is waiting.
    lanes.delete(key);
    if (lane.length) lanes.set(key, lane);
    busy = true;
    void work().finally(() => {
      busy = false;
      pump();
    });
  }

  return function inQueue<T>(work: () => Promise<T>): Promise<T> {
    const key = groupOrUndefined()?.key ?? "";
    return new Promise<T>((resolve, reject) => {
      const run = () => work().then(resolve, reject);
      const lane = lanes.get(key);
      if (lane) lane.push(run);
      else lanes.set(key, [run]);
      pump();
    });
  };
}
