// One schema per input, shared by the admin's forms and the JSON API. Forms name nested fields with dots
// ('adres.straat', 'momenten.2.jaar'); the API may send the same as nested JSON. Errors name the field the same way.
import { z } from "~/lib/zod";
import { TAK_WOORDEN } from "~/domains/takken/rules";
import { blank, requiredText } from "~/lib/schema-fields";
import { CONTROL_CHARACTERS_MESSAGE, hasNoControlCharacters } from "~/lib/text";
import { AANTAL_WAARDEN, ALBUMS_BEWAREN, KLEUR_TE_LICHT, LEEFTIJDEN, isHexKleur, kleurDonkerGenoeg } from "./rules";

const MAX_LINK = 300;
export const MAX_MOMENTEN = 40;

/** The longest text of each field whose input says it too (`maxLength`): the form and the schema read one number. */
export const MAX_LENGTE = {
  naam: 100,
  korteNaam: 40,
  bijeenkomst: 100,
  tegelTitel: 60,
  lokaalTekst: 600,
  waardeTekst: 300,
  voettekst: 200,
  momentTitel: 80,
  momentTekst: 300,
} as const;

/** The latest year a founding year or a moment may have: next year (a group may announce one). */
function volgendJaar(now: number): number {
  return new Date(now).getFullYear() + 1;
}

/**
 * `{"adres.straat": "x", "kaart.lat": "51"}` becomes `{adres: {straat: "x"}, kaart: {lat: "51"}}`; numeric parts make
 * lists (`momenten.0.jaar`). Nested JSON passes unchanged. Keys that could reach an object's prototype are dropped.
 */
export function uitDotNamen(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const parts = key.split(".");
    if (parts.some((p) => p === "__proto__" || p === "constructor" || p === "prototype" || p === "")) continue;
    let node: Record<string, unknown> = result;
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        node[part] = value;
        break;
      }
      const next = node[part];
      if (!next || typeof next !== "object") node[part] = /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    }
  }
  return result;
}

const tekst = (label: string, max: number) =>
  z
    .string({ error: `${label} moet tekst zijn` })
    .trim()
    .max(max, `${label} mag maximaal ${max} tekens lang zijn`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** A text that may not be emptied. */
const verplicht = requiredText;

function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const HTTPS_NODIG = "Gebruik een volledige link die begint met https://";

/** A link that must be there, on https. */
const link = (label: string) => tekst(label, MAX_LINK).min(1, `${label} is verplicht`).refine(isHttpsLink, HTTPS_NODIG);
/** A link that may be left empty (the site then leaves it out), otherwise on https. */
const optioneleLink = (label: string) => tekst(label, MAX_LINK).refine((v) => v === "" || isHttpsLink(v), HTTPS_NODIG);

/** An e-mail address, or empty. */
const optioneleEmail = (label: string) =>
  tekst(label, 254).refine((v) => v === "" || z.email().safeParse(v).success, "Vul een geldig e-mailadres in.");

/** Blank (a form's empty field, JSON null): not filled in. */
const leegIsNull = (value: unknown) => (blank(value) ? null : value);

/** A whole number from a form's text or a JSON number. */
const geheelGetal = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${label}: vul een getal in` })
      .int(`${label}: vul een getal in`)
      .min(min, `${label} moet tussen ${min} en ${max} liggen`)
      .max(max, `${label} moet tussen ${min} en ${max} liggen`),
  );

/** A whole year, from a form's text or a JSON number, at most next year (`now`: the server's clock). */
const jaar = (label: string, now: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${label}: vul een jaartal in` })
      .int(`${label}: vul een jaartal in`)
      .refine((v) => v >= 1900 && v <= volgendJaar(now), { message: `${label} moet tussen 1900 en ${volgendJaar(now)} liggen` }),
  );

