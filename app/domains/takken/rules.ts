// Rules about takken shared by the server and the pages.

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
  /** File name of the current booklet under /boekjes, or null. */
  boekje: string | null;
  boekjeUrl: string | null;
  /** When the current booklet was uploaded (ms since 1970), or null. */
  boekjeUpdatedAt: number | null;
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

/** The Dutch name of the month in Belgium (Europe/Brussels) at the given moment, e.g. "maart". */
export function dutchMonthName(at: Date = new Date()): string {
  const month = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", month: "numeric" }).format(at));
  return DUTCH_MONTHS[month - 1] ?? DUTCH_MONTHS[at.getUTCMonth()]!;
}

/** Label of the link to a branch's current booklet: 'Boekje Kapoenen (maart)'. */
export function boekjeLabel(takName: string, at: Date = new Date()): string {
  return `Boekje ${takName} (${dutchMonthName(at)})`;
}

/**
 * Path of the tak's 1200 x 630 share image (see routes/og.takken.$bestand.ts). The colour is part of the name, so a
 * new colour gives a new address and no network keeps showing the old picture.
 */
export function takShareImagePath(tak: { name: string; color: string }): string {
  return `/og/takken/${encodeURIComponent(takSlug(tak.name))}-${tak.color.replace(/^#/, "").toLowerCase()}.png`;
}
