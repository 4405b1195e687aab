import { isRouteErrorResponse } from "react-router";

// An admin post that fails on the way (no connection, the server crashed, a proxy refused the body) would otherwise
// replace the whole page with the error page, and what the leader typed would be gone. The admin routes' clientAction
// turns such a failure into an outcome like any refusal, shown where the leader looks (decision 0023).

export const VERBINDING_MISLUKT = "Er is geen verbinding met de server: je wijziging is niet opgeslagen. Controleer je verbinding en probeer het opnieuw.";
export const SERVER_FOUT = "De server kon je wijziging niet verwerken: ze is niet opgeslagen. Probeer het later opnieuw.";
export const TE_GROOT = "Wat je verstuurt is te groot: je wijziging is niet opgeslagen.";

/** A failed post's message; null for what React Router handles itself (a redirect, a record that is gone). */
function failure(error: unknown): { message: string; offline: boolean } | null {
  if (error instanceof Response) return null;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return null;
    return { message: error.status === 413 ? TE_GROOT : SERVER_FOUT, offline: false };
  }
  // fetch() rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return { message: VERBINDING_MISLUKT, offline: true };
  return { message: SERVER_FOUT, offline: false };
}

/**
 * Runs the route's server action; a failure on the way becomes `failed(message)`, marked `offline` when no answer came,
 * so that `keepDataWhenOffline` keeps the page as it is instead of reloading it (which would fail as well).
 */
export async function guardServerAction<T, F extends object>(serverAction: () => Promise<T>, failed: (message: string) => F): Promise<T | (F & { offline?: true })> {
  try {
    return await serverAction();
  } catch (error) {
    const found = failure(error);
    if (!found) throw error;
    return found.offline ? { ...failed(found.message), offline: true as const } : failed(found.message);
  }
}

/** A route's `shouldRevalidate`: after a post that got no answer, the page keeps its data. */
export function keepDataWhenOffline({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }): boolean {
  const offline = typeof actionResult === "object" && actionResult !== null && (actionResult as { offline?: unknown }).offline === true;
  return offline ? false : defaultShouldRevalidate;
}

/** The text fields of a post (several values of one name as a list), to give them back to the form after a failure. */
export async function typedValuesOf(request: Request): Promise<Record<string, string | string[]>> {
  const values: Record<string, string | string[]> = {};
  try {
    const form = await request.clone().formData();
    for (const key of new Set(form.keys())) {
      const texts = form.getAll(key).filter((v): v is string => typeof v === "string");
      if (texts.length) values[key] = texts.length === 1 ? texts[0]! : texts;
    }
  } catch {
    // Not a form body: nothing to give back.
  }
  return values;
}

/** What an admin form page's action answers when it does not redirect (see lib/admin-form.server.ts). */
export type FormFailureShape = { error: string; fields: Record<string, string>; values: Record<string, string | string[]> };

/** An add or edit page's clientAction: a failure on the way comes back like a refusal, with what was typed. */
export async function guardFormAction<T>(request: Request, serverAction: () => Promise<T>) {
  const values = await typedValuesOf(request);
  return guardServerAction(serverAction, (error): FormFailureShape => ({ error, fields: {}, values }));
}