/** A decimal degree, also typed with a comma ('51,04'). */
const graden = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim().replace(",", ".")) : value),
    z
      .number({ error: `${label}: vul een getal in, bijvoorbeeld 51.04` })
      .refine(Number.isFinite, `${label}: vul een getal in, bijvoorbeeld 51.04`)
      .refine((v) => Math.abs(v) <= max, `${label} moet tussen -${max} en ${max} liggen`),
  );

const ALBUMS_BEWAREN_FOUT = `Albums bewaren: vul een aantal scoutsjaren in van ${ALBUMS_BEWAREN.min} tot ${ALBUMS_BEWAREN.max}`;
/** 'Albums bewaren': a whole number of scouting years, from a form's text or a JSON number. */
const albumsBewaren = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: ALBUMS_BEWAREN_FOUT }).int(ALBUMS_BEWAREN_FOUT).min(ALBUMS_BEWAREN.min, ALBUMS_BEWAREN_FOUT).max(ALBUMS_BEWAREN.max, ALBUMS_BEWAREN_FOUT),
);

export const kleurInput = z
  .string({ error: "Kies een kleur" })
  .trim()
  .refine(isHexKleur, "Gebruik een kleurcode zoals #3D8B37")
  .refine(kleurDonkerGenoeg, KLEUR_TE_LICHT)
  .transform((v) => v.toUpperCase());

/** The lokaal on the map: both coordinates, or neither (no map on the site). */
const kaart = z.preprocess(
  (value) => (value && typeof value === "object" && blank((value as { lat?: unknown }).lat) && blank((value as { lon?: unknown }).lon) ? null : value),
  z.object({ lat: graden("Breedtegraad", 90), lon: graden("Lengtegraad", 180) }, { error: "Kaart: geef breedtegraad en lengtegraad" }).nullable(),
);

const LEEFTIJDEN_FOUT = "Leeftijden: 'tot' kan niet kleiner zijn dan 'van'";
const leeftijden = z
  .object({ van: geheelGetal("Leeftijd van", LEEFTIJDEN.min, LEEFTIJDEN.max), tot: geheelGetal("Leeftijd tot", LEEFTIJDEN.min, LEEFTIJDEN.max) })
  .refine((l) => l.tot >= l.van, { path: ["tot"], error: LEEFTIJDEN_FOUT });

/**
 * 'Groep' and 'Kleur' (the admin's forms) and PUT /api/instellingen: every field optional, and only what is sent
 * changes. What is sent must be valid: the name may not be emptied; what only the group knows (founding year,
 * address, contacts, meeting time, map) may stay empty until it does. `now` is the server's clock.
 */
export const instellingenInput = (now: number) =>
  z.preprocess(
  uitDotNamen,
  z.object({
    naam: verplicht("Naam", MAX_LENGTE.naam).optional(),
    korteNaam: verplicht("Korte naam", MAX_LENGTE.korteNaam).optional(),
    opgericht: z.preprocess(leegIsNull, jaar("Opgericht", now).nullable()).optional(),
    adres: z
      .object({
        straat: tekst("Straat en nummer", 100),
        postcode: tekst("Postcode", 10).regex(/^[0-9A-Za-z -]*$/, "Postcode: gebruik cijfers en letters"),
        gemeente: tekst("Gemeente", 60),
      })
      .partial()
      .optional(),
    email: optioneleEmail("E-mailadres").optional(),
    telefoon: tekst("Telefoon", 30).regex(/^[0-9+()./ -]*$/, "Telefoon: gebruik cijfers, spaties en + ( ) . / -").optional(),
    kaart: kaart.optional(),
    sociaal: z
      .object({ facebook: optioneleLink("Facebook"), instagram: optioneleLink("Instagram"), tiktok: optioneleLink("TikTok") })
      .partial()
      .optional(),
    links: z
      .object({
        ledenadministratie: z.object({ naam: verplicht("Naam van de ledenadministratie", 60), url: optioneleLink("Ledenadministratie") }).partial(),
        partner: z.object({ naam: verplicht("Naam van de partnersite", 60), url: optioneleLink("Partnersite") }).partial(),
        privacybeleid: link("Privacybeleid"),
      })
      .partial()
      .optional(),
    bijeenkomst: tekst("Bijeenkomst", MAX_LENGTE.bijeenkomst).optional(),
    leeftijden: leeftijden.optional(),
    maker: z.object({ naam: verplicht("Website gemaakt door", 100), url: optioneleLink("Link van de maker") }).partial().optional(),
    albumsBewaren: albumsBewaren.optional(),
    takWoord: z.enum(TAK_WOORDEN, { error: "Kies tak of afdeling" }).optional(),
    kleur: kleurInput.optional(),
  }),
);
export type InstellingenInput = z.infer<ReturnType<typeof instellingenInput>>;

