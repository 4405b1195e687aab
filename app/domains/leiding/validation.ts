import { z } from "~/lib/zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { jaarVeld } from "~/domains/scoutsjaar/validation";

// One schema per input, used by the admin form and by the JSON API alike.

const takId = z.coerce
  .number({ error: "Kies een tak" })
  .int("Kies een tak")
  .positive("Kies een tak");

export const leidingInput = z.object({
  name: z.string({ error: "Naam is verplicht" }).trim().min(1, "Naam is verplicht").max(100, "Naam is te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  tel: z.string({ error: "Telefoon is verplicht" }).trim().min(1, "Telefoon is verplicht").max(40, "Telefoon is te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  // The specification calls the branch of a new leader "functie".
  functie: takId,
  // The scouting year whose assignment `functie` sets: the draft's "2027-2028", or blank for the current year.
  jaar: jaarVeld,
});
export type LeidingInput = z.infer<typeof leidingInput>;

export const FOTO_VERPLICHT = "Foto is verplicht";

/** A new leader needs a photo too; the route sets `image` to whether a file came with the form. */
export const leidingCreateInput = leidingInput.extend({
  image: z.literal(true, { error: FOTO_VERPLICHT }),
});

/** The edit form: name and phone as for a new leader; the tak only when the form shows it (see admin/leiding/leider.server.ts). */
export const leidingEditInput = leidingInput.partial({ functie: true });

/** PUT /api/leiding/{id}: every field optional, the ones given must be valid. */
export const leidingUpdateInput = leidingInput.partial();
export type LeidingUpdateInput = z.infer<typeof leidingUpdateInput>;

export const leidingTakInput = z.object({
  leiding_id: z.coerce.number({ error: "leiding_id is verplicht" }).int().positive("leiding_id is verplicht"),
  tak_id: takId,
  // The scouting year of a new assignment (the draft's "2027-2028"); blank is the current year.
  jaar: jaarVeld,
});
export type LeidingTakInput = z.infer<typeof leidingTakInput>;

// A changed assignment keeps its own year: `jaar` is not read here.
export const leidingTakUpdateInput = leidingTakInput.omit({ jaar: true }).partial();

export const LEIDING_SAVE_FAILED = "Er is een fout opgetreden bij het toevoegen van de leiding";
export const FOTO_COMPRESSION_FAILED = "Er is een fout opgetreden bij het comprimeren van de foto";
