import { z } from "~/lib/zod";
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

export const takUpdateInput = takInput.omit({ id: true }).partial();
export type TakUpdateInput = z.infer<typeof takUpdateInput>;

export const MAX_BOEKJE_BYTES = 20 * 1024 * 1024;
export const BOEKJE_TE_GROOT = "Het boekje is te groot (maximaal 20 MB).";
export const ALLEEN_PDF = "Alleen PDF bestanden zijn toegestaan";
export const BOEKJE_UPLOAD_FAILED = "Er was een probleem bij het uploaden van het boekje";
export const BOEKJES_LOAD_FAILED = "Er was een probleem bij het laden van de boekjes";
