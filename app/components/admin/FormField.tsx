import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** A labelled field with its error message tied to it (aria-describedby), so screen readers announce both. */
export function FormField({
  id,
  label,
  error,
  errorLive = false,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** Announce the error as it appears (a check in the browser, while focus stays in the field). */
  errorLive?: boolean;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const describedBy = [error ? `${id}-fout` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="label">{label}</label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-fout`} role={errorLive ? "alert" : undefined} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The common field: a FormField around one input (class `input` unless `className` says otherwise). */
export function InputField({
  id,
  label,
  error,
  hint,
  className = "input",
  ...input
}: { id: string; label: string; error?: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(props) => <input {...props} {...input} className={className} />}
    </FormField>
  );
}

/** A FormField around a select of these options. */
export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  ...select
}: { id: string; label: string; error?: string; hint?: string; options: ReadonlyArray<{ value: string | number; label: string }> } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "className"
>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(props) => (
        <select {...props} {...select} className="input">
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A FormField around a textarea. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: { id: string; label: string; error?: string; hint?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(props) => <textarea {...props} {...textarea} className="input" />}
    </FormField>
  );
}
