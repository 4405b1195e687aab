import Timer from "lucide-react/icons/timer";
import { aftelLabel } from "~/domains/activiteiten/kamp";

/**
 * The days until departure. The server counts from the moment it rendered the page (so it shows without JavaScript);
 * Aftellen.enhance.ts counts again from the browser's clock, for a page that was cached or left open overnight.
 */
export function Aftellen({ kamp, rendered }: { kamp: { start: number; einde: number | null }; rendered: number }) {
  const label = aftelLabel(kamp, rendered);
  if (!label) return null;
  return (
    <span
      data-js="aftellen"
      data-start={kamp.start}
      data-einde={kamp.einde ?? undefined}
      className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-2 font-extrabold text-amber-900"
    >
      <Timer className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
