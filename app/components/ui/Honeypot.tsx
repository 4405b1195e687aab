import { HONEYPOT_FIELD } from "~/domains/contact/fields";

/** A field for bots only: invisible to people and screen readers, skipped by the keyboard; a form that gets it filled in is spam. */
export function Honeypot({ form }: { form: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={`${form}-${HONEYPOT_FIELD}`}>Laat dit veld leeg</label>
      <input id={`${form}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
