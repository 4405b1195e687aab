// The parts of the admin section 'Instellingen', in the order of its tabs; the first is the default.
export const INSTELLINGEN_DELEN = [
  { id: "groep", label: "Groep" },
  { id: "logo", label: "Logo" },
  { id: "kleur", label: "Kleur" },
  { id: "teksten", label: "Teksten" },
  { id: "takken", label: "Takken" },
] as const;

export type InstellingenDeelId = (typeof INSTELLINGEN_DELEN)[number]["id"];

export function instellingenDeel(param: string | null | undefined): InstellingenDeelId {
  return INSTELLINGEN_DELEN.find((d) => d.id === param)?.id ?? INSTELLINGEN_DELEN[0].id;
}

export function instellingenUrl(deel: InstellingenDeelId): string {
  return `/admin?sectie=instellingen&deel=${deel}`;
}
