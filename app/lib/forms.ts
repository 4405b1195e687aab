import { parse, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { z } from "./zod";

// A form is tied to its domain's one Zod schema through Conform (decision 0049): the action parses the post with
// `parseForm` and answers `submission.reply()` (an admin form: `replyOf(submission)`, or `refusal` for what the write
// refuses later); the component reads each field's errors and the value to show again from `useSchemaForm`. One way
// to do each of these, so no form re-reads what was sent or maps errors by hand.

/** What a form's action answers when it does not move on: what was typed and each field's errors (Conform's reply). */
export type FormReply = SubmissionResult<string[]>;

/**
 * What an admin form's post answers when it does not move on (a refusal, a failure on the way): the message that
 * names no field ("" when the fields say it all), and the reply with what was typed and each field's errors.
 */
export type FormFailure = { error: string; reply: FormReply };

/**
 * Reads a posted form with a domain schema. The schemas read a form's text themselves (the JSON API shares them), so
 * Conform's coercion stays off: an empty field reaches the schema as it was sent, and each Dutch message stays the
 * schema's own ('Naam is verplicht.', not Zod's type error).
 */
export function parseForm<S extends z.ZodType>(payload: FormData | URLSearchParams, schema: S, options: { with?: Record<string, unknown> } = {}) {
  // `with`: what the route knows of the post beyond its text (whether a file came with it), for the schema to read.
  const extra = options.with;
  const read = extra ? (z.preprocess((value) => ({ ...(value as object), ...extra }), schema) as unknown as S) : schema;
  return parseWithZod(payload, { schema: read, disableAutoCoercion: true });
}

/**
 * A failed parse's reply with each message under the form's own field name (messagesOf) and what was typed. The first
 * message of each field is the one shown (fieldError), as the JSON API's `fields` say it.
 */
export function replyOf(submission: ParsedForm): FormReply {
  return refusal(messagesOf(submission), submission.payload);
}

/** What `parseForm` gave back, as far as a refusal reads it. */
export type ParsedForm = { payload: Record<string, unknown>; error?: Record<string, string[] | null> | null };

/**
 * A failed parse's first message of each field, by the name the form gives it. `list` (the default): an issue of one
 * value of a list (`takken[0]`) is its list's (`takken`), one of the whole form is `_`, and a dotted name stays whole
 * (`kamp.prijs`, the activity's camp fields). `dotted`: the whole path with dots (`adres.straat`, `momenten.2.jaar`),
 * for a form that names its fields so (see parseDottedForm).
 */
export function messagesOf(submission: ParsedForm, names: "list" | "dotted" = "list"): Record<string, string> {
  // Conform names a path as `momenten[2].jaar`; a refine of the whole form has the empty name.
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(submission.error ?? {})) {
    const name = (names === "dotted" ? path.replace(/\[(\d+)\]/g, ".$1") : path.replace(/\[\d*\].*$/, "")) || "_";
    if (messages?.[0] !== undefined) fields[name] ??= messages[0];
  }
  return fields;
}

/**
 * `parseForm` for a form that names its nested fields with dots and a row of a list by its number (`adres.straat`,
 * `momenten.2.jaar`: the Instellingen panels, whose names the JSON API shares). Conform reads `momenten.2` as a key
 * named "2", so each row's number is handed to it as `momenten[2]`, a row of a list; `messagesOf(submission, "dotted")`
 * names each message as the form did.
 */
export function parseDottedForm<S extends z.ZodType>(payload: FormData, schema: S, options: { with?: Record<string, unknown> } = {}) {
  const named = new FormData();
  for (const [name, value] of payload) {
    // A form's rows number from 0 and stay few; a hand-made `momenten.99999999.jaar` would make a list that long, which
    // the schema would then walk row by row.
    if (/\.\d{4,}(?=\.|$)/.test(name)) continue;
    named.append(name.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), value);
  }
  return parseForm(named, schema, options);
}

/**
 * A reply made on the server without a parse of the whole form: a refusal found later (the write's own check, a body
 * too large) with these fields' messages, and what was typed (a submission's `payload`, whose nested values such as
 * the activity's `kamp` stay nested; files are left out) to show again.
 */
