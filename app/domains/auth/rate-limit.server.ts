/** Failed login attempts per client address: at most 5 in 15 minutes, then HTTP 429. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;

// In memory: one server process, and a restart forgetting the count is acceptable for a shared password.
const failures = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
  const list = (failures.get(key) ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
  if (list.length) failures.set(key, list);
  else failures.delete(key);
  return list;
}

export function isLoginBlocked(clientAddress: string, now: number = Date.now()): boolean {
  return recent(clientAddress, now).length >= LOGIN_MAX_FAILURES;
}

export function recordLoginFailure(clientAddress: string, now: number = Date.now()): void {
  const list = recent(clientAddress, now);
  list.push(now);
  failures.set(clientAddress, list);
  // Bounded memory under a flood of addresses: forget the oldest entries.
  if (failures.size > 10_000) {
    const oldest = failures.keys().next().value;
    if (oldest !== undefined) failures.delete(oldest);
  }
}

export function resetLoginFailures(): void {
  failures.clear();
}
