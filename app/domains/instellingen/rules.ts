// The group's settings as the site uses them: shared by the server and the pages (no database access here).
import type { TakWoord } from "~/domains/takken/rules";
import { KAART_ORIGIN } from "~/lib/embeds";

/**
 * The group's details ('Instellingen' > 'Groep'). An empty text, a founding year or map of null: not filled in yet, and
 * the site leaves it out (a new group starts so, see defaults.ts). Empty social links hide their icon.
 */
export interface Groep {
  naam: string;
  korteNaam: string;
  opgericht: number | null;
  adres: { straat: string; postcode: string; gemeente: string };
  email: string;
  telefoon: string;
  /** The lokaal on the map; the OpenStreetMap embed and link are made from it. */
  kaart: { lat: number; lon: number } | null;
  sociaal: { facebook: string; instagram: string; tiktok: string };
  links: {
    /** The umbrella organisation's member administration; an empty URL hides the footer link. */
    ledenadministratie: { naam: string; url: string };
    /** The youth-activity partner site; an empty URL hides the footer link. */
    partner: { naam: string; url: string };
    privacybeleid: string;
  };
  /** When the group meets, e.g. 'Elke zaterdag 14u-17u'. */
  bijeenkomst: string;
  /** The ages of the members, e.g. 6 to 18: the about page and the descriptions search engines show state them. */
  leeftijden: { van: number; tot: number };
  /** The credit at the bottom of every page ('Website gemaakt door ...'); an empty URL shows the name alone. */
  maker: { naam: string; url: string };
  /** 'Albums bewaren': how many scouting years of photo albums are kept, the current one included. */
  albumsBewaren: number;
  /** The group's word for a tak ('Instellingen' > 'Takken'): 'tak' (the specification's texts) or 'afdeling'. */
  takWoord: TakWoord;
}

export interface Tegel {
  titel: string;
  tekst: string;
}

/**
 * The texts of the pages ('Instellingen' > 'Teksten'). Paragraphs are separated by an empty line. What states a fact of
 * the group (the meeting time, the ages, the address) is not among them: the pages make it from 'Groep'.
 */
export interface Teksten {
  over: {
    lidWorden: string;
    /** The notice about the rooms. */
    lokaal: Tegel;
    /** The three values (Vriendschap, Avontuur, Groei). */
    waarden: Tegel[];
  };
  geschiedenis: { intro: string };
  /** A camp page's line for families who find the price a hurdle, unless the camp has its own. */
  kamp: { steun: string };
  /** The footer's line under the group's name; the site adds ', sinds {opgericht}.' once the year is filled in. */
  voettekst: string;
}

/** A row of 'Belangrijke momenten' on the history page. */
export interface Moment {
  jaar: number;
  titel?: string;
  tekst: string;
}

/** The uploaded logo: the files the site made from it live under /media/{id}/ (never the upload itself). */
export interface Logo {
  id: string;
}

export interface Instellingen {
  groep: Groep;
  kleur: string;
  logo: Logo | null;
  teksten: Teksten;
  momenten: Moment[];
}

/** The three values of the about page: fixed in number, each with its own icon. */
export const AANTAL_WAARDEN = 3;

/** The ages a group may give: from a kapoen to an adult member. */
export const LEEFTIJDEN = { min: 3, max: 99 } as const;

/** 'Albums bewaren': at least the current scouting year, at most ten. */
export const ALBUMS_BEWAREN = { min: 1, max: 10, standaard: 2 } as const;

// ---- Colour ------------------------------------------------------------------------------------------------------

/** The specification's brand green and the shades the style sheet was made with (app/app.css). */
export const STANDAARD_KLEUR = "#3D8B37";
const STANDAARD_TINTEN = { dark: "#2c6a27", darker: "#1f4d1c", light: "#f2f7f1" } as const;

/** WCAG 1.4.11 / large text: white on the brand colour needs at least this. */
export const MIN_CONTRAST_WIT = 3;
/** WCAG 1.4.3: normal-size text. */
export const MIN_CONTRAST_TEKST = 4.5;
export const KLEUR_TE_LICHT = "Deze kleur is te licht voor witte tekst.";

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function isHexKleur(value: string): boolean {
  return parseHex(value) !== null;
}

/** Whether white text stays readable on the colour (at least 3:1). */
export function kleurDonkerGenoeg(kleur: string): boolean {
  return isHexKleur(kleur) && contrast(kleur, "#ffffff") >= MIN_CONTRAST_WIT;
}

/** The colour scaled towards black until white on it reaches `target` (and never lighter than `factor` of it). */
function darkened(rgb: Rgb, factor: number, target: number): string {
  let f = factor;
  let hex = toHex(rgb.map((c) => c * f) as Rgb);
  while (contrast(hex, "#ffffff") < target && f > 0.02) {
    f -= 0.02;
    hex = toHex(rgb.map((c) => c * f) as Rgb);
  }
  return hex;
}

/**
 * The brand colour and the shades the style sheet uses: `dark` carries normal-size text (white on it, and it on white
 * or on `light`, at least 4.5:1; we aim at the 6.6:1 of the original green), `darker` the footer and hovers, `light`
 * the calm background of some sections. The specification's green keeps its hand-picked shades.
 */
