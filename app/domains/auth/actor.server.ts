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

const requests = new AsyncLocalStorage<{ actor?: Actor }>();

/**
 * Runs one request with its own slot for the actor. The server wraps every request in it; code outside a request
 * (start-up, demo content, scripts) has no actor and counts as the system.
 */
export function runAsRequest<T>(handle: () => T): T {
  return requests.run({}, handle);
}

export function setActor(actor: Actor): void {
  const store = requests.getStore();
  if (store) store.actor = actor;
}

export function currentActor(): Actor | undefined {
  return requests.getStore()?.actor;
}
