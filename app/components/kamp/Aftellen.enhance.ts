// The camp's countdown (components/kamp/Aftellen.tsx), counted again from this browser's clock: the page may have been
// cached or left open overnight.
import { aftelLabel } from "~/domains/activiteiten/kamp";

export function aftellen(badge: HTMLElement): void {
  const einde = badge.dataset.einde;
  const label = aftelLabel({ start: Number(badge.dataset.start), einde: einde ? Number(einde) : null }, Date.now());
  if (label) badge.lastElementChild!.textContent = label;
  else badge.remove();
}
