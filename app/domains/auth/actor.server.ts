import { currentScope } from "~/lib/scope.server";
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

// The scope (a request or the system) is lib/scope.server.ts's; the account in it is this domain's.
export { runAsRequest, runAsSystem } from "~/lib/scope.server";

export function setActor(actor: Actor): void {
  const scope = currentScope();
  if (scope?.kind === "request") scope.actor = actor;
}

/** The account of this request; undefined for a request without one, for the system and outside both. */
export function currentActor(): Actor | undefined {
  const scope = currentScope();
  return scope?.kind === "request" ? (scope.actor as Actor | undefined) : undefined;
}

export function isSystem(): boolean {
  return currentScope()?.kind === "system";
}
