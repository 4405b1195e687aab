// Rules about takken shared by the server and the pages.
import { brusselsDateKey } from "~/lib/days";

/** Role "takken": a leader assigned to them holds that role, they are not branches of children. */
export const TAKLEIDING = "Takleiding";
export const GROEPSLEIDING = "Groepsleiding";

/** Booklets exist only for the six age branches (ids below 7). */
export const BOEKJE_MAX_TAK_ID = 6;

/** Order of the age branches, used to sort the full list of leaders. */
export const TAK_ORDER = ["Kapoenen", "Welpen", "Pioniers", "Jongverkenners", "Verkenners", "Jin"] as const;

/** The branch of adult former scouts: its page has no leaders section. */
export const MASTWORP_SLUG = "mastworp";

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

export function takSlug(name: string): string {
  return name.trim().toLowerCase();
}

export function takLogoUrl(name: string): string {
  return `/takken/${takSlug(name)}.svg`;
}

/** Branches shown to visitors: every tak except the Takleiding role. */
export function isPublicTak(tak: { name: string }): boolean {
  return tak.name !== TAKLEIDING;
}

export function hasBoekje(takId: number): boolean {
  return takId >= 1 && takId <= BOEKJE_MAX_TAK_ID;
}

/** Whether a branch page shows 'De Leiding' (not for Mastworp, the association of adult former scouts). */
export function showsLeiding(tak: { name: string }): boolean {
  return takSlug(tak.name) !== MASTWORP_SLUG;
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
export function takShareImagePath(tak: { name: string; color: string }): string {
  return `/og/takken/${encodeURIComponent(takSlug(tak.name))}-${tak.color.replace(/^#/, "").toLowerCase()}.png`;
}

/** The takken page's description for search engines: 'Onze takken: Kapoenen (6-8 jaar), ...', as the group has them. */
export function takkenBeschrijving(takken: readonly { name: string; leeftijd: string }[]): string {
  return `Onze takken: ${takken.map((t) => (t.leeftijd ? `${t.name} (${t.leeftijd} jaar)` : t.name)).join(", ")}.`;
}
