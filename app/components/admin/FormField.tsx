import { useState, type InputEvent, type InputEventHandler, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

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

/**
 * A field's limit, told and never applied silently (issue 52): the field takes everything typed or pasted (no
 * `maxlength`, which cuts a pasted text without a word), a count shows from 80 % of the limit and says how much is too
 * much, and the server refuses a longer text with a message at the field.
 */
function useTeller<E extends HTMLInputElement | HTMLTextAreaElement>(id: string, max: number | undefined, initial: unknown, onInput?: InputEventHandler<E>) {
  const [lengte, setLengte] = useState(typeof initial === "string" || typeof initial === "number" ? String(initial).length : 0);
  const toont = max !== undefined && lengte >= max * 0.8;
  return {
    /** The field's own props: its description joins the count's, and each input is counted. */
    veld: (props: { "aria-describedby"?: string }) => ({
      "aria-describedby": [props["aria-describedby"], toont ? `${id}-teller` : null].filter(Boolean).join(" ") || undefined,
      onInput: (event: InputEvent<E>) => {
        setLengte(event.currentTarget.value.length);
        onInput?.(event);
      },
    }),
    teller:
      toont && max !== undefined ? (
        <p id={`${id}-teller`} className={`mt-1 text-sm ${lengte > max ? "font-semibold text-red-700" : "text-muted"}`}>
          {lengte > max ? `${lengte} van de ${max} tekens: ${lengte - max} te veel` : `${lengte} van de ${max} tekens`}
        </p>
      ) : null,
  };
}

/** The common field: a FormField around one input (class `input` unless `className` says otherwise). */
export function InputField({
  id,
  label,
  error,
  hint,
  className = "input",
  maxLength,
  onInput,
  ...input
}: { id: string; label: string; error?: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const { veld, teller } = useTeller(id, maxLength, input.value ?? input.defaultValue, onInput);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(props) => (
        <>
          <input {...props} {...input} {...veld(props)} className={className} />
          {teller}
        </>
      )}
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

/** A FormField around a textarea (its limit told as InputField's). */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  maxLength,
  onInput,
  ...textarea
}: { id: string; label: string; error?: string; hint?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  const { veld, teller } = useTeller(id, maxLength, textarea.value ?? textarea.defaultValue, onInput);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(props) => (
        <>
          <textarea {...props} {...textarea} {...veld(props)} className="input" />
          {teller}
        </>
      )}
    </FormField>
  );
}
