import Search from "lucide-react/icons/search";
import { useId, useRef } from "react";
import { Form } from "react-router";
import { useEarlyInput } from "~/lib/use-early-input";

/**
 * Filters as the admin types (the parent filters on `value`); without JavaScript, Enter submits ?q= and
 * the server filters. `inForm`: the box sits in the parent's own filter form instead of a form of its own.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  hidden,
  inForm = false,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  hidden?: Record<string, string>;
  inForm?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyInput(inputRef, value, onChange);
  const field = (
    <>
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
    </>
  );
  if (inForm) return <div className="relative">{field}</div>;
  return (
    <Form method="get" action="/admin" role="search" className="relative" onSubmit={(e) => e.preventDefault()}>
      {Object.entries(hidden ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {field}
    </Form>
  );
}