export function brandTinten(kleur: string): { brand: string; dark: string; darker: string; light: string } {
  const rgb = parseHex(kleur) ?? parseHex(STANDAARD_KLEUR)!;
  const brand = toHex(rgb);
  if (brand === STANDAARD_KLEUR.toLowerCase()) return { brand, ...STANDAARD_TINTEN };
  const light = toHex(rgb.map((c) => 255 - (255 - c) * 0.07) as Rgb);
  let dark = darkened(rgb, 0.72, 6.5);
  // A light background must still leave the text 4.5:1 (it always does: `light` is 93% white).
  if (contrast(dark, light) < MIN_CONTRAST_TEKST) dark = darkened(rgb, 0.72, 7.5);
  return { brand, dark, darker: darkened(rgb, 0.5, 9.5), light };
}

/** The style sheet's brand variables for a colour, or "" for the specification's green (the built CSS has it). */
export function brandCss(kleur: string): string {
  const t = brandTinten(kleur);
  if (t.brand === STANDAARD_KLEUR.toLowerCase()) return "";
  return `:root{--color-brand:${t.brand};--color-brand-dark:${t.dark};--color-brand-darker:${t.darker};--color-brand-light:${t.light}}`;
}

// ---- Map ---------------------------------------------------------------------------------------------------------


/** A coordinate with at least three decimals (51.040) and at most six (about 10 cm). */
function coordinaat(value: number): string {
  return value.toFixed(6).replace(/0{1,3}$/, "");
}

/** The OpenStreetMap embed (no cookies, no tracking) and the link to the full map, around the lokaal. */
export function kaartUrls({ lat, lon }: { lat: number; lon: number }): { embedUrl: string; linkUrl: string } {
  const bbox = [lon - 0.02, lat - 0.01, lon + 0.02, lat + 0.01].map(coordinaat).join("%2C");
  const [la, lo] = [coordinaat(lat), coordinaat(lon)];
  return {
    embedUrl: `${KAART_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${la}%2C${lo}`,
    linkUrl: `${KAART_ORIGIN}/?mlat=${la}&mlon=${lo}#map=16/${la}/${lo}`,
  };
}

// ---- Texts -------------------------------------------------------------------------------------------------------

/** A text's paragraphs: separated by an empty line; a single line break stays inside its paragraph. */
export function alineas(tekst: string): string[] {
  return tekst
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The address on one line ('Kerkstraat 5, 9000 Gent'), or "" while none is filled in. */
export function adresRegel({ straat, postcode, gemeente }: Groep["adres"]): string {
  const plaats = [postcode, gemeente].filter(Boolean).join(" ");
  return [straat, plaats].filter(Boolean).join(", ");
}

/** 'van 6 tot 18 jaar'. */
export function leeftijdenTekst({ van, tot }: Groep["leeftijden"]): string {
  return `van ${van} tot ${tot} jaar`;
}

/** The about page's info tiles, made from the group's details: only those it filled in. */
export function overTegels(groep: Groep): { soort: "bijeenkomst" | "lokaal" | "leeftijden"; titel: string; tekst: string }[] {
  const adres = adresRegel(groep.adres);
  return [
    ...(groep.bijeenkomst ? [{ soort: "bijeenkomst" as const, titel: groep.bijeenkomst, tekst: "Dan spelen we samen, weer of geen weer." }] : []),
    ...(adres ? [{ soort: "lokaal" as const, titel: "In ons lokaal", tekst: adres }] : []),
    { soort: "leeftijden" as const, titel: `Van ${groep.leeftijden.van} tot ${groep.leeftijden.tot} jaar`, tekst: `Voor elke leeftijd een ${groep.takWoord} met spel op maat.` },
  ];
}

/** The about page's description for search engines, e.g. 'Wie is Scouts Sint-Pieter? Elke zondag 9u30-12u: spel en
 * avontuur voor kinderen en jongeren van 6 tot 18 jaar in Gent.', with what the group filled in. */
export function overBeschrijving(groep: Groep): string {
  const wanneer = groep.bijeenkomst ? `${groep.bijeenkomst}: spel` : "Spel";
  const waar = groep.adres.gemeente ? ` in ${groep.adres.gemeente}` : "";
  return `Wie is ${groep.naam}? ${wanneer} en avontuur voor kinderen en jongeren ${leeftijdenTekst(groep.leeftijden)}${waar}.`;
}

/** The footer's line: the group's own words, and since when once the founding year is known. */
export function voettekstRegel(voettekst: string, opgericht: number | null): string {
  return opgericht ? `${voettekst}, sinds ${opgericht}.` : `${voettekst}.`;
}

/** The history page's moments, oldest first (the order of the timeline). */
export function sorteerMomenten<M extends { jaar: number }>(momenten: readonly M[]): M[] {
  return [...momenten].sort((a, b) => a.jaar - b.jaar);
}

/** The phone number as a tel: link (without spaces). */
export function telLink(telefoon: string): string {
  return `tel:${telefoon.replace(/\s+/g, "")}`;
}
