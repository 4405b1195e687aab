import { z } from "~/lib/zod";
import { hasNoControlCharacters } from "~/lib/text";
import { CONTACT_CATEGORIES, type ContactCategory } from "./categories";
import { CONTACT_LIMITS } from "./fields";

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

export function categoryLabel(value: string): string {
  return CONTACT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}
