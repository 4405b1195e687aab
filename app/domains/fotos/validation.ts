import { readDateKey } from "~/domains/activiteiten/validation";
import { blank, optionalText } from "~/lib/schema-fields";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { z } from "~/lib/zod";

// One schema per input, shared by the admin's forms and the JSON API (same field names).

export const ALBUM_TITEL_VERPLICHT = "Titel is verplicht";
export const ALBUM_KIES_TAK = "Kies een tak";
export const ALBUM_DATUM_VERPLICHT = "Datum is verplicht";

/** 'Nieuw album' and `POST /api/albums`: `{titel, tak, datum, activiteit?}`, tak a slug or "hele-groep". */
export const albumInput = z.object({
  titel: z
    .string({ error: ALBUM_TITEL_VERPLICHT })
    .trim()
    .min(1, ALBUM_TITEL_VERPLICHT)
    .max(120, "Titel mag maximaal 120 tekens lang zijn")
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  tak: z.string({ error: ALBUM_KIES_TAK }).trim().toLowerCase().min(1, ALBUM_KIES_TAK).max(40, ALBUM_KIES_TAK),
  datum: z.unknown().optional().transform((value, ctx): string => {
    const key = typeof value === "string" && !blank(value) ? readDateKey(value) : null;
    if (key) return key;
    ctx.addIssue({ code: "custom", message: blank(value) ? ALBUM_DATUM_VERPLICHT : "Ongeldige datum" });
    return z.NEVER;
  }),
  activiteit: z.unknown().optional().transform((value, ctx): number | null => {
    if (blank(value)) return null;
    const id = Number(value);
    if (Number.isSafeInteger(id) && id > 0) return id;
    ctx.addIssue({ code: "custom", message: "Kies een activiteit uit de lijst" });
    return z.NEVER;
  }),
});
export type AlbumInput = z.output<typeof albumInput>;

/** 'Vraag verwijdering aan': an optional reason. */
export const verwijderVerzoekInput = z.object({ reden: optionalText("Reden", 500) });
