import { useEffect, useRef } from "react";
import { ErrorBanner, SuccessBanner } from "./Banners";

/**
 * The panel's outcome of a change: one live region (always in the page, so a change of its content is announced)
 * holding the error and/or success banner. Each new outcome (`trigger`: the action's answer, or the page load that
 * carries ?melding= after a form) moves focus to the message, and ?melding= leaves the address bar so that a reload
 * does not repeat it.
 */
export function AdminOutcome({ error, melding, trigger }: { error?: string | null; melding?: string | null; trigger: unknown }) {
  const first = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (trigger == null) return;
    first.current?.focus();
    const url = new URL(window.location.href);
    if (!url.searchParams.has("melding")) return;
    url.searchParams.delete("melding");
    // Not a router navigation: that would load the section again and drop the message it just showed.
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [trigger]);

  return (
    <div role="status" className="space-y-3 [&:not(:empty)]:mb-4">
      {error && <ErrorBanner ref={first} live={false} message={error} />}
      {melding && <SuccessBanner ref={error ? undefined : first} live={false} message={melding} />}
    </div>
  );
}
