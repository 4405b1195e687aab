// What the 'Inschrijven' form's post answers, as the page renders it (shared by the route and the form; no Zod here).

export const INSCHRIJF_VELDEN = ["naam", "tak", "opmerking", "email"] as const;
export type InschrijfVeld = (typeof INSCHRIJF_VELDEN)[number];
export type InschrijfWaarden = Partial<Record<InschrijfVeld, string>>;

export type InschrijfUitkomst =
  | {
      status: "ingeschreven";
      naam: string;
      titel: string;
      dag: string;
      email: string | null;
      /** The place on the waiting list, or null with a place. */
      wachtlijst: number | null;
      /** The child was already signed up (one sign-up): whether this one changed the remark. */
      al?: { opmerkingAangepast: boolean } | null;
    }
  | { status: "ongeldig"; fouten: Partial<Record<InschrijfVeld, string>>; waarden: InschrijfWaarden }
  | { status: "geweigerd"; bericht: string; waarden: InschrijfWaarden };
