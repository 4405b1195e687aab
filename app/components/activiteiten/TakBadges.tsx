import { HELE_GROEP, HELE_GROEP_LABEL, type ActiviteitView } from "~/domains/activiteiten/rules";
import { useSite } from "~/lib/use-site";

/** The takken of an activity as small labels with their colour dot; 'Hele groep' for the whole group. */
export function TakBadges({ activiteit: a, className = "" }: { activiteit: Pick<ActiviteitView, "heleGroep" | "takken">; className?: string }) {
  const { kleur } = useSite();
  const labels = a.heleGroep ? [{ slug: HELE_GROEP, name: HELE_GROEP_LABEL, color: kleur }] : a.takken;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Takken">
      {labels.map((t) => (
        <li key={t.slug} className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-bold text-ink">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full ring-1 ring-black/10" style={{ backgroundColor: t.color }} />
          {t.name}
        </li>
      ))}
    </ul>
  );
}
