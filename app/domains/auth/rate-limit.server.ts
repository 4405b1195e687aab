import { createRateLimiter } from "~/lib/rate-limit.server";

/** Failed login attempts per client address: at most 5 in 15 minutes, then HTTP 429. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;

const loginFailures = createRateLimiter({ windowMs: LOGIN_WINDOW_MS, limit: () => LOGIN_MAX_FAILURES });

export function isLoginBlocked(clientAddress: string, now: number = Date.now()): boolean {
  return loginFailures.isBlocked(clientAddress, now);
}

export function recordLoginFailure(clientAddress: string, now: number = Date.now()): void {
  loginFailures.record(clientAddress, now);
}

export function resetLoginFailures(): void {
  loginFailures.reset();
}
