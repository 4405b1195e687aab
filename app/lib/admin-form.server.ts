import { data } from "react-router";
import { diskFullRefusal } from "./disk-space.server";
import { InputError } from "./errors";
import { messagesOf, parseDottedForm, parseForm, refusal, type FormFailure, type ParsedForm } from "./forms";
import { logger } from "./logger.server";
import type { Body } from "./request-body.server";
import type { z } from "./zod";

import { NO_STORE } from "./http.server";

export { NO_STORE };
export type { FormFailure };

/**
 * A read body (lib/request-body.server.ts: its size limits, its files, its lists) as the form it came as, for
 * `parseForm`: each value once, a list's values one by one.
 */
export function formDataOf(body: Body): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
  }
  return form;
}

/**
 * A read body parsed with its schema through Conform, for a write that answers a refusal by throwing (one shared with
 * the JSON API, the settings' forms): the InputError `parseInput` throws, each field named as the form names it
 * (`dotted`: `adres.straat`, `momenten.2.jaar`, see parseDottedForm).
 */
export function parseBody<S extends z.ZodType>(body: Body, schema: S, options: { dotted?: boolean; with?: Record<string, unknown> } = {}): z.output<S> {
  const form = formDataOf(body);
  const submission = options.dotted ? parseDottedForm(form, schema, options) : parseForm(form, schema, options);
  if (submission.status === "success") return submission.value;
  const fouten = messagesOf(submission, options.dotted ? "dotted" : "list");
  throw new InputError(`Ongeldige invoer: ${Object.keys(fouten).join(", ")}`, 400, fouten);
}

/**
 * The answer to a post whose fields the schema refused (400): each field's message, and what was typed (`typed`: what
 * to show again, the parse's `payload` unless the form holds what must not come back, a password).
 */
export function refusedFields(submission: ParsedForm, typed: Record<string, unknown> = submission.payload) {
  return data<FormFailure>({ error: "", reply: refusal(messagesOf(submission), typed) }, { status: 400, headers: NO_STORE });
}

/**
 * A refusal (InputError) as the form's answer, with its status: with field errors (400) the fields say it all,
 * another refusal (404, 409, 413, 429, a full disk's 507) is the banner's message.
 */
export function inputRefusal(error: InputError, typed: Record<string, unknown>) {
  const fieldsOnly = Object.keys(error.fields).length > 0 && error.status === 400;
  return data<FormFailure>(
    { error: fieldsOnly ? "" : error.message, reply: refusal(error.fields, typed) },
    { status: error.status, headers: NO_STORE },
  );
}

/** What `data()` makes; React Router exports its class as a type only, so it is told by its tag. */
function isDataAnswer(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * Turns what an admin form's write threw into its answer: a refusal with field errors (400) is shown at the fields,
 * another refusal (409, 413, a full disk's 507) in the banner, a missing record is the 404 page, anything else is
 * `failure` (500). An answer the route already threw (a redirect, or `data()` such as the 404 of a record that is
 * gone) goes out as it is. `typed`: what was sent (the body, or a parse's `payload`), to show again.
 */
export function formFailure(thrown: unknown, typed: Record<string, unknown>, failure: string) {
  if (thrown instanceof Response || isDataAnswer(thrown)) throw thrown;
  const error = diskFullRefusal(thrown) ?? thrown;
  if (!(error instanceof InputError)) {
    logger.error({ err: error }, failure);
    return data<FormFailure>({ error: failure, reply: refusal({}, typed) }, { status: 500, headers: NO_STORE });
  }
  if (error.status === 404) throw data(error.message, { status: 404, headers: NO_STORE });
  return inputRefusal(error, typed);
}
