// Texts of the login and the accounts, shown in the browser and answered by the API.
export const WRONG_PASSWORD = "Incorrect password. Access denied.";
export const TOO_MANY_ATTEMPTS = "Te veel pogingen. Probeer het later opnieuw.";
export const NO_ACCESS = "Je hebt geen toegang tot deze actie.";
export const NOT_SIGNED_IN = "Je bent niet aangemeld. Log in om deze actie te doen.";
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_TOO_SHORT = "Het wachtwoord moet minstens 12 tekens lang zijn";
export const PASSWORD_COMMON = "Dit wachtwoord is te bekend; kies een ander.";
export const PASSWORD_MISMATCH = "De twee wachtwoorden zijn niet gelijk.";
export const RESET_ANSWER = "Als dit adres bij ons bekend is, ontvang je een e-mail met een link.";
export const LINK_INVALID = "Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.";
export const OWNER_NAME = "Beheerder";

/** The login's address after a post whose session had ended (requireAdminPage): `?sessie=verlopen`. */
export const SESSIE_PARAM = "sessie";
export const SESSIE_VERLOPEN_WAARDE = "verlopen";
export const SESSIE_VERLOPEN_LOGIN = "Je sessie is afgelopen: log opnieuw in om verder te gaan.";
