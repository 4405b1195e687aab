import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";

/**
 * A card with a heading: a `<section>` with its h2, or (`uitklap`) a `<details>` whose summary carries the heading's
 * text and opens the rest on demand, without JavaScript (the tak page's 'Blijf op de hoogte', issue 51). `open` shows
 * it open, e.g. when the page answers the block's own form.
 */
export function Blok({
  id,
  titelId,
  titel,
  icoon,
  uitklap = false,
  open = false,
  className = "",
  children,
  ...rest
}: {
  id: string;
  titelId: string;
  titel: string;
  icoon: ReactNode;
  uitklap?: boolean;
  open?: boolean;
  className?: string;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
}) {
  if (uitklap) {
    return (
      <details id={id} open={open} aria-labelledby={titelId} className={`card uitklap scroll-mt-24 ${className}`} {...rest}>
        <summary id={titelId} className="flex min-h-12 cursor-pointer items-center gap-2 rounded-2xl p-4 text-lg font-extrabold">
          {icoon}
          <span className="flex-1">{titel}</span>
          <ChevronDown className="uitklap-pijl h-5 w-5 shrink-0 text-brand-dark" aria-hidden="true" />
        </summary>
        <div className="px-5 pb-5">{children}</div>
      </details>
    );
  }
  return (
    <section id={id} aria-labelledby={titelId} className={`card scroll-mt-24 p-5 ${className}`} {...rest}>
      <h2 id={titelId} className="flex items-center gap-2 text-xl font-extrabold">
        {icoon}
        {titel}
      </h2>
      {children}
    </section>
  );
}
