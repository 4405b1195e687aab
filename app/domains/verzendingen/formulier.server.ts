// The admin forms' side of one tap, one save (issue 52): the key is the hidden field `verzending` of the form's render.
import { data, redirect } from "react-router";
import type { Actor } from "~/domains/auth/actor.server";
import { NO_STORE } from "~/lib/admin-form.server";
import { textField, type Body } from "~/lib/request-body.server";
import { VERZENDING_VELD } from "./rules";
import { eenmalig, type Antwoord, type Verzending } from "./verzendingen.server";

/** What `data()` makes; React Router exports its class as a type only, so it is told by its tag. */
type DataAnswer = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataAnswer(value: unknown): value is DataAnswer {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** The key of a posted admin form (null for a form without one: a page rendered before issue 52). */
export function formVerzending(request: Request, actor: Actor, body: Body, extra = ""): Verzending | null {
  const sleutel = textField(body, VERZENDING_VELD);
  if (!sleutel) return null;
  return { accountId: actor.accountId, sleutel: extra ? `${sleutel}:${extra}` : sleutel, doel: `POST ${new URL(request.url).pathname}` };
}

/** A form's redirect or panel outcome as remembered; a refusal (4xx, 5xx) is not. */
function formAntwoord(result: unknown): Antwoord | null {
  if (result instanceof Response) {
    const location = result.headers.get("Location");
    return result.status >= 300 && result.status < 400 && location ? { status: result.status, location } : null;
  }
  if (isDataAnswer(result)) {
    const status = result.init?.status ?? 200;
    return status < 300 ? { status, body: result.data } : null;
  }
  return null;
}

function formHerhaling<T>(antwoord: Antwoord): T {
  if ("location" in antwoord) return redirect(antwoord.location, { status: antwoord.status, headers: NO_STORE }) as T;
  return data(antwoord.body, { status: antwoord.status, headers: NO_STORE }) as T;
}

/**
 * Runs an admin form's create once per form render: a second post of the same render (a double tap without
 * JavaScript, a retry after a lost answer) gets the first answer (its redirect) and makes nothing new.
 */
export function eenmaligFormulier<T>(v: Verzending | null, run: () => Promise<T>): Promise<T> {
  return eenmalig(v, run, formAntwoord, formHerhaling<T>);
}
