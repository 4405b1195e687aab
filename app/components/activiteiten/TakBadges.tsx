import { HELE_GROEP, HELE_GROEP_LABEL, type ActiviteitView } from "~/domains/activiteiten/rules";
import { useSite } from "~/domains/instellingen/use-site";

/** The takken of an activity as small labels with their colour dot; 'Hele groep' for the whole group. */
export function TakBadges({ activiteit: a, className = "" }: { activiteit: Pick<ActiviteitView, "heleGroep" | "takken">; className?: string }) {
  const { kleur, woorden } = useSite();
  const labels = a.heleGroep ? [{ slug: HELE_GROEP, name: HELE_GROEP_LABEL, color: kleur }] : a.takken;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={woorden.Takken}>
      {labels.map((t) => (
        <li key={t.slug} className="tak-label text-sm">
          <span aria-hidden="true" className="tak-stip" style={{ backgroundColor: t.color }} />
          {t.name}
        </li>
      ))}
    </ul>
  );
}
