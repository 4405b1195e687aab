import { z } from "~/lib/zod";
import { brusselsDateKey, formatDateKey, isDateKey } from "~/lib/days";
import { blank, ONGELDIGE_DATUM, optionalInstant, optionalText, requiredInstant, yesNo } from "~/lib/schema-fields";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { INSCHRIJVEN_TEKSTEN, PLAATSEN_MAX } from "~/domains/inschrijvingen/rules";
import { PAKLIJST_MAX } from "./kamp";
import { HELE_GROEP, REEKS_MAX, reeksDagen, WEEKDAGEN } from "./rules";

// One schema per input, shared by the admin forms and the JSON API. Form fields and JSON keys have the same names.

export const TITEL_VERPLICHT = "Titel is verplicht";
export const KIES_TAK = "Kies minstens één tak";
export const DATUM_VERPLICHT = "Datum is verplicht";
export const EINDE_VOOR_BEGIN = "Het einde ligt voor het begin";
export const ACTIVITEIT_SAVE_FAILED = "Er is een fout opgetreden bij het opslaan van de activiteit";
export const ONGELDIGE_VERVANGING = "Kies een andere activiteit als vervanging";
export const DOCUMENT_TE_GROOT = "Het document is te groot (maximaal 20 MB).";
/** Issue 52: a date in the past is asked about before it is saved (the form's answer, with a button to confirm). */
export const VERLEDEN_VRAAG = "Deze datum ligt in het verleden: ouders zien deze activiteit niet meer. Toch opslaan?";
/** The confirm button's field: `verleden=toch-opslaan`. */
export const VERLEDEN_VELD = "verleden";
export const VERLEDEN_BEVESTIGD = "toch-opslaan";

// The limits of an activity's texts, told in the form (a counter) and refused with a message, never cut (issue 52).
export const TITEL_MAX = 120;
/** Room for a pasted map link (Google Maps links run to several hundred characters). */
export const PLAATS_MAX = 1000;
export const BESCHRIJVING_MAX = 5000;
export const MEEBRENGEN_MAX = 1000;
export const REDEN_MAX = 280;

/** 'Vervangen door': the id of another activity, or nothing. */
const vervangenDoor = z.preprocess(
  (value) => (blank(value) ? null : value),
  z.coerce.number({ error: ONGELDIGE_VERVANGING }).int(ONGELDIGE_VERVANGING).positive(ONGELDIGE_VERVANGING).nullable(),
);

const titel = z
  .string({ error: TITEL_VERPLICHT })
  .trim()
  .min(1, TITEL_VERPLICHT)
  .max(TITEL_MAX, `Titel mag maximaal ${TITEL_MAX} tekens lang zijn`)
  .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** One or more tak slugs (checkboxes send one value per box); 'hele-groep' stands for all of them. */
const takken = z
  .preprocess((value) => (blank(value) ? [] : typeof value === "string" ? [value] : value), z.array(z.string({ error: KIES_TAK }).trim().toLowerCase().max(40), { error: KIES_TAK }).min(1, KIES_TAK).max(20, KIES_TAK))
  .transform((list) => (list.includes(HELE_GROEP) ? [HELE_GROEP] : [...new Set(list)]));

// The kamp's fields. A form names them like this (`name="kamp.prijs"`); the API's nested `kamp` object is read into the
// same names (input.server.ts), so one schema checks both, and an error names the field as `kamp.prijs`.
export const KAMP_VELDEN = [
  "kamp.vertrek.plaats",
  "kamp.terugkeer.plaats",
  "kamp.adres",
  "kamp.prijs",
  "kamp.steun",
  "kamp.paklijst",
  "kamp.inschrijving.url",
  "kamp.inschrijving.deadline",
  "kamp.contact",
] as const;
export type KampVeld = (typeof KAMP_VELDEN)[number];

export const KAMP_HEEFT_EINDE = "Een kamp heeft een einde: de dag en het uur van de terugkeer";
export const DEADLINE_NA_VERTREK = "De inschrijvingsdeadline moet voor de dag van vertrek liggen";
export const ENKEL_HTTPS = "Geef een link die begint met https://";
export const PRIJS_NEGATIEF = "De prijs kan niet negatief zijn";
export const PRIJS_ONGELDIG = "Geef de prijs in euro, bijvoorbeeld 185 of 185,50";

/** A price in euro ("185", "185,50", "€ 185", or a JSON number) as cents; blank is not known yet. */
const prijs = z.unknown().optional().transform((value, ctx): number | null => {
  if (blank(value)) return null;
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim().replace(/^€\s*|\s*(€|euro)$/gi, "").replace(",", ".") : "";
  if (!/^-?\d{1,7}(\.\d{1,2})?$/.test(text)) {
    ctx.addIssue({ code: "custom", message: PRIJS_ONGELDIG });
    return z.NEVER;
  }
  const cent = Math.round(Number(text) * 100);
  if (cent < 0) ctx.addIssue({ code: "custom", message: PRIJS_NEGATIEF });
  else if (cent > 1_000_000) ctx.addIssue({ code: "custom", message: "Een kamp kost hoogstens € 10000" });
  return cent;
});

