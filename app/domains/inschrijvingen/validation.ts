import { leegIsNull, ouderVelden } from "~/domains/afmeldingen/validation";
import { z } from "~/lib/zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { INSCHRIJVEN_TEKSTEN as T, OPMERKING_MAX } from "./rules";

// One schema for the 'Inschrijven' form (fields `naam`, `tak`, `opmerking`, `email`): the page's form post and its
// answer in place share it; the child and the parent are asked as for 'Afmelden'.

export const inschrijfInput = z.object({
  ...ouderVelden,
  opmerking: z.preprocess(
    leegIsNull,
    z.string({ error: T.opmerkingTeLang }).trim().max(OPMERKING_MAX, T.opmerkingTeLang).refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE).nullable(),
  ),
});
export type InschrijfInput = z.output<typeof inschrijfInput>;
