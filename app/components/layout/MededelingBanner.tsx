import ArrowRight from "lucide-react/icons/arrow-right";
import Megaphone from "lucide-react/icons/megaphone";
import { useEffect, useState } from "react";
import type { Mededeling } from "~/domains/mededeling/rules";

// setTimeout takes at most 2^31 - 1 ms (about 24 days); a later end is checked again on the next page.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The announcement at the top of every public page, until its 'zichtbaar tot' moment: the server stops rendering it
 * then, and a page that stays open hides it by itself. role="alert" makes screen readers announce it.
 */
export function MededelingBanner({ mededeling }: { mededeling: Mededeling }) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const left = Math.max(0, mededeling.zichtbaarTot - Date.now());
    const timer = setTimeout(() => setOver(true), Math.min(left, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [mededeling.zichtbaarTot]);
  if (over) return null;
  return (
    <aside aria-label="Mededeling" className="mededeling mt-16 border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3">
        <Megaphone className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div role="alert" className="min-w-0 font-semibold">
          <span className="break-words">{mededeling.tekst}</span>
          {mededeling.link && (
            <>
              {" "}
              <a href={mededeling.link} className="inline-flex items-center gap-1 whitespace-nowrap font-extrabold underline">
                Meer info <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </a>
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
