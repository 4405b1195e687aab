import { z } from "~/lib/zod";
import { requiredInstant } from "~/lib/schema-fields";
import { parseJaarLabel } from "./rules";

// One schema per input, used by the admin forms and by the JSON API alike.

export const JAAR_FORMAAT = "Geef het scoutsjaar als 2025-2026.";

/** An optional `jaar` ("2027-2028") on a write of assignments; blank means the current year. */
export const jaarVeld = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z
    .string({ error: JAAR_FORMAAT })
    .trim()
    .refine((v) => parseJaarLabel(v) !== null, JAAR_FORMAAT)
    .optional(),
);

/** 'Nieuw scoutsjaar': start the draft as a copy of this year's assignments, or empty. */
export const conceptInput = z.object({
  start: z.enum(["kopie", "leeg"], { error: "Kies of het nieuwe jaar begint als kopie of leeg" }),
});
export type ConceptInput = z.infer<typeof conceptInput>;

/** The draft's 'Bekendmaking' moment (Brussels time from the form, or ISO 8601 with an offset). */
export const bekendmakingInput = z.object({
  bekendmaking: requiredInstant("Kies het moment van de bekendmaking"),
});
export type BekendmakingInput = z.infer<typeof bekendmakingInput>;
