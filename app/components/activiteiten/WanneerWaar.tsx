import type { ReactNode } from "react";
import { SpriteIcon } from "~/components/ui/Sprite";
import { PlaatsTekst } from "./PlaatsTekst";

/**
 * An activity's when and where, as its card says them: the date and the hours, the place (with the page's
 * ActiviteitIconen), then what the caller adds (what to bring, the takken).
 */
export function WanneerWaar({ datum, tijd, plaats, children }: { datum: string; tijd: string; plaats: string | null; children?: ReactNode }) {
  return (
    <ul className="mt-2 space-y-1 text-muted">
      <li className="flex flex-wrap items-center gap-x-2">
        <SpriteIcon id="wanneer" className="h-4 w-4 shrink-0 text-brand" />
        <span className="sr-only">Wanneer: </span>
        <span className="font-semibold text-ink">{datum}</span>
        <span>{tijd}</span>
      </li>
      {plaats && (
        <li className="flex items-start gap-2">
          <SpriteIcon id="plaats" className="mt-1 h-4 w-4 shrink-0 text-brand" />
          <span className="sr-only">Plaats: </span>
          <PlaatsTekst plaats={plaats} />
        </li>
      )}
      {children}
    </ul>
  );
}
