// Texts and outcomes of the footer sign-up, shared by the form (browser) and the route; no Zod here.
import { safeLocalPath } from "~/lib/safe-path";

export const NIEUWSBRIEF_THANKS = "Bedankt voor je inschrijving! Bevestig je adres via de link in je mailbox.";
export const NIEUWSBRIEF_INVALID = "Vul een geldig e-mailadres in.";
export const NIEUWSBRIEF_TOO_MANY = "Te veel inschrijvingen na elkaar. Probeer het over enkele minuten opnieuw.";
export const NIEUWSBRIEF_ERROR = "Er is iets misgegaan. Probeer het later opnieuw.";

/** Outcome of a sign-up; also the `?nieuwsbrief=` flag after a sign-up without JavaScript. */
export type NieuwsbriefOutcome = "ok" | "ongeldig" | "te-veel" | "fout";

export const NIEUWSBRIEF_MESSAGES: Record<NieuwsbriefOutcome, string> = {
  ok: NIEUWSBRIEF_THANKS,
  ongeldig: NIEUWSBRIEF_INVALID,
  "te-veel": NIEUWSBRIEF_TOO_MANY,
  fout: NIEUWSBRIEF_ERROR,
};

export function isNieuwsbriefOutcome(value: string | null | undefined): value is NieuwsbriefOutcome {
  return value != null && Object.hasOwn(NIEUWSBRIEF_MESSAGES, value);
}

/** The query flag carrying the outcome back to the page, and the footer anchor it scrolls to. */
export const NIEUWSBRIEF_FLAG = "nieuwsbrief";
export const NIEUWSBRIEF_ANCHOR = "nieuwsbrief";

/** The path to go back to after a sign-up: a path of this site (see safeLocalPath), without an old flag. */
export function safeReturnPath(value: string | null | undefined): string {
  const url = new URL(safeLocalPath(value, "/"), "http://same.site");
  url.searchParams.delete(NIEUWSBRIEF_FLAG);
  return url.pathname + url.search;
}

/** The return path with the outcome flag and the footer anchor. */
export function returnPathWithOutcome(path: string, outcome: NieuwsbriefOutcome): string {
  const url = new URL(safeReturnPath(path), "http://same.site");
  url.searchParams.set(NIEUWSBRIEF_FLAG, outcome);
  return `${url.pathname}${url.search}#${NIEUWSBRIEF_ANCHOR}`;
}
