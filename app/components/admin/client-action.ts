import { isRouteErrorResponse } from "react-router";
import { SESSIE_PARAM, SESSIE_VERLOPEN_WAARDE } from "~/domains/auth/messages";
import { refusal, type FormFailure } from "~/lib/forms";
import { verwijderConcepten, verwijderAlleConcepten } from "./concept";

// An admin post that fails on the way (no connection, no answer in time, the server crashed, a proxy refused the body,
// the session ended on another device) would otherwise replace the whole page with the error page or the login, and
// what the leader typed would be gone. The admin routes' clientAction turns such a failure into an outcome like any
// refusal, shown where the leader looks (decisions 0023 and 0036), and the page keeps its data.

export const VERBINDING_MISLUKT =
  "Er is geen verbinding met de server: je wijziging is niet opgeslagen. Wat je typte staat er nog: probeer opnieuw zodra je weer verbinding hebt.";
export const GEEN_ANTWOORD =
  "De server antwoordde niet op tijd: je wijziging is misschien niet opgeslagen. Wat je typte staat er nog: opnieuw proberen maakt niets dubbel.";
export const SERVER_FOUT = "De server kon je wijziging niet verwerken: ze is niet opgeslagen. Wat je typte staat er nog: probeer het later opnieuw.";
export const TE_GROOT = "Wat je verstuurt is te groot: je wijziging is niet opgeslagen.";
export const SESSIE_VERLOPEN =
  "Je bent niet meer aangemeld: je wijziging is niet opgeslagen. Wat je typte is bewaard op dit toestel: log opnieuw in en je vindt het hier terug.";

/** How long a save may take before the leader gets the form back (the post itself goes on, its key prevents a double). */
export const ANTWOORD_BINNEN_MS = 30_000;

/** What went wrong on the way: no connection, no answer in time, a crash, too large, or no session any more. */
export type Onderweg = "verbinding" | "tijd" | "server" | "te-groot" | "sessie";

const BERICHT: Record<Onderweg, string> = {
  verbinding: VERBINDING_MISLUKT,
  tijd: GEEN_ANTWOORD,
  server: SERVER_FOUT,
  "te-groot": TE_GROOT,
  sessie: SESSIE_VERLOPEN,
};

/** The redirect to the login that an admin post gets when its session has ended (requireAdminPage). */
function naarLogin(response: Response): boolean {
  const location = response.headers.get("Location") ?? "";
  return location.startsWith("/admin?") && new URLSearchParams(location.slice("/admin?".length)).get(SESSIE_PARAM) === SESSIE_VERLOPEN_WAARDE;
}

/** A failed post's kind; null for what React Router handles itself (a redirect, a record that is gone). */
function failure(error: unknown): Onderweg | null {
  if (error instanceof Response) return error.status >= 300 && error.status < 400 && naarLogin(error) ? "sessie" : null;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return null;
    if (error.status === 401) return "sessie";
    return error.status === 413 ? "te-groot" : "server";
  }
  // fetch() rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return "verbinding";
  return "server";
}

class GeenAntwoord extends Error {}

/** The server action, or GeenAntwoord after `ms`: the post goes on in the background (a retry carries the same key). */
function binnen<T>(serverAction: () => Promise<T>, ms: number): Promise<T> {
  const pending = serverAction();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GeenAntwoord()), ms);
  });
  // Its late answer (or failure) is nobody's any more.
  pending.catch(() => undefined);
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}

/** The post's intent field, when it has one. */
async function intentOf(request: Request): Promise<string | null> {
  try {
    const intent = (await request.clone().formData()).get("intent");
    return typeof intent === "string" ? intent : null;
  } catch {
    return null;
  }
}

/**
 * Runs the route's server action; a failure on the way becomes `failed(message)` with `onderweg` (what happened), so
 * that `keepDataWhenOffline` keeps the page as it is instead of reloading it (which would fail as well, or show the
 * login). `ms`: how long the answer may take.
 */
export async function guardServerAction<T, F extends object>(
  request: Request,
  serverAction: () => Promise<T>,
  failed: (message: string) => F,
  ms: number = ANTWOORD_BINNEN_MS,
): Promise<T | (F & { onderweg: Onderweg })> {
  const intent = await intentOf(request);
  if (intent === "logout") verwijderAlleConcepten();
  try {
    return await binnen(serverAction, ms);
  } catch (error) {
    const soort = error instanceof GeenAntwoord ? "tijd" : failure(error);
    if (!soort) throw error;
    return { ...failed(BERICHT[soort]), onderweg: soort };
  }
}

/** Whether an action's result is a failure on the way (guardServerAction). */
export function isOnderweg(result: unknown): result is { onderweg: Onderweg } {
  return typeof result === "object" && result !== null && typeof (result as { onderweg?: unknown }).onderweg === "string";
}

/**
 * A route's `shouldRevalidate` (the root's and the admin's layout too): after a post that failed on the way, the page
 * keeps its data. Reloading it would fail as well (no connection), or replace the form with the login or the error page.
 */
export function keepDataWhenOffline({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }): boolean {
  return isOnderweg(actionResult) ? false : defaultShouldRevalidate;
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

/**
 * An add or edit page's clientAction: a failure on the way comes back like a refusal, with what was typed. A save that
 * went through (the server answered with a redirect) ends the form's draft on this device (concept.ts).
 */
export async function guardFormAction<T>(request: Request, serverAction: () => Promise<T>, savedWhen: (result: T) => boolean = () => false) {
  const values = await typedValuesOf(request);
  const saved = () => verwijderConcepten(new URL(request.url));
  return guardServerAction(
    request,
    async () => {
      try {
        const result = await serverAction();
        if (savedWhen(result)) saved();
        return result;
      } catch (thrown) {
        if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400 && !naarLogin(thrown)) saved();
        throw thrown;
      }
    },
    (error): FormFailure => ({ error, reply: refusal({}, values) }),
  );
}
