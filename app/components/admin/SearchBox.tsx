import { Search } from "lucide-react";
import { useId, useRef } from "react";
import { Form } from "react-router";
import { useEarlyInput } from "~/lib/use-early-input";

/**
 * Filters as the admin types (the parent filters on `value`); without JavaScript, Enter submits ?q= and
 * the server filters.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  hidden,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  hidden?: Record<string, string>;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyInput(inputRef, value, onChange);
  return (
    <Form method="get" action="/admin" role="search" className="relative" onSubmit={(e) => e.preventDefault()}>
      {Object.entries(hidden ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label className="sr-only" htmlFor={id}>{label}</label>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="input pl-10"
        autoComplete="off"
      />
    </Form>
  );
}
