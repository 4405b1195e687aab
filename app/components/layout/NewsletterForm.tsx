import { Form } from "react-router";

// Posts to the newsletter route; the sign-up itself belongs to the nieuwsbrief domain.
export function NewsletterForm() {
  return (
    <Form method="post" action="/nieuwsbrief" className="mt-3 flex flex-col gap-2 sm:flex-row">
      <label htmlFor="nieuwsbrief-email" className="sr-only">
        E-mailadres
      </label>
      <input
        id="nieuwsbrief-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="jouw@email.be"
        className="min-h-11 flex-1 rounded-md border border-white/20 bg-white px-3 text-ink placeholder:text-gray-500"
      />
      <button type="submit" className="min-h-11 rounded-md bg-white px-4 font-bold text-brand-dark hover:bg-brand-light">
        Inschrijven
      </button>
    </Form>
  );
}
