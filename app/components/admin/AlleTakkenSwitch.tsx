import { Form } from "react-router";
import { useSite } from "~/domains/instellingen/use-site";
import type { AdminSectionId } from "~/admin/parts";

/**
 * 'Alle takken tonen' for a Takleiding: by default a section lists only their own takken; the switch shows the rest
 * too (to read: the server still refuses changes there). A GET form, so it works without JavaScript; the list keeps its
 * place on the page.
 */
export function AlleTakkenSwitch({ sectie, alle, keep = {} }: { sectie: AdminSectionId; alle: boolean; keep?: Record<string, string> }) {
  const w = useSite().woorden;
  return (
    <Form method="get" action="/admin" preventScrollReset className="mb-3">
      <input type="hidden" name="sectie" value={sectie} />
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {!alle && <input type="hidden" name="alle" value="1" />}
      <button type="submit" role="switch" aria-checked={alle} className="inline-flex min-h-11 items-center gap-3 rounded-lg pr-2 font-semibold text-ink">
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors ${alle ? "border-brand-dark bg-brand-dark" : "border-gray-500 bg-white"}`}
        >
          <span className={`absolute h-4 w-4 rounded-full transition-transform ${alle ? "translate-x-5 bg-white" : "translate-x-0.5 bg-gray-600"}`} />
        </span>
        {`Alle ${w.takken} tonen`}
      </button>
    </Form>
  );
}
