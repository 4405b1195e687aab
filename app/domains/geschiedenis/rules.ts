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
