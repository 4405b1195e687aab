export const CONTACT_CATEGORIES = [
  { value: "algemeen", label: "Algemeen" },
  { value: "vraag", label: "Vraag" },
  { value: "inschrijving", label: "Inschrijving" },
  { value: "anders", label: "Anders" },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]["value"];
