import { createRateLimiter } from "~/lib/rate-limit.server";

/**
 * Login attempts: at most 5 in 15 minutes per client address and per e-mail address, then HTTP 429. An attempt is
 * counted before its password is checked (so parallel guesses cannot slip past the limit) and given back when right.
 * The same brake holds for password-reset requests.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;

const perAddress = createRateLimiter({ windowMs: LOGIN_WINDOW_MS, limit: () => LOGIN_MAX_FAILURES });
const perEmail = createRateLimiter({ windowMs: LOGIN_WINDOW_MS, limit: () => LOGIN_MAX_FAILURES });

/**
 * Takes one attempt for this client address and e-mail address; false (nothing taken) when either has used up its
 * window. The owner logs in without an e-mail address: only the client address counts then, so strangers cannot lock
 * the owner out from elsewhere.
 */
export function takeAttempt(clientAddress: string, email: string | undefined, now: number = Date.now()): boolean {
  const key = email?.toLowerCase();
  if (perAddress.isBlocked(clientAddress, now) || (key && perEmail.isBlocked(key, now))) return false;
  perAddress.record(clientAddress, now);
  if (key) perEmail.record(key, now);
  return true;
}

export function giveBackAttempt(clientAddress: string, email: string | undefined): void {
  perAddress.release(clientAddress);
  if (email) perEmail.release(email.toLowerCase());
}

export function resetLoginFailures(): void {
  perAddress.reset();
  perEmail.reset();
}
