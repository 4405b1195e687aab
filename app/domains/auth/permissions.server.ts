import { InputError } from "~/lib/errors";
import { currentActor, type Actor } from "./actor.server";
import { NO_ACCESS } from "./messages";

// The roles, checked where the data changes (the domains' mutations), so a page, a form post and an API call obey the
// same rule. Outside a request (start-up, demo content) there is no actor: the system may do everything.

function forbidden(): never {
  throw new InputError(NO_ACCESS, 403);
}

export function isBeheerder(actor: Actor | undefined = currentActor()): boolean {
  return !actor || actor.rol === "beheerder";
}

/** Accounts, the log, history, messages, the newsletter, the announcement and deleting leaders: the Beheerder only. */
export function requireBeheerder(): void {
  if (!isBeheerder()) forbidden();
}

/** Whether the actor manages every one of these takken (an empty list, the whole group, is the Beheerder's). */
export function managesTakken(takIds: readonly number[], actor: Actor | undefined = currentActor()): boolean {
  if (isBeheerder(actor)) return true;
  return takIds.length > 0 && takIds.every((id) => actor!.takken.includes(id));
}

export function requireTakken(takIds: readonly number[]): void {
  if (!managesTakken(takIds)) forbidden();
}
