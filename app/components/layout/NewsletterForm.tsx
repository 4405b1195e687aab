import CheckCircle2 from "lucide-react/icons/circle-check";
import Loader2 from "lucide-react/icons/loader-circle";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import {
  isNieuwsbriefOutcome,
  NIEUWSBRIEF_FLAG,
  NIEUWSBRIEF_MESSAGES,
  safeReturnPath,
  type NieuwsbriefOutcome,
} from "~/domains/nieuwsbrief/outcome";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The footer's sign-up. With JavaScript a fetcher posts it without leaving the page; without JavaScript the route
 * sends the browser back here with `?nieuwsbrief=<outcome>`, read below.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<{ outcome: NieuwsbriefOutcome; message: string }>();
  const location = useLocation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const flag = new URLSearchParams(location.search).get(NIEUWSBRIEF_FLAG);
  const outcome: NieuwsbriefOutcome | undefined = fetcher.data?.outcome ?? (isNieuwsbriefOutcome(flag) ? flag : undefined);
  const busy = fetcher.state !== "idle";
  const ok = outcome === "ok";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.outcome === "ok") formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form ref={formRef} method="post" action="/nieuwsbrief" className="mt-3" noValidate={false}>
      <input type="hidden" name="redirectTo" value={safeReturnPath(location.pathname + location.search)} />
      {hydrated && <input type="hidden" name="_js" value="1" />}
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
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-white px-4 font-bold text-brand-dark hover:bg-brand-light disabled:opacity-70"
        >
          {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
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
      </p>
    </fetcher.Form>
  );
}
