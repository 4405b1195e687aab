import type { LucideIcon } from "lucide-react";
import Save from "lucide-react/icons/save";
import { createContext, use, useRef, type ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { OutcomeMessage } from "./AdminOutcome";

/** What every add or edit form gets from its route: the values to show and the errors of a refused post. */
export interface AdminFormProps<Values> {
  mode: "add" | "edit";
  values: Values;
  errors: Record<string, string>;
  formError: string | null;
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
  errors,
  heading: Heading = "h2",
  intro,
  multipart = false,
  className,
  picture,
  pictureColumn = "wide",
  actions,
  children,
}: {
  title: string;
  formError: string | null;
  errors: Record<string, string>;
  /** "h1" when the card's title is the page's own heading. */
  heading?: "h1" | "h2";
  intro?: ReactNode;
  multipart?: boolean;
  /** The fields' layout, for a form without a picture column. */
  className?: string;
  /** A column with the picture and its preview, right of the fields from 768 px (the form then sends files). */
  picture?: ReactNode;
  pictureColumn?: keyof typeof WITH_PICTURE;
  /** Cancel and submit (FormActions); `busy` while the form posts. */
  actions: (busy: boolean) => ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // Each answer of the route's action is a new object: the message takes focus again, also when its text repeats.
  const answer = useActionData();
  useFocusFirstError(formRef, errors);
  return (
    <div className="card p-5 sm:p-8">
      <Heading className="text-xl font-extrabold break-words sm:text-2xl">{title}</Heading>
      {intro}
      <FormErrorContext value={{ error: formError, trigger: answer ?? null }}>
        <Form
          ref={formRef}
          method="post"
          encType={multipart || picture ? "multipart/form-data" : undefined}
          noValidate
          className={`mt-6 ${picture ? WITH_PICTURE[pictureColumn] : (className ?? "")}`}
        >
          {picture ? (
            <>
              <div className="min-w-0 space-y-5">{children}</div>
              <div className="min-w-0">{picture}</div>
            </>
          ) : (
            children
          )}
          {actions(navigation.state === "submitting")}
        </Form>
      </FormErrorContext>
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
}: {
  mode: "add" | "edit";
  busy: boolean;
  disabled?: boolean;
  cancelTo: string;
  addLabel: string;
  addIcon: LucideIcon;
}) {
  const submitLabel = mode === "add" ? (busy ? "Toevoegen..." : addLabel) : busy ? "Opslaan..." : "Wijzigingen Opslaan";
  return (
    <div className="border-t border-gray-100 pt-5 md:col-span-2">
      <FormOutcome />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className="btn-secondary">Annuleren</Link>
        <button type="submit" className="btn-primary" disabled={disabled}>
          {mode === "add" ? <AddIcon className="h-5 w-5" aria-hidden="true" /> : <Save className="h-5 w-5" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
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