/** A link for parents to follow (the registration): https only, so nobody is sent to an unencrypted form. */
const httpsLink = z.unknown().optional().transform((value, ctx): string | null => {
  if (blank(value)) return null;
  let url: URL | null;
  try {
    url = typeof value === "string" && !/\s/.test(value.trim()) ? new URL(value.trim()) : null;
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:" || !url.hostname) {
    ctx.addIssue({ code: "custom", message: ENKEL_HTTPS });
    return z.NEVER;
  }
  if (url.href.length > 1000) ctx.addIssue({ code: "custom", message: "De link is te lang" });
  return url.href;
});

const optionalDateKey = z.unknown().optional().transform((value, ctx): string | null => {
  if (blank(value)) return null;
  const key = typeof value === "string" ? readDateKey(value) : null;
  if (key) return key;
  ctx.addIssue({ code: "custom", message: ONGELDIGE_DATUM });
  return z.NEVER;
});

/** The packing list: one line per item (a form's text area) or a JSON list; bullets typed or pasted are dropped. */
const paklijst = z.unknown().optional().transform((value, ctx): string[] => {
  if (blank(value)) return [];
  const lines = typeof value === "string" ? value.split(/\r?\n/) : Array.isArray(value) ? value : null;
  if (!lines || lines.some((line) => typeof line !== "string")) {
    ctx.addIssue({ code: "custom", message: "Verwacht een lijst van teksten" });
    return z.NEVER;
  }
  const items = (lines as string[]).map((line) => line.trim().replace(/^[-*•]\s+/, "").trim()).filter(Boolean);
  if (items.length > PAKLIJST_MAX) ctx.addIssue({ code: "custom", message: `De paklijst telt hoogstens ${PAKLIJST_MAX} lijnen` });
  else if (items.some((item) => item.length > 120)) ctx.addIssue({ code: "custom", message: "Een lijn van de paklijst mag maximaal 120 tekens lang zijn" });
  else if (!items.every(hasNoControlCharacters)) ctx.addIssue({ code: "custom", message: CONTROL_CHARACTERS_MESSAGE });
  return items;
});

