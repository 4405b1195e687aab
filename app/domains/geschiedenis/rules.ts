// Rules of history periods shared by the server, the admin form and the pages.

/**
 * The id of a period: its title with only letters and spaces kept, spaces turned into hyphens, lowercase.
 * Accented letters are kept as their base letter so "Één" and "Een" give the same id.
 */
export function slugify(titel: string): string {
  return titel
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L} ]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .toLowerCase();
}

/** A history period as the API answers it and the pages show it. */
export interface Periode {
  id: string;
  titel: string;
  beginjaar: number;
  eindjaar: number | null;
  aalmoezenier: string | null;
  groepsleiding: string | null;
  jaarleuze: string | null;
  kamp: string | null;
  /** Badge image URL (an https URL or a local /media/... URL), or null. */
  kenteken: string | null;
  dokter: string | null;
  tandarts: string | null;
  notities: string | null;
  /** Same as kenteken, under the name every API shape uses for its image. */
  imageUrl: string | null;
}

/** One written text of a period. */
export interface Artikel {
  id: number;
  geschiedenisId: string;
  titel: string | null;
  artikel: string;
  position: number;
}

/** How many badges the history page shows first, and how many each 'Meer kentekens laden' adds. */
export const KENTEKENS_EERST = 30;
export const KENTEKENS_STAP = 6;

/** The years of a period: '1956 - 1959', or '2019 - heden' while it runs. */
export function periodeJaren(p: Pick<Periode, "beginjaar" | "eindjaar">): string {
  return `${p.beginjaar} - ${p.eindjaar ?? "heden"}`;
}

/** The title shown for a period; 'Onbekende periode' when it has none. */
export function periodeTitel(p: Pick<Periode, "titel">): string {
  return p.titel.trim() || "Onbekende periode";
}

/**
 * How many badges to show for the ?toon= parameter: at least the first 30, growing in steps of 6,
 * never more than there are. Bad values fall back to 30.
 */
export function kentekensTeTonen(toon: string | null | undefined, total: number): number {
  const asked = toon && /^\d{1,6}$/.test(toon) ? Number(toon) : KENTEKENS_EERST;
  return Math.min(total, Math.max(KENTEKENS_EERST, asked));
}
