// The contact form's fields and outcomes, shared by the form and the server.
import type { FormReply } from "~/lib/forms";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** Name of the hidden field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["name", "email", "category", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** What the contact form's action answers; the form renders each case (`reply`: what was typed, each field's errors). */
export type ContactResult = { status: "sent" } | { status: "invalid" | "too-many" | "error"; reply: FormReply };
