/**
 * A sliding-window counter per key (the client address). In memory: the site runs as one process, and a restart
 * forgetting the counts is acceptable for a spam brake.
 */
export type RateLimiter = {
  /** Counts one use when allowed; answers whether it was allowed. */
  take(key: string, now?: number): boolean;
  reset(): void;
};

export function createRateLimiter(options: { windowMs: number; limit: () => number }): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    take(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < options.windowMs);
      if (recent.length >= options.limit()) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      // Bounded memory under a flood of addresses: forget the oldest keys.
      if (hits.size > 10_000) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return true;
    },
    reset() {
      hits.clear();
    },
  };
}
