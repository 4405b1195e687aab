import { z } from "~/lib/zod";
import { requiredEmail, requiredText } from "~/lib/schema-fields";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const takInput = z.object({
  id: z.preprocess(blankToUndefined, z.coerce.number().int("id moet een geheel getal zijn").positive("id moet positief zijn").optional()),
  name: z.string({ error: "Naam is verplicht" }).trim().min(1, "Naam is verplicht").max(60, "Naam is te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  leeftijd: z.preprocess(blankToUndefined, z.string().trim().max(20, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE).optional()),
  email: z.preprocess(blankToUndefined, z.email("Ongeldig e-mailadres").optional()),
  color: z.preprocess(blankToUndefined, z.string().regex(/^#[0-9a-fA-F]{6}$/, "Kleur moet een hex-code zijn (#RRGGBB)").optional()),
  beschrijving: z.preprocess(blankToUndefined, z.string().max(20_000, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE).optional()),
});
export type TakInput = z.infer<typeof takInput>;

/**
 * A tak's texts: 'Instellingen' > 'Takken' (the form) and PUT /api/takken/{id}. Only what is sent changes; what is sent
 * may not be emptied. The Beheerder and the tak's own Takleiding may change them.
 */
export const takTekstenInput = z
  .object({
    beschrijving: requiredText("Beschrijving", 20_000),
    leeftijd: requiredText("Leeftijd", 20),
    email: requiredEmail("E-mailadres"),
  })
  .partial();
export type TakTekstenInput = z.infer<typeof takTekstenInput>;

/** PUT /api/takken/{id}: the texts, and for the Beheerder the name (of a tak added later) and the colour. */
export const takUpdateInput = takTekstenInput.extend({ name: takInput.shape.name.optional(), color: takInput.shape.color });
export type TakUpdateInput = z.infer<typeof takUpdateInput>;

export const MAX_BOEKJE_BYTES = 20 * 1024 * 1024;
export const BOEKJE_TE_GROOT = "Het boekje is te groot (maximaal 20 MB).";
export const ALLEEN_PDF = "Alleen PDF bestanden zijn toegestaan";
export const BOEKJE_UPLOAD_FAILED = "Er was een probleem bij het uploaden van het boekje";
export const BOEKJES_LOAD_FAILED = "Er was een probleem bij het laden van de boekjes";
