// Rules about takken shared by the server and the pages.
import { brusselsDateKey } from "~/lib/days";

/** The role a leader holds within their tak: a row of its own (soort "rol"), never a tak of children. */
export const TAKLEIDING = "Takleiding";

/** The kinds a group gives its takken (the Takleiding role's row is of the kind "rol"). */
export const TAK_SOORTEN = ["leeftijd", "leiding", "vrienden"] as const;
export type TakSoort = (typeof TAK_SOORTEN)[number];
export const ROL = "rol";

/** What a tak needs to say which rules apply to it. */
export interface TakAard {
  soort: string;
  gestoptOp: number | null;
}

/** Branches shown to visitors: every tak that runs, not the Takleiding role. */
export function isPublicTak(tak: TakAard): boolean {
  return tak.soort !== ROL && tak.gestoptOp === null;
}

/** An age tak: booklets, camp, parents' messages and absences are for these (the specification's ids 1 to 6). */
export function heeftBoekje(tak: Pick<TakAard, "soort">): boolean {
  return tak.soort === "leeftijd";
}

/** A leaders' group (like Leiding and Groepsleiding): its members show their phone number, as the Takleiding do. */
export function isLeidingsgroep(tak: Pick<TakAard, "soort">): boolean {
  return tak.soort === "leiding";
}

/** Whether a branch page shows 'De Leiding' (not a circle of friends, like the association of adult former scouts). */
export function showsLeiding(tak: Pick<TakAard, "soort">): boolean {
  return tak.soort !== "vrienden";
}

/** The group's word for a tak, a setting ('Instellingen' > 'Takken'); URLs stay /takken/... whatever it is. */
export const TAK_WOORDEN = ["tak", "afdeling"] as const;
export type TakWoord = (typeof TAK_WOORDEN)[number];

/** Every form of the group's word that a text needs: 'tak' keeps the specification's texts as they are. */
export interface Woorden {
  tak: string;
  takken: string;
  Tak: string;
  Takken: string;
  /** The first part of a compound: 'takleiding', 'afdelingsleiding'. */
  samen: string;
  Samen: string;
  /** The role: 'Takleiding' or 'Afdelingsleiding'. */
  Takleiding: string;
  takleiding: string;
  /** A column of one or more: 'Tak(ken)', 'Afdeling(en)'. */
  TakKen: string;
}

const hoofdletter = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function woorden(woord: TakWoord = "tak"): Woorden {
  const [tak, takken, samen] = woord === "afdeling" ? ["afdeling", "afdelingen", "afdelings"] : ["tak", "takken", "tak"];
  return {
    tak,
    takken,
    Tak: hoofdletter(tak),
    Takken: hoofdletter(takken),
    samen,
    Samen: hoofdletter(samen),
    takleiding: `${samen}leiding`,
    Takleiding: `${hoofdletter(samen)}leiding`,
    TakKen: woord === "afdeling" ? "Afdeling(en)" : "Tak(ken)",
  };
}

/**
 * One of the site's own fixed texts in the group's word: 'tak', 'takken', 'Tak(ken)' and compounds ('takleiding',
 * 'takpagina') become 'afdeling', 'afdelingen', 'Afdeling(en)', 'afdelingsleiding', ... Never for what someone typed
 * (a tak's name), only for the site's texts.
 */
export function inWoord(tekst: string, w: Woorden): string {
  if (w.tak === "tak") return tekst;
  const hoofd = (eerste: string, woord: string) => (eerste === "T" ? hoofdletter(woord) : woord);
  return tekst
    .replace(/\b([Tt])ak\(ken\)/g, (_, t: string) => (t === "T" ? w.TakKen : w.TakKen.toLowerCase()))
    .replace(/\b([Tt])akken\b/g, (_, t: string) => hoofd(t, w.takken))
    .replace(/\b([Tt])ak\b/g, (_, t: string) => hoofd(t, w.tak))
    .replace(/\b([Tt])ak(?=(leiding|leider|leiders|pagina|paginas|ploeg|ploegen)\b)/g, (_, t: string) => hoofd(t, w.samen));
}

/** The admin's name and explanation of each kind, in the group's word. */
export function soortUitleg(w: Woorden): Record<TakSoort, { label: string; uitleg: string }> {
  return {
    leeftijd: {
      label: `Leeftijds${w.tak}`,
      uitleg: `Een ${w.tak} voor een leeftijd: een eigen pagina met de leiding, de activiteiten, het maandelijkse boekje, het kamp, de foto's en de berichten aan de ouders. Ouders kunnen zich erop inschrijven en een kind afmelden.`,
    },
    leiding: {
      label: "Leidingsgroep",
      uitleg: `Zoals de leiding of de groepsleiding: een pagina met wie erbij hoort (zonder eigen leden: alle leiding van de groep), met hun telefoonnummer, en activiteiten. Geen kamp, boekje of berichten aan de ouders.`,
    },
    vrienden: {
      label: "Vriendenkring",
      uitleg: "Zoals een vereniging van oud-leden: een pagina met uitleg en activiteiten, zonder leiding, kamp, boekje of berichten aan de ouders.",
    },
  };
}

/**
 * A tak's address from its name: lowercase, without accents, apostrophes or other signs ("Rakwi's" is rakwis,
 * "Welpen-Kabouters" welpen-kabouters). Empty when the name has no letter or digit.
 */
export function maakSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** Addresses no tak may take: the whole group's in the calendar and albums, and the role's. */
export const GERESERVEERDE_SLUGS: readonly string[] = ["hele-groep", "takleiding", "alle", "nieuw"];

export const DUTCH_MONTHS = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
] as const;

