import { afterEach, beforeEach, vi } from "vitest";

/** Every test of the file runs with `Date` at this moment (only Date: timers and the database run as usual). */
export function withDateAt(ms: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(ms);
  });
  afterEach(() => vi.useRealTimers());
}
