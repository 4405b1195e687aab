import { data } from "react-router";
import { diskFullRefusal } from "./disk-space.server";
import { InputError } from "./errors";
import { logger } from "./logger.server";
import type { Body } from "./request-body.server";

import { NO_STORE } from "./http.server";

export { NO_STORE };

/** What an admin form post answers when it does not redirect: the banner's error, each field's error, what was typed. */
export type FormFailure = { error: string; fields: Record<string, string>; values: Record<string, string | string[]> };

/** The typed values of a posted form (files left out), to fill the form again after a refusal. */
export function typedValues(body: Body): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === "string" || Array.isArray(value)) values[key] = value;
  return values;
}

/** What `data()` makes; React Router exports its class as a type only, so it is told by its tag. */
function isDataAnswer(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * Turns what an admin form's write threw into its answer: a refusal with field errors (400) is shown at the fields,
 * another refusal (409, 413, a full disk's 507) in the banner, a missing record is the 404 page, anything else is
 * `failure` (500). An answer the route already threw (a redirect, or `data()` such as the 404 of a record that is
 * gone) goes out as it is.
 */
export function formFailure(thrown: unknown, body: Body, failure: string) {
  if (thrown instanceof Response || isDataAnswer(thrown)) throw thrown;
  const error = diskFullRefusal(thrown) ?? thrown;
  if (!(error instanceof InputError)) {
    logger.error({ err: error }, failure);
    return data<FormFailure>({ error: failure, fields: {}, values: typedValues(body) }, { status: 500, headers: NO_STORE });
  }
  if (error.status === 404) throw data(error.message, { status: 404, headers: NO_STORE });
  const fieldsOnly = Object.keys(error.fields).length > 0 && error.status === 400;
  return data<FormFailure>(
    { error: fieldsOnly ? "" : error.message, fields: error.fields, values: typedValues(body) },
    { status: error.status, headers: NO_STORE },
  );
}