export function refusal(fieldErrors: Record<string, string>, typed: Record<string, unknown> = {}): FormReply {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fieldErrors)) error[name] = [message];
  const initialValue: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(typed)) if (typeof value === "string" || Array.isArray(value) || isPlainObject(value)) initialValue[name] = value;
  return { status: "error", initialValue: initialValue as FormReply["initialValue"], error };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * A reply whose values are as the browser sent them (a draft, a post that failed on the way: `kamp.prijs` is one
 * name), with its dotted names as Conform's nested values (`{ kamp: { prijs } }`), for a form whose fields Conform reads
 * by such names (the activity's). A reply the server made is nested already and stays as it is.
 */
export function nestedReply(reply: FormReply | undefined): FormReply | undefined {
  const values = reply?.initialValue;
  if (!values || !Object.keys(values).some((name) => name.includes("."))) return reply;
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) if (typeof one === "string") form.append(name, one);
  try {
    return { ...reply, initialValue: parse(form, { resolve: (value) => ({ value }) }).payload as FormReply["initialValue"] };
  } catch {
    // A name Conform does not read as a path: the values as they were (their fields then start empty).
    return reply;
  }
}

/**
 * A form's fields from its schema and its action's last reply: `fields.x.errors` and `fields.x.initialValue` (what
 * was sent, else `defaultValue`). Its limits (`required`, `maxLength`) stay the domain's named constants in the markup:
 * Conform's getZodConstraint reads no length from Zod 4.6's schemas and takes an optional field behind a `preprocess`
 * for a required one (decision 0049). The markup stays the form's own (its ids, names and the `aria-*` wiring the
 * tests and screen readers know); Conform neither renders nor sends it, so a form posts as a plain form and works
 * without JavaScript, and the public pages, which are not hydrated, render it on the server alone. The schema types
 * the fields.
 */
export function useSchemaForm<S extends z.ZodType>(
  _schema: S,
  options: { lastResult?: FormReply | null; defaultValue?: Record<string, unknown> | null; id?: string } = {},
) {
  const [form, fields] = useForm<FormShape<z.input<S>>, z.output<S>, string[]>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: (options.defaultValue ?? undefined) as never,
    shouldValidate: "onSubmit",
  });
  return { form, fields, byName: fields as unknown as FieldsByName };
}

/** A schema's input as a form's fields (a schema read through a `preprocess` takes any input: then any field). */
type FormShape<T> = T extends Record<string, unknown> ? T : Record<string, unknown>;

/**
 * `useSchemaForm` for a form written inline in a page: its fields for the render function. Give it a `key` that changes
 * with `lastResult` (a new reply mounts the fields anew, with the reply's values as their defaults).
 */
export function SchemaFields<S extends z.ZodType>({
  schema,
  lastResult,
  defaultValue,
  children,
}: {
  schema: S;
  lastResult?: FormReply | null;
  defaultValue?: Record<string, unknown> | null;
  children: (form: ReturnType<typeof useSchemaForm<S>>) => ReactNode;
}): ReactNode {
  return children(useSchemaForm(schema, { lastResult, defaultValue }));
}

/** A form's fields looked up by a name the form holds in a list (a field of a schema chosen by the caller). */
export type FieldsByName = Readonly<Record<string, Pick<FieldMetadata<unknown>, "errors" | "initialValue"> | undefined>>;

/** A field's message to show: the first of its errors (the schema checks the likeliest mistake first). */
export function fieldError(field: Pick<FieldMetadata<unknown>, "errors"> | undefined): string | undefined {
  return field?.errors?.[0];
}

/**
 * A field's message in a reply, by the name the form gives it. For the panel's forms (/admin?sectie=), which their
 * domain refuses after its own parse (`refusal`) and which name their fields as sent (`momenten.0.jaar`, a name
 * Conform's fields would read as a nested value); a form tied to its schema reads `fieldError(fields.x)`.
 */
export function replyError(reply: FormReply | null | undefined, name: string): string | undefined {
  return reply?.error?.[name]?.[0] ?? undefined;
}

/** What a reply says was typed in a field, by the name the form gives it (see replyError). */
export function replyText(reply: FormReply | null | undefined, name: string): string | undefined {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

/** A field's values to show again, as a list (a group of checkboxes of one name: none, one or several ticked). */
export function listOf(field: Pick<FieldMetadata<unknown>, "initialValue"> | undefined): string[] | undefined {
  const value = field?.initialValue;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : undefined;
}

/** A field's value to show again, as text (one value per field on these forms). */
export function textOf(field: Pick<FieldMetadata<unknown>, "initialValue"> | undefined): string | undefined {
  const value = field?.initialValue;
  return typeof value === "string" ? value : undefined;
}
