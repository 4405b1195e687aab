import ArrowRight from "lucide-react/icons/arrow-right";
import Megaphone from "lucide-react/icons/megaphone";
import type { Mededeling } from "~/domains/mededeling/rules";

/**
 * The announcement at the top of every public page, until its 'zichtbaar tot' moment: the server stops rendering it
 * then, and a page that stays open hides it by itself (MededelingBanner.enhance.ts). role="alert" makes screen readers
 * announce it.
 */
export function MededelingBanner({ mededeling }: { mededeling: Mededeling }) {
  return (
    <aside aria-label="Mededeling" data-js="mededeling" data-tot={mededeling.zichtbaarTot} className="mededeling mt-16 border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3">
        <Megaphone className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div role="alert" className="min-w-0 font-semibold">
          <span className="wrap-anywhere">{mededeling.tekst}</span>
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
