/** A short plain-text summary for meta descriptions: whitespace collapsed, cut at a word before `max` characters. */
export function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * A file name from a title: ASCII letters, digits and hyphens only (accents dropped), at most 60 characters, or
 * `fallback` when nothing is left. Nothing of a client's own file name ever reaches a path this way.
 */
export function fileSlug(titel: string, fallback: string): string {
  const slug = titel
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || fallback;
}

// C0 controls except tab and line breaks, DEL and C1 controls: no keyboard types them, and they garble mails,
// logs and exports. Shared by the domains' schemas, so the form and the API refuse them alike.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

export const CONTROL_CHARACTERS_MESSAGE = "Bevat ongeldige tekens";

/** Text as it may stand in HTML or XML, in content and in quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A child's name as absences and sign-ups compare it (issue 52): 'Lotte ', 'lotte' and 'Lötte' are one child; the same
 * child reported twice for an activity is one absence (one sign-up).
 */
export function naamSleutel(naam: string): string {
  return naam.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("nl").replace(/\s+/g, " ").trim();
}
