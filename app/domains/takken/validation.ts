import { z } from "~/lib/zod";
import { requiredEmail, requiredText } from "~/lib/schema-fields";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { maakSlug, TAK_SOORTEN } from "./rules";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const NAAM_ZONDER_LETTERS = "De naam heeft minstens één letter of cijfer nodig: het adres van de pagina wordt ervan gemaakt.";

/** A tak's name: its address (/takken/{slug}) is made from it, so it needs a letter or a digit. */
const naam = z
  .string({ error: "Naam is verplicht" })
  .trim()
  .min(1, "Naam is verplicht")
  .max(60, "Naam is te lang")
  .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE)
  .refine((value) => maakSlug(value) !== "", NAAM_ZONDER_LETTERS);

const soort = z.enum(TAK_SOORTEN, { error: "Kies wat voor tak het is" });

export const takInput = z.object({
  id: z.preprocess(blankToUndefined, z.coerce.number().int("id moet een geheel getal zijn").positive("id moet positief zijn").optional()),
  name: naam,
  soort: z.preprocess(blankToUndefined, soort.optional()),
  leeftijd: z.preprocess(blankToUndefined, z.string().trim().max(20, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE).optional()),
  email: z.preprocess(blankToUndefined, z.email("Ongeldig e-mailadres").optional()),
  color: z.preprocess(blankToUndefined, z.string().regex(/^#[0-9a-fA-F]{6}$/, "Kleur moet een hex-code zijn (#RRGGBB)").optional()),
  beschrijving: z.preprocess(blankToUndefined, z.string().max(20_000, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE).optional()),
});
export type TakInput = z.infer<typeof takInput>;

/**
 * A tak's texts: its form and PUT /api/takken/{id}. Only what is sent changes; what is sent may not be emptied. The
 * Beheerder and the tak's own Takleiding may change them.
 */
export const takTekstenInput = z
  .object({
    beschrijving: requiredText("Beschrijving", 20_000),
    leeftijd: requiredText("Leeftijd", 20),
    email: requiredEmail("E-mailadres"),
  })
  .partial();
export type TakTekstenInput = z.infer<typeof takTekstenInput>;

/**
 * PUT /api/takken/{id} and the tak's form: the texts, and for the Beheerder the name (a new address, the old one
 * answers 301), the colour, the kind and the place in the order (1 is the first).
 */
export const takUpdateInput = takTekstenInput.extend({
  name: naam.optional(),
  color: takInput.shape.color,
  soort: z.preprocess(blankToUndefined, soort.optional()),
  volgorde: z.preprocess(blankToUndefined, z.coerce.number({ error: "Plaats moet een getal zijn" }).int("Plaats moet een geheel getal zijn").min(1, "Plaats begint bij 1").max(1000, "Plaats is te groot").optional()),
});
export type TakUpdateInput = z.infer<typeof takUpdateInput>;

/** What happens to a stopping tak's coming activities: cancelled, or moved to another tak (the leader chooses). */
export const STOP_KEUZES = ["afgelasten", "verplaatsen"] as const;
export const KIES_ANDERE_TAK = "Kies de tak waarnaar de komende activiteiten gaan.";

export const takStopInput = z
  .object({
    activiteiten: z.preprocess(blankToUndefined, z.enum(STOP_KEUZES, { error: "Kies wat er met de komende activiteiten gebeurt" }).default("afgelasten")),
    naar: z.preprocess(blankToUndefined, z.coerce.number({ error: KIES_ANDERE_TAK }).int(KIES_ANDERE_TAK).positive(KIES_ANDERE_TAK).optional()),
  })
  .refine((v) => v.activiteiten !== "verplaatsen" || v.naar !== undefined, { path: ["naar"], error: KIES_ANDERE_TAK });
export type TakStopInput = z.infer<typeof takStopInput>;

/** 'Aan de slag': the movement whose takken a group starts from, and the names it ticked. */
export const startsetInput = z.object({
  set: z.string({ error: "Kies een beweging" }).trim().min(1, "Kies een beweging").max(40),
  namen: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().trim().max(60)).max(40)),
});
export type StartsetInput = z.infer<typeof startsetInput>;

export const MAX_BOEKJE_BYTES = 20 * 1024 * 1024;
export const BOEKJE_TE_GROOT = "Het boekje is te groot (maximaal 20 MB).";
export const ALLEEN_PDF = "Alleen PDF bestanden zijn toegestaan";
export const BOEKJE_UPLOAD_FAILED = "Er was een probleem bij het uploaden van het boekje";
export const BOEKJES_LOAD_FAILED = "Er was een probleem bij het laden van de boekjes";
