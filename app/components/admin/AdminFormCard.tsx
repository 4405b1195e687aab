import { Save, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ErrorBanner } from "./Banners";

/** The frame of an add or edit page: a card with its heading and, above the form, the form's error. */
export function AdminFormCard({
  title,
  formError,
  heading: Heading = "h2",
  children,
}: {
  title: string;
  formError: string | null;
  /** "h1" when the card's title is the page's own heading. */
  heading?: "h1" | "h2";
  children: ReactNode;
}) {
  return (
    <div className="card p-5 sm:p-8">
      <Heading className="text-xl font-extrabold break-words sm:text-2xl">{title}</Heading>
      {formError && (
        <div className="mt-4">
          <ErrorBanner message={formError} />
        </div>
      )}
      {children}
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
    <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:justify-end md:col-span-2">
      <Link to={cancelTo} className="btn-secondary">Annuleren</Link>
      <button type="submit" className="btn-primary" disabled={disabled}>
        {mode === "add" ? <AddIcon className="h-5 w-5" aria-hidden="true" /> : <Save className="h-5 w-5" aria-hidden="true" />}
        {submitLabel}
      </button>
    </div>
  );
}