/** The phone number during the camp: shown as a link that calls it. */
const telefoon = optionalText("Telefoonnummer", 40).refine(
  (value) => value === null || (/^\+?[\d\s./()-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6),
  "Geef een telefoonnummer, bijvoorbeeld 0470 12 34 56",
);

const kampVelden = {
  "kamp.vertrek.plaats": optionalText("Vertrekplaats", 200),
  "kamp.terugkeer.plaats": optionalText("Plaats van terugkeer", 200),
  "kamp.adres": optionalText("Adres", 300),
  "kamp.prijs": prijs,
  "kamp.steun": optionalText("De tekst over financiële steun", 600),
  "kamp.paklijst": paklijst,
  "kamp.inschrijving.url": httpsLink,
  "kamp.inschrijving.deadline": optionalDateKey,
  "kamp.contact": telefoon,
} satisfies Record<KampVeld, z.ZodType>;

/** 'Aantal plaatsen' of an activity with sign-ups: a whole number from 1, or nothing (no limit). */
const plaatsen = z.unknown().optional().transform((value, ctx): number | null => {
  if (blank(value)) return null;
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (n >= 1 && n <= PLAATSEN_MAX) return n;
  ctx.addIssue({ code: "custom", message: INSCHRIJVEN_TEKSTEN.plaatsenOngeldig });
  return z.NEVER;
});

/** Whether the input asks for a kamp (the form's ticked box, JSON `kamp: {...}`). */
function isKamp(input: unknown): boolean {
  return typeof input === "object" && input !== null && yesNo.safeParse((input as Record<string, unknown>).kamp).data === true;
}

/** Without the mark the kamp's fields are not read: a form sends them (hidden) all the same. */
function withoutKampVelden(input: unknown): unknown {
  if (typeof input !== "object" || input === null || isKamp(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => !key.startsWith("kamp.")));
}

export const activiteitInput = z.preprocess(
  withoutKampVelden,
  z
    .object({
      titel,
      takken,
      start: requiredInstant(DATUM_VERPLICHT),
      einde: optionalInstant,
      plaats: optionalText("Plaats", PLAATS_MAX),
      beschrijving: optionalText("Beschrijving", BESCHRIJVING_MAX),
      meebrengen: optionalText("Mee te nemen", MEEBRENGEN_MAX),
      nieuws: yesNo,
      afgelast: yesNo,
      reden: optionalText("Reden", REDEN_MAX),
      vervangenDoor,
      kamp: yesNo,
      /** 'Inschrijven nodig' (issue 51), with its places and closing moment. */
      inschrijven: yesNo,
      plaatsen,
      inschrijvenTot: optionalInstant,
      /** 'Geen melding sturen': this save sends the parents no message (a typo fixed). Not stored. */
      geenMelding: yesNo,
      ...kampVelden,
    })
    // The checks across fields run also when a field was refused (`when`), so the form shows every refusal at once, not
    // one per post; a refused field's value is then missing, and its checks here are skipped.
    .superRefine(
      (value, ctx) => {
        const start = typeof value.start === "number" ? value.start : null;
        const einde = typeof value.einde === "number" || value.einde === null ? value.einde : undefined;
        if (start !== null && typeof einde === "number" && einde < start) ctx.addIssue({ code: "custom", path: ["einde"], message: EINDE_VOOR_BEGIN });
        if (value.inschrijven === true && start !== null && typeof value.inschrijvenTot === "number" && value.inschrijvenTot > start) {
          ctx.addIssue({ code: "custom", path: ["inschrijvenTot"], message: INSCHRIJVEN_TEKSTEN.totNaBegin });
        }
        if (value.kamp !== true) return;
        if (einde === null) ctx.addIssue({ code: "custom", path: ["einde"], message: KAMP_HEEFT_EINDE });
        const deadline = value["kamp.inschrijving.deadline"];
        if (typeof deadline === "string" && start !== null && deadline >= brusselsDateKey(start)) {
          ctx.addIssue({ code: "custom", path: ["kamp.inschrijving.deadline"], message: DEADLINE_NA_VERTREK });
        }
      },
      { when: () => true },
    )
    // A reason and a replacement belong to a cancellation only.
    .transform((value) => ({
      titel: value.titel,
      takken: value.takken,
      start: value.start,
      einde: value.einde,
      plaats: value.plaats,
      beschrijving: value.beschrijving,
      meebrengen: value.meebrengen,
      nieuws: value.nieuws,
      afgelast: value.afgelast,
      reden: value.afgelast ? value.reden : null,
      vervangenDoor: value.afgelast ? value.vervangenDoor : null,
      geenMelding: value.geenMelding,
      inschrijven: value.inschrijven,
      plaatsen: value.inschrijven ? value.plaatsen : null,
      inschrijvenTot: value.inschrijven ? value.inschrijvenTot : null,
      kamp: value.kamp
        ? {
            vertrekPlaats: value["kamp.vertrek.plaats"],
            terugkeerPlaats: value["kamp.terugkeer.plaats"],
            adres: value["kamp.adres"],
            prijsCent: value["kamp.prijs"],
            steun: value["kamp.steun"],
            paklijst: value["kamp.paklijst"],
            inschrijvingUrl: value["kamp.inschrijving.url"],
            inschrijvingDeadline: value["kamp.inschrijving.deadline"],
            contact: value["kamp.contact"],
          }
        : null,
    })),
);
export type ActiviteitInput = z.output<typeof activiteitInput>;
/** The admin form's box 'Kamp': its own name, as the camp's fields are `kamp.prijs`, ... (a value `kamp` of Conform's). */
export const KAMP_VAK = "isKamp";

/**
 * The admin form's post as Conform reads it (decision 0049): the box 'Kamp' is `isKamp`, and the camp's fields
 * (`kamp.prijs`, `kamp.vertrek.plaats`) one nested value `kamp`. Read back into the API's names, so the one schema checks
 * both and an error names a field as the form does (`kamp.prijs`).
 */
export const activiteitFormulier = z.preprocess((value) => {
  if (typeof value !== "object" || value === null) return value;
  const { [KAMP_VAK]: vak, kamp, ...rest } = value as Record<string, unknown>;
  const veld = (naam: KampVeld) =>
    naam
      .split(".")
      .slice(1)
      .reduce<unknown>((deel, key) => (typeof deel === "object" && deel !== null ? (deel as Record<string, unknown>)[key] : undefined), kamp);
  return { ...rest, ...Object.fromEntries(KAMP_VELDEN.map((naam) => [naam, veld(naam)])), kamp: vak };
}, activiteitInput);

export type KampInput = NonNullable<ActiviteitInput["kamp"]>;

/** A camp document's title; without one the file's name is used. */
export const documentInput = z.object({ titel: optionalText("Titel", 80) });

export const afgelastenInput = z.object({ reden: optionalText("Reden", REDEN_MAX), vervangenDoor });

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
    plaats: optionalText("Plaats", PLAATS_MAX),
    beschrijving: optionalText("Beschrijving", BESCHRIJVING_MAX),
    meebrengen: optionalText("Mee te nemen", MEEBRENGEN_MAX),
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
