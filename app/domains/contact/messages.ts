// The contact form's texts (the quoted ones are the specification's, verbatim).
export const CONTACT_SENT_TITLE = "Bericht verstuurd!";
export const CONTACT_SENT_TEXT = "Bedankt voor je bericht. We antwoorden zo snel mogelijk.";
export const CONTACT_NEW_MESSAGE = "Nieuw bericht versturen";
export const CONTACT_SENDING = "Versturen...";
export const CONTACT_ERROR = "Er is iets misgegaan. Probeer het later opnieuw of neem contact op via e-mail.";
export const CONTACT_INVALID = "Controleer de gemarkeerde velden.";
export const CONTACT_TOO_MANY = "Je hebt te veel berichten na elkaar verstuurd. Probeer het over enkele minuten opnieuw.";

/** Mail states in Dutch, as the admin sees them. */
export const MAIL_STATE_LABELS: Record<string, string> = {
  stored: "Opgeslagen (geen e-mail ingesteld)",
  pending: "Wacht op verzending",
  sending: "Wordt verzonden",
  sent: "Verzonden",
  failed: "Verzending mislukt",
};
