// The contact form's fields and outcomes, shared by the form (browser) and the server; no Zod here, so the
// browser bundle of public pages stays free of the validation library.

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** Name of the hidden field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["name", "email", "category", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Partial<Record<ContactField, string>>;

/** What the contact form's action answers; the form renders each case. */
export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: Partial<Record<ContactField, string>>; values: ContactValues }
  | { status: "too-many"; values: ContactValues }
  | { status: "error"; values: ContactValues };

/** The five fields as posted, before validation: what the form shows again after an error. */
export function readContactValues(form: FormData): ContactValues {
  const values: ContactValues = {};
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
