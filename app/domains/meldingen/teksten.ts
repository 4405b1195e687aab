// The texts of the sign-up block and its pages, shared by the browser and the server (no Zod here).

export const MELDING_BEDANKT = "Bevestig je inschrijving via de link in je mailbox.";
export const MELDING_EMAIL_ONGELDIG = "Vul een geldig e-mailadres in.";
export const KIES_TAK = "Kies minstens één tak.";
export const MELDING_TE_VEEL = "Te veel inschrijvingen na elkaar. Probeer het over enkele minuten opnieuw.";
export const MELDING_FOUT = "Er is iets misgegaan. Probeer het later opnieuw.";

/** The outcome of a sign-up, as data (with JavaScript) or as the `?meldingen=` flag after a plain form post. */
export type MeldingUitkomst = "ok" | "ongeldig" | "geen-tak" | "te-veel" | "fout";

export const MELDING_BERICHTEN: Record<MeldingUitkomst, string> = {
  ok: MELDING_BEDANKT,
  ongeldig: MELDING_EMAIL_ONGELDIG,
  "geen-tak": KIES_TAK,
  "te-veel": MELDING_TE_VEEL,
  fout: MELDING_FOUT,
};

export function isMeldingUitkomst(value: string | null | undefined): value is MeldingUitkomst {
  return value != null && Object.hasOwn(MELDING_BERICHTEN, value);
}

export const MELDING_VLAG = "meldingen";
export const MELDING_ANKER = "op-de-hoogte";
