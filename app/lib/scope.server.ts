import { AsyncLocalStorage } from "node:async_hooks";

// On whose behalf code runs: a request (with the account that logged in, or none yet) or the system. Outside both,
// nobody: the permissions then refuse every write, as they do for a request without an account. The account itself is
// the auth domain's (domains/auth/actor.server.ts); the scope is here, so that code below the domains (the background
// jobs) can run as the system without knowing the accounts.

export type Scope = { kind: "request"; actor?: unknown } | { kind: "system" };

const scopes = new AsyncLocalStorage<Scope>();

/** Runs one request with its own slot for the actor. The server wraps every request in it, and so do the tests. */
export function runAsRequest<T>(handle: () => T): T {
  return scopes.run({ kind: "request" }, handle);
}

/**
 * Runs work that no person asked for, with every right: the start-up (base data, demo content, the owner account),
 * the jobs (mail worker, Facebook sync, the audit log's sweep) and scripts. The audit log names it 'Systeem'.
 */
export function runAsSystem<T>(work: () => T): T {
  return scopes.run({ kind: "system" }, work);
}

/** The running code's scope; undefined outside a request and the system. */
export function currentScope(): Scope | undefined {
  return scopes.getStore();
}
