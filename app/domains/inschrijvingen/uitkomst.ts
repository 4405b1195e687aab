// What the 'Inschrijven' form's post answers, as the page renders it (shared by the route and the form).
import type { OuderWeigering } from "~/domains/afmeldingen/uitkomst";

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
  | OuderWeigering;
