import { AsyncLocalStorage } from "node:async_hooks";
import type { Rol } from "./schema";

/** Who is making this request, once a session or token was checked: for the permissions and the audit log. */
export interface Actor {
  accountId: number;
  naam: string;
  rol: Rol;
  eigenaar: boolean;
  /** The takken a Takleiding account manages (ids); empty for a Beheerder, who manages everything. */
  takken: number[];
  leidingId: number | null;
  /** Hash of the session or token in use, so "end my other sessions" keeps this one. */
  sessionHash: string;
}

/**
 * On whose behalf code runs: a request (with the account that logged in, or none yet) or the system. Outside both,
 * nobody: the permissions then refuse every write, as they do for a request without an account.
 */
type Scope = { kind: "request"; actor?: Actor } | { kind: "system" };

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

export function setActor(actor: Actor): void {
  const scope = scopes.getStore();
  if (scope?.kind === "request") scope.actor = actor;
}

/** The account of this request; undefined for a request without one, for the system and outside both. */
export function currentActor(): Actor | undefined {
  const scope = scopes.getStore();
  return scope?.kind === "request" ? scope.actor : undefined;
}

export function isSystem(): boolean {
  return scopes.getStore()?.kind === "system";
}
