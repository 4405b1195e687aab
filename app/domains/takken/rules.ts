// Rules about takken shared by the server and the pages.

/** Role "takken": a leader assigned to them holds that role, they are not branches of children. */
export const TAKLEIDING = "Takleiding";
export const GROEPSLEIDING = "Groepsleiding";

/** Booklets exist only for the six age branches (ids below 7). */
export const BOEKJE_MAX_TAK_ID = 6;

/** Order of the age branches, used to sort the full list of leaders. */
export const TAK_ORDER = ["Kapoenen", "Welpen", "Pioniers", "Jongverkenners", "Verkenners", "Jin"] as const;

export const DEFAULT_TAK_COLOR = "#3D8B37";

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
