// A submission's key (issue 52), shared by the forms (browser) and the server.

/** The hidden field of every admin form that makes something new: one key per rendered form. */
export const VERZENDING_VELD = "verzending";

/** The API's header, as payment APIs have it (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** A key: 8 to 255 visible ASCII characters (a UUID, or what an API client makes). */
export function isSleutel(value: unknown): value is string {
  return typeof value === "string" && /^[\x21-\x7e]{8,255}$/.test(value);
}

/** A form render's own key (a section form with several creates adds what it makes: `${key}:tak-toevoegen:12`). */
export function nieuweSleutel(): string {
  return crypto.randomUUID();
}
