import { mediaIdFromUrl } from "~/domains/media/media";
import { z } from "~/lib/zod";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";

// One schema per input, shared by the admin form and the JSON API.

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const MAX_ARTIKELS = 100_000;
/**
 * A period's write as JSON, without its badge: the articles at most (written with every character escaped, six bytes
 * each) and the other fields. The API reads no more (lib/request-body.server.ts).
 */
export const GESCHIEDENIS_TEXT_BYTES = MAX_ARTIKELS * 6 + 64 * 1024;

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE).optional());

const jaar = (label: string) =>
  z.coerce
    .number({ error: `${label} moet een jaartal zijn` })
    .int(`${label} moet een jaartal zijn`)
    .min(1900, `${label} moet een jaartal zijn`)
    .max(2200, `${label} moet een jaartal zijn`);

/** A badge link is an absolute http(s) link or one of our own /media/ images; the save stores a copy of its own. */
const kentekenLink = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(2000, "Embleem link is te lang")
    .refine((v) => /^https?:\/\/\S+$/i.test(v) || mediaIdFromUrl(v) !== null, "Embleem link moet een geldige URL zijn")
    .optional(),
);

const base = z.object({
  titel: z.string({ error: "Titel is verplicht" }).trim().min(1, "Titel is verplicht").max(200, "Titel is te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  kenteken: kentekenLink,
  beginjaar: jaar("Beginjaar"),
  eindjaar: z.preprocess(blankToUndefined, jaar("Eindjaar").optional()),
  aalmoezenier: z.string({ error: "Aalmoezenier is verplicht" }).trim().min(1, "Aalmoezenier is verplicht").max(500, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  groepsleiding: z.string({ error: "Groepsleiding is verplicht" }).trim().min(1, "Groepsleiding is verplicht").max(1000, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  jaarleuze: optionalText(500),
  kamp: optionalText(500),
  dokter: optionalText(200),
  tandarts: optionalText(200),
  notities: optionalText(5000),
  /** The admin form's "Geschreven tekst": one article per line. */
  artikels: z.preprocess(blankToUndefined, z.string().max(MAX_ARTIKELS, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE).optional()),
  /** Set by the route when a badge image was uploaded: then no link is needed. */
  kentekenUpload: z.boolean().default(false),
});

export const EINDJAAR_VOOR_BEGINJAAR = "Eindjaar kan niet voor het beginjaar liggen";

/** A period cannot end before it begins (a running period has no end year). */
export function eindjaarVoorBeginjaar(p: { beginjaar?: number | null; eindjaar?: number | null }): boolean {
  return p.beginjaar != null && p.eindjaar != null && p.eindjaar < p.beginjaar;
}

export const geschiedenisInput = base
  .refine((value) => Boolean(value.kenteken) || value.kentekenUpload === true, {
    path: ["kenteken"],
    message: "Embleem link is verplicht",
    // Checked even when other fields are wrong, so the form shows every missing field at once.
    when: () => true,
  })
  .refine((value) => !eindjaarVoorBeginjaar(value), { path: ["eindjaar"], message: EINDJAAR_VOOR_BEGINJAAR });
export type GeschiedenisInput = z.infer<typeof geschiedenisInput>;

/** PUT: only the given fields change. The years are checked in the update, against the stored ones. */
export const geschiedenisUpdateInput = base.partial();
export type GeschiedenisUpdateInput = z.infer<typeof geschiedenisUpdateInput>;

export const artikelInput = z.object({
  geschiedenisId: z.string({ error: "geschiedenisId is verplicht" }).trim().min(1, "geschiedenisId is verplicht"),
  artikel: z.string({ error: "artikel is verplicht" }).trim().min(1, "artikel is verplicht").max(20_000, "Te lang").refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  titel: optionalText(200),
});
export type ArtikelInput = z.infer<typeof artikelInput>;

/** "Geschreven tekst" as articles: every non-blank line is one. */
export function splitArtikels(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const PERIODE_BESTAAT_AL = "Er bestaat al een periode met deze titel";
export const KENTEKEN_SAVE_FAILED = "Er is een fout opgetreden bij het toevoegen van het kenteken";
