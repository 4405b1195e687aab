import Timer from "lucide-react/icons/timer";
import { useSyncExternalStore } from "react";
import { aftelLabel } from "~/domains/activiteiten/kamp";

/**
 * The days until departure. The server counts from the moment it rendered the page (so it shows without JavaScript);
 * the browser counts again from its own clock, for a page that was cached or left open overnight.
 */
export function Aftellen({ kamp, rendered }: { kamp: { start: number; einde: number | null }; rendered: number }) {
  const label = useSyncExternalStore(
    noSubscription,
    () => aftelLabel(kamp, Date.now()),
    () => aftelLabel(kamp, rendered),
  );
  if (!label) return null;
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-2 font-extrabold text-amber-900">
      <Timer className="h-5 w-5 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}

const noSubscription = () => () => {};
