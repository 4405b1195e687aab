// The contact form's fields and outcomes, shared by the form (browser) and the server; no Zod here, so the
// browser bundle of public pages stays free of the validation library.

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** Name of the hidden field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export type ContactField = "name" | "email" | "category" | "subject" | "message";
export type ContactValues = Partial<Record<ContactField, string>>;

/** What the contact form's action answers; the form renders each case. */
export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: Partial<Record<ContactField, string>>; values: ContactValues }
  | { status: "too-many"; values: ContactValues }
  | { status: "error"; values: ContactValues };
