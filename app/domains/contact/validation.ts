import { z } from "~/lib/zod";
import { hasNoControlCharacters } from "~/lib/text";
import { CONTACT_CATEGORIES, type ContactCategory } from "./categories";
import { CONTACT_LIMITS, HONEYPOT_FIELD, readContactValues, type ContactField, type ContactValues } from "./fields";

const categoryValues = CONTACT_CATEGORIES.map((c) => c.value) as [ContactCategory, ...ContactCategory[]];

function required(label: string, max: number) {
  return z
    .string({ error: `${label} is verplicht.` })
    .trim()
    .min(1, { error: `${label} is verplicht.` })
    .max(max, { error: `${label} mag maximaal ${max} tekens lang zijn.` })
    .refine(hasNoControlCharacters, { error: `${label} bevat ongeldige tekens.` });
}

/** One schema for the contact form, checked by the server (the browser checks the same limits with HTML attributes). */
export const contactSchema = z.object({
  name: required("Naam", CONTACT_LIMITS.name),
  email: z
    .string({ error: "E-mailadres is verplicht." })
    .trim()
    .min(1, { error: "E-mailadres is verplicht." })
    .max(CONTACT_LIMITS.email, { error: `E-mailadres mag maximaal ${CONTACT_LIMITS.email} tekens lang zijn.` })
    .pipe(z.email({ error: "Vul een geldig e-mailadres in." })),
  // Optional: a missing or empty category falls back to the first option, Algemeen.
  category: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "algemeen" : v),
    z.enum(categoryValues, { error: "Kies een categorie uit de lijst." }),
  ),
  subject: required("Onderwerp", CONTACT_LIMITS.subject),
  message: required("Bericht", CONTACT_LIMITS.message),
});

export type ContactInput = z.output<typeof contactSchema>;

export type ContactParseResult =
  | { ok: true; data: ContactInput; spam: boolean }
  | { ok: false; fieldErrors: Partial<Record<ContactField, string>>; values: ContactValues };

/** Reads the posted form: the five fields and the honeypot. */
export function parseContactForm(form: FormData): ContactParseResult {
  const values = readContactValues(form);
  const honeypot = form.get(HONEYPOT_FIELD);
  const spam = typeof honeypot === "string" && honeypot.trim() !== "";
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, spam };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as ContactField;
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors, values };
}

export function categoryLabel(value: string): string {
  return CONTACT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}
