import { HELE_GROEP, HELE_GROEP_LABEL } from "~/domains/activiteiten/rules";
import { useSite } from "~/domains/instellingen/use-site";
import { inWoord } from "~/domains/takken/rules";

/**
 * 'Tak(ken)': one or more takken as checkboxes (all named `takken`), with 'Hele groep' for every tak at once for those
 * who may use it (the Beheerder). The error is tied to each box, so a screen reader hears it on whichever box has focus.
 */
export function TakkenKeuze({
  id,
  takken,
  selected,
  heleGroep,
  error,
}: {
  id: string;
  /** The takken the writer may choose (a Takleiding: their own). */
  takken: { slug: string; name: string }[];
  selected: readonly string[];
  heleGroep: boolean;
  error?: string;
}) {
  const errorId = `${id}-fout`;
  const w = useSite().woorden;
  const box = (value: string, label: string, strong = false) => (
    <label key={value} className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 ${strong ? "border-brand/40 bg-brand-light font-bold" : "border-gray-200"}`}>
      <input
        type="checkbox"
        name="takken"
        value={value}
        defaultChecked={selected.includes(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-5 w-5 shrink-0 accent-brand-dark"
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset id={id}>
      <legend className="label">{w.TakKen}</legend>
      <div className="flex flex-wrap gap-2">
        {heleGroep && box(HELE_GROEP, HELE_GROEP_LABEL, true)}
        {takken.map((t) => box(t.slug, t.name))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {inWoord(error, w)}
        </p>
      )}
    </fieldset>
  );
}