/** A branch as the API answers it and the pages show it. */
export interface Tak {
  id: number;
  name: string;
  /** The tak's page is /takken/{slug} (url). */
  slug: string;
  url: string;
  soort: string;
  volgorde: number;
  leeftijd: string;
  email: string;
  color: string;
  beschrijving: string;
  /** File name of the current booklet under /boekjes (the current month's, or else the latest before it), or null. */
  boekje: string | null;
  boekjeUrl: string | null;
  /** When the current booklet was uploaded (ms since 1970), or null. */
  boekjeUpdatedAt: number | null;
  /** The month the current booklet is for, "2026-11", or null. */
  boekjeMaand: string | null;
}

/** The tak's picture: one the site ships, or one made in the tak's colour (routes/tak-logo.$bestand.ts). */
export function takLogoUrl(tak: { logo: string | null; color: string }): string {
  return tak.logo ? `/takken/${tak.logo}.svg` : `/tak-logo/${tak.color.replace(/^#/, "").toLowerCase()}.svg`;
}

/** Public URL of a booklet file; a new upload gets a new file name, so the URL can be cached for long. */
export function boekjeUrl(file: string | null | undefined): string | null {
  return file ? `/boekjes/${encodeURIComponent(file)}` : null;
}

const MAAND = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A booklet's month: "2026-11". */
export function isMaand(value: string): boolean {
  return MAAND.test(value);
}

/** The month of a moment in Belgium (Europe/Brussels), "2026-11". */
export function maandVan(at: number): string {
  return brusselsDateKey(at).slice(0, 7);
}

/** The month after, "2026-12"; after December, January of the next year. */
export function volgendeMaand(maand: string): string {
  const [year, month] = maand.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
}

/** The Dutch name of a month, "december". */
export function maandNaam(maand: string): string {
  return DUTCH_MONTHS[Number(maand.slice(5, 7)) - 1] ?? maand;
}

/** Label of the link to a booklet, with the booklet's own month: 'Boekje Kapoenen (december)'. */
export function boekjeLabel(takName: string, maand: string): string {
  return `Boekje ${takName} (${maandNaam(maand)})`;
}

/** From this day of the month, a tak page also shows next month's booklet (when there is one). */
export const VOLGEND_BOEKJE_VANAF_DAG = 25;

/**
 * The booklets a tak page shows at `at`: the current month's (or, when none was put up, the latest before it, so a
 * tak is never without one), then next month's from the 25th. Later months wait for their turn.
 */
export function getoondeBoekjes<T extends { maand: string }>(boekjes: readonly T[], at: number): T[] {
  const huidig = maandVan(at);
  const actueel = huidigBoekje(boekjes, at);
  const volgend = Number(brusselsDateKey(at).slice(8, 10)) >= VOLGEND_BOEKJE_VANAF_DAG ? boekjes.find((b) => b.maand === volgendeMaand(huidig)) : undefined;
  return [actueel, volgend].filter((b): b is T => b !== undefined);
}

/** A tak's current booklet at `at`: the current month's, or else the latest before it; undefined without one. */
export function huidigBoekje<T extends { maand: string }>(boekjes: readonly T[], at: number): T | undefined {
  const huidig = maandVan(at);
  return boekjes.filter((b) => b.maand <= huidig).sort((a, b) => (a.maand < b.maand ? 1 : -1))[0];
}

/** The months a booklet can be put up for at `at`: this one and the next; the next is proposed from the 25th. */
export function uploadMaanden(at: number): { maanden: [string, string]; standaard: string } {
  const huidig = maandVan(at);
  const volgend = volgendeMaand(huidig);
  return { maanden: [huidig, volgend], standaard: Number(brusselsDateKey(at).slice(8, 10)) >= VOLGEND_BOEKJE_VANAF_DAG ? volgend : huidig };
}

/**
 * Path of the tak's 1200 x 630 share image (see routes/og.takken.$bestand.ts). The colour is part of the name, so a
 * new colour gives a new address and no network keeps showing the old picture.
 */
export function takShareImagePath(tak: { slug: string; color: string }): string {
  return `/og/takken/${encodeURIComponent(tak.slug)}-${tak.color.replace(/^#/, "").toLowerCase()}.png`;
}

/** The takken page's description for search engines: 'Onze takken: Kapoenen (6-8 jaar), ...', as the group has them. */
export function takkenBeschrijving(takken: readonly { name: string; leeftijd: string }[], w: Woorden = woorden()): string {
  if (takken.length === 0) return `De ${w.takken} van onze groep.`;
  return `Onze ${w.takken}: ${takken.map((t) => (t.leeftijd ? `${t.name} (${t.leeftijd} jaar)` : t.name)).join(", ")}.`;
}

/**
 * The tak's picture when the site ships none for it: a badge in the tak's colour (a tent), light enough behind and
 * dark enough around to read on white and on the colour itself. `kleur` is a checked #RRGGBB.
 */
export function takLogoSvg(kleur: string): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(kleur)?.[1] ?? "3d8b37";
  const n = Number.parseInt(hex, 16);
  const kanalen = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const mix = (doel: number, deel: number) => `#${kanalen.map((c) => Math.round(c + (doel - c) * deel).toString(16).padStart(2, "0")).join("")}`;
  const licht = mix(255, 0.88);
  const donker = mix(0, 0.55);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128"><circle cx="64" cy="64" r="58" fill="${licht}" stroke="${donker}" stroke-width="5"/><path d="M64 30L100 96H28Z" fill="#${hex}" stroke="${donker}" stroke-width="4" stroke-linejoin="round"/><path d="M64 58L78 96H50Z" fill="${licht}" stroke="${donker}" stroke-width="3" stroke-linejoin="round"/><path d="M20 96H108" stroke="${donker}" stroke-width="5" stroke-linecap="round"/></svg>`;
}
