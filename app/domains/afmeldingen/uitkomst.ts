// What the 'Afmelden' form's post answers, as the page renders it (shared by the route and the form; no Zod here).

export const AFMELD_VELDEN = ["naam", "tak", "reden", "email"] as const;
export type AfmeldVeld = (typeof AFMELD_VELDEN)[number];
export type AfmeldWaarden = Partial<Record<AfmeldVeld, string>>;

export type AfmeldUitkomst =
  | {
      status: "afgemeld";
      naam: string;
      titel: string;
      dag: string;
      email: string | null;
      /** The child was already reported (one absence): whether this report changed the reason. */
      al?: { redenAangepast: boolean } | null;
    }
  | { status: "ongeldig"; fouten: Partial<Record<AfmeldVeld, string>>; waarden: AfmeldWaarden }
  | { status: "geweigerd"; bericht: string; waarden: AfmeldWaarden };

/** The fields as posted, before validation: what the form shows again after a refusal (shared with 'Inschrijven'). */
export function leesVelden<V extends string>(form: FormData, velden: readonly V[]): Partial<Record<V, string>> {
  const waarden: Partial<Record<V, string>> = {};
  for (const veld of velden) {
    const value = form.get(veld);
    if (typeof value === "string") waarden[veld] = value;
  }
  return waarden;
}
