import type { LucideIcon } from "lucide-react";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Save from "lucide-react/icons/save";
import { createContext, use, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { VERZENDING_VELD } from "~/domains/verzendingen/rules";
import type { FormReply } from "~/lib/forms";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { OutcomeMessage } from "./AdminOutcome";
import { ErrorBanner } from "./Banners";
import { isOnderweg } from "./client-action";
import { useConceptBewaren, verwijderConcepten, type ConceptStatus } from "./concept";

/**
 * What every add or edit form gets from its route: the stored record (Conform's `defaultValue`), and what it shows
 * instead (its `lastResult`, decision 0049): the reply of a refused or failed post with each field's errors, or the
 * draft put back.
 */
export interface AdminFormProps<Values> {
  mode: "add" | "edit";
  values: Values;
  reply: FormReply | undefined;
  formError: string | null;
  /** A draft of this form that was put back (concept.ts), to say so. */
  concept?: ConceptStatus | null;
  /** A create's key for this render (issue 52): a repeat of the post makes nothing twice. */
  verzending?: string;
}

/** The form's refusal that names no field (a 403, a 409, a lost connection), for `FormActions` to show. */
const FormErrorContext = createContext<{ error: string | null; trigger: unknown }>({ error: null, trigger: null });

// The grid of a form with a picture column (a photo, a badge) right of its fields from 768 px.
const WITH_PICTURE = { narrow: "grid gap-5 md:grid-cols-[1fr_14rem]", wide: "grid gap-5 md:grid-cols-[1fr_16rem]" } as const;

/**
 * An add or edit page: a card with its heading and the form, a real post that works without JavaScript. After a
 * refused post, focus goes to the first field in error; a refusal that names no field is shown above the submit
 * button (`FormActions`), where the leader just tapped, and takes focus (decision 0023).
 */
export function AdminForm({
  title,
  formError,
  reply,
  heading: Heading = "h2",
  intro,
  multipart = false,
  className,
  picture,
  pictureColumn = "wide",
  concept = null,
  verzending,
  actions,
  children,
}: {
  title: string;
  formError: string | null;
  /** The form's reply (AdminFormProps): after a refused post, focus goes to the first field in error. */
  reply: FormReply | undefined;
  /** "h1" when the card's title is the page's own heading. */
  heading?: "h1" | "h2";
  intro?: ReactNode;
  multipart?: boolean;
  /** The fields' layout, for a form without a picture column. */
  className?: string;
  /** A column with the picture and its preview, right of the fields from 768 px (the form then sends files). */
  picture?: ReactNode;
  pictureColumn?: keyof typeof WITH_PICTURE;
  concept?: ConceptStatus | null;
  verzending?: string;
  /** Cancel and submit (FormActions); `busy` while the form posts. */
  actions: (busy: boolean) => ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Each answer of the route's action is a new object: the message takes focus again, also when its text repeats.
  const answer = useActionData();
  useFocusFirstError(formRef, reply?.error ?? undefined);
  const keepDraft = useConceptBewaren(formRef);
  const busy = navigation.state === "submitting";
  // One tap, one save: a second tap while the first post is on its way does nothing. Set at once, in the event,
  // before React shows the busy button (on a slow phone that takes a moment in which a second tap still lands).
  const sending = useRef(false);
  const [submitter, setSubmitter] = useState<{ name: string; value: string } | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    keepDraft();
    const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    setSubmitter(button?.name ? { name: button.name, value: button.value } : null);
  };
  const onderweg = isOnderweg(answer) ? answer : null;
  return (
    <div className="card p-5 sm:p-8">
      <Heading className="text-xl font-extrabold wrap-anywhere sm:text-2xl">{title}</Heading>
      {intro}
      <FormErrorContext value={{ error: onderweg ? null : formError, trigger: answer ?? null }}>
        <Form
          ref={formRef}
          method="post"
          encType={multipart || picture ? "multipart/form-data" : undefined}
          noValidate
          onSubmit={onSubmit}
          className={`mt-6 ${picture ? WITH_PICTURE[pictureColumn] : (className ?? "")}`}
        >
          {verzending && <input type="hidden" name={VERZENDING_VELD} value={verzending} />}
          {(onderweg || concept) && (
            <div className={picture || className?.includes("grid") ? "col-span-full" : "mb-5"}>
              {onderweg ? <OnderwegMelding answer={onderweg} message={formError} busy={busy} submitter={submitter} /> : concept && <ConceptMelding concept={concept} />}
            </div>
          )}
          {picture ? (
            <>
              <div className="min-w-0 space-y-5">{children}</div>
              <div className="min-w-0">{picture}</div>
            </>
          ) : (
            children
          )}
          {actions(busy)}
        </Form>
      </FormErrorContext>
    </div>
  );
}

/**
 * A save that failed on the way (no connection, no answer in time, a crash, the session ended): at the top of the form,
 * with what happened, that the input is still there, and a retry (the same button the leader pressed) or, without a
 * session, the way back through the login (the draft waits on this device).
 */
function OnderwegMelding({ answer, message, busy, submitter }: { answer: { onderweg: string }; message: string | null; busy: boolean; submitter: { name: string; value: string } | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [answer]);
  return (
    <ErrorBanner ref={ref} message={message ?? ""}>
      {answer.onderweg === "sessie" ? (
        <Link to={`/admin?next=${encodeURIComponent(pathname + search)}&sessie=verlopen`} className="btn-secondary mt-3">Opnieuw inloggen</Link>
      ) : (
        <button type="submit" name={submitter?.name} value={submitter?.value} className="btn-secondary mt-3" disabled={busy}>
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          {busy ? "Bezig..." : "Opnieuw proberen"}
        </button>
      )}
    </ErrorBanner>
  );
}

const DAG = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "2-digit", month: "2-digit" });
const UUR = new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit" });

