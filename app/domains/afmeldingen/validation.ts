import { z } from "~/lib/zod";
import { blank } from "~/lib/schema-fields";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { AFMELDEN_TEKSTEN as T, NAAM_MAX, REDEN_MAX } from "./rules";

// One schema for the 'Afmelden' form (fields `naam`, `tak`, `reden`, `email`): the page's form post and its answer in
// place share it. 'Inschrijven' shares the fields about the child and the parent (ouderVelden).

export const leegIsNull = (value: unknown) => (blank(value) ? null : value);

/** The fields a parent without an account fills in about a child: its name, its tak, and an address for the confirmation. */
export const ouderVelden = {
  naam: z
    .string({ error: T.naamLeeg })
    .trim()
    .min(1, T.naamLeeg)
    .max(NAAM_MAX, T.naamTeLang)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  /** The child's tak (slug); may be left out when the activity has one tak. */
  tak: z.preprocess(leegIsNull, z.string({ error: T.kiesTak }).trim().toLowerCase().max(40, T.kiesTak).nullable()),
  email: z.preprocess(leegIsNull, z.string({ error: T.emailOngeldig }).trim().toLowerCase().max(254, T.emailOngeldig).pipe(z.email({ error: T.emailOngeldig })).nullable()),
};

export const afmeldInput = z.object({
  ...ouderVelden,
  reden: z.preprocess(leegIsNull, z.string({ error: T.redenTeLang }).trim().max(REDEN_MAX, T.redenTeLang).refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE).nullable()),
});
export type AfmeldInput = z.output<typeof afmeldInput>;
