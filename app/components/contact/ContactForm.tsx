import { Send } from "lucide-react";
import { Form } from "react-router";
import { CONTACT_CATEGORIES } from "~/domains/contact/categories";

/** The contact form's fields; a plain form post, so it also works without JavaScript. */
export function ContactForm() {
  return (
    <Form method="post" className="space-y-4" noValidate={false}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="label">Naam</label>
          <input id="contact-name" name="name" required autoComplete="name" maxLength={100} className="input" />
        </div>
        <div>
          <label htmlFor="contact-email" className="label">E-mailadres</label>
          <input id="contact-email" name="email" type="email" required autoComplete="email" maxLength={254} className="input" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-category" className="label">Categorie</label>
          <select id="contact-category" name="category" defaultValue="algemeen" className="input">
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>{c.label}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contact-subject" className="label">Onderwerp</label>
          <input id="contact-subject" name="subject" required maxLength={200} className="input" />
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className="label">Bericht</label>
        <textarea id="contact-message" name="message" required rows={6} maxLength={5000} className="input" />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" /> Verstuur bericht
      </button>
    </Form>
  );
}
