/**
 * A sliding-window counter per key (the client address). In memory: the site runs as one process, and a restart
 * forgetting the counts is acceptable for a spam brake or a login limit.
 */
export type RateLimiter = {
  /** Counts one use when allowed; answers whether it was allowed. */
  take(key: string, now?: number): boolean;
  /** Whether the key has used up its window (without counting). */
  isBlocked(key: string, now?: number): boolean;
  /** Counts one use whatever the state (e.g. a failed login). */
  record(key: string, now?: number): void;
  /** Gives back the latest use of the key (a login attempt that turned out right). */
  release(key: string): void;
  reset(): void;
};

const MAX_KEYS = 10_000;

export function createRateLimiter(options: { windowMs: number; limit: () => number }): RateLimiter {
  const hits = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const list = (hits.get(key) ?? []).filter((t) => now - t < options.windowMs);
    if (list.length) hits.set(key, list);
    else hits.delete(key);
    return list;
  };

  const record = (key: string, now = Date.now()) => {
    const list = recent(key, now);
    list.push(now);
    hits.set(key, list);
    // Bounded memory under a flood of addresses: forget the oldest keys.
    if (hits.size > MAX_KEYS) {
      const oldest = hits.keys().next().value;
      if (oldest !== undefined) hits.delete(oldest);
    }
  };

  const isBlocked = (key: string, now = Date.now()) => recent(key, now).length >= options.limit();

  return {
    take(key, now = Date.now()) {
      if (isBlocked(key, now)) return false;
      record(key, now);
      return true;
    },
    isBlocked,
    record,
    release(key) {
      const list = hits.get(key);
      list?.pop();
      if (list && !list.length) hits.delete(key);
    },
    reset() {
      hits.clear();
    },
  };
}