/** A draft of this form, kept in this browser, is back in the fields. */
function ConceptMelding({ concept }: { concept: ConceptStatus }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="min-w-0 flex-1 basis-60">
        Wat je op {DAG.format(concept.opgeslagenOp)} om {UUR.format(concept.opgeslagenOp)} typte maar nog niet opsloeg, staat terug in het formulier.
      </p>
      <button type="button" className="btn-secondary" onClick={concept.weggooien}>Niet-opgeslagen invoer weggooien</button>
    </div>
  );
}

/** Cancel and submit under an add or edit form; while it posts, the submit button says so. */
export function FormActions({
  mode,
  busy,
  disabled = busy,
  cancelTo,
  addLabel,
  addIcon: AddIcon,
  vast = false,
}: {
  mode: "add" | "edit";
  busy: boolean;
  disabled?: boolean;
  cancelTo: string;
  addLabel: string;
  addIcon: LucideIcon;
  /**
   * A long form (the activity's): below 640 px the buttons stay at the bottom of the screen while the form is in view,
   * side by side, so saving never needs three screens of scrolling (issue 52).
   */
  vast?: boolean;
}) {
  const submitLabel = mode === "add" ? (busy ? "Toevoegen..." : addLabel) : busy ? "Opslaan..." : "Wijzigingen Opslaan";
  const location = useLocation();
  const buttons = (
    <>
      {/* 'Annuleren' throws away what was typed: no draft comes back next time. */}
      <Link to={cancelTo} className="btn-secondary" onClick={() => verwijderConcepten(location)}>Annuleren</Link>
      <button type="submit" className="btn-primary" disabled={disabled}>
        {mode === "add" ? <AddIcon className="h-5 w-5" aria-hidden="true" /> : <Save className="h-5 w-5" aria-hidden="true" />}
        {submitLabel}
      </button>
    </>
  );
  if (vast) {
    // Two items of the form's own grid: a sticky element stays within its parent, so the bar is the form's child.
    return (
      <>
        <div className="border-t border-gray-100 pt-5 md:col-span-2">
          <FormOutcome className="mb-0" />
        </div>
        <div className="vaste-knoppen flex gap-3 max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:-mx-5 max-sm:border-t max-sm:border-gray-200 max-sm:bg-white max-sm:px-5 max-sm:py-3 max-sm:shadow-[0_-4px_12px_rgb(0_0_0/0.08)] max-sm:*:flex-1 sm:justify-end md:col-span-2">
          {buttons}
        </div>
      </>
    );
  }
  return (
    <div className="border-t border-gray-100 pt-5 md:col-span-2">
      <FormOutcome />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{buttons}</div>
    </div>
  );
}

/** The form's refusal that names no field, right above its buttons; it takes focus when it comes. */
export function FormOutcome({ className = "mb-4" }: { className?: string }) {
  const { error, trigger } = use(FormErrorContext);
  // An alert of its own: a form page has no panel region, and without JavaScript nothing moves focus to it.
  return error ? <OutcomeMessage error={error} melding={null} trigger={trigger} live className={className} /> : null;
}

/** A form's submit button with its icon, off while the form posts. */
export function SubmitButton({ busy, icon: Icon, className = "", children }: { busy: boolean; icon?: LucideIcon; className?: string; children: ReactNode }) {
  return (
    <button type="submit" className={`btn-primary ${className}`} disabled={busy}>
      {Icon && <Icon className="h-5 w-5" aria-hidden="true" />} {children}
    </button>
  );
}