const tegel = (label: string, maxTekst: number) => z.object({ titel: verplicht(`Titel van ${label}`, MAX_LENGTE.tegelTitel), tekst: verplicht(`Tekst van ${label}`, maxTekst) });

/**
 * 'Teksten': the about page, the history intro and the footer line, always all of them (the form sends every field).
 * The about page's info tiles are made from 'Groep' (meeting time, address, ages); `over.tegels` of older clients is
 * ignored.
 */
const teksten = z.object({
  over: z.object({
    lidWorden: verplicht("Lid worden", 3000),
    lokaal: tegel("de melding over het lokaal", MAX_LENGTE.lokaalTekst),
    waarden: z.array(tegel("de waarde", MAX_LENGTE.waardeTekst)).length(AANTAL_WAARDEN, `Er zijn precies ${AANTAL_WAARDEN} waarden`),
  }),
  geschiedenis: z.object({ intro: verplicht("Inleiding", 4000) }),
  kamp: z.object({ steun: verplicht("Steun bij de kampprijs", 400) }),
  voettekst: verplicht("Regel in de voettekst", MAX_LENGTE.voettekst),
});
export const tekstenInput = z.preprocess(uitDotNamen, teksten);
export type TekstenInput = z.infer<typeof tekstenInput>;

function leeg(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

const moment = (now: number) =>
  z.object({
  jaar: jaar("Jaar", now),
  titel: z.preprocess((v) => (leeg(v) ? undefined : v), tekst("Titel", MAX_LENGTE.momentTitel).optional()),
  tekst: verplicht("Tekst", MAX_LENGTE.momentTekst),
});

/** A row the form left empty (or a gap in its numbering): no moment. */
function legeRij(row: unknown): boolean {
  return row === undefined || (typeof row === "object" && row !== null && !Array.isArray(row) && Object.values(row).every(leeg));
}

/**
 * The 'Belangrijke momenten' as rows of year and text (a title is optional); a row left empty is dropped (the form's
 * way to remove one), after the check, so that an error names the row as the form numbered it. Stored oldest first.
 */
export const momentenInput = (now: number) =>
  z.preprocess(
  (value) => (Array.isArray(value) ? Array.from(value, (row: unknown) => (legeRij(row) ? null : row)) : value),
  z
    .array(moment(now).nullable(), { error: "Verwacht een lijst van momenten ({jaar, tekst})" })
    .transform((rows) => rows.filter((row) => row !== null))
    .refine((rows) => rows.length <= MAX_MOMENTEN, `Hoogstens ${MAX_MOMENTEN} momenten`),
);
export type MomentenInput = z.infer<ReturnType<typeof momentenInput>>;

/**
 * The admin's 'Teksten' form: the texts and the timeline's rows in one post (one button: an edit of one is never lost by
 * saving the other), every refusal of both at once. No row (each removed) is no moment.
 */
export const tekstenFormulierInput = (now: number) =>
  z.preprocess(uitDotNamen, teksten.extend({ momenten: momentenInput(now).default([]) }));

export const KIES_LOGO = "Kies een logo.";

/** A new logo ('Logo'): the route sets `logo` to whether a file came with the post (the API says the same: KIES_LOGO). */
export const logoInput = z.object({ logo: z.literal(true, { error: KIES_LOGO }) });
