import { z } from "~/lib/zod";
import { formatDateKey, isDateKey } from "~/lib/days";
import { blank, ONGELDIGE_DATUM, optionalInstant, optionalText, requiredInstant, yesNo } from "~/lib/schema-fields";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { HELE_GROEP, REEKS_MAX, reeksDagen, WEEKDAGEN } from "./rules";

// One schema per input, shared by the admin forms and the JSON API. Form fields and JSON keys have the same names.

export const TITEL_VERPLICHT = "Titel is verplicht";
export const KIES_TAK = "Kies minstens één tak";
export const DATUM_VERPLICHT = "Datum is verplicht";
export const EINDE_VOOR_BEGIN = "Het einde ligt voor het begin";
export const ACTIVITEIT_SAVE_FAILED = "Er is een fout opgetreden bij het opslaan van de activiteit";
export const ONGELDIGE_VERVANGING = "Kies een andere activiteit als vervanging";

/** 'Vervangen door': the id of another activity, or nothing. */
const vervangenDoor = z.preprocess(
  (value) => (blank(value) ? null : value),
  z.coerce.number({ error: ONGELDIGE_VERVANGING }).int(ONGELDIGE_VERVANGING).positive(ONGELDIGE_VERVANGING).nullable(),
);

const titel = z
  .string({ error: TITEL_VERPLICHT })
  .trim()
  .min(1, TITEL_VERPLICHT)
  .max(120, "Titel mag maximaal 120 tekens lang zijn")
  .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** One or more tak slugs (checkboxes send one value per box); 'hele-groep' stands for all of them. */
const takken = z
  .preprocess((value) => (blank(value) ? [] : typeof value === "string" ? [value] : value), z.array(z.string({ error: KIES_TAK }).trim().toLowerCase().max(40), { error: KIES_TAK }).min(1, KIES_TAK).max(20, KIES_TAK))
  .transform((list) => (list.includes(HELE_GROEP) ? [HELE_GROEP] : [...new Set(list)]));

export const activiteitInput = z
  .object({
    titel,
    takken,
    start: requiredInstant(DATUM_VERPLICHT),
    einde: optionalInstant,
    plaats: optionalText("Plaats", 120),
    beschrijving: optionalText("Beschrijving", 5000),
    meebrengen: optionalText("Mee te nemen", 500),
    nieuws: yesNo,
    afgelast: yesNo,
    reden: optionalText("Reden", 280),
    vervangenDoor,
  })
  .superRefine((value, ctx) => {
    if (value.einde !== null && value.einde < value.start) ctx.addIssue({ code: "custom", path: ["einde"], message: EINDE_VOOR_BEGIN });
  })
  // A reason and a replacement belong to a cancellation only.
  .transform((value) => ({ ...value, reden: value.afgelast ? value.reden : null, vervangenDoor: value.afgelast ? value.vervangenDoor : null }));
export type ActiviteitInput = z.output<typeof activiteitInput>;

export const afgelastenInput = z.object({ reden: optionalText("Reden", 280), vervangenDoor });

const dateKey = (required: string) =>
  z.unknown().optional().transform((value, ctx): string => {
    if (blank(value)) {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const key = typeof value === "string" ? readDateKey(value) : null;
    if (key) return key;
    ctx.addIssue({ code: "custom", message: ONGELDIGE_DATUM });
    return z.NEVER;
  });

/** "2026-11-28" or "28/11/2026" (as people type it) as a day key; null when it is no date. */
export function readDateKey(value: string): string | null {
  const text = value.trim();
  const belgian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const key = belgian ? `${belgian[3]}-${belgian[2]!.padStart(2, "0")}-${belgian[1]!.padStart(2, "0")}` : text;
  return isDateKey(key) ? key : null;
}

const time = (required: string | null) =>
  z.unknown().optional().transform((value, ctx): string | null => {
    if (blank(value)) {
      if (!required) return null;
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const m = typeof value === "string" ? /^(\d{1,2}):(\d{2})$/.exec(value.trim()) : null;
    if (m && Number(m[1]) < 24 && Number(m[2]) < 60) return `${m[1]!.padStart(2, "0")}:${m[2]}`;
    ctx.addIssue({ code: "custom", message: "Ongeldig uur (uu:mm)" });
    return z.NEVER;
  });

/** The dates to skip: day keys separated by commas, spaces or line breaks. */
const overslaan = z.unknown().optional().transform((value, ctx): string[] => {
  if (blank(value)) return [];
  const parts = (Array.isArray(value) ? value.map(String) : String(value).split(/[\s,;]+/)).map((p) => p.trim()).filter(Boolean);
  const keys: string[] = [];
  for (const part of parts) {
    const key = readDateKey(part);
    if (!key) {
      ctx.addIssue({ code: "custom", message: `${ONGELDIGE_DATUM}: ${part.slice(0, 20)}` });
      return z.NEVER;
    }
    keys.push(key);
  }
  return keys;
});

/** 'Reeks Toevoegen': one activity per week on a weekday between two dates, at most REEKS_MAX. */
export const reeksInput = z
  .object({
    titel,
    takken,
    weekdag: z.coerce.number({ error: "Kies een weekdag" }).int("Kies een weekdag").min(1, "Kies een weekdag").max(7, "Kies een weekdag"),
    beginuur: time("Beginuur is verplicht"),
    einduur: time(null),
    eersteDatum: dateKey(DATUM_VERPLICHT),
    laatsteDatum: dateKey(DATUM_VERPLICHT),
    plaats: optionalText("Plaats", 120),
    beschrijving: optionalText("Beschrijving", 5000),
    meebrengen: optionalText("Mee te nemen", 500),
    overslaan,
  })
  .transform((value, ctx) => {
    if (value.einduur !== null && value.beginuur !== null && value.einduur < value.beginuur) {
      ctx.addIssue({ code: "custom", path: ["einduur"], message: EINDE_VOOR_BEGIN });
    }
    if (value.laatsteDatum < value.eersteDatum) {
      ctx.addIssue({ code: "custom", path: ["laatsteDatum"], message: "De laatste datum ligt voor de eerste" });
      return z.NEVER;
    }
    const dagen = reeksDagen({ weekdag: value.weekdag, eerste: value.eersteDatum, laatste: value.laatsteDatum, overslaan: value.overslaan });
    const weekdag = WEEKDAGEN.find((w) => w.value === value.weekdag)?.label ?? "dag";
    if (dagen.length === 0) {
      ctx.addIssue({ code: "custom", path: ["laatsteDatum"], message: `Tussen ${formatDateKey(value.eersteDatum)} en ${formatDateKey(value.laatsteDatum)} valt geen enkele ${weekdag}` });
    } else if (dagen.length > REEKS_MAX) {
      ctx.addIssue({
        code: "custom",
        path: ["laatsteDatum"],
        message: `Een reeks telt hoogstens ${REEKS_MAX} activiteiten; deze zou er ${dagen.length} tellen`,
      });
    }
    return { ...value, beginuur: value.beginuur as string, dagen };
  });
export type ReeksInput = z.output<typeof reeksInput>;
