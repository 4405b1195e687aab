// Texts of the login shown in the browser and answered by the API.
export const WRONG_PASSWORD = "Incorrect password. Access denied.";
export const TOO_MANY_ATTEMPTS = "Te veel pogingen. Probeer het later opnieuw.";
