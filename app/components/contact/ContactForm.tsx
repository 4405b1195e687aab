import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Loader2 from "lucide-react/icons/loader-circle";
import Send from "lucide-react/icons/send";
import { CONTACT_CATEGORIES } from "~/domains/contact/categories";
import {
  CONTACT_ERROR,
  CONTACT_INVALID,
  CONTACT_NEW_MESSAGE,
  CONTACT_SENDING,
  CONTACT_SENT_TEXT,
  CONTACT_SENT_TITLE,
  CONTACT_TOO_MANY,
} from "~/domains/contact/messages";
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactResult } from "~/domains/contact/fields";
import { contactSchema } from "~/domains/contact/validation";
import { fieldError, textOf, useSchemaForm } from "~/lib/forms";
import { Honeypot } from "~/components/ui/Honeypot";

/** The region that app/enhance puts in place after a post: the form, or the panel that says it was sent. */
const REGION = "contact-formulier";

/**
 * The contact form in its states: idle, sending, sent (panel) and error (banner above the still-filled form). A plain
 * form post that the route answers with this page; app/enhance sends it in place (`data-vervang`) and shows
 * 'Versturen...' meanwhile, or the banner when the connection fails. What should get focus is marked `data-focus`.
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const { fields } = useSchemaForm(contactSchema, { lastResult: result?.status === "sent" ? null : result?.reply, defaultValue: { category: "algemeen" } });
  if (result?.status === "sent") {
    return (
      <div id={REGION} role="status" className="rounded-2xl border border-brand/30 bg-brand-light px-4 py-8 text-center sm:p-10">
        <CheckCircle2 className="mx-auto h-14 w-14 text-brand" aria-hidden="true" />
        <h3 tabIndex={-1} data-focus="" className="mt-4 text-2xl font-extrabold text-ink outline-none">
          {CONTACT_SENT_TITLE}
        </h3>
        <p className="mt-2 text-muted">{CONTACT_SENT_TEXT}</p>
        {/* A GET of the page itself: an empty form again, whose first field then has focus. */}
        <form method="get" action="/contact" data-vervang={REGION} data-focus-after="#contact-name" className="mt-6">
          <button type="submit" className="btn-secondary w-full whitespace-nowrap px-4 sm:w-auto sm:px-5">
            <Send className="h-4 w-4" aria-hidden="true" /> {CONTACT_NEW_MESSAGE}
          </button>
        </form>
      </div>
    );
  }

  const error = (field: ContactField) => fieldError(fields[field]);
  const banner =
    result?.status === "error" ? CONTACT_ERROR : result?.status === "too-many" ? CONTACT_TOO_MANY : result?.status === "invalid" ? CONTACT_INVALID : null;

  const firstError = CONTACT_FIELDS.find(error);
  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    defaultValue: textOf(fields[field]),
    "aria-invalid": error(field) ? true : undefined,
    "aria-describedby": error(field) ? `contact-${field}-error` : undefined,
    "data-focus": field === firstError ? "" : undefined,
    className: `input${error(field) ? " border-red-600 focus:border-red-600" : ""}`,
  });
  const errorText = (field: ContactField) =>
    error(field) ? (
      <p id={`contact-${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
        {error(field)}
      </p>
    ) : null;

  return (
    <form id={REGION} method="post" action="/contact" data-vervang={REGION} className="relative space-y-4">
      {banner && <Banner text={banner} />}
      <Banner networkError={CONTACT_ERROR} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="label">Naam</label>
          <input {...fieldProps("name")} required autoComplete="name" maxLength={CONTACT_LIMITS.name} />
          {errorText("name")}
        </div>
        <div>
          <label htmlFor="contact-email" className="label">E-mailadres</label>
          <input {...fieldProps("email")} type="email" required autoComplete="email" maxLength={CONTACT_LIMITS.email} />
          {errorText("email")}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-category" className="label">Categorie</label>
          <select {...fieldProps("category")}>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>{c.label}</option>
            ))}
          </select>
          {errorText("category")}
        </div>
        <div>
          <label htmlFor="contact-subject" className="label">Onderwerp</label>
          <input {...fieldProps("subject")} required maxLength={CONTACT_LIMITS.subject} />
          {errorText("subject")}
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className="label">Bericht</label>
        <textarea {...fieldProps("message")} required rows={6} maxLength={CONTACT_LIMITS.message} />
        {errorText("message")}
      </div>
      <Honeypot form="contact" />
      <button type="submit" className="btn-primary w-full sm:w-auto">
        <span className="als-bezig inline-flex items-center gap-2">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {CONTACT_SENDING}
        </span>
        <span className="als-klaar inline-flex items-center gap-2">
          <Send className="h-4 w-4" aria-hidden="true" /> Verstuur bericht
        </span>
      </button>
    </form>
  );
}

/**
 * The red banner above the form. The one for a failed connection waits hidden, empty, with its message in
 * `data-network-error`, until app/enhance shows it.
 */
function Banner({ text, networkError }: { text?: string; networkError?: string }) {
  return (
    <div
      role="alert"
      hidden={networkError !== undefined}
      data-network-error={networkError}
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="font-semibold">{text}</p>
    </div>
  );
}
