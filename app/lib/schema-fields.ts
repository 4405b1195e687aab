// Field schemas shared by the domains' input schemas: how a form's text (or a JSON value) becomes a value.
import { z } from "~/lib/zod";
import { parseDate } from "./dates";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "./text";

export const ONGELDIGE_DATUM = "Ongeldige datum";

/** Nothing entered: absent, null, or only spaces. */
export const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Optional text: blank is null; longer than `max` or with control characters is refused. */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => (blank(value) ? null : value),
    z
      .string({ error: `${label} moet tekst zijn` })
      .trim()
      .max(max, `${label} mag maximaal ${max} tekens lang zijn`)
      .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
      .nullable(),
  );
}

/** A text that must be there: trimmed, at most `max` characters, no control characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} moet tekst zijn` })
    .trim()
    .min(1, `${label} is verplicht`)
    .max(max, `${label} mag maximaal ${max} tekens lang zijn`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE);
}

/** An e-mail address that must be there and be valid. */
export function requiredEmail(label: string) {
  return z
    .string({ error: `${label} moet tekst zijn` })
    .trim()
    .min(1, `${label} is verplicht`)
    .max(254, `${label} is te lang`)
    .pipe(z.email("Vul een geldig e-mailadres in."));
}

/** A form's checkbox ("on") or a JSON boolean. */
export const yesNo = z.preprocess((value) => {
  if (blank(value) || value === false || value === 0 || value === "0" || value === "false" || value === "off") return false;
  if (value === true || value === 1 || value === "1" || value === "true" || value === "on") return true;
  return value;
}, z.boolean({ error: "Kies ja of nee" }));

/** An instant from "2026-11-28T14:00" (an `<input type="datetime-local">`, Brussels time) or ISO 8601 with offset. */
function toInstant(value: unknown): number | null | "invalid" {
  if (blank(value)) return null;
  if (typeof value !== "string") return "invalid";
  const parsed = parseDate(value.trim());
  if (!(parsed instanceof Date)) return "invalid";
  const year = parsed.getUTCFullYear();
  return year < 2000 || year > 2100 ? "invalid" : parsed.getTime();
}

export const requiredInstant = (required: string) =>
  z.unknown().optional().transform((value, ctx): number => {
    const instant = toInstant(value);
    if (typeof instant === "number") return instant;
    ctx.addIssue({ code: "custom", message: instant === null ? required : ONGELDIGE_DATUM });
    return z.NEVER;
  });

export const optionalInstant = z.unknown().optional().transform((value, ctx): number | null => {
  const instant = toInstant(value);
  if (instant !== "invalid") return instant;
  ctx.addIssue({ code: "custom", message: ONGELDIGE_DATUM });
  return z.NEVER;
});

