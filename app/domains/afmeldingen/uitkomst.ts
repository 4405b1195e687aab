// What the 'Afmelden' form's post answers, as the page renders it (shared by the route and the form).
import type { FormReply } from "~/lib/forms";

/** What a parent's form shows after a refusal: the banner's message, or the fields' (`antwoord`: what was typed, each field's errors). */
export type OuderWeigering = { status: "geweigerd"; bericht: string; antwoord: FormReply } | { status: "ongeldig"; antwoord: FormReply };

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
  | OuderWeigering;
