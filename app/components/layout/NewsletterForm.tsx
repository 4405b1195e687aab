import CheckCircle2 from "lucide-react/icons/circle-check";
import Loader2 from "lucide-react/icons/loader-circle";
import { useLocation } from "react-router";
import {
  isNieuwsbriefOutcome,
  NIEUWSBRIEF_FLAG,
  NIEUWSBRIEF_MESSAGES,
  safeReturnPath,
  type NieuwsbriefOutcome,
} from "~/domains/nieuwsbrief/outcome";
import { useIsApp } from "~/lib/route-kind";

const FORM_ID = "nieuwsbrief-formulier";

/**
 * The footer's sign-up, a plain form: the route sends the browser back to this page with `?nieuwsbrief=<outcome>`,
 * read below. On a document (not in a React app) app/enhance posts it in place (the same page's form comes back with the outcome).
 */
export function NewsletterForm() {
  const location = useLocation();
  const inApp = useIsApp();
  const flag = new URLSearchParams(location.search).get(NIEUWSBRIEF_FLAG);
  const outcome: NieuwsbriefOutcome | undefined = isNieuwsbriefOutcome(flag) ? flag : undefined;
  const ok = outcome === "ok";

  return (
    <form
      id={FORM_ID}
      method="post"
      action="/nieuwsbrief"
      data-vervang={inApp ? undefined : FORM_ID}
      data-behoud={outcome && !ok ? "" : undefined}
      className="mt-3"
    >
      <input type="hidden" name="redirectTo" value={safeReturnPath(location.pathname + location.search)} />
      <div className="flex flex-col gap-2 sm:flex-row md:flex-col lg:flex-row">
        <label htmlFor="nieuwsbrief-email" className="sr-only">
          E-mailadres
        </label>
        <input
          id="nieuwsbrief-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="jouw@email.be"
          aria-invalid={outcome && !ok ? true : undefined}
          aria-describedby={outcome ? "nieuwsbrief-melding" : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-white/20 bg-white px-3 text-ink placeholder:text-gray-500 focus:outline-3 focus:outline-offset-2 focus:outline-white"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-white px-4 font-bold text-brand-dark hover:bg-brand-light disabled:opacity-70"
        >
          <Loader2 className="als-bezig h-4 w-4 animate-spin" aria-hidden="true" />
          Inschrijven
        </button>
      </div>
      <p id="nieuwsbrief-melding" role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold">
        {outcome &&
          (ok ? (
            <span className="inline-flex items-start gap-1.5 text-white">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {NIEUWSBRIEF_MESSAGES.ok}
            </span>
          ) : (
            <span className="rounded bg-white px-2 py-0.5 text-red-800">{NIEUWSBRIEF_MESSAGES[outcome]}</span>
          ))}
        <span data-network-error={NIEUWSBRIEF_MESSAGES.fout} hidden className="rounded bg-white px-2 py-0.5 text-red-800" />
      </p>
    </form>
  );
}
