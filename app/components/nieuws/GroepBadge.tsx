import { useSite } from "~/domains/instellingen/use-site";

/** The branch label of a news item as a small badge in the branch colour. */
export function GroepBadge({ groep, color, className = "" }: { groep: string; color?: string | null; className?: string }) {
  const { kleur } = useSite();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-extrabold uppercase tracking-wide text-ink shadow-sm ring-1 ring-black/5 ${className}`}
    >
      <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: color || kleur }} />
      {groep}
    </span>
  );
}
