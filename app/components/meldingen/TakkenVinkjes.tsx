/**
 * 'Takken': the takken a parent follows, one checkbox each (all named `takken`). The error is tied to each box, so a
 * screen reader hears it on whichever box has focus.
 */
export function TakkenVinkjes({
  id,
  takken,
  gekozen,
  fout,
  legend = "Takken",
}: {
  id: string;
  takken: readonly { slug: string; name: string }[];
  gekozen: readonly string[];
  fout?: string;
  legend?: string;
}) {
  const foutId = `${id}-fout`;
  return (
    <fieldset id={id}>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {takken.map((t) => (
          <label key={t.slug} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-3">
            <input
              type="checkbox"
              name="takken"
              value={t.slug}
              defaultChecked={gekozen.includes(t.slug)}
              aria-invalid={fout ? true : undefined}
              aria-describedby={fout ? foutId : undefined}
              className="h-5 w-5 shrink-0 accent-brand-dark"
            />
            <span>{t.name}</span>
          </label>
        ))}
      </div>
      {fout && (
        <p id={foutId} className="mt-1 text-sm font-semibold text-red-700">
          {fout}
        </p>
      )}
    </fieldset>
  );
}
