import net from "node:net";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { groupOrUndefined } from "~/group/context.server";

/**
 * A limit of uses per key per window, on rate-limiter-flexible's in-memory store (ADR 0014): the site runs as one
 * process, and a restart forgetting the counts is acceptable for a spam brake or a login limit. Every limiter of the
 * site is one of these.
 */
export interface RateLimiter {
  /** Counts one use, also past the limit, and answers whether it fits in the key's window. */
  take(key: string): Promise<boolean>;
  /** Gives one use back (a login that turned out right). */
  giveBack(key: string): Promise<void>;
  /** Forgets every count (tests). */
  reset(): void;
}

/** A key counted apart for each group: one group's visitors never use up another group's limits. */
function groupKey(key: string): string {
  return `${groupOrUndefined()?.key ?? ""}\n${key}`;
}

/** `limit` is read at each use, so a setting from the environment (FORM_RATE_LIMIT) applies as it is. */
export function createRateLimiter(options: { windowMs: number; limit: () => number }): RateLimiter {
  let store: { points: number; limiter: RateLimiterMemory } | undefined;
  const limiter = () => {
    const points = options.limit();
    if (store?.points !== points) store = { points, limiter: new RateLimiterMemory({ points, duration: options.windowMs / 1000 }) };
    return store.limiter;
  };
  return {
    async take(key) {
      try {
        await limiter().consume(groupKey(key));
        return true;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
    async giveBack(key) {
      await limiter().reward(groupKey(key));
    },
    reset() {
      store = undefined;
    },
  };
}

/**
 * Takes one use of each (limiter, key) pair, or none: when one refuses, the uses taken before are given back.
 * Answers whether all were taken.
 */
export async function takeAll(uses: ReadonlyArray<readonly [RateLimiter, string]>): Promise<boolean> {
  const taken: (readonly [RateLimiter, string])[] = [];
  for (const use of uses) {
    if (!(await use[0].take(use[1]))) {
      for (const [limiter, key] of taken) await limiter.giveBack(key);
      return false;
    }
    taken.push(use);
  }
  return true;
}

/**
 * The key of a client address: an IPv6 client counts per /64 network, the smallest block a home or phone connection
 * gets, so that walking through the addresses of one's own network does not reset a limit.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(":")}::/64`;
}
