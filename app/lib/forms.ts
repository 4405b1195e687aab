import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

// A form is tied to its domain's one Zod schema through Conform (decision 0049): the action parses the post with
// `parseForm` and answers `submission.reply()`; the component reads each field's errors and the value to show again
// from `useSchemaForm`. One way to do each of these, so no form re-reads what was sent or maps errors by hand.

/** What a form's action answers when it does not move on: what was typed and each field's errors (Conform's reply). */
export type FormReply = SubmissionResult<string[]>;

/**
 * Reads a posted form with a domain schema. The schemas read a form's text themselves (the JSON API shares them), so
 * Conform's coercion stays off: an empty field reaches the schema as it was sent, and each Dutch message stays the
 * schema's own ('Naam is verplicht.', not Zod's type error).
 */
export function parseForm<S extends z.ZodType>(payload: FormData | URLSearchParams, schema: S) {
  return parseWithZod(payload, { schema, disableAutoCoercion: true });
}

/**
 * A reply made on the server without a parse of the whole form: a refusal found later (the write's own check, a body
 * too large) with these fields' messages, and what was typed (a submission's `payload`) to show again.
 */
export function refusal(fieldErrors: Record<string, string>, typed: Record<string, unknown> = {}): FormReply {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fieldErrors)) error[name] = [message];
  const initialValue: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(typed)) if (typeof value === "string" || Array.isArray(value)) initialValue[name] = value as string | string[];
  return { status: "error", initialValue, error };
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
export function useSchemaForm<S extends z.ZodObject>(
  _schema: S,
  options: { lastResult?: FormReply | null; defaultValue?: Record<string, unknown> | null; id?: string } = {},
) {
  const [form, fields] = useForm<z.input<S>, z.output<S>, string[]>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: (options.defaultValue ?? undefined) as never,
    shouldValidate: "onSubmit",
  });
  return { form, fields, byName: fields as unknown as FieldsByName };
}

/** A form's fields looked up by a name the form holds in a list (a field of a schema chosen by the caller). */
export type FieldsByName = Readonly<Record<string, Pick<FieldMetadata<unknown>, "errors" | "initialValue"> | undefined>>;

/** A field's message to show: the first of its errors (the schema checks the likeliest mistake first). */
export function fieldError(field: Pick<FieldMetadata<unknown>, "errors"> | undefined): string | undefined {
  return field?.errors?.[0];
}

/** A field's value to show again, as text (one value per field on these forms). */
export function textOf(field: Pick<FieldMetadata<unknown>, "initialValue"> | undefined): string | undefined {
  const value = field?.initialValue;
  return typeof value === "string" ? value : undefined;
}
