import { useSite } from "~/domains/instellingen/use-site";
/**
 * 'Takken': the takken a parent follows, one checkbox each (all named `takken`). The error is tied to each box, so a
 * screen reader hears it on whichever box has focus.
 */
export function TakkenVinkjes({
  id,
  takken,
  gekozen,
  fout,
  legend,
}: {
  id: string;
  takken: readonly { slug: string; name: string }[];
  gekozen: readonly string[];
  fout?: string;
  legend?: string;
}) {
  const foutId = `${id}-fout`;
  const w = useSite().woorden;
  return (
    <fieldset id={id}>
      <legend className="label">{legend ?? w.Takken}</legend>
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

/** 'Herinnering de avond voordien': one message the evening before a day with activities of the takken followed. */
export function HerinneringVinkje({ id, aan, className = "" }: { id: string; aan: boolean; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-start gap-2 py-2">
        <input id={id} type="checkbox" name="herinnering" value="1" defaultChecked={aan} aria-describedby={`${id}-uitleg`} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-dark" />
        <span className="font-semibold text-ink">Herinnering de avond voordien</span>
      </label>
      <p id={`${id}-uitleg`} className="text-sm text-muted">
        De avond voor een activiteit: wat er morgen gepland is en wat je meebrengt.
      </p>
    </div>
  );
}
