import { InputError } from "~/lib/errors";
import { currentActor, isSystem, type Actor } from "./actor.server";
import { NO_ACCESS, NOT_SIGNED_IN } from "./messages";

// The roles, checked where the data changes (the domains' writes), so a page, a form post and an API call obey the
// same rule. They fail closed: a request without an account, or code outside any request or system scope, may
// change nothing (401). Only work that runs as the system (runAsSystem: start-up, demo content, jobs) may do all.

function forbidden(): never {
  throw new InputError(NO_ACCESS, 403);
}

/** Who may write now: the system, or the request's account; nobody else. */
function writer(): Actor | "system" {
  if (isSystem()) return "system";
  const actor = currentActor();
  if (!actor) throw new InputError(NOT_SIGNED_IN, 401);
  return actor;
}

/** The account of this request, for a change to one's own account (password, sessions); 401 without one. */
export function requireAccount(): Actor {
  const who = writer();
  if (who === "system") forbidden();
  return who;
}

export function isBeheerder(actor: Actor | undefined = currentActor()): boolean {
  return actor?.rol === "beheerder";
}

/** Accounts, the log, history, messages, the newsletter, the announcement and deleting leaders: the Beheerder only. */
export function requireBeheerder(): void {
  const who = writer();
  if (who !== "system" && !isBeheerder(who)) forbidden();
}

/** Whether the actor manages every one of these takken (an empty list, the whole group, is the Beheerder's). */
export function managesTakken(takIds: readonly number[], actor: Actor | undefined = currentActor()): boolean {
  if (!actor) return false;
  if (isBeheerder(actor)) return true;
  return takIds.length > 0 && takIds.every((id) => actor.takken.includes(id));
}

/** Whether the writer (the system, or the request's account) may change what belongs to these takken; 401 without one. */
export function mayChangeTakken(takIds: readonly number[]): boolean {
  const who = writer();
  return who === "system" || managesTakken(takIds, who);
}

export function requireTakken(takIds: readonly number[]): void {
  if (!mayChangeTakken(takIds)) forbidden();
}
