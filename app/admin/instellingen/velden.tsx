import Save from "lucide-react/icons/save";
import { useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { instellingenUrl, type InstellingenDeelId } from "~/domains/instellingen/delen";
import { replyError, replyText, type FormReply } from "~/lib/forms";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { FormField } from "~/components/admin/FormField";

/** A refused post of one of the section's forms: its reply, with each field's message and what was typed (by dotted field name). */
export type Fout = FormReply | null;

/** The form's refusal, only when it was this form (by its intent) that was posted. */
export function foutVan(fout: Fout, intent: string): Fout {
  return fout && replyText(fout, "intent") === intent ? fout : null;
}

/** What a field shows: what was typed in a refused post, or the stored value (empty while there is none). */
export function waarde(fout: Fout, name: string, stored: string | number | null): string {
  return replyText(fout, name) ?? (stored === null ? "" : String(stored));
}

/** A field's message in a refused post of the form. */
export function veldFout(fout: Fout, name: string): string | undefined {
  return replyError(fout, name);
}

function veldId(name: string): string {
  return `inst-${name.replace(/\./g, "-")}`;
}

/** A text input for a (dotted) field name with its label, hint and error. */
export function Veld({
  name,
  label,
  fout,
  stored,
  hint,
  type = "text",
  inputMode,
  autoComplete,
  required = false,
  maxLength,
}: {
  name: string;
  label: string;
  fout: Fout;
  stored: string | number | null;
  hint?: string;
  type?: "text" | "email" | "tel" | "url";
  inputMode?: "numeric" | "decimal" | "url" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
}) {
  return (
    <FormField id={veldId(name)} label={label} error={veldFout(fout, name)} hint={hint}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete ?? "off"}
          defaultValue={waarde(fout, name, stored)}
          aria-required={required || undefined}
          maxLength={maxLength}
          className="input"
        />
      )}
    </FormField>
  );
}

/** A multi-line text for a (dotted) field name; paragraphs are separated by an empty line. */
export function Tekstvak({ name, label, fout, stored, hint, rows = 4 }: { name: string; label: string; fout: Fout; stored: string; hint?: string; rows?: number }) {
  return (
    <FormField id={veldId(name)} label={label} error={veldFout(fout, name)} hint={hint}>
      {(props) => <textarea {...props} name={name} rows={rows} defaultValue={waarde(fout, name, stored)} aria-required className="input" />}
    </FormField>
  );
}

/** A group of fields under its own caption. */
export function Groep({ legend, children, className = "" }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`min-w-0 rounded-xl border border-gray-200 p-4 ${className}`}>
      <legend className="px-1 text-base font-extrabold text-ink">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * One form of the section: a real post (works without JavaScript) to the panel's action, with its intent; after a
 * refusal, focus goes to the first field in error.
 */
export function InstellingenForm({
  deel,
  intent,
  fout,
  label,
  multipart = false,
  children,
}: {
  /** The part the form belongs to: the page that answers the post shows it again. */
  deel: InstellingenDeelId;
  intent: string;
  fout: Fout;
  label: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, fout?.error ?? undefined);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form ref={ref} method="post" action={instellingenUrl(deel)} encType={multipart ? "multipart/form-data" : undefined} noValidate className="space-y-5">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div className="flex flex-col gap-2 border-t border-gray-100 pt-5 sm:flex-row sm:justify-end">
        <button type="submit" className="btn-primary" disabled={busy}>
          <Save className="h-5 w-5" aria-hidden="true" /> {busy ? "Opslaan..." : label}
        </button>
      </div>
    </Form>
  );
}
