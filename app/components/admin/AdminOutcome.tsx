import X from "lucide-react/icons/x";
import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ErrorBanner, SuccessBanner } from "./Banners";

// Where the outcome of an admin change appears (decision 0023). One pattern for every form and row action:
// - next to the control that caused it, when that control is still on the page (`ActionOutcome` beside a row's
//   buttons, `FormOutcome` above a form's submit button): it takes focus and is scrolled into view;
// - otherwise (a deleted row, a page opened after a form with ?melding=) in the panel's outcome region, in the flow
//   above the section: it takes focus and is scrolled into view, and stays until closed. It does not stick below the
//   navigation bar: there it covered the rows and fields the leader went on to read (issue 38).
// The panel's region is its one live region; a message elsewhere is announced because it takes focus.

/** The text fields of a submission: which control sent it (its intent, the row's id). */
export type Sent = Record<string, string>;

interface Shown {
  error: string | null;
  melding: string | null;
  /** Changes with every new outcome (the action's answer object, or the page load): focus moves to it then. */
  trigger: unknown;
  /** What the change sent, to find the control it came from; null after a page load. */
  sent: Sent | null;
}

interface OutcomeState {
  shown: Shown | null;
  /** A slot that shows the outcome claims it, so the panel's region stays empty; returns the release. */
  claim: () => () => void;
  /** A check in the browser (a file too large, the wrong type) refused before anything was sent. */
  report: (error: string, sent: Sent) => void;
}

const OutcomeContext = createContext<OutcomeState | null>(null);

/** The text fields of a form submission. */
export function sentFields(formData: FormData | undefined): Sent | null {
  if (!formData) return null;
  const sent: Sent = {};
  for (const [key, value] of formData.entries()) if (typeof value === "string" && !(key in sent)) sent[key] = value;
  return sent;
}

/**
 * The message of one outcome: the error and/or the success banner. Each new `trigger` moves focus to it and scrolls it
 * into view (the page's scroll padding keeps it clear of the fixed navigation bar).
 */
export function OutcomeMessage({
  error,
  melding,
  trigger,
  onClose,
  unclaimed,
  live = false,
  className = "",
}: {
  error: string | null;
  melding: string | null;
  trigger: unknown;
  onClose?: () => void;
  /** The panel's region only: whether no slot next to a control has claimed this outcome in the meantime. */
  unclaimed?: () => boolean;
  /** A live region of its own (alert or status), where no live region around it announces it. */
  live?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const message = ref.current;
    if (trigger == null || !message || (unclaimed && !unclaimed())) return;
    message.focus({ preventScroll: true });
    message.scrollIntoView({ block: "nearest" });
  }, [trigger, unclaimed]);
  if (!error && !melding) return null;
  return (
    <div className={`relative space-y-3 ${className}`} data-testid="uitkomst">
      {error && <ErrorBanner ref={ref} live={live} message={error} />}
      {melding && <SuccessBanner ref={error ? undefined : ref} live={live} message={melding} />}
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Melding sluiten"
          className="absolute right-1 top-1 inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink/70 hover:bg-black/5"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/**
 * The panel's outcomes: holds the latest one (a change's answer, a page's ?melding=, or a check in the browser),
 * gives it to the slot next to the control that sent it, and otherwise shows it in its own region above `children`.
 */
export function AdminOutcomeProvider({
  error,
  melding,
  trigger,
  sent,
  children,
}: {
  error: string | null;
  melding: string | null;
  trigger: unknown;
  sent: Sent | null;
  children: ReactNode;
}) {
  const [claims, setClaims] = useState(0);
  // The same count, read by the region's message when its effects run: a slot that shows the new outcome claims it in
  // a layout effect of the same commit in which the region rendered it, and the region's message must not take focus
  // and scroll the page to the top for the moment before it goes.
  const claimed = useRef(0);
  // A refusal found in the browser, with the server outcome it came after: a newer answer replaces it.
  const [local, setLocal] = useState<(Shown & { after: unknown }) | null>(null);
  const [closed, setClosed] = useState<unknown>(null);
  const claim = useCallback(() => {
    claimed.current += 1;
    setClaims((n) => n + 1);
    return () => {
      claimed.current -= 1;
      setClaims((n) => n - 1);
    };
  }, []);
  const unclaimed = useCallback(() => claimed.current === 0, []);
  const report = useCallback((message: string, from: Sent) => setLocal({ error: message, melding: null, trigger: {}, sent: from, after: trigger }), [trigger]);
  useEffect(() => {
    // ?melding= leaves the address bar, so that a reload does not repeat it; not a router navigation, which would load
    // the section again and drop the message it just showed.
    const url = new URL(window.location.href);
    if (!url.searchParams.has("melding")) return;
    url.searchParams.delete("melding");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [trigger]);

  const server = error || melding ? { error, melding, trigger, sent } : null;
  const shown = local && local.after === trigger ? local : server;
  const state = useMemo(() => ({ shown, claim, report }), [shown, claim, report]);
  const inRegion = shown && claims === 0 && shown.trigger !== closed;
  return (
    <OutcomeContext value={state}>
      <div role="status" className="[&:not(:empty)]:mb-4">
        {inRegion && (
          <OutcomeMessage
            error={shown.error}
            melding={shown.melding}
            trigger={shown.trigger}
            onClose={() => setClosed(shown.trigger)}
            unclaimed={unclaimed}
            className="rounded-xl [&>div]:pr-12"
          />
        )}
      </div>
      {children}
    </OutcomeContext>
  );
}

type Match = Record<string, string | number>;

/**
 * The place next to a group of controls (a row's buttons, a small form) where the outcome of a change they sent is
 * shown: the latest change whose submitted fields include every pair of `match` (e.g. `{ id: 12 }`), or of one of
 * several `match`es.
 */
export function ActionOutcome({ match, className = "mt-3" }: { match: Match | readonly Match[]; className?: string }) {
  const state = use(OutcomeContext);
  const sent = state?.shown?.sent;
  const matches = Array.isArray(match) ? (match as readonly Match[]) : [match as Match];
  const matched = Boolean(sent) && matches.some((m) => Object.entries(m).every(([key, value]) => sent![key] === String(value)));
  const claim = state?.claim;
  useLayoutEffect(() => (matched && claim ? claim() : undefined), [matched, claim]);
  if (!matched || !state?.shown) return null;
  return <OutcomeMessage error={state.shown.error} melding={state.shown.melding} trigger={state.shown.trigger} className={className} />;
}

/** Lets a control report a refusal found in the browser (before anything was sent) where its outcomes appear. */
export function useReportOutcome(): (error: string, sent: Sent) => void {
  const state = use(OutcomeContext);
  return state?.report ?? noReport;
}

function noReport() {}
