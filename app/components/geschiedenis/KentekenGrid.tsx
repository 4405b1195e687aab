import ChevronDown from "lucide-react/icons/chevron-down";
import { KENTEKENS_STAP, periodeJaren, periodeTitel, type Periode } from "~/domains/geschiedenis/rules";
import { KentekenImage } from "./KentekenImage";

/**
 * Width of a badge inside its card (12 px padding each side): six columns from 1024 px (at most 148 px), three on
 * tablets, two on phones. Exact rather than rounded up: a phone at 1.75× then takes the 320 px file, not 640.
 */
const BADGE_SIZES = "(min-width: 1024px) 148px, (min-width: 640px) calc(33.4vw - 45px), calc(50vw - 48px)";

type KentekenPeriode = Pick<Periode, "id" | "titel" | "beginjaar" | "eindjaar" | "imageUrl">;

/**
 * The badge grid with 'Meer kentekens laden': a plain link to ?toon=N, which the server answers with more badges.
 * app/enhance answers it in place (the grid of that page takes the place of this one, the address follows) and moves
 * focus to the first badge that was added.
 */
export function KentekenGrid({ periodes, shown }: { periodes: KentekenPeriode[]; shown: number }) {
  const next = Math.min(periodes.length, shown + KENTEKENS_STAP);
  return (
    <div id="kentekens-blok">
      <ul id="kentekens" className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="kentekens">
        {/* Lazy, all of them: on a phone the first badges are below the intro; the browser fetches the ones near the
            screen after the page has painted, so the text comes first. */}
        {periodes.slice(0, shown).map((p) => (
          <li key={p.id}>
            <a href={`/geschiedenis/${encodeURIComponent(p.id)}`} className="kenteken-kaart group">
              <span className="kenteken-beeld">
                <KentekenImage url={p.imageUrl} alt="" sizes={BADGE_SIZES} />
              </span>
              <span className="kenteken-tekst">
                <span className="kenteken-jaren">{periodeJaren(p)}</span>
                <span className="kenteken-titel">{periodeTitel(p)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {shown < periodes.length && (
        <div className="mt-10 flex justify-center">
          <a
            href={`?toon=${next}`}
            data-vervang="kentekens-blok"
            data-focus-after={`#kentekens > li:nth-child(${shown + 1}) a`}
            className="btn-primary"
          >
            Meer kentekens laden <ChevronDown className="h-5 w-5" aria-hidden="true" />
          </a>
        </div>
      )}
    </div>
  );
}
